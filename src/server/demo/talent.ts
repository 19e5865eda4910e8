import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appraisals, periods, talentSettings, users, type StoredSignature } from '../db/schema';
import { DEFAULT_TALENT_LABELS } from '../../domain/talent/settings-rules';
import type { AppraisalState } from '../../domain/talent/states';
import { PREVIOUS_GOALS } from './goal-plans';
import { emailOf } from './people';

const DAY = 86_400_000;

/**
 * One demo appraisal: whose, of which quarter (1 the previous, 2 the one before), in which state, and the second
 * rating (potential). Its review, performance rating and the employee's comment follow the person's story.
 */
type DemoAppraisal = { who: string; quarter: 1 | 2; state: AppraisalState; secondary: number; story?: EarlierStory };

/** How a person's goals of the previous quarter ended (previous-goals.ts): the review tells the same story. */
type GoalStory = 'met' | 'open' | 'slipped';
/** The quarter before has no demo goals: its reviews speak of the work, never of goals met or missed. */
type EarlierStory = 'stood out' | 'dependable';

const REVIEWS: Record<GoalStory | EarlierStory, { primary: number; review: string; comment: string }> = {
  met: {
    primary: 3,
    review:
      '<p>Carried the quarter: every goal met, and the weekly updates told us early where help was needed.</p><ul><li>Keep mentoring the new hires.</li><li>Take the lead on next quarter’s roadmap review.</li></ul>',
    comment: 'Thank you — agreed on the roadmap review.',
  },
  open: {
    primary: 2,
    review: '<p>Reliable work all quarter; the goal is still open, and the weekly updates kept us honest about where it stands.</p>',
    comment: 'I will flag drifting goals in the Monday update.',
  },
  slipped: {
    primary: 1,
    review:
      '<p>A quarter of learning: the goal slipped, and the retrospective afterwards was honest and useful.</p><p>We agreed on a weekly check-in for the next quarter.</p>',
    comment: 'Agreed — the weekly check-in will help.',
  },
  'stood out': {
    primary: 3,
    review: '<p>Stood out this quarter: took on more than was asked and helped two new colleagues find their feet.</p>',
    comment: 'Proud of this one.',
  },
  dependable: {
    primary: 2,
    review: '<p>Dependable all quarter. The next step is to lead one piece of work of your own.</p>',
    comment: 'Looking forward to leading one.',
  },
};

/** The story of a person's previous-quarter goals: every one achieved, one missed, or not all decided; none without goals. */
export function goalStoryOf(fullName: string): GoalStory | null {
  const firstName = fullName.split(' ')[0]!.toLowerCase();
  const results = PREVIOUS_GOALS.filter((g) => g.owner === firstName && g.state !== 'shelved').map((g) => g.result);
  if (results.length === 0) return null;
  if (results.includes('missed')) return 'slipped';
  return results.every((r) => r === 'achieved') ? 'met' : 'open';
}

// Daniel Cho's team shows every state of an appraisal in the previous quarter; Emma Fischer and Ethan Brooks are
// not started, so a demo (and the end-to-end test) can start one. Sofia's and Liam's teams fill the matrix.
const PLAN: DemoAppraisal[] = [
  { who: 'Noah Patel', quarter: 1, state: 'completed', secondary: 2 },
  { who: 'Mei Tanaka', quarter: 1, state: 'acknowledged', secondary: 3 },
  { who: 'Lucas Martin', quarter: 1, state: 'shared', secondary: 2 },
  { who: 'Zara Ahmed', quarter: 1, state: 'draft', secondary: 2 },
  { who: 'Jack Wilson', quarter: 1, state: 'completed', secondary: 3 },
  { who: 'Chloe Dubois', quarter: 1, state: 'completed', secondary: 2 },
  { who: 'Mateo Rossi', quarter: 1, state: 'acknowledged', secondary: 1 },
  { who: 'Isabella Nguyen', quarter: 1, state: 'completed', secondary: 2 },
  { who: 'Omar Haddad', quarter: 1, state: 'shared', secondary: 3 },
  { who: 'Ruby Clarke', quarter: 1, state: 'completed', secondary: 1 },
  { who: 'Samuel Mensah', quarter: 1, state: 'completed', secondary: 2 },
  { who: 'Noah Patel', quarter: 2, state: 'completed', secondary: 2, story: 'dependable' },
  { who: 'Emma Fischer', quarter: 2, state: 'completed', secondary: 3, story: 'stood out' },
  { who: 'Jack Wilson', quarter: 2, state: 'completed', secondary: 3, story: 'dependable' },
];

