import { Alert, Button, Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { GENERIC_ERROR } from '../../shared/api-client';
import { PageSpinner } from '../../components/page-spinner';
import { useResetLink, useResetPassword } from './api/reset-password';
import { AuthFrame, AuthTitle } from './auth-frame';
import { LinkCheckFailed } from './link-check-failed';
import { LINK_EXPIRED, noticeState } from './login-notice';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

const RESET_DONE = 'Your password has been reset. You can log in with it now.';

/** /v3/resetpassword/{token}: checks the link, then sets a new password. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const reset = useResetPassword();
  const navigate = useNavigate();

  const submit = ({ Password }: NewPasswordValues) =>
    reset.mutate(
      { Token: token, Password: Password.trim() },
      { onSuccess: () => void navigate('/v3/login', { replace: true, state: noticeState('success', RESET_DONE) }) },
    );

  return (
    <AuthFrame>
      {link.isPending ? (
        <PageSpinner />
      ) : link.data === undefined ? (
        <LinkCheckFailed error={link.error} expiredText={LINK_EXPIRED} />
      ) : (
        <>
          <AuthTitle>Reset password</AuthTitle>
          <p className="auth-lead">
            Choose a new password of at least 8 characters with upper and lower case letters, a number and a special character.
          </p>
          {reset.isError && <Alert type="error" showIcon role="alert" title={GENERIC_ERROR} style={{ marginBottom: 16 }} />}
          <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={reset.isPending}>
            <NewPasswordFields />
            <Button className="auth-submit" type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
              Reset password
            </Button>
          </Form>
        </>
      )}
    </AuthFrame>
  );
}
