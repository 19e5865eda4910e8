import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import type { GoalState } from '../../../src/domain/goals/states';
import { WEEKS_PER_PERIOD } from '../../../src/domain/periods';
import type { SeededGoal, SeededPeriod } from './seed-goals';
import { refreshNewestStatuses } from '../../../src/server/goals/read/newest-status';

export const STATUSES = 500_000;
const TRACKED: GoalState[] = ['approved', 'shelving_in_review', 'shelved', 'results_in_review', 'finalized'];
const UPDATING: GoalState[] = ['approved', 'shelving_in_review'];

// The history each state implies: [step (days after creation), from, to, by the manager].
type Step = [number, GoalState | null, GoalState, boolean];
const APPROVAL: Step[] = [
  [0, null, 'draft', false],
  [1, 'draft', 'review', false],
  [2, 'review', 'approved', true],
];
const HISTORY: Record<GoalState, Step[]> = {
  draft: APPROVAL.slice(0, 1),
  review: APPROVAL.slice(0, 2),
  approved: APPROVAL,
  shelving_in_review: [...APPROVAL, [30, 'approved', 'shelving_in_review', false]],
  shelved: [...APPROVAL, [30, 'approved', 'shelving_in_review', false], [31, 'shelving_in_review', 'shelved', true]],
  results_in_review: [...APPROVAL, [80, 'approved', 'results_in_review', false]],
  finalized: [...APPROVAL, [80, 'approved', 'results_in_review', false], [82, 'results_in_review', 'finalized', true]],
};

