import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionAnswer, ReviewQuestion } from '../../../../contract/talent-reviews';
import { answerShown } from './answer-rules';

/** A form's questions with their answers, read only. */
export function AnswersView({ questions, answers }: { questions: ReviewQuestion[]; answers: QuestionAnswer[] }) {
  const { t } = useTranslation('talent');
  return (
    <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
      {questions.map((q) => {
        const shown = answerShown(
          q,
          answers.find((a) => a.QuestionId === q.Id),
          (label, n, size) => t('reviews.ratingOf', { label, n, size }),
        );
        return (
          <div key={q.Id}>
            <dt>
              <Typography.Text strong>{q.Text}</Typography.Text>
            </dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {shown ?? <Typography.Text type="secondary">{t('reviews.noAnswer')}</Typography.Text>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
