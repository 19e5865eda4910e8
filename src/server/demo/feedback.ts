import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedbackRequests, periods } from '../db/schema';
import { DEFAULT_QUESTIONS, type QuestionAnswer, type ReviewAudience } from '../../domain/talent/review-questions';
import { emailOf } from './people';

const DAY = 86_400_000;

type Voice = {
  kind: 'peer' | 'upward';
  about: string;
  from: string;
  /** 2: the quarter before the current appraisal quarter; 1: the current appraisal quarter. */
  quarter: 1 | 2;
  state: 'nominated' | 'requested' | 'declined' | 'submitted';
  /** A rating answer's value (1–5) and the words, for a handed-in one; a decline's reason. */
  rating?: number;
  words?: string;
  reason?: string;
};

const peer = (about: string, from: string, rating: number, words: string): Voice => ({
  kind: 'peer',
  about,
  from,
  quarter: 2,
  state: 'submitted',
  rating,
  words,
});
const upward = (from: string, rating: number, words: string): Voice => ({
  kind: 'upward',
  about: 'Daniel Cho',
  from,
  quarter: 2,
  state: 'submitted',
  rating,
  words,
});

// The quarter before: three or more peers answered about Emma and about Jack (the company shows them without names),
// one declined; four of Daniel's five reports answered about him. The current appraisal quarter: requests waiting for
// demo people (Emma and Daniel have feedback to give), and Noah's nominations waiting for Daniel's approval.
const PLAN: Voice[] = [
  peer('Emma Fischer', 'Noah Patel', 5, 'Emma always finds time to review my changes, and her reviews teach me something.'),
  peer('Emma Fischer', 'Mei Tanaka', 4, 'She brings design into technical discussions early, which saves us rework.'),
  peer('Emma Fischer', 'Lucas Martin', 4, 'Clear test plans for every feature she leads.'),
  {
    kind: 'peer',
    about: 'Emma Fischer',
    from: 'Zara Ahmed',
    quarter: 2,
    state: 'declined',
    reason: 'We did not work together this quarter.',
  },
  peer('Jack Wilson', 'Chloe Dubois', 5, 'Jack shares his call notes and lets me shadow his renewals.'),
  peer('Jack Wilson', 'Mateo Rossi', 4, 'Quick to hand over warm leads with context.'),
  peer('Jack Wilson', 'Isabella Nguyen', 3, 'Could loop marketing in earlier on the big deals.'),
  upward('Emma Fischer', 4, 'Keep the weekly one-to-ones; they help a lot.'),
  upward('Noah Patel', 5, 'More pairing sessions with senior engineers would help me grow.'),
  upward('Mei Tanaka', 4, 'Share the roadmap earlier so design can plan ahead.'),
  upward('Lucas Martin', 3, 'I would like clearer priorities when releases collide.'),
  { kind: 'upward', about: 'Daniel Cho', from: 'Zara Ahmed', quarter: 2, state: 'requested' },
  { kind: 'peer', about: 'Noah Patel', from: 'Emma Fischer', quarter: 1, state: 'requested' },
  { kind: 'peer', about: 'Sofia Alvarez', from: 'Daniel Cho', quarter: 1, state: 'requested' },
  { kind: 'peer', about: 'Noah Patel', from: 'Mei Tanaka', quarter: 1, state: 'nominated' },
  { kind: 'peer', about: 'Noah Patel', from: 'Ethan Brooks', quarter: 1, state: 'nominated' },
  ...['Emma Fischer', 'Noah Patel', 'Mei Tanaka', 'Lucas Martin', 'Zara Ahmed', 'Ethan Brooks'].map((from): Voice => ({
    kind: 'upward',
    about: 'Daniel Cho',
    from,
    quarter: 1,
    state: 'requested',
  })),
];

/** The default questions of an audience as a form keeps them (their ids are their positions, as questions-queries'). */
const asked = (audience: ReviewAudience) => DEFAULT_QUESTIONS[audience].map((q, i) => ({ id: i + 1, ...q }));

/** Answers to the default questions: words for the text ones (the first gets them), the rating for the rating ones. */
function answersOf(audience: ReviewAudience, v: Voice): QuestionAnswer[] {
  let wordsGiven = false;
  return asked(audience).flatMap((q): QuestionAnswer[] => {
    if (q.kind === 'rating') return [{ questionId: q.id, rating: v.rating ?? 3, text: null }];
    if (wordsGiven || !v.words) return [];
    wordsGiven = true;
    return [{ questionId: q.id, rating: null, text: v.words }];
  });
}

/**
 * The demo company's peer and upward feedback (issue 34). Runs after seedReviews, which switches the voices on; the
 * quarters are counted back from the current one (`currentIndex`), as seedReviews counts them.
 */
export async function seedFeedback(tx: Db, d: { tenantId: number; now: Date; people: Map<string, number>; currentIndex: number }) {
  for (const v of PLAN) {
    const subjectId = d.people.get(emailOf(v.about));
    const respondentId = d.people.get(emailOf(v.from));
    const [period] = await tx
      .select({ id: periods.id, endDate: periods.endDate })
      .from(periods)
      .where(and(eq(periods.tenantId, d.tenantId), eq(periods.index, d.currentIndex - v.quarter)));
    if (subjectId === undefined || respondentId === undefined || !period) continue;
    // The quarter before: asked the day after it ended, answered within a week; the current one: asked two days ago.
    const ended = new Date(`${period.endDate}T12:00:00Z`).getTime();
    const requestedAt = new Date(v.quarter === 2 ? Math.min(ended + DAY, d.now.getTime() - 3 * DAY) : d.now.getTime() - 2 * DAY);
    const answeredAt = new Date(Math.min(requestedAt.getTime() + 6 * DAY, d.now.getTime() - DAY));
    const audience = v.kind;
    await tx.insert(feedbackRequests).values({
      tenantId: d.tenantId,
      periodId: period.id,
      subjectId,
      respondentId,
      kind: v.kind,
      state: v.state,
      nominatedById: v.kind === 'peer' ? subjectId : null,
      questions: v.state === 'nominated' ? [] : asked(audience),
      answers: v.state === 'submitted' ? answersOf(audience, v) : null,
      declineReason: v.reason ?? null,
      requestedAt: v.state === 'nominated' ? null : requestedAt,
      submittedAt: v.state === 'submitted' ? answeredAt : null,
      createdAt: requestedAt,
      updatedAt: v.state === 'submitted' || v.state === 'declined' ? answeredAt : requestedAt,
    });
  }
}
