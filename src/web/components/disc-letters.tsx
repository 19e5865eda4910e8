import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const line: CSSProperties = { display: 'flex', alignItems: 'baseline', gap: 8, minWidth: 0 };

/** A person's DISC letters from their user manual, the same on the profile card and in the directory; nothing when none. */
export function DiscLetters({ disc, size }: { disc: string | null; size?: number }) {
  const { t } = useTranslation('common');
  if (!disc) return null;
  return (
    <span style={{ ...line, fontSize: size }}>
      <Typography.Text type="secondary" style={{ fontSize: size }}>
        {t('discLetters.label')}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: size }}>
        {disc}
      </Typography.Text>
    </span>
  );
}
