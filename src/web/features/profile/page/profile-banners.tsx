import { Alert } from 'antd';
import type { ProfileDetail } from '../../../../contract/profile';
import type { Notice } from './use-profile-overlays';

export const UNCONFIRMED_EMAIL = 'A confirmation email has been sent to the new address';

type ProfileBannersProps = { profile: ProfileDetail; notice: Notice | null; onCloseNotice: () => void };

/** The re-sent invitation (or another action's outcome) and the unconfirmed-email notice. */
export function ProfileBanners({ profile, notice, onCloseNotice }: ProfileBannersProps) {
  const pending = profile.UnconfirmedEmail && (profile.IsSelf || profile.Permissions.CanEdit);
  if (!notice && !pending) return null;
  return (
    <div style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
      {notice && <Alert type={notice.type} showIcon closable={{ onClose: onCloseNotice }} title={notice.text} role="status" />}
      {pending && (
        <Alert
          type="info"
          showIcon
          title={UNCONFIRMED_EMAIL}
          description={`${profile.UnconfirmedEmail} becomes the sign-in address once the link in that email is opened; until then ${profile.Email} stays in use.`}
        />
      )}
    </div>
  );
}
