import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Segmented, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestions } from '../../../../contract/talent-reviews';
import { REVIEW_AUDIENCES, type ReviewAudience } from '../../../../domain/talent/review-questions';
import { errorText } from '../../../shared/api-client';
import { useReviewQuestions, useSaveReviewQuestions } from './reviews-api';

const AUDIENCE = {
  self: ['Self', 'reviews.audienceSelf'],
  peer: ['Peer', 'reviews.audiencePeer'],
  upward: ['Upward', 'reviews.audienceUpward'],
  manager: ['Manager', 'reviews.audienceManager'],
} as const;

type EditedQuestion = { Text: string; Kind: 'rating' | 'text'; Scale: string[] | null; Required: boolean };
const NEW_QUESTION: EditedQuestion = { Text: '', Kind: 'text', Scale: null, Required: true };

/** The company's review questions, one audience at a time: add, edit, reorder, remove, then save that audience's list. */
export function QuestionsEditor() {
  const { t } = useTranslation('talent');
  const questions = useReviewQuestions();
  const [audience, setAudience] = useState<ReviewAudience>('self');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {t('reviews.questionsTitle')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('reviews.questionsHelp')}</Typography.Text>
      <Segmented
        block
        aria-label={t('reviews.questionsTitle')}
        value={audience}
        onChange={(v) => setAudience(v as ReviewAudience)}
        options={REVIEW_AUDIENCES.map((a) => ({ value: a, label: t(AUDIENCE[a][1]) }))}
      />
      {questions.data ? (
        <AudienceForm key={audience} audience={audience} all={questions.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </div>
  );
}

function AudienceForm({ audience, all }: { audience: ReviewAudience; all: ReviewQuestions }) {
  const { t } = useTranslation('talent');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ Questions: EditedQuestion[] }>();
  const save = useSaveReviewQuestions();
  const current = all[AUDIENCE[audience][0]];
  const initial = current.Questions.map(({ Text, Kind, Scale, Required }) => ({ Text, Kind, Scale, Required }));
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const Questions = (values.Questions ?? []).map((q) => ({ ...q, Scale: q.Kind === 'rating' ? (q.Scale ?? []) : null }));
    save.mutate(
      { audience, body: { Questions } },
      {
        onSuccess: () => void message.success(t('reviews.questionsSaved')),
        onError: (err) => void message.error(errorText(err)),
      },
    );
  };
  return (
    <Form form={form} layout="vertical" initialValues={{ Questions: initial }} requiredMark={false}>
      {current.IsDefault && current.Questions.length > 0 && (
        <Alert type="info" showIcon title={t('reviews.defaultsNote')} style={{ marginBottom: 12 }} />
      )}
      <Form.List name="Questions">
        {(fields, { add, remove, move }) => (
          <div style={{ display: 'grid', gap: 12 }}>
            {fields.length === 0 && <Typography.Text type="secondary">{t('reviews.noQuestions')}</Typography.Text>}
            {fields.map((f, i) => (
              <Card
                key={f.key}
                size="small"
                title={t('reviews.questionNumber', { number: i + 1 })}
                extra={
                  <Space size={0}>
                    <Button
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                      aria-label={t('reviews.moveUp', { number: i + 1 })}
                    />
                    <Button
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                      aria-label={t('reviews.moveDown', { number: i + 1 })}
                    />
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(i)}
                      aria-label={t('reviews.remove', { number: i + 1 })}
                    />
                  </Space>
                }
              >
                <QuestionFields name={f.name} />
              </Card>
            ))}
            <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
              <Button icon={<PlusOutlined />} onClick={() => add(NEW_QUESTION)} disabled={fields.length >= 20}>
                {t('reviews.addQuestion')}
              </Button>
              <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
                {t('reviews.saveQuestions')}
              </Button>
            </Space>
          </div>
        )}
      </Form.List>
    </Form>
  );
}

function QuestionFields({ name }: { name: number }) {
  const { t } = useTranslation('talent');
  const kind = Form.useWatch(['Questions', name, 'Kind']) as EditedQuestion['Kind'] | undefined;
  return (
    <>
      <Form.Item
        name={[name, 'Text']}
        label={t('reviews.questionText')}
        rules={[{ required: true, whitespace: true, message: t('required') }]}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
      </Form.Item>
      <Space wrap size={16} align="start">
        <Form.Item name={[name, 'Kind']} label={t('reviews.kind')} style={{ marginBottom: 8 }}>
          <Segmented
            options={[
              { value: 'rating', label: t('reviews.kindRating') },
              { value: 'text', label: t('reviews.kindText') },
            ]}
          />
        </Form.Item>
        <Form.Item name={[name, 'Required']} label={t('reviews.required')} valuePropName="checked" style={{ marginBottom: 8 }}>
          <Switch />
        </Form.Item>
      </Space>
      {kind === 'rating' && (
        <Form.Item
          name={[name, 'Scale']}
          label={t('reviews.scale')}
          rules={[
            {
              validator: (_, v: string[] | null) =>
                v && v.length >= 2 && v.length <= 10 ? Promise.resolve() : Promise.reject(new Error(t('reviews.scaleInvalid'))),
            },
          ]}
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            placeholder={t('reviews.scalePlaceholder')}
            maxCount={10}
            tokenSeparators={[',']}
          />
        </Form.Item>
      )}
    </>
  );
}
