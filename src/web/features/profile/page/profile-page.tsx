import { Alert, Button, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useSignedInSession } from '../../../shared/session';
import { PageSpinner } from '../../../components/page-spinner';
import { useProfile } from '../api/get-profile';
import { ProfileView } from './profile-view';
import { profileIdOf } from './profile-rules';

export const PROFILE_NOT_FOUND = 'This person does not exist or you cannot see their profile.';

/** /v3/profile (oneself) and /v3/profile/{id}. */
export function ProfilePage() {
  const { userId } = useParams();
  const { Profile: me } = useSignedInSession();
  const id = profileIdOf(userId, me.Id);
  return id === null ? <NotFound /> : <ProfileLoader key={id} id={id} />;
}

function ProfileLoader({ id }: { id: number }) {
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
            Try again
          </Button>
        }
      />
    );
  }
  return <ProfileView profile={profile.data} />;
}

function NotFound() {
  return <Result status="404" title={PROFILE_NOT_FOUND} extra={<Link to="/v3/organization">Go to Organization</Link>} />;
}
