import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useConfirmEmail } from './api/account-links';
import { AuthFrame } from './auth-frame';

const MOVE_ON_AFTER_MS = 2500;

/** /v3/confirmemail/{token}: confirms a changed email address, says so, then goes on to /v3/. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const confirm = useConfirmEmail();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // single-use link; see UnlockPage
    started.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  const settled = confirm.isSuccess || confirm.isError;
  useEffect(() => {
    if (!settled) return;
    const timer = window.setTimeout(() => void navigate('/v3/', { replace: true }), MOVE_ON_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, settled]);

  return (
    <AuthFrame>
      {!settled ? (
        <PageSpinner />
      ) : (
        <>
          {confirm.isSuccess ? (
            <Alert type="success" showIcon title={t('links.emailConfirmed')} />
          ) : (
            // The spec words a failed confirmation like an unlock failure.
            <Alert type="error" showIcon role="alert" title={t('links.unlockExpired')} />
          )}
          <Link to="/v3/" replace style={{ display: 'inline-block', marginTop: 16 }}>
            {t('links.continue')}
          </Link>
        </>
      )}
    </AuthFrame>
  );
}
