import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppraisalPeriod } from '../../../../contract/talent';
import { periodLabel } from '../page/talent-rules';
import { dayPassed, dayText } from '../../../shared/dates';
import { useOwnSelfReview, useReviewSettings } from './reviews-api';
import { SelfReviewDrawer } from './self-review-drawer';

/** My Appraisals: a card per quarter open for appraisals, while the company asks for self-reviews. */
export function SelfReviewCards({ periods }: { periods: AppraisalPeriod[] }) {
  const settings = useReviewSettings();
  if (!settings.data?.SelfReviewOn) return null;
  const open = periods.filter((p) => p.IsOpen);
  if (open.length === 0) return null;
  return (
    <div style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
      {open.map((p) => (
        <SelfReviewCard key={p.Id} period={p} />
      ))}
    </div>
  );
}

const ACTION = { not_started: 'reviews.start', draft: 'reviews.continue', submitted: 'reviews.edit' } as const;
const STATUS = { not_started: 'reviews.notStarted', draft: 'reviews.draft', submitted: 'reviews.submitted' } as const;

function SelfReviewCard({ period }: { period: AppraisalPeriod }) {
  const { t } = useTranslation('talent');
  const review = useOwnSelfReview(period.Id);
  const [open, setOpen] = useState(false);
  const r = review.data;
  // A quarter the person cannot write for (too new, or shared before they began) shows nothing.
  if (!r || (!r.Open && r.State === 'not_started')) return null;
  const quarter = periodLabel(period, t);
  const late = r.State !== 'submitted' && dayPassed(r.DueOn);
  const title = t(late ? 'reviews.cardTitleLate' : 'reviews.cardTitle', {
    quarter: `Q${period.Quarter} ${period.Year}`,
    date: dayText(r.DueOn),
  });
  return (
    <Card size="small" title={<span style={{ whiteSpace: 'normal' }}>{title}</span>}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">
          {r.State === 'submitted' && r.SubmittedAt ? t('reviews.submittedOn', { date: dayText(r.SubmittedAt) }) : t(STATUS[r.State])}
          {!r.Open && ` · ${t('reviews.readOnly')}`}
        </Typography.Text>
        <Button type={r.Open && r.State !== 'submitted' ? 'primary' : 'default'} onClick={() => setOpen(true)}>
          {r.Open ? t(ACTION[r.State]) : t('reviews.view')}
        </Button>
      </Space>
      {open && <SelfReviewDrawer review={r} quarter={quarter} onClose={() => setOpen(false)} />}
    </Card>
  );
}
