import { Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestion } from '../../../../contract/talent-reviews';

/**
 * A form's questions as fields under `Answers`: a rating as labelled radio buttons (lowest first), a text as a text
 * area. Required ones are checked only when the form is validated (handing in, saving an appraisal).
 */
export function AnswerFields({ questions }: { questions: ReviewQuestion[] }) {
  const { t } = useTranslation('talent');
  return (
    <>
      {questions.map((q) => (
        <Form.Item
          key={q.Id}
          name={['Answers', String(q.Id)]}
          label={q.Text}
          required={q.Required}
          rules={q.Required ? [{ required: true, message: t('required') }] : []}
        >
          {q.Kind === 'rating' ? (
            <Radio.Group style={{ width: '100%' }}>
              <Space orientation="vertical" size={4}>
                {(q.Scale ?? []).map((label, i) => (
                  <Radio key={i} value={i + 1}>
                    {label}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          ) : (
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={5000} />
          )}
        </Form.Item>
      ))}
    </>
  );
}
