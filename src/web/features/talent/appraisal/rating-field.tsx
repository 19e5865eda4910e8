import { Form, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TalentLabel } from '../../../../contract/talent';

type RatingFieldProps = { name: string; axis: string; prompt: string; labels: TalentLabel[] };

/** One rating of the form: the axis as the label, its prompt, and one choice per label with its description. */
export function RatingField({ name, axis, prompt, labels }: RatingFieldProps) {
  const { t } = useTranslation('talent');
  return (
    <Form.Item name={name} label={axis} extra={prompt || undefined} rules={[{ required: true, message: t('required') }]}>
      <Radio.Group style={{ width: '100%' }}>
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          {labels.map((l, i) => (
            <Radio key={i} value={i + 1}>
              <Typography.Text strong>{l.Label}</Typography.Text>
              {l.Description && <Typography.Text type="secondary"> — {l.Description}</Typography.Text>}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}
