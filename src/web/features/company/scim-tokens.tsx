import { useState } from 'react';
import { Alert, App, Button, Divider, Flex, Input, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScimToken, ScimTokenCreated } from '../../../contract/scim';
import { errorText } from '../../shared/api-client';
import { dayText, momentText } from '../../shared/dates';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from './api/scim-tokens';

/**
 * Provisioning (SCIM): the CEO and org admins give their identity provider the base URL and a token, so that it
 * creates, updates and deactivates people. A new token is shown once; tokens in use are listed and can be revoked.
 */
export function ScimTokens() {
  const { t } = useTranslation('company');
  const tokens = useScimTokens();
  const [created, setCreated] = useState<ScimTokenCreated | null>(null);
  const baseUrl = created?.BaseUrl ?? tokens.data?.BaseUrl;
  return (
    <section aria-labelledby="scim-heading">
      <Divider titlePlacement="start">
        <span id="scim-heading">{t('scim.heading')}</span>
      </Divider>
      <p style={{ marginTop: 0 }}>{t('scim.help')}</p>
      {baseUrl && (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t('scim.baseUrl')}</Typography.Text>
          <Typography.Paragraph copyable={{ text: baseUrl, tooltips: [t('scim.copy'), t('scim.copied')] }} code style={{ marginBottom: 0 }}>
            {baseUrl}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('scim.baseUrlHelp')}</Typography.Text>
        </div>
      )}
      {created ? <NewToken token={created} onDone={() => setCreated(null)} /> : <CreateToken onCreated={setCreated} />}
      {tokens.isError && <Alert type="warning" showIcon title={t('scim.notLoaded')} style={{ marginTop: 16 }} />}
      <TokenList tokens={tokens.data?.data ?? []} loading={tokens.isPending} />
    </section>
  );
}

function CreateToken({ onCreated }: { onCreated: (token: ScimTokenCreated) => void }) {
  const { t } = useTranslation('company');
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const create = useCreateScimToken();
  const submit = () =>
    create.mutateAsync({ Name: name }).then(
      (token) => {
        setName('');
        onCreated(token);
      },
      (error: unknown) => void message.error(errorText(error)),
    );
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
      <Input
        aria-label={t('scim.tokenName')}
        placeholder={t('scim.tokenNamePlaceholder')}
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={() => void (name.trim() && submit())}
      />
      <Button type="primary" loading={create.isPending} disabled={!name.trim()} onClick={() => void submit()}>
        {t('scim.create')}
      </Button>
    </Space.Compact>
  );
}

/** The new token, this once: the provider's secret to paste, with a copy button. */
function NewToken({ token, onDone }: { token: ScimTokenCreated; onDone: () => void }) {
  const { t } = useTranslation('company');
  return (
    <Alert
      type="success"
      showIcon
      title={t('scim.createdTitle', { name: token.Name })}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{t('scim.shownOnce')}</Typography.Paragraph>
          <Typography.Paragraph
            code
            copyable={{ text: token.Token, tooltips: [t('scim.copy'), t('scim.copied')] }}
            style={{ wordBreak: 'break-all', marginBottom: 8 }}
          >
            {token.Token}
          </Typography.Paragraph>
          <Button onClick={onDone}>{t('scim.done')}</Button>
        </>
      }
    />
  );
}

/** The tokens in use: name, who made it and when, when the provider last called; each revocable after a confirmation. */
function TokenList({ tokens, loading }: { tokens: ScimToken[]; loading: boolean }) {
  const { t } = useTranslation('company');
  const { message } = App.useApp();
  const revoke = useRevokeScimToken();
  if (loading) return null;
  if (tokens.length === 0)
    return (
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('scim.none')}
      </Typography.Paragraph>
    );
  return (
    <ul aria-label={t('scim.tokens')} style={{ listStyle: 'none', padding: 0, margin: '16px 0 0' }}>
      {tokens.map((token) => (
        <li key={token.Id} style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', padding: '12px 0' }}>
          <Flex justify="space-between" align="start" gap={12}>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{token.Name}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {t('scim.createdBy', { date: dayText(token.CreatedAt), name: token.CreatedBy.Name })}
                </Typography.Text>
              </div>
              <div>
                <Typography.Text type="secondary">
                  {token.LastUsedAt ? t('scim.lastUsed', { moment: momentText(token.LastUsedAt) }) : t('scim.neverUsed')}
                </Typography.Text>
              </div>
            </div>
            <Popconfirm
              title={t('scim.revokeQuestion', { name: token.Name })}
              description={t('scim.revokeHelp')}
              okText={t('scim.revoke')}
              okButtonProps={{ danger: true, loading: revoke.isPending }}
              onConfirm={() =>
                revoke.mutateAsync(token.Id).then(
                  (answer) => void message.success(answer.Message),
                  (error: unknown) => void message.error(errorText(error)),
                )
              }
            >
              <Button danger size="small" aria-label={t('scim.revokeLabel', { name: token.Name })}>
                {t('scim.revoke')}
              </Button>
            </Popconfirm>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
