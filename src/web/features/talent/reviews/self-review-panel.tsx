import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnswersView } from './answers-view';
import { dayText } from '../../../shared/dates';
import { useReviewSettings, useSelfReviewOf } from './reviews-api';

/**
 * The employee's handed-in self-review of the quarter, beside the appraisal (issue 34): for the manager, those above and
 * the HR admins; nothing for whoever may not read it, and a line while none is handed in.
 */
export function SelfReviewPanel({ userId, periodId, name }: { userId: number; periodId: number; name: string }) {
  const { t } = useTranslation('talent');
  const settings = useReviewSettings();
  const review = useSelfReviewOf(periodId, userId);
  const r = review.data;
  if (!r) return null;
  const handedIn = r.State === 'submitted';
  if (!handedIn && !settings.data?.SelfReviewOn) return null;
  return (
    <section aria-labelledby="self-review-heading" style={{ background: '#f6f9ff', borderRadius: 8, padding: 16, minWidth: 0 }}>
      <Typography.Title level={3} id="self-review-heading" style={{ fontSize: 16, marginTop: 0 }}>
        {t('reviews.panelTitle', { name })}
      </Typography.Title>
      {handedIn ? (
        <>
          {r.SubmittedAt && (
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('reviews.submittedOn', { date: dayText(r.SubmittedAt) })}
            </Typography.Paragraph>
          )}
          <AnswersView questions={r.Questions} answers={r.Answers} />
        </>
      ) : (
        <Typography.Text type="secondary">{t('reviews.notHandedIn')}</Typography.Text>
      )}
    </section>
  );
}
