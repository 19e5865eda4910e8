import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import { withTenant } from '../../../src/server/db/tenant-context';
import type { GoalState } from '../../../src/domain/goals/states';
import type { People, Person } from '../goals/seed-people';
import { seedResults } from '../goals/seed-goal-rows';
import { OBJECTS, VERBS } from '../goals/seed-goals';
import { refreshNewestStatuses } from '../../../src/server/goals/read/newest-status';

export type AiProbes = {
  periodId: number;
  periodName: string;
  /** The 25 directors in turn over the five VPs' parts of the company; each has `GOALS_BELOW` goals in the quarter. */
  directors: Person[];
  goals: number;
  statuses: number;
  comments: number;
  results: number;
};

/** Goals of a director and everyone below them in the measured quarter: what one summary is written from. */
export const GOALS_BELOW = 500;
// A director's own goals, each manager's and each team lead's; their contributors share the rest.
const OWN = { director: 5, manager: 4, lead: 3 };
const ABOVE_DIRECTORS = 5;
/** The measured quarter: the newest that has ended (periods 0–3, the last current). */
const QUARTERS = [2];
// Of the quarter's goals, in hundredths: mostly finalized with results, as a quarter looks once it is over.
const STATES: [GoalState, number][] = [
  ['finalized', 78],
  ['results_in_review', 7],
  ['approved', 6],
  ['shelved', 5],
  ['draft', 4],
];

// Check-in comments; {n} becomes a number that differs from status to status.
const COMMENTS = [
  'Closed {n} of the 20 deals in the pipeline; two more are waiting on legal.',
  'The vendor slipped {n} days, so the launch is at risk unless we cut scope.',
  'Shipped {n} of the planned changes this week; review comments were minor.',
  'Hired {n} people so far; the last offer is out and should land next week.',
  'Support backlog down to {n} tickets after the triage rota started.',
  'Blocked on the data export for {n} days; escalated to the platform team.',
  'Ran {n} customer interviews; pricing came up in most of them.',
  'Cloud spend down {n}% against last month after the reserved instances.',
  'On track: {n} of 14 milestones done, the rest planned for the coming weeks.',
  'Lost {n} days to the incident; the plan still holds if nothing else slips.',
  'Conversion at {n}% this week, above the 10% we aimed for.',
  'Two people out sick; moved {n} tasks to next week.',
];

/** Goals per person in the quarter, by id: `GOALS_BELOW` under each director, a few for the CEO and VPs. */
function goalCounts(byLevel: Person[][]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const p of [...byLevel[1]!, ...byLevel[2]!]) counts.set(p.id, ABOVE_DIRECTORS);
  const childrenOf = (ids: Set<number>, level: number) => byLevel[level]!.filter((p) => ids.has(p.parentId!));
  for (const director of byLevel[3]!) {
    const managers = childrenOf(new Set([director.id]), 4);
    const leads = childrenOf(new Set(managers.map((m) => m.id)), 5);
    const contributors = childrenOf(new Set(leads.map((l) => l.id)), 6);
    counts.set(director.id, OWN.director);
    for (const m of managers) counts.set(m.id, OWN.manager);
    for (const l of leads) counts.set(l.id, OWN.lead);
    const left = GOALS_BELOW - OWN.director - OWN.manager * managers.length - OWN.lead * leads.length;
    contributors.forEach((c, i) => counts.set(c.id, Math.floor(left / contributors.length) + (i < left % contributors.length ? 1 : 0)));
  }
  return counts;
}

const stateAt = (i: number): GoalState => {
  let r = (i * 7919) % 100;
  for (const [state, share] of STATES) if ((r -= share) < 0) return state;
  return 'finalized';
};

/** The goals of one quarter, in one statement: the rows travel as arrays. */
async function insertQuarter(tx: Db, tenantId: number, periodId: number, counts: Map<number, number>): Promise<void> {
  const owners: number[] = [];
  const titles: string[] = [];
  const states: string[] = [];
  let i = 0;
  for (const [owner, n] of counts) {
    for (let k = 0; k < n; k++, i++) {
      owners.push(owner);
      titles.push(`${VERBS[(i * 7) % VERBS.length]} ${OBJECTS[(i * 11 + periodId) % OBJECTS.length]}`);
      states.push(stateAt(i + periodId));
    }
  }
  await tx.execute(sql`
    INSERT INTO goals (tenant_id, owner_id, period_id, state, goal_type, title, measurement, hidden, created_by_id, created_at, updated_at)
    SELECT ${tenantId}, o, p.id, s, 'OKR', t, 'Key results: ' || lower(t) || ' by ' || (10 + n % 5 * 5) || '% this quarter',
           n % 33 = 0, o, p.start_date + time '09:00', p.end_date + time '17:00'
    FROM unnest(${sql.param(owners)}::bigint[], ${sql.param(titles)}::text[], ${sql.param(states)}::text[]) WITH ORDINALITY AS r(o, t, s, n)
    JOIN periods p ON p.tenant_id = ${tenantId} AND p.id = ${periodId}`);
}

