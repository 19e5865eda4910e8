import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useResetLink, useResetPassword } from './api/reset-password';
import { AuthFrame, AuthTitle } from './auth-frame';
import { LinkCheckFailed } from './link-check-failed';
import { noticeState } from './login-notice';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

/** /v3/resetpassword/{token}: checks the link, then sets a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const reset = useResetPassword();
  const navigate = useNavigate();

  const submit = ({ Password }: NewPasswordValues) =>
    reset.mutate(
      { Token: token, Password: Password.trim() },
      { onSuccess: () => void navigate('/v3/login', { replace: true, state: noticeState('success', t('reset.done')) }) },
    );

  return (
    <AuthFrame>
      {link.isPending ? (
        <PageSpinner />
      ) : link.data === undefined ? (
        <LinkCheckFailed error={link.error} expiredText={t('links.resetExpired')} />
      ) : (
        <>
          <AuthTitle>{t('reset.title')}</AuthTitle>
          <p className="auth-lead">{t('reset.lead')}</p>
          {reset.isError && <Alert type="error" showIcon role="alert" title={t('common:genericError')} style={{ marginBottom: 16 }} />}
          <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={reset.isPending}>
            <NewPasswordFields />
            <Button className="auth-submit" type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </Form>
        </>
      )}
    </AuthFrame>
  );
}
