import { Form, type FormInstance } from 'antd';
import type { TalentLabels } from '../../../../contract/talent';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { RatingField } from './rating-field';
import { REQUIRED } from './appraisal-rules';

export type AppraisalValues = { Primary?: number; Secondary?: number; TertiaryRating?: number | null; Review?: string };

const hasText = (html: string | undefined) =>
  !!html &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** The reviewer's form: the ratings on the company's labels and the written review (spec 001 §5). */
export function AppraisalForm({
  form,
  labels,
  initial,
}: {
  form: FormInstance<AppraisalValues>;
  labels: TalentLabels;
  initial: AppraisalValues;
}) {
  const f = labels.FormLable;
  return (
    <Form form={form} layout="vertical" initialValues={initial} requiredMark="optional">
      <RatingField name="Primary" axis={f.PrimaryAxisName} prompt={f.PrimaryPrompt} labels={labels.PrimaryLabels} />
      <RatingField name="Secondary" axis={f.SecondaryAxisName} prompt={f.SecondaryPrompt} labels={labels.SecondaryLabels} />
      {labels.EnableTertiaryRatings && (
        <RatingField name="TertiaryRating" axis={f.TertiaryAxisName} prompt={f.TertiaryPrompt} labels={labels.TertiaryLabels} />
      )}
      {/* The editor reports a change as it mounts; the review is checked on Save, not before anyone typed. */}
      <Form.Item
        name="Review"
        label="Review"
        validateTrigger={[]}
        validateFirst
        rules={[
          { required: true, message: REQUIRED },
          { validator: (_, v: string | undefined) => (hasText(v) ? Promise.resolve() : Promise.reject(new Error(REQUIRED))) },
        ]}
      >
        <RichTextEditor label="Review" placeholder="What went well this quarter, what to grow, and how you will support it." />
      </Form.Item>
    </Form>
  );
}
