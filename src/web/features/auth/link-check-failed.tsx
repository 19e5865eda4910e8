import { Alert } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../shared/api-client';
import { noticeState } from './login-notice';

/**
 * A link that the server refused (400) goes to the login screen with the spec's message; a
 * failure that says nothing about the link (offline, throttled) stays here so the user can retry.
 */
export function LinkCheckFailed({ error, expiredText }: { error: unknown; expiredText: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const expired = isApiError(error, 400) || isApiError(error, 404);
  useEffect(() => {
    if (expired) void navigate('/v3/login', { replace: true, state: noticeState('error', expiredText) });
  }, [expired, expiredText, navigate]);

  if (expired) return null;
  return (
    <>
      <Alert type="error" showIcon title={error instanceof Error ? error.message : t('common:genericError')} />
      <Link to="/v3/login" style={{ display: 'inline-block', marginTop: 16 }}>
        {t('links.backToLogin')}
      </Link>
    </>
  );
}