const list = (xs: readonly (string | number)[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/** Rows affected by one bulk statement (both drivers report it). */
async function run(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

export async function seedTransitions(db: Db, tenantId: number): Promise<number> {
  const steps = Object.entries(HISTORY).flatMap(([state, s]) =>
    s.map(([day, from, to, byManager]) => sql`(${state}, ${day}::int, ${from}::text, ${to}, ${byManager}::boolean)`),
  );
  return run(
    db,
    sql`INSERT INTO goal_transitions (tenant_id, goal_id, transitionable_type, transitionable_id, from_state, to_state, goal_name, user_id, created_at)
        SELECT g.tenant_id, g.id, 'Goal', g.id, s.from_state, s.to_state, g.title,
               CASE WHEN s.by_manager THEN coalesce(u.parent_id, g.owner_id) ELSE g.owner_id END,
               g.created_at + s.day * interval '1 day'
        FROM goals g
        JOIN users u ON u.tenant_id = g.tenant_id AND u.id = g.owner_id
        JOIN (VALUES ${sql.join(steps, sql`, `)}) AS s(state, day, from_state, to_state, by_manager) ON s.state = g.state
        WHERE g.tenant_id = ${tenantId}
        ORDER BY g.id, s.day`,
  );
}

/** The owner's result of goals in review or finalized, and the manager's review of finalized ones. */
export async function seedResults(db: Db, tenantId: number): Promise<number> {
  return run(
    db,
    sql`INSERT INTO goal_results (tenant_id, goal_id, kind, completed, quality, text, user_id, created_at, updated_at)
        SELECT g.tenant_id, g.id, k.kind, g.id % 4 <> 0, (g.id % 5)::smallint,
               CASE k.kind WHEN 'owner' THEN 'Delivered most of the key results.' ELSE 'Agreed, well done.' END,
               CASE k.kind WHEN 'owner' THEN g.owner_id ELSE coalesce(u.parent_id, g.owner_id) END, g.updated_at, g.updated_at
        FROM goals g
        JOIN users u ON u.tenant_id = g.tenant_id AND u.id = g.owner_id
        JOIN (VALUES ('owner'), ('manager')) AS k(kind) ON k.kind = 'owner' OR g.state = 'finalized'
        WHERE g.tenant_id = ${tenantId} AND g.state IN ('results_in_review', 'finalized')`,
  );
}

/** An open edit (draft or in review) on one in fifty approved goals of the current quarter. */
export async function seedEdits(db: Db, tenantId: number, current: SeededPeriod): Promise<number> {
  return run(
    db,
    sql`INSERT INTO goal_edits (tenant_id, goal_id, state, title, measurement, hidden, parent_id, created_by_id)
        SELECT tenant_id, id, CASE WHEN id % 2 = 0 THEN 'draft' ELSE 'review' END, title || ' (sharper)', measurement,
               hidden, parent_id, owner_id
        FROM goals WHERE tenant_id = ${tenantId} AND period_id = ${current.id} AND state = 'approved' AND id % 50 = 0`,
  );
}

/**
 * Weekly statuses: in the current quarter every tracked goal up to this week, except one in three whose
 * owner is a week or two behind (needs update); in past quarters as many weeks as bring the total to
 * `STATUSES`. Likelihood and quality vary from week to week, so about two in five trend down.
 */
export async function seedStatuses(
  db: Db,
  tenantId: number,
  goals: SeededGoal[],
  quarters: SeededPeriod[],
  currentWeek: number,
  onQuarter: (index: number, rows: number) => void,
): Promise<number> {
  const current = quarters.at(-1)!;
  const currentWeeks = (g: SeededGoal) =>
    UPDATING.includes(g.state) ? (g.id % 3 === 0 ? currentWeek - 1 - (g.id % 2) : currentWeek) : Math.max(1, currentWeek - 3);
  const tracked = goals.filter((g) => TRACKED.includes(g.state));
  const inCurrent = tracked.filter((g) => g.periodId === current.id).reduce((n, g) => n + Math.max(0, currentWeeks(g)), 0);
  const past = tracked.filter((g) => g.periodId !== current.id).length;
  const perPastGoal = Math.min(WEEKS_PER_PERIOD, (STATUSES - inCurrent) / past);
  const base = Math.floor(perPastGoal);
  const extraPerMille = Math.round((perPastGoal - base) * 1000);

  let total = 0;
  for (const quarter of quarters) {
    const weeks =
      quarter === current
        ? sql`CASE WHEN g.state IN (${list(UPDATING)})
                   THEN CASE WHEN g.id % 3 = 0 THEN ${currentWeek - 1}::int - (g.id % 2)::int ELSE ${currentWeek}::int END
                   ELSE greatest(1, ${currentWeek - 3}::int) END`
        : sql`${base}::int + CASE WHEN (g.id * 7919) % 1000 < ${extraPerMille} THEN 1 ELSE 0 END`;
    const rows = await run(
      db,
      sql`INSERT INTO goal_statuses (tenant_id, goal_id, week_id, week_start_date, likelihood, quality, created_by_id, created_at, updated_at)
          SELECT g.tenant_id, g.id, w.id, w.start_date,
                 ((g.id * 37 + w.week * w.week * 11) % 5)::smallint, ((g.id * 53 + w.week * 29) % 5)::smallint,
                 g.owner_id, w.start_date + time '10:00', w.start_date + time '10:00'
          FROM goals g
          JOIN period_weeks w ON w.tenant_id = g.tenant_id AND w.period_id = g.period_id
          WHERE g.tenant_id = ${tenantId} AND g.period_id = ${quarter.id} AND g.state IN (${list(TRACKED)})
            AND w.week <= ${weeks}
          ORDER BY g.id, w.week`,
    );
    onQuarter(quarter.index, rows);
    total += rows;
  }
  await refreshNewestStatuses(db, tenantId);
  return total;
}

/** A comment on one in twenty weekly statuses. */
export async function seedStatusComments(db: Db, tenantId: number): Promise<number> {
  return run(
    db,
    sql`INSERT INTO comments (tenant_id, goal_id, commentable_type, commentable_id, user_id, body, created_at, updated_at)
        SELECT tenant_id, goal_id, 'GoalStatus', id, created_by_id, 'On track; details in the weekly notes.', created_at, created_at
        FROM goal_statuses WHERE tenant_id = ${tenantId} AND id % 20 = 0`,
  );
}

export async function countRows(db: Db, tenantId: number) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT (SELECT count(*) FROM goals WHERE tenant_id = ${tenantId})::int AS goals,
               (SELECT count(*) FROM goal_statuses WHERE tenant_id = ${tenantId})::int AS statuses,
               (SELECT count(*) FROM goal_transitions WHERE tenant_id = ${tenantId})::int AS transitions`,
  );
  return row!;
}
