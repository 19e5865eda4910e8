import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedbackRequests, periods, talentSettings } from '../db/schema';
import { DEFAULT_QUESTIONS, type QuestionAnswer } from '../../domain/talent/review-questions';
import { emailOf } from './people';

const DAY = 86_400_000;

/**
 * One demo self-review on the default self questions (what I am proud of, where I want to grow, goals met 1–5): whose,
 * of which quarter (1 the current appraisal quarter, 2 the one before), handed in or a draft.
 */
type DemoSelfReview = { who: string; quarter: 1 | 2; submitted: boolean; proud: string; grow: string | null; met: number | null };

const PLAN: DemoSelfReview[] = [
  {
    who: 'Noah Patel',
    quarter: 2,
    submitted: true,
    proud: 'Moved the billing jobs to the new queue without a minute of downtime.',
    grow: 'I would like to lead a small piece of work end to end next quarter.',
    met: 4,
  },
  {
    who: 'Emma Fischer',
    quarter: 2,
    submitted: true,
    proud: 'Helped two new colleagues ship their first features in their first month.',
    grow: 'Public speaking: I want to present our architecture at the all-hands.',
    met: 5,
  },
  {
    who: 'Jack Wilson',
    quarter: 2,
    submitted: true,
    proud: 'Closed the two largest renewals of the quarter.',
    grow: 'Forecasting: my pipeline numbers should be closer to what lands.',
    met: 4,
  },
  // A draft of the current appraisal quarter: her manager does not see it yet.
  { who: 'Emma Fischer', quarter: 1, submitted: false, proud: 'Led the search rewrite; the first half is live.', grow: null, met: null },
];

/**
 * The appraisal's other voices in the demo company (issue 34): all three on (peers anonymous, at most 5), handed-in
 * self-reviews in the quarter before the current appraisal quarter and one draft in it. Runs after seedDemoTalent,
 * whose settings row it extends.
 */
export async function seedReviews(tx: Db, d: { tenantId: number; now: Date; people: Map<string, number>; currentIndex: number }) {
  await tx
    .update(talentSettings)
    .set({ selfReviewOn: true, peerFeedbackOn: true, upwardFeedbackOn: true, peerCap: 5, peerVisibility: 'anonymous' })
    .where(eq(talentSettings.tenantId, d.tenantId));
  // The default self questions as a form keeps them: their ids are their positions (questions-queries).
  const questions = DEFAULT_QUESTIONS.self.map((q, i) => ({ id: i + 1, ...q }));
  for (const r of PLAN) {
    const userId = d.people.get(emailOf(r.who));
    const [period] = await tx
      .select({ id: periods.id, endDate: periods.endDate })
      .from(periods)
      .where(and(eq(periods.tenantId, d.tenantId), eq(periods.index, d.currentIndex - r.quarter)));
    if (userId === undefined || !period) continue;
    // Written in the days after the quarter ended, never later than yesterday.
    const at = new Date(Math.min(new Date(`${period.endDate}T12:00:00Z`).getTime() + 5 * DAY, d.now.getTime() - DAY));
    const answers: QuestionAnswer[] = [
      { questionId: 1, rating: null, text: r.proud },
      ...(r.grow ? [{ questionId: 2, rating: null, text: r.grow }] : []),
      ...(r.met ? [{ questionId: 3, rating: r.met, text: null }] : []),
    ];
    await tx.insert(feedbackRequests).values({
      tenantId: d.tenantId,
      periodId: period.id,
      subjectId: userId,
      respondentId: userId,
      kind: 'self',
      state: r.submitted ? 'submitted' : 'requested',
      questions,
      answers,
      requestedAt: at,
      submittedAt: r.submitted ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
