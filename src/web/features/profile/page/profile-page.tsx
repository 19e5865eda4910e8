import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useSignedInSession } from '../../../shared/session';
import { PageSpinner } from '../../../components/page-spinner';
import { useProfile } from '../api/get-profile';
import { ProfileView } from './profile-view';
import { profileIdOf } from './profile-rules';

/** /v3/profile (oneself) and /v3/profile/{id}. */
export function ProfilePage() {
  const { userId } = useParams();
  const { Profile: me } = useSignedInSession();
  const id = profileIdOf(userId, me.Id);
  return id === null ? <NotFound /> : <ProfileLoader key={id} id={id} />;
}

function ProfileLoader({ id }: { id: number }) {
  const { t } = useTranslation('profile');
  const profile = useProfile(id);
  if (profile.isPending) return <PageSpinner />;
  // Only a first load that failed shows its error: a failed refetch keeps what is shown, and any dialog open on it.
  if (profile.data === undefined) {
    if (isApiError(profile.error, 404)) return <NotFound />;
    return (
      <Alert
        type="error"
        showIcon
        title={profile.error.message}
        action={
          <Button size="small" onClick={() => void profile.refetch()}>
            {t('page.tryAgain')}
          </Button>
        }
      />
    );
  }
  return <ProfileView profile={profile.data} />;
}

function NotFound() {
  const { t } = useTranslation('profile');
  return <Result status="404" title={t('page.notFound')} extra={<Link to="/v3/organization">{t('page.goToOrganization')}</Link>} />;
}
