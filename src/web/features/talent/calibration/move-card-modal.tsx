import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Calibration, CalibrationCard } from '../../../../contract/talent-calibration';
import { sameNameIn, showSaveError } from '../../../shared/form-save';
import { useMoveCard } from './calibration-api';
import { cellName } from './calibration-rules';

type Values = { Primary: number; Secondary: number; Reason: string };
const FIELDS: readonly (keyof Values & string)[] = ['Primary', 'Secondary', 'Reason'];

/** Moving a card: the target cell as two labelled selects (keyboard and phone friendly) and the reason, required. */
export function MoveCardModal({ c, card, onClose }: { c: Calibration; card: CalibrationCard; onClose: () => void }) {
  const { t } = useTranslation('talent');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const move = useMoveCard(c.Id);
  const options = (labels: string[]) => labels.map((label, i) => ({ value: i + 1, label }));

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const moved = await move.mutateAsync({ UserId: card.UserId, ...v });
      void message.success(t('calibration.move.moved', { name: card.User.Name, cell: cellName(c, moved.Current) }));
      onClose();
    } catch (err) {
      showSaveError(form, err, sameNameIn(FIELDS), (text) => void message.error(text));
    }
  };

  return (
    <Modal
      open
      title={t('calibration.move.title', { name: card.User.Name })}
      okText={t('calibration.move.submit')}
      cancelText={t('calibration.move.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('calibration.move.now', { cell: cellName(c, card.Current) })}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ Primary: card.Current.Primary, Secondary: card.Current.Secondary }}>
        <Form.Item name="Primary" label={c.PrimaryAxisName} rules={[{ required: true, message: t('required') }]}>
          <Select options={options(c.PrimaryLabels)} />
        </Form.Item>
        <Form.Item name="Secondary" label={c.SecondaryAxisName} rules={[{ required: true, message: t('required') }]}>
          <Select options={options(c.SecondaryLabels)} />
        </Form.Item>
        <Form.Item
          name="Reason"
          label={t('calibration.move.reason')}
          extra={t('calibration.move.reasonHelp')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
