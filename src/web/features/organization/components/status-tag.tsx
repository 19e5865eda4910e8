import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../../../../contract/people';

/** Invited and Deactivated are worth a tag; Active is the normal case and shows nothing. */
export function StatusTag({ status, always = false }: { status: UserStatus; always?: boolean }) {
  const { t } = useTranslation('organization');
  if (status === 'Active' && !always) return null;
  const color = status === 'Active' ? 'green' : status === 'Invited' ? 'gold' : 'default';
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
