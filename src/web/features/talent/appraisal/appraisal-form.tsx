import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TalentLabels } from '../../../../contract/talent';
import type { ReviewQuestion } from '../../../../contract/talent-reviews';
import { AnswerFields } from '../reviews/answer-fields';
import type { AnswerValues } from '../reviews/answer-rules';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { RatingField } from './rating-field';

export type AppraisalValues = {
  Primary?: number;
  Secondary?: number;
  TertiaryRating?: number | null;
  Review?: string;
  Answers?: AnswerValues;
};

const hasText = (html: string | undefined) =>
  !!html &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/**
 * The reviewer's form: the ratings on the company's labels and the written review (spec 001 §5), then the company's
 * manager questions (issue 34).
 */
export function AppraisalForm({
  form,
  labels,
  initial,
  questions,
}: {
  form: FormInstance<AppraisalValues>;
  labels: TalentLabels;
  initial: AppraisalValues;
  questions: ReviewQuestion[];
}) {
  const { t } = useTranslation('talent');
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
        label={t('form.review')}
        validateTrigger={[]}
        validateFirst
        rules={[
          { required: true, message: t('required') },
          { validator: (_, v: string | undefined) => (hasText(v) ? Promise.resolve() : Promise.reject(new Error(t('required')))) },
        ]}
      >
        <RichTextEditor label={t('form.review')} placeholder={t('form.reviewPlaceholder')} />
      </Form.Item>
      <AnswerFields questions={questions} />
    </Form>
  );
}
