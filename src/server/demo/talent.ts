import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appraisals, periods, talentSettings, users, type StoredSignature } from '../db/schema';
import { DEFAULT_TALENT_LABELS } from '../../domain/talent/settings-rules';
import type { AppraisalState } from '../../domain/talent/states';
import { emailOf } from './people';

const DAY = 86_400_000;

/** One demo appraisal: whose, of which quarter (1 the previous, 2 the one before), in which state, rated how. */
type DemoAppraisal = {
  who: string;
  quarter: 1 | 2;
  state: AppraisalState;
  primary: number;
  secondary: number;
  review: string;
  comment?: string;
};

const REVIEWS = {
  strong:
    '<p>Carried the quarter: every goal met, and the weekly updates told us early where help was needed.</p><ul><li>Keep mentoring the new hires.</li><li>Take the lead on next quarter’s roadmap review.</li></ul>',
  steady: '<p>Reliable delivery on the agreed goals. The next step is to speak up sooner when a goal drifts.</p>',
  growing:
    '<p>A quarter of learning: two goals slipped, and the retrospective afterwards was honest and useful.</p><p>We agreed on a weekly check-in for the next quarter.</p>',
};

// Daniel Cho's team shows every state of an appraisal in the previous quarter; Emma Fischer and Ethan Brooks are
// not started, so a demo (and the end-to-end test) can start one. Sofia's and Liam's teams fill the matrix.
const PLAN: DemoAppraisal[] = [
  {
    who: 'Noah Patel',
    quarter: 1,
    state: 'completed',
    primary: 3,
    secondary: 2,
    review: REVIEWS.strong,
    comment: 'Thank you — agreed on the roadmap review.',
  },
  {
    who: 'Mei Tanaka',
    quarter: 1,
    state: 'acknowledged',
    primary: 2,
    secondary: 3,
    review: REVIEWS.steady,
    comment: 'I will flag drifting goals in the Monday update.',
  },
  { who: 'Lucas Martin', quarter: 1, state: 'shared', primary: 2, secondary: 2, review: REVIEWS.steady },
  { who: 'Zara Ahmed', quarter: 1, state: 'draft', primary: 1, secondary: 2, review: REVIEWS.growing },
  { who: 'Jack Wilson', quarter: 1, state: 'completed', primary: 3, secondary: 3, review: REVIEWS.strong },
  { who: 'Chloe Dubois', quarter: 1, state: 'completed', primary: 2, secondary: 2, review: REVIEWS.steady },
  { who: 'Mateo Rossi', quarter: 1, state: 'acknowledged', primary: 1, secondary: 1, review: REVIEWS.growing },
  { who: 'Isabella Nguyen', quarter: 1, state: 'completed', primary: 3, secondary: 2, review: REVIEWS.strong },
  { who: 'Omar Haddad', quarter: 1, state: 'shared', primary: 2, secondary: 3, review: REVIEWS.steady },
  { who: 'Ruby Clarke', quarter: 1, state: 'completed', primary: 2, secondary: 1, review: REVIEWS.steady },
  { who: 'Samuel Mensah', quarter: 1, state: 'completed', primary: 1, secondary: 2, review: REVIEWS.growing },
  { who: 'Noah Patel', quarter: 2, state: 'completed', primary: 2, secondary: 2, review: REVIEWS.steady },
  { who: 'Emma Fischer', quarter: 2, state: 'completed', primary: 3, secondary: 3, review: REVIEWS.strong, comment: 'Proud of this one.' },
  { who: 'Jack Wilson', quarter: 2, state: 'completed', primary: 2, secondary: 3, review: REVIEWS.steady },
];

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
      review: a.review,
      primaryRating: a.primary,
      secondaryRating: a.secondary,
      ratingScale: L.PrimaryLabels.length,
      primaryLabel: labelOf(L.PrimaryLabels, a.primary),
      secondaryLabel: labelOf(L.SecondaryLabels, a.secondary),
      employeeComment: reached(a.state, 'acknowledged') ? (a.comment ?? null) : null,
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
