import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from '../../../../contract/profile';
import type { Notice } from './use-profile-overlays';

type ProfileBannersProps = { profile: ProfileDetail; notice: Notice | null; onCloseNotice: () => void };

/** The re-sent invitation (or another action's outcome) and the unconfirmed-email notice. */
export function ProfileBanners({ profile, notice, onCloseNotice }: ProfileBannersProps) {
  const { t } = useTranslation('profile');
  const pending = profile.UnconfirmedEmail && (profile.IsSelf || profile.Permissions.CanEdit);
  if (!notice && !pending) return null;
  return (
    <div style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
      {notice && <Alert type={notice.type} showIcon closable={{ onClose: onCloseNotice }} title={notice.text} role="status" />}
      {pending && (
        <Alert
          type="info"
          showIcon
          title={t('banners.unconfirmedEmail')}
          description={t('banners.unconfirmedEmailHelp', { newEmail: profile.UnconfirmedEmail, email: profile.Email })}
        />
      )}
    </div>
  );
}
