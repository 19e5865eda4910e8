import { App, Button, Divider, Form, Input, Popconfirm, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SSO_LIMITS, type SsoSettings, type SsoSettingsRequest } from '../../../contract/sso';
import { errorText } from '../../shared/api-client';
import { useSaveOutcome } from '../../shared/form-save';
import { PageSpinner } from '../../components/page-spinner';
import { useChangeSso, useSsoSettings } from './api/sso-settings';
import { maxLengthText } from './company-rules';

// Single sign-on with the company's identity provider (issue 32): its own form and save, as saving asks the provider.

type SsoValues = Omit<SsoSettingsRequest, 'ClientSecret'> & { ClientSecret?: string };
const FIELDS = ['Issuer', 'ClientId', 'ClientSecret', 'Domains', 'PasswordSignIn', 'CreateAccounts'] as const;
// 'Domains.1' names the second domain: its message shows under the field.
const fieldOf = (apiField: string) => FIELDS.find((f) => apiField === f || apiField.startsWith(`${f}.`));

const valuesOf = (s: SsoSettings): SsoValues => ({
  Issuer: s.Issuer ?? '',
  ClientId: s.ClientId ?? '',
  ClientSecret: '',
  Domains: s.Domains,
  PasswordSignIn: s.PasswordSignIn,
  CreateAccounts: s.CreateAccounts,
});

export function SsoSection() {
  const { t } = useTranslation('company');
  const settings = useSsoSettings();
  return (
    <section aria-labelledby="sso-heading">
      <Divider titlePlacement="start">
        <span id="sso-heading">{t('sso.heading')}</span>
      </Divider>
      <Typography.Paragraph>{t('sso.help')}</Typography.Paragraph>
      {settings.data ? <SsoForm settings={settings.data} /> : settings.isError ? errorText(settings.error) : <PageSpinner />}
    </section>
  );
}

function SsoForm({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslation('company');
  const { message } = App.useApp();
  const [form] = Form.useForm<SsoValues>();
  const { save, remove } = useChangeSso();
  const outcome = useSaveOutcome(form, { fieldOf, saved: t('sso.saved'), notSaved: t('sso.notSaved'), onSaved: () => undefined });
  const submit = (values: SsoValues) =>
    save.mutate({ ...values, ClientSecret: values.ClientSecret?.trim() ? values.ClientSecret : undefined }, outcome);
  const removeConnection = () =>
    remove.mutate(undefined, {
      onSuccess: (s) => {
        form.setFieldsValue(valuesOf(s));
        void message.success(t('sso.removed'));
      },
    });
  const busy = save.isPending || remove.isPending;
  const max = (n: number) => ({ max: n, message: maxLengthText(n) });

  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(settings)} onFinish={submit} disabled={busy} requiredMark>
      <Form.Item label={t('sso.callback')} extra={t('sso.callbackHelp')}>
        <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid="sso-callback">
          {settings.CallbackUrl}
        </Typography.Text>
      </Form.Item>
      <Form.Item
        name="Issuer"
        label={t('sso.issuer')}
        extra={t('sso.issuerHelp')}
        rules={[{ required: true, whitespace: true }, max(SSO_LIMITS.Issuer)]}
      >
        <Input placeholder="https://acme.okta.com" inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item name="ClientId" label={t('sso.clientId')} rules={[{ required: true, whitespace: true }, max(SSO_LIMITS.ClientId)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="ClientSecret"
        label={t('sso.clientSecret')}
        rules={[{ required: !settings.HasSecret, whitespace: true }, max(SSO_LIMITS.ClientSecret)]}
      >
        <Input.Password placeholder={settings.HasSecret ? t('sso.secretSaved') : undefined} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="Domains" label={t('sso.domains')} extra={t('sso.domainsHelp')} rules={[{ required: true, type: 'array', min: 1 }]}>
        <Select
          mode="tags"
          open={false}
          tokenSeparators={[',', ' ', ';']}
          placeholder={t('sso.domainsPlaceholder')}
          aria-label={t('sso.domains')}
        />
      </Form.Item>
      <Form.Item name="PasswordSignIn" label={t('sso.passwordSignIn')} valuePropName="checked" extra={t('sso.passwordSignInHelp')}>
        <Switch />
      </Form.Item>
      <Form.Item name="CreateAccounts" label={t('sso.createAccounts')} valuePropName="checked" extra={t('sso.createAccountsHelp')}>
        <Switch />
      </Form.Item>
      {settings.ProviderName && <p>{t('sso.buttonPreview', { provider: settings.ProviderName })}</p>}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('sso.save')}
        </Button>
        {settings.Issuer && (
          <Popconfirm title={t('sso.removeConfirm')} onConfirm={removeConnection}>
            <Button danger loading={remove.isPending}>
              {t('sso.remove')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Form>
  );
}
