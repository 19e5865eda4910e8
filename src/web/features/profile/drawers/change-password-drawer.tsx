import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/drawer';
import { isApiError } from '../../../shared/api-client';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { confirmPasswordRules, newPasswordRules, PasswordStrengthMeter } from '../../auth/account-fields-face';
import { useChangePassword } from '../api/change-password';
import { asRules } from './field-checks';
import { checkOldPassword, passwordChangeFailure, type PasswordFormValues } from './password-rules';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useWiderThan } from '../../../shared/use-wider-than';

type ChangePasswordDrawerProps = { open: boolean; onClose: () => void };

/** Settings → Change Password, 400px: old password, a strong new one (meter and tips) and its confirmation. */
export function ChangePasswordDrawer(props: ChangePasswordDrawerProps) {
  return props.open ? <ChangePasswordPanel {...props} /> : null;
}

function ChangePasswordPanel({ onClose }: ChangePasswordDrawerProps) {
  const { t } = useTranslation('profile');
  const wide = useWiderThan('sm');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<PasswordFormValues>();
  const newPassword = Form.useWatch('NewPassword', form) ?? '';
  const change = useChangePassword();
  const { requestClose, guard } = useUnsavedChangesGuard(
    () => Object.values(form.getFieldsValue()).some((v) => typeof v === 'string' && v !== ''),
    onClose,
  );

  const submit = (values: PasswordFormValues) =>
    change.mutate(
      { Password: values.OldPassword.trim(), NewPassword: values.NewPassword.trim() },
      {
        onSuccess: () => {
          void message.success(t('password.changed'));
          onClose();
        },
        onError: (error) => {
          const failure = passwordChangeFailure(isApiError(error) ? error : null);
          if (failure.field) form.setFields([{ name: failure.field, errors: [failure.text] }]);
          else modal.error({ title: t('password.notChanged'), content: failure.text });
        },
      },
    );

  return (
    <Drawer
      open
      title={t('password.title')}
      size={wide ? 400 : '100%'}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={change.isPending} onClick={() => form.submit()}>
            {t('password.submit')}
          </Button>
        </DrawerFooter>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} disabled={change.isPending} requiredMark>
        <Form.Item label={t('password.old')} name="OldPassword" rules={asRules(checkOldPassword)} required>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item
          label={t('password.new')}
          name="NewPassword"
          rules={newPasswordRules()}
          required
          extra={newPassword ? <PasswordStrengthMeter password={newPassword} /> : undefined}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('password.confirm')}
          name="ConfirmPassword"
          dependencies={['NewPassword']}
          rules={confirmPasswordRules('NewPassword')}
          required
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {/* Enter in a field submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {guard}
    </Drawer>
  );
}
