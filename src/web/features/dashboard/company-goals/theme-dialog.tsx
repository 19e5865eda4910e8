import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api-client';
import { useSaveTheme } from '../api/theme';
import { themeError } from '../dashboard-rules';

type ThemeDialogProps = { title: string; initial: string; onClose: () => void };

/** Adds or changes the quarter's company theme; an empty theme is refused with 'Please enter theme!'. */
export function ThemeDialog({ title, initial, onClose }: ThemeDialogProps) {
  const { t } = useTranslation('dashboard');
  const [form] = Form.useForm<{ Title: string }>();
  const save = useSaveTheme();
  const ok = () =>
    void form
      .validateFields()
      .then(({ Title }) => save.mutate(Title.trim(), { onSuccess: onClose }))
      .catch(() => undefined);

  return (
    <Modal
      open
      title={title}
      okText={t('theme.save')}
      onOk={ok}
      onCancel={() => !save.isPending && onClose()}
      confirmLoading={save.isPending}
      cancelButtonProps={{ disabled: save.isPending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ Title: initial }} disabled={save.isPending} onFinish={ok}>
        <Form.Item
          label={t('theme.field')}
          name="Title"
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const error = themeError(value, t);
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input autoFocus maxLength={255} showCount placeholder={t('theme.placeholder')} onPressEnter={ok} />
        </Form.Item>
      </Form>
      {save.isError && <Alert type="error" showIcon role="alert" title={errorText(save.error)} />}
    </Modal>
  );
}