/** Each goal aligned to one of the owner's manager's goals of the quarter (after ANALYZE: the parent key checks use the index). */
async function alignQuarter(tx: Db, tenantId: number, periodId: number): Promise<void> {
  // One goal in twenty stays unaligned; the others take one of the manager's goals of the quarter in turn.
  await tx.execute(sql`
    WITH mine AS (
      SELECT id, owner_id, row_number() OVER (PARTITION BY owner_id ORDER BY id) - 1 AS k, count(*) OVER (PARTITION BY owner_id) AS n
      FROM goals WHERE tenant_id = ${tenantId} AND period_id = ${periodId}
    )
    UPDATE goals g SET parent_id = m.id
    FROM users u, mine m
    WHERE g.tenant_id = ${tenantId} AND g.period_id = ${periodId} AND g.id % 20 <> 0
      AND u.tenant_id = g.tenant_id AND u.id = g.owner_id AND m.owner_id = u.parent_id AND m.k = g.id % m.n`);
}

/**
 * The newest ended quarter's goals: under each of the 25 directors 500 (theirs, their managers', team
 * leads' and contributors'), mostly finalized with results; 12 or 13 weekly updates on every goal past draft, whose
 * likelihood and quality drift up or down over the quarter; a check-in comment on one update in four.
 */
export async function seedAiSummaries(db: Db, people: People): Promise<AiProbes> {
  const t = people.tenantId;
  const counts = goalCounts(people.byLevel);
  let at = performance.now();
  const inTenant = async <T>(work: (tx: Db) => Promise<T>, what = '') => {
    const result = await withTenant(db, t, work);
    if (what) console.info(`…   ${what} in ${Math.round(performance.now() - at)} ms`);
    at = performance.now();
    return result;
  };
  // As the tables' owner, between the steps: the key checks of the next step's rows use the indexes.
  const analyse = async (...tables: string[]) => {
    for (const table of tables) await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(table)}`);
  };
  const periods = await inTenant((tx) =>
    queryRows<{ id: number; index: number; name: string }>(
      tx,
      sql`SELECT id, index, 'Q' || quarter || ' ' || year AS name FROM periods
          WHERE tenant_id = ${t} AND index IN (${sql.join(QUARTERS, sql`, `)}) ORDER BY index DESC`,
    ),
  );
  const measured = periods.find((p) => p.index === QUARTERS[0])!;
  const periodId = Number(measured.id);
  await inTenant(async (tx) => {
    for (const p of periods) await insertQuarter(tx, t, Number(p.id), counts);
  }, 'goals');
  await analyse('goals');
  await inTenant(async (tx) => {
    for (const p of periods) await alignQuarter(tx, t, Number(p.id));
  }, 'goals aligned');
  await analyse('goals');
  // Likelihood and quality start around Unsure/Okay and drift by the goal's own slope: some rise, some fall.
  await inTenant(async (tx) => {
    await tx.execute(sql`
      INSERT INTO goal_statuses (tenant_id, goal_id, week_id, week_start_date, likelihood, quality, created_by_id, created_at, updated_at)
      SELECT g.tenant_id, g.id, w.id, w.start_date,
             least(4, greatest(0, 1 + g.id % 3 + (w.week * (g.id % 5 - 2)) / 7 + (w.week + g.id) % 2))::smallint,
             least(4, greatest(0, 2 + (w.week * (g.id % 3 - 1)) / 6 + (w.week * g.id) % 2))::smallint,
             g.owner_id, w.start_date + time '10:00', w.start_date + time '10:00'
      FROM goals g
      JOIN period_weeks w ON w.tenant_id = g.tenant_id AND w.period_id = g.period_id
      WHERE g.tenant_id = ${t} AND g.state <> 'draft' AND w.week <= 12 + CASE WHEN g.id % 3 = 0 THEN 0 ELSE 1 END
      ORDER BY g.id, w.week`);
    await refreshNewestStatuses(tx, t);
  }, 'weekly updates');
  await analyse('goal_statuses');
  const list = sql.raw(`(ARRAY[${COMMENTS.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}])`);
  const probes = await inTenant(async (tx) => {
    await tx.execute(sql`
      INSERT INTO comments (tenant_id, goal_id, commentable_type, commentable_id, user_id, body, created_at, updated_at)
      SELECT tenant_id, goal_id, 'GoalStatus', id, created_by_id,
             replace(${list}[id % ${COMMENTS.length} + 1], '{n}', (id % 17 + 3)::text), created_at, created_at
      FROM goal_statuses WHERE tenant_id = ${t} AND id % 4 = 0`);
    await seedResults(tx, t);
    const [n] = await queryRows<Omit<AiProbes, 'periodId' | 'periodName' | 'directors'>>(
      tx,
      sql`WITH q AS (SELECT id FROM goals WHERE tenant_id = ${t} AND period_id = ${periodId}),
               s AS (SELECT id FROM goal_statuses WHERE tenant_id = ${t} AND goal_id IN (SELECT id FROM q))
          SELECT (SELECT count(*) FROM q)::int AS goals, (SELECT count(*) FROM s)::int AS statuses,
                 (SELECT count(*) FROM comments WHERE tenant_id = ${t} AND commentable_type = 'GoalStatus'
                   AND commentable_id IN (SELECT id FROM s))::int AS comments,
                 (SELECT count(*) FROM goal_results WHERE tenant_id = ${t} AND goal_id IN (SELECT id FROM q))::int AS results`,
    );
    return n!;
  }, 'comments and results');
  await analyse('goals', 'goal_statuses', 'comments', 'goal_results', 'users');
  // In turn over the VPs: directors k, k + 5, … belong to VP k / 5.
  const directors = people.byLevel[3]!.map((_, j, all) => all[(j % 5) * 5 + Math.floor(j / 5)]!);
  return { periodId, periodName: measured.name, directors, ...probes };
}
