import { Alert, Button, Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api-client';
import { currentSubdomain } from '../../shared/host';
import { useLogin } from '../../shared/session';
import type { InstructionsKind } from './api/send-instructions';
import { useBranding } from './api/get-branding';
import type { LoginNotice } from './login-notice';
import { emailRules } from './validation';
import { AuthTitle } from './auth-frame';
import { PasswordGate, SsoSlot } from './sso-slot';

type LoginValues = { email: string; password: string };

const TENANT_DEACTIVATED = 'Your tenant is deactivated.';

function loginErrorText(t: TFunction<['auth', 'common']>, error: unknown, supportEmail: string | null | undefined): string {
  if (!isApiError(error) || error.status === 0) return isApiError(error) ? error.message : t('common:genericError');
  if (error.message === TENANT_DEACTIVATED) {
    return t('login.companyInactive', { contact: supportEmail || t('login.yourAdministrator') });
  }
  return error.message || t('common:genericError');
}

type LoginFormProps = {
  notice: LoginNotice | undefined;
  onInstructions: (kind: InstructionsKind, email: string) => void;
};

export function LoginForm({ notice, onInstructions }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [form] = Form.useForm<LoginValues>();
  const login = useLogin();
  const branding = useBranding();

  const submit = (values: LoginValues) =>
    login.mutate({ userName: values.email.trim(), password: values.password.trim(), domain: currentSubdomain() });
  const openInstructions = (kind: InstructionsKind) => onInstructions(kind, String(form.getFieldValue('email') ?? '').trim());

  const error = login.isError ? loginErrorText(t, login.error, branding.data?.SupportEmail) : null;
  const shownNotice = error ? null : notice;

  return (
    <>
      <AuthTitle>{t('login.title')}</AuthTitle>
      <p className="auth-lead">{branding.data ? t('login.toCompany', { company: branding.data.Name }) : t('login.toAccount')}</p>
      {error && <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} />}
      {shownNotice && <Alert type={shownNotice.type} title={shownNotice.text} showIcon style={{ marginBottom: 16 }} />}
      <SsoSlot />
      <PasswordGate>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={login.isPending}>
          <Form.Item label={t('login.email')} name="email" rules={emailRules()} validateTrigger="onBlur">
            <Input type="email" autoComplete="username" autoFocus size="large" />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, whitespace: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <Button className="auth-submit" type="primary" htmlType="submit" block size="large" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
        <div className="auth-links" style={{ marginTop: 16 }}>
          <Button type="link" style={{ padding: 0 }} onClick={() => openInstructions('reset')}>
            {t('login.lostPassword')}
          </Button>
          <Button type="link" style={{ padding: 0 }} onClick={() => openInstructions('unlock')}>
            {t('login.lockedOut')}
          </Button>
        </div>
      </PasswordGate>
    </>
  );
}
