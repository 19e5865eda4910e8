import { Alert, App, Button, Form, Input, Modal, Radio, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/drawer';
import { errorText } from '../../../shared/api-client';
import { dayPassed, dayText } from '../../../shared/dates';
import { useWiderThan } from '../../../shared/use-wider-than';
import { useAnswerRequest, useAskedRequest, useDeclineRequest } from './feedback-api';

type Values = Record<string, number | string | undefined>;

/** Answering (or, a peer's, declining) one feedback request: its questions as it was asked them. */
export function AnswerDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('talent');
  const { message } = App.useApp();
  const wide = useWiderThan('md');
  const { data, isPending } = useAskedRequest(id);
  const answer = useAnswerRequest();
  const decline = useDeclineRequest();
  const [form] = Form.useForm<Values>();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');

  const save = async (Submit: boolean) => {
    const values = form.getFieldsValue();
    const Answers = (data?.Questions ?? []).flatMap((q) => {
      const v = values[`q${q.Id}`];
      if (v === undefined || v === '') return [];
      return [
        q.Kind === 'rating' ? { QuestionId: q.Id, Rating: Number(v), Text: null } : { QuestionId: q.Id, Rating: null, Text: String(v) },
      ];
    });
    try {
      await answer.mutateAsync({ id, body: { Answers, Submit } });
      void message.success(Submit ? t('feedback.answer.handedIn') : t('feedback.answer.saved'));
      if (Submit) onClose();
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const sendDecline = async () => {
    try {
      await decline.mutateAsync({ id, Reason: reason });
      void message.success(t('feedback.answer.declined'));
      setDeclining(false);
      onClose();
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const initial = Object.fromEntries((data?.Answers ?? []).map((a) => [`q${a.QuestionId}`, a.Rating ?? a.Text ?? undefined]));
  return (
    <Drawer
      open
      onClose={onClose}
      width={wide ? 640 : '100%'}
      title={data ? t(data.Kind === 'upward' ? 'feedback.answer.titleUpward' : 'feedback.answer.title', { name: data.Subject.Name }) : ''}
      footer={
        data?.CanAnswer && (
          <Space wrap>
            <Button type="primary" loading={answer.isPending} onClick={() => void save(true)}>
              {t('feedback.answer.submit')}
            </Button>
            <Button onClick={() => void save(false)}>{t('feedback.answer.saveDraft')}</Button>
            {data.CanDecline && (
              <Button danger onClick={() => setDeclining(true)}>
                {t('feedback.answer.decline')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {isPending || !data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t(data.CanAnswer && dayPassed(data.DueOn) ? 'feedback.answer.late' : 'feedback.answer.due', {
              quarter: data.Quarter,
              due: dayText(data.DueOn),
            })}{' '}
            {data.Anonymous ? t('feedback.answer.anonymous') : t('feedback.answer.named', { name: data.Subject.Name })}
          </Typography.Paragraph>
          {data.State === 'declined' && <Alert type="warning" title={t('feedback.answer.youDeclined', { reason: data.DeclineReason })} />}
          {data.State === 'submitted' && <Alert type="success" title={t('feedback.answer.youAnswered')} />}
          <Form form={form} layout="vertical" initialValues={initial} disabled={!data.CanAnswer} key={data.State}>
            {data.Questions.map((q) => (
              <Form.Item key={q.Id} name={`q${q.Id}`} label={q.Text} required={q.Required}>
                {q.Kind === 'rating' ? (
                  <Radio.Group
                    options={(q.Scale ?? []).map((label, i) => ({ value: i + 1, label }))}
                    style={{ display: 'flex', flexDirection: wide ? 'row' : 'column', flexWrap: 'wrap', gap: 4 }}
                  />
                ) : (
                  <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
                )}
              </Form.Item>
            ))}
          </Form>
        </>
      )}
      <Modal
        open={declining}
        title={t('feedback.answer.declineTitle')}
        okText={t('feedback.answer.decline')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: decline.isPending }}
        onOk={() => void sendDecline()}
        onCancel={() => setDeclining(false)}
      >
        <Form layout="vertical">
          <Form.Item label={t('feedback.answer.reason')} htmlFor={`decline-reason-${id}`} required>
            <Input.TextArea
              id={`decline-reason-${id}`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={1000}
              autoSize={{ minRows: 3 }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
