import { Alert, App, Form, Input, InputNumber, Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEY_RESULT_COMMENT_MAX, type KeyResult } from '../../../../contract/key-results';
import { errorText } from '../../../shared/api-client';
import { useCheckIn } from '../api/key-results-api';
import { amountText, targetText } from '../key-result-rules';

type CheckinDialogProps = { goalId: number; keyResult: KeyResult; onChanged?: () => unknown; onClose: () => void };
type Values = { Value?: number | null; Done?: boolean; Comment?: string };

/** A new reading of a key result, with an optional comment: kept in its history with the progress it makes. */
export function CheckinDialog({ goalId, keyResult: kr, onChanged, onClose }: CheckinDialogProps) {
  const { t, i18n } = useTranslation('goalDetail');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const checkIn = useCheckIn(goalId, onChanged);
  const milestone = kr.Kind === 'milestone';

  const save = () =>
    void form
      .validateFields()
      .then((v) => {
        const Value = milestone ? (v.Done ? 1 : 0) : (v.Value ?? 0);
        checkIn.mutate(
          { id: kr.Id, body: { Value, Comment: v.Comment?.trim() || null } },
          {
            onSuccess: () => {
              void message.success(t('keyResults.checkin.saved'));
              onClose();
            },
          },
        );
      })
      .catch(() => undefined);

  return (
    <Modal
      open
      title={t('keyResults.checkin.title', { title: kr.Title })}
      okText={t('keyResults.checkin.ok')}
      cancelText={t('keyResults.form.cancel')}
      onOk={save}
      onCancel={() => !checkIn.isPending && onClose()}
      confirmLoading={checkIn.isPending}
      cancelButtonProps={{ disabled: checkIn.isPending }}
      mask={{ closable: !checkIn.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('keyResults.checkin.now', { value: amountText(kr, kr.Current, t, i18n.language), target: targetText(kr, t, i18n.language) })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={checkIn.isPending} initialValues={{ Value: kr.Current, Done: kr.Current >= 1 }}>
        {milestone ? (
          <Form.Item label={t('keyResults.checkin.done')} name="Done" valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('keyResults.checkin.value')}
            name="Value"
            rules={[{ required: true, message: t('keyResults.checkin.valueRequired') }]}
          >
            <InputNumber
              style={{ width: '100%' }}
              autoFocus
              suffix={kr.Kind === 'currency' ? kr.Currency : kr.Kind === 'percent' ? '%' : (kr.Unit ?? undefined)}
            />
          </Form.Item>
        )}
        <Form.Item label={t('keyResults.checkin.comment')} name="Comment">
          <Input.TextArea maxLength={KEY_RESULT_COMMENT_MAX} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
      {checkIn.error != null && <Alert type="error" showIcon role="alert" title={errorText(checkIn.error)} />}
    </Modal>
  );
}
