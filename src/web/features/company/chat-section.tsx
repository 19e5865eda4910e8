import { useState } from 'react';
import { Alert, App, Button, Divider, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHAT_URL_MAX, type ChatTestResult, type ChatWebhook } from '../../../contract/chat';
import { errorText, isApiError } from '../../shared/api-client';
import { momentText } from '../../shared/dates';
import { PageSpinner } from '../../components/page-spinner';
import { useChangeChatWebhook, useChatWebhooks } from './api/chat-webhooks';

/**
 * Slack and Teams (issue 33): the company's incoming webhook per service, where Trellis posts the weekly summary,
 * approvals waiting and goals newly at risk. The address is a secret: once saved only its host is shown.
 */
export function ChatSection() {
  const { t } = useTranslation('company');
  const webhooks = useChatWebhooks();
  return (
    <section aria-labelledby="chat-heading">
      <Divider titlePlacement="start">
        <span id="chat-heading">{t('chat.heading')}</span>
      </Divider>
      <Typography.Paragraph>{t('chat.help')}</Typography.Paragraph>
      {webhooks.data ? (
        webhooks.data.data.map((hook) => <ChatWebhookCard key={hook.Kind} hook={hook} />)
      ) : webhooks.isError ? (
        <Alert type="warning" showIcon title={t('chat.notLoaded')} />
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}

function ChatWebhookCard({ hook }: { hook: ChatWebhook }) {
  const { t } = useTranslation('company');
  const { message } = App.useApp();
  const kind = t(`chat.kinds.${hook.Kind}`);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tested, setTested] = useState<ChatTestResult | null>(null);
  const { save, remove, test } = useChangeChatWebhook(hook.Kind);
  const busy = save.isPending || remove.isPending;
  const headingId = `chat-${hook.Kind}`;

  const submit = () =>
    save.mutate(url.trim(), {
      onSuccess: () => {
        setUrl('');
        setError(null);
        setTested(null);
        void message.success(t('chat.saved', { kind }));
      },
      // A refused address is said under the field; anything else as a message.
      onError: (e) => {
        const onUrl = isApiError(e) ? e.errors?.find((x) => x.Field === 'Url') : undefined;
        if (onUrl) setError(onUrl.Message);
        else void message.error(errorText(e));
      },
    });
  const disconnect = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setTested(null);
        void message.success(t('chat.removed', { kind }));
      },
      onError: (e) => void message.error(errorText(e)),
    });
  const sendTest = () =>
    test.mutate(undefined, { onSuccess: setTested, onError: (e) => setTested({ Posted: false, Message: errorText(e) }) });

  return (
    <div role="group" aria-labelledby={headingId} style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', padding: '12px 0 4px' }}>
      <Flex justify="space-between" align="baseline" gap={12} wrap>
        <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {kind}
        </Typography.Title>
        <Typography.Text type={hook.Connected ? 'success' : 'secondary'}>
          {hook.Connected ? t('chat.connected', { host: hook.Host ?? '…' }) : t('chat.notConnected')}
        </Typography.Text>
      </Flex>
      {hook.Connected && (
        <Typography.Text type="secondary">
          {hook.LastPostedAt ? t('chat.lastPosted', { moment: momentText(hook.LastPostedAt) }) : t('chat.neverPosted')}
        </Typography.Text>
      )}
      {/* A form of its own for the vertical layout only: the address is saved by its button, not by the drawer's Save. */}
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('chat.address', { kind })}
          htmlFor={`${headingId}-url`}
          validateStatus={error ? 'error' : undefined}
          help={error ?? t(`chat.where.${hook.Kind}`)}
          style={{ margin: '8px 0 12px' }}
        >
          <Flex gap={8} wrap>
            <Input
              style={{ flex: '1 1 220px', minWidth: 0 }}
              id={`${headingId}-url`}
              value={url}
              maxLength={CHAT_URL_MAX}
              autoComplete="off"
              placeholder={hook.Connected ? t('chat.replacePlaceholder') : t('chat.addressPlaceholder')}
              disabled={busy}
              onChange={(e) => {
                setUrl(e.target.value);
                setError(null);
              }}
              onPressEnter={() => void (url.trim() && submit())}
            />
            <Button type="primary" loading={save.isPending} disabled={!url.trim() || remove.isPending} onClick={submit}>
              {t('chat.save')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {hook.Connected && (
        <Flex gap={8} wrap style={{ marginBottom: 8 }}>
          <Button loading={test.isPending} disabled={busy} onClick={sendTest}>
            {t('chat.test')}
          </Button>
          <Popconfirm
            title={t('chat.removeConfirm', { kind })}
            okText={t('chat.remove')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={disconnect}
          >
            <Button danger disabled={busy}>
              {t('chat.remove')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
      {tested && (
        <Alert
          role="status"
          type={tested.Posted ? 'success' : 'warning'}
          showIcon
          title={tested.Posted ? tested.Message : t('chat.testFailed')}
          description={tested.Posted ? undefined : tested.Message}
          closable
          onClose={() => setTested(null)}
          style={{ marginBottom: 8 }}
        />
      )}
    </div>
  );
}
