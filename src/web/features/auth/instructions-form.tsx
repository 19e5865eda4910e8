import { Alert, Button, Form, Input, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSendInstructions, type InstructionsKind } from './api/send-instructions';
import { EMAIL_MAX, emailRules, isValidEmail } from './validation';

const COPY = {
  reset: { title: 'instructions.resetTitle', text: 'instructions.resetText', sentPath: '/v3/forgotpasswordsent' },
  unlock: { title: 'instructions.unlockTitle', text: 'instructions.unlockText', sentPath: '/v3/unlocksent' },
} as const satisfies Record<InstructionsKind, { title: string; text: string; sentPath: string }>;

type InstructionsFormProps = { kind: InstructionsKind; email: string; active: boolean; onBack: () => void };

/** Asks for an address and sends reset or unlock instructions to it. */
export function InstructionsForm({ kind, email, active, onBack }: InstructionsFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ Email: string }>();
  const typed = Form.useWatch('Email', form);
  const send = useSendInstructions();
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);
  const copy = COPY[kind];

  useEffect(() => {
    if (!active) return;
    form.setFieldsValue({ Email: email });
    void import('./signed-out-pages'); // warm the 'Check your email' page while the user types
    // Focus once the slide has finished; scrolling the hidden overflow would undo the slide.
    const timer = window.setTimeout(() => input.current?.focus({ preventScroll: true }), 360);
    return () => window.clearTimeout(timer);
  }, [active, email, form]);

  const submit = ({ Email }: { Email: string }) => send.mutate({ kind, email: Email.trim() }, { onSuccess: () => navigate(copy.sentPath) });

  return (
    <>
      <h2 className="auth-title">{t(copy.title)}</h2>
      <p className="auth-lead">{t(copy.text)}</p>
      {send.isError && <Alert type="error" title={send.error.message} showIcon role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={send.isPending}>
        <Form.Item
          label={t('instructions.email')}
          name="Email"
          rules={[...emailRules(), { max: EMAIL_MAX, message: t('validation.atMost', { max: EMAIL_MAX }) }]}
        >
          <Input ref={input} type="email" autoComplete="email" size="large" />
        </Form.Item>
        <Button
          className="auth-submit"
          type="primary"
          htmlType="submit"
          block
          size="large"
          disabled={!isValidEmail(typed)}
          loading={send.isPending}
        >
          {t('instructions.send')}
        </Button>
      </Form>
      <Button type="link" style={{ padding: 0, marginTop: 16 }} onClick={onBack}>
        {t('instructions.back')}
      </Button>
    </>
  );
}
