import { Alert, Form, Input, Modal } from 'antd';
import { errorText } from '../../../shared/api-client';
import { useSaveTheme } from '../api/theme';
import { themeError } from '../dashboard-rules';

type ThemeDialogProps = { title: string; initial: string; onClose: () => void };

/** Adds or changes the quarter's company theme; an empty theme is refused with 'Please enter theme!'. */
export function ThemeDialog({ title, initial, onClose }: ThemeDialogProps) {
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
      okText="Save"
      onOk={ok}
      onCancel={() => !save.isPending && onClose()}
      confirmLoading={save.isPending}
      cancelButtonProps={{ disabled: save.isPending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ Title: initial }} disabled={save.isPending} onFinish={ok}>
        <Form.Item
          label="Theme"
          name="Title"
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const error = themeError(value);
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input autoFocus maxLength={255} showCount placeholder="e.g. Focus on the customer" onPressEnter={ok} />
        </Form.Item>
      </Form>
      {save.isError && <Alert type="error" showIcon role="alert" title={errorText(save.error)} />}
    </Modal>
  );
}
