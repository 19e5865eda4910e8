import { Checkbox, Divider, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { AI_MODEL_REQUIRED, COMPANY_AI_LIMITS, type CompanyAi } from '../../../contract/company';
import { WEB_URL_ONLY } from '../../../contract/common';
import { maxLengthText, type CompanyValues } from './company-rules';

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The company's own AI model: server, model and key. The key is write-only: the server says only whether one is kept. */
export function CompanyAiFields({ ai, form }: { ai: CompanyAi; form: FormInstance<CompanyValues> }) {
  const { t } = useTranslation('company');
  const baseUrl = (Form.useWatch('AiBaseUrl', form) ?? ai.BaseUrl ?? '').trim();
  const removeKey = Form.useWatch('AiRemoveKey', form) ?? false;
  const keyPlaceholder = ai.HasKey && !removeKey ? t('ai.keySaved') : t('ai.keyOptional');
  return (
    <>
      <Divider titlePlacement="start">{t('ai.heading')}</Divider>
      <p style={{ marginTop: 0 }}>{t('ai.help')}</p>
      <Form.Item
        name="AiBaseUrl"
        label={t('ai.baseUrl')}
        extra={t('ai.baseUrlHelp')}
        rules={[
          { max: COMPANY_AI_LIMITS.BaseUrl, message: maxLengthText(COMPANY_AI_LIMITS.BaseUrl) },
          { validator: (_, v: string) => (!v?.trim() || isWebUrl(v.trim()) ? Promise.resolve() : Promise.reject(new Error(WEB_URL_ONLY))) },
        ]}
      >
        <Input placeholder={t('ai.baseUrlPlaceholder')} inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="AiModel"
        label={t('ai.model')}
        dependencies={['AiBaseUrl']}
        rules={[
          { required: baseUrl !== '', whitespace: true, message: AI_MODEL_REQUIRED },
          { max: COMPANY_AI_LIMITS.Model, message: maxLengthText(COMPANY_AI_LIMITS.Model) },
        ]}
      >
        <Input placeholder={t('ai.modelPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="AiApiKey"
        label={t('ai.apiKey')}
        extra={ai.HasKey ? t('ai.keyKeptHelp') : undefined}
        rules={[{ max: COMPANY_AI_LIMITS.ApiKey, message: maxLengthText(COMPANY_AI_LIMITS.ApiKey) }]}
      >
        <Input.Password placeholder={keyPlaceholder} disabled={removeKey} autoComplete="new-password" />
      </Form.Item>
      {ai.HasKey && (
        <Form.Item name="AiRemoveKey" valuePropName="checked">
          <Checkbox>{t('ai.removeKey')}</Checkbox>
        </Form.Item>
      )}
    </>
  );
}