/** The review an appraisal of the plan carries: the person's goal story, or for the quarter before, its own. */
function reviewOf(a: DemoAppraisal) {
  const story = a.quarter === 1 ? goalStoryOf(a.who) : a.story;
  if (!story) throw new Error(`The demo appraisal of ${a.who} (quarter ${a.quarter}) has no story to tell`);
  return REVIEWS[story];
}

const labelOf = (list: { Label: string }[], r: number) => list[r - 1]!.Label;
const reached = (state: AppraisalState, step: AppraisalState) =>
  ['draft', 'shared', 'acknowledged', 'completed'].indexOf(state) >= ['draft', 'shared', 'acknowledged', 'completed'].indexOf(step);

/**
 * Talent for the demo company: the default labels, a schedule from its first quarter (so the previous quarter is
 * appraisable and still open), everyone created before it, and appraisals in every state.
 */
export async function seedDemoTalent(
  tx: Db,
  d: { tenantId: number; now: Date; effectiveDate: string; people: Map<string, number>; currentIndex: number },
) {
  const L = DEFAULT_TALENT_LABELS;
  await tx.insert(talentSettings).values({
    tenantId: d.tenantId,
    primaryLabels: L.PrimaryLabels,
    secondaryLabels: L.SecondaryLabels,
    tertiaryLabels: L.TertiaryLabels,
    formLabels: L.FormLable,
    enableTertiary: false,
    shareRatingWithEmployee: false,
    graceWeeks: L.GracePeriod,
    effectiveDate: d.effectiveDate,
  });
  // The company has been here since its first quarter: its people are eligible for every quarter since.
  await tx.execute(sql`UPDATE users SET created_at = ${d.effectiveDate}::date WHERE tenant_id = ${d.tenantId}`);

  const quarterIds = new Map<number, { id: number; endDate: string }>();
  for (const back of [1, 2] as const) {
    const [p] = await tx
      .select({ id: periods.id, endDate: periods.endDate })
      .from(periods)
      .where(and(eq(periods.tenantId, d.tenantId), eq(periods.index, d.currentIndex - back)));
    if (p) quarterIds.set(back, p);
  }
  const rows = await tx
    .select({ id: users.id, name: users.name, parentId: users.parentId })
    .from(users)
    .where(eq(users.tenantId, d.tenantId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [i, a] of PLAN.entries()) {
    const { primary, review, comment } = reviewOf(a);
    const userId = d.people.get(emailOf(a.who));
    const employee = userId === undefined ? undefined : byId.get(userId);
    const period = quarterIds.get(a.quarter);
    if (!employee || employee.parentId === null || !period) continue;
    const manager = byId.get(employee.parentId)!;
    // Written in the days after the quarter ended (or, for the previous quarter, in the last weeks).
    const base = a.quarter === 2 ? new Date(`${period.endDate}T12:00:00Z`).getTime() + 10 * DAY : d.now.getTime() - (20 - i) * DAY;
    const at = (days: number) => new Date(Math.min(base + days * DAY, d.now.getTime() - 3_600_000));
    const sign = (who: { id: number; name: string }, days: number): StoredSignature => ({
      signerId: who.id,
      name: who.name,
      kind: 'typed',
      value: who.name,
      signedAt: at(days).toISOString(),
    });
    await tx.insert(appraisals).values({
      tenantId: d.tenantId,
      userId: employee.id,
      reviewerId: manager.id,
      periodId: period.id,
      state: a.state,
      review,
      primaryRating: primary,
      secondaryRating: a.secondary,
      ratingScale: L.PrimaryLabels.length,
      primaryLabel: labelOf(L.PrimaryLabels, primary),
      secondaryLabel: labelOf(L.SecondaryLabels, a.secondary),
      employeeComment: reached(a.state, 'acknowledged') ? comment : null,
      employeeSignature: reached(a.state, 'acknowledged') ? sign(employee, 3) : null,
      managerSignature: reached(a.state, 'completed') ? sign(manager, 5) : null,
      sharedAt: reached(a.state, 'shared') ? at(1) : null,
      acknowledgedAt: reached(a.state, 'acknowledged') ? at(3) : null,
      completedAt: reached(a.state, 'completed') ? at(5) : null,
      createdAt: at(0),
      updatedAt: at(a.state === 'completed' ? 5 : a.state === 'acknowledged' ? 3 : a.state === 'shared' ? 1 : 0),
    });
  }
}
