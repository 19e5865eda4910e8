import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useUnlockAccount } from './api/account-links';
import { AuthFrame } from './auth-frame';
import { noticeState } from './login-notice';

/** /v3/login/unlock/{token}: opening the link unlocks the account, then the login screen says how it went. */
export function UnlockPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const unlock = useUnlockAccount();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // The link is single-use: run it once even when React mounts the page twice in development.
    if (started.current) return;
    started.current = true;
    unlock.mutate(token, {
      onSuccess: () => void navigate('/v3/login', { replace: true, state: noticeState('success', t('links.unlocked')) }),
      onError: () => void navigate('/v3/login', { replace: true, state: noticeState('error', t('links.unlockExpired')) }),
    });
  }, [navigate, t, token, unlock]);

  return (
    <AuthFrame>
      <PageSpinner />
    </AuthFrame>
  );
}
