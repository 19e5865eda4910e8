import { Checkbox, Divider, Form, Input, type FormInstance } from 'antd';
import { AI_MODEL_REQUIRED, COMPANY_AI_LIMITS, type CompanyAi } from '../../../contract/company';
import { WEB_URL_ONLY } from '../../../contract/common';
import { AI_MODEL_HELP, type CompanyValues } from './company-rules';

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The company's own AI model: server, model and key. The key is write-only: the server says only whether one is kept. */
export function CompanyAiFields({ ai, form }: { ai: CompanyAi; form: FormInstance<CompanyValues> }) {
  const baseUrl = (Form.useWatch('AiBaseUrl', form) ?? ai.BaseUrl ?? '').trim();
  const removeKey = Form.useWatch('AiRemoveKey', form) ?? false;
  const keyPlaceholder = ai.HasKey && !removeKey ? 'Saved — leave empty to keep' : 'Optional for servers on your own machines';
  return (
    <>
      <Divider titlePlacement="start">AI model</Divider>
      <p style={{ marginTop: 0 }}>{AI_MODEL_HELP}</p>
      <Form.Item
        name="AiBaseUrl"
        label="Base URL"
        extra="Leave empty to use this server's default."
        rules={[
          { max: COMPANY_AI_LIMITS.BaseUrl, message: `Must be at most ${COMPANY_AI_LIMITS.BaseUrl} characters.` },
          { validator: (_, v: string) => (!v?.trim() || isWebUrl(v.trim()) ? Promise.resolve() : Promise.reject(new Error(WEB_URL_ONLY))) },
        ]}
      >
        <Input placeholder="https://api.openai.com/v1 or http://localhost:11434/v1" inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="AiModel"
        label="Model"
        dependencies={['AiBaseUrl']}
        rules={[
          { required: baseUrl !== '', whitespace: true, message: AI_MODEL_REQUIRED },
          { max: COMPANY_AI_LIMITS.Model, message: `Must be at most ${COMPANY_AI_LIMITS.Model} characters.` },
        ]}
      >
        <Input placeholder="gpt-4o-mini or llama3.1:8b" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="AiApiKey"
        label="API key"
        extra={ai.HasKey ? 'The saved key is kept only for the same server: a new server address needs its key again.' : undefined}
        rules={[{ max: COMPANY_AI_LIMITS.ApiKey, message: `Must be at most ${COMPANY_AI_LIMITS.ApiKey} characters.` }]}
      >
        <Input.Password placeholder={keyPlaceholder} disabled={removeKey} autoComplete="new-password" />
      </Form.Item>
      {ai.HasKey && (
        <Form.Item name="AiRemoveKey" valuePropName="checked">
          <Checkbox>Remove key</Checkbox>
        </Form.Item>
      )}
    </>
  );
}
