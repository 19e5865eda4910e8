import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from './password-strength-meter';
import { confirmPasswordRules, newPasswordRules } from './validation';

export type NewPasswordValues = { Password: string; ConfirmPassword: string };

/** New password with its strength meter, and its confirmation; used inside a Form. */
export function NewPasswordFields({ label }: { label?: string }) {
  const { t } = useTranslation('auth');
  const form = Form.useFormInstance<NewPasswordValues>();
  const password = Form.useWatch('Password', form) ?? '';
  return (
    <>
      <Form.Item
        label={label ?? t('password.new')}
        name="Password"
        rules={newPasswordRules()}
        extra={password ? <PasswordStrengthMeter password={password} /> : undefined}
      >
        <Input.Password autoComplete="new-password" size="large" autoFocus />
      </Form.Item>
      <Form.Item label={t('password.confirm')} name="ConfirmPassword" dependencies={['Password']} rules={confirmPasswordRules('Password')}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
