import { App, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/drawer';
import type { ProfileDetail } from '../../../../contract/profile';
import { isApiError } from '../../../shared/api-client';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';
import { asRules } from './field-checks';
import { checkResponsibility } from './responsibility-rules';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useWiderThan } from '../../../shared/use-wider-than';

type ResponsibilityDrawerProps = { profile: ProfileDetail; onClose: () => void };
type Values = { Body: string };

/** Edit Responsibility: what the person is accountable for, in plain text. */
export function ResponsibilityDrawer({ profile, onClose }: ResponsibilityDrawerProps) {
  const { t } = useTranslation(['profile', 'common']);
  const wide = useWiderThan('sm');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const initial = profile.Responsibility ?? '';
  const save = usePeopleCall(peopleCalls.responsibility);
  const { requestClose, guard } = useUnsavedChangesGuard(() => (form.getFieldValue('Body') ?? '').trim() !== initial.trim(), onClose);

  const submit = ({ Body }: Values) =>
    save.mutate(
      { id: profile.Id, Body: Body.trim() },
      {
        onSuccess: () => {
          void message.success(t('responsibility.saved'));
          onClose();
        },
        onError: (error) =>
          modal.error({
            title: t('responsibility.notSaved'),
            content: isApiError(error) ? error.message : t('common:genericError'),
          }),
      },
    );

  return (
    <Drawer
      open
      title={t('responsibility.title')}
      size={wide ? 480 : '100%'}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('buttons.save')}
          </Button>
        </DrawerFooter>
      }
    >
      <Typography.Paragraph type="secondary">
        {profile.IsSelf ? t('responsibility.leadSelf') : t('responsibility.leadOther', { name: profile.Name })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ Body: initial }} onFinish={submit} disabled={save.isPending}>
        <Form.Item label={t('responsibility.label')} name="Body" rules={asRules(checkResponsibility)} required>
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} autoFocus />
        </Form.Item>
      </Form>
      {guard}
    </Drawer>
  );
}
