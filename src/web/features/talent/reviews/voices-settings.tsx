import { App, Button, Form, InputNumber, Radio, Skeleton, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewSettings } from '../../../../contract/talent-reviews';
import { PEER_VISIBILITIES } from '../../../../domain/talent/review-questions';
import { errorText } from '../../../shared/api-client';
import { useReviewSettings, useSaveReviewSettings } from './reviews-api';

const VISIBILITY_KEYS = {
  named: ['reviews.visibilityNamed', 'reviews.visibilityNamedHelp'],
  anonymous: ['reviews.visibilityAnonymous', 'reviews.visibilityAnonymousHelp'],
  summary: ['reviews.visibilitySummary', 'reviews.visibilitySummaryHelp'],
} as const;

/** The talent settings' voices (issue 34): which are asked for, how many peers, and what employees see of theirs. */
export function VoicesSettings() {
  const settings = useReviewSettings();
  return settings.data ? <VoicesForm settings={settings.data} /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function VoicesForm({ settings }: { settings: ReviewSettings }) {
  const { t } = useTranslation('talent');
  const { message } = App.useApp();
  const [form] = Form.useForm<ReviewSettings>();
  const save = useSaveReviewSettings();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    save.mutate(values, {
      onSuccess: () => void message.success(t('reviews.voicesSaved')),
      onError: (err) => void message.error(errorText(err)),
    });
  };
  const toggle = (name: 'SelfReviewOn' | 'PeerFeedbackOn' | 'UpwardFeedbackOn', label: string, help: string) => (
    <Form.Item name={name} label={label} extra={help} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
  return (
    <Form form={form} layout="vertical" initialValues={settings} requiredMark={false}>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
        {t('reviews.voicesTitle')}
      </Typography.Title>
      {toggle('SelfReviewOn', t('reviews.selfReviewOn'), t('reviews.selfReviewHelp'))}
      {toggle('PeerFeedbackOn', t('reviews.peerFeedbackOn'), t('reviews.peerFeedbackHelp'))}
      {toggle('UpwardFeedbackOn', t('reviews.upwardFeedbackOn'), t('reviews.upwardFeedbackHelp'))}
      <Form.Item name="PeerCap" label={t('reviews.peerCap')} rules={[{ required: true, message: t('required') }]}>
        <InputNumber min={1} max={20} precision={0} />
      </Form.Item>
      <Form.Item name="PeerVisibility" label={t('reviews.peerVisibility')}>
        <Radio.Group>
          <Space orientation="vertical" size={8}>
            {PEER_VISIBILITIES.map((v) => (
              <Radio key={v} value={v}>
                <Typography.Text strong>{t(VISIBILITY_KEYS[v][0])}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{t(VISIBILITY_KEYS[v][1])}</Typography.Text>
                </div>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
        {t('reviews.saveVoices')}
      </Button>
    </Form>
  );
}
