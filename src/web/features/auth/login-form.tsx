import { Alert, Button, Form, Input } from 'antd';
import { GENERIC_ERROR, isApiError } from '../../shared/api-client';
import { currentSubdomain } from '../../shared/host';
import { useLogin } from '../../shared/session';
import type { InstructionsKind } from './api/send-instructions';
import { useBranding } from './api/get-branding';
import type { LoginNotice } from './login-notice';
import { emailRules } from './validation';
import { AuthTitle } from './auth-frame';

type LoginValues = { email: string; password: string };

const TENANT_DEACTIVATED = 'Your tenant is deactivated.';

function loginErrorText(error: unknown, supportEmail: string | null | undefined): string {
  if (!isApiError(error) || error.status === 0) return isApiError(error) ? error.message : GENERIC_ERROR;
  if (error.message === TENANT_DEACTIVATED) {
    return `Your company is not active. Please contact ${supportEmail || 'your administrator'} for assistance`;
  }
  return error.message || GENERIC_ERROR;
}

type LoginFormProps = {
  notice: LoginNotice | undefined;
  onInstructions: (kind: InstructionsKind, email: string) => void;
};

export function LoginForm({ notice, onInstructions }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const login = useLogin();
  const branding = useBranding();

  const submit = (values: LoginValues) =>
    login.mutate({ userName: values.email.trim(), password: values.password.trim(), domain: currentSubdomain() });
  const openInstructions = (kind: InstructionsKind) => onInstructions(kind, String(form.getFieldValue('email') ?? '').trim());

  const error = login.isError ? loginErrorText(login.error, branding.data?.SupportEmail) : null;
  const shownNotice = error ? null : notice;

  return (
    <>
      <AuthTitle>Log in</AuthTitle>
      <p className="auth-lead">{branding.data ? `to ${branding.data.Name}` : 'to your account'}</p>
      {error && <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} />}
      {shownNotice && <Alert type={shownNotice.type} title={shownNotice.text} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={login.isPending}>
        <Form.Item label="Email" name="email" rules={emailRules} validateTrigger="onBlur">
          <Input type="email" autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, whitespace: true, message: 'Please input your password!' }]}>
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button className="auth-submit" type="primary" htmlType="submit" block size="large" loading={login.isPending}>
          Log in
        </Button>
      </Form>
      <div className="auth-links" style={{ marginTop: 16 }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => openInstructions('reset')}>
          Lost your password?
        </Button>
        <Button type="link" style={{ padding: 0 }} onClick={() => openInstructions('unlock')}>
          Locked out of your account?
        </Button>
      </div>
    </>
  );
}
