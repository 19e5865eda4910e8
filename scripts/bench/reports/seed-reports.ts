import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import { withTenant } from '../../../src/server/db/tenant-context';
import { createTenant } from '../../../src/server/people/create-tenant';
import { seedResults } from '../goals/seed-goal-rows';
import { findBenchPeriods, OBJECTS, VERBS } from '../goals/seed-goals';
import { BENCH_PASSWORD, seedPeople, type Person } from '../goals/seed-people';
import type { Credentials } from '../api';
import { refreshNewestStatuses } from '../../../src/server/goals/read/newest-status';

export type ReportProbes = {
  ceo: Person;
  periodId: number;
  people: number;
  goals: number;
  statuses: number;
  results: number;
  /** The CEO of a company with nobody else, into which the import goes. */
  importer: Credentials;
};

export const GOALS_PER_PERSON = 10;
const STATUS_WEEKS = 3;
export const IMPORT_SUBDOMAIN = 'bench-import';

const words = (list: string[]) => sql.raw(`(ARRAY[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])`);

/**
 * The report bench's companies: the goals bench's 5,000 people (depth 6) with ten goals each in the current quarter,
 * 50,000 in all, mostly approved, each aligned to one of the manager's goals but one in twenty, one in 33 private;
 * three weekly updates on every goal past draft and the results of those in review or finalized. And a second
 * company with only its CEO, for the import. Inserted in bulk as the tables' owner, then VACUUM (ANALYZE).
 */
export async function seedReports(db: Db, now: Date, log: (text: string) => void): Promise<ReportProbes> {
  let at = performance.now();
  const done = (what: string) => {
    log(`${what} in ${Math.round(performance.now() - at)} ms`);
    at = performance.now();
  };
  const people = await seedPeople(db, now);
  done(`${people.people.length.toLocaleString('en')} people`);
  const t = people.tenantId;
  const period = (await findBenchPeriods(db, t)).at(-1)!;
  const analyse = async (...tables: string[]) => {
    for (const table of tables) await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(table)}`);
  };
  await withTenant(db, t, (tx) =>
    tx.execute(sql`
      INSERT INTO goals (tenant_id, owner_id, period_id, state, goal_type, title, measurement, hidden, created_by_id, created_at, updated_at)
      SELECT u.tenant_id, u.id, p.id,
             CASE WHEN n % 20 = 0 THEN 'draft' WHEN n % 20 = 1 THEN 'results_in_review' WHEN n % 10 = 2 THEN 'finalized' ELSE 'approved' END,
             'OKR', t, 'Key results: ' || lower(t) || ' by ' || (10 + n % 5 * 5) || '% this quarter', n % 33 = 0, u.id,
             p.start_date + time '09:00', p.start_date + time '09:00'
      FROM (SELECT u.tenant_id, u.id, k, u.id * ${GOALS_PER_PERSON} + k AS n FROM users u CROSS JOIN generate_series(1, ${GOALS_PER_PERSON}) k
            WHERE u.tenant_id = ${t}) u
      CROSS JOIN LATERAL (SELECT ${words(VERBS)}[u.n % ${VERBS.length} + 1] || ' ' || ${words(OBJECTS)}[u.n * 7 % ${OBJECTS.length} + 1] AS t) w
      JOIN periods p ON p.tenant_id = ${t} AND p.id = ${period.id}`),
  );
  await analyse('goals');
  done('goals');
  // One goal in twenty stays unaligned; the others take one of the manager's goals of the quarter in turn.
  await withTenant(db, t, (tx) =>
    tx.execute(sql`
      WITH mine AS (
        SELECT id, owner_id, row_number() OVER (PARTITION BY owner_id ORDER BY id) - 1 AS k, count(*) OVER (PARTITION BY owner_id) AS n
        FROM goals WHERE tenant_id = ${t} AND period_id = ${period.id}
      )
      UPDATE goals g SET parent_id = m.id
      FROM users u, mine m
      WHERE g.tenant_id = ${t} AND g.period_id = ${period.id} AND g.id % 20 <> 0
        AND u.tenant_id = g.tenant_id AND u.id = g.owner_id AND m.owner_id = u.parent_id AND m.k = g.id % m.n`),
  );
  await analyse('goals');
  done('goals aligned');
  await withTenant(db, t, async (tx) => {
    await tx.execute(sql`
      INSERT INTO goal_statuses (tenant_id, goal_id, week_id, week_start_date, likelihood, quality, created_by_id, created_at, updated_at)
      SELECT g.tenant_id, g.id, w.id, w.start_date, ((g.id + w.week) % 5)::smallint, ((g.id * 3 + w.week) % 5)::smallint,
             g.owner_id, w.start_date + time '10:00', w.start_date + time '10:00'
      FROM goals g
      JOIN period_weeks w ON w.tenant_id = g.tenant_id AND w.period_id = g.period_id AND w.week <= ${STATUS_WEEKS}
      WHERE g.tenant_id = ${t} AND g.period_id = ${period.id} AND g.state <> 'draft'`);
    await refreshNewestStatuses(tx, t);
    await seedResults(tx, t);
  });
  await analyse('goal_statuses', 'goal_results', 'users');
  done('weekly updates and results');
  const [n] = await withTenant(db, t, (tx) =>
    queryRows<{ goals: number; statuses: number; results: number }>(
      tx,
      sql`SELECT (SELECT count(*) FROM goals WHERE tenant_id = ${t} AND period_id = ${period.id})::int AS goals,
                 (SELECT count(*) FROM goal_statuses WHERE tenant_id = ${t})::int AS statuses,
                 (SELECT count(*) FROM goal_results WHERE tenant_id = ${t})::int AS results`,
    ),
  );
  const importer: Credentials = { userName: `ceo@${IMPORT_SUBDOMAIN}.example`, password: BENCH_PASSWORD, domain: IMPORT_SUBDOMAIN };
  await createTenant(
    db,
    { subdomain: IMPORT_SUBDOMAIN, name: 'Bench Import', ceoName: 'Ida Import', ceoEmail: importer.userName, password: BENCH_PASSWORD },
    now,
  );
  done('the import company');
  return { ceo: people.byLevel[1]![0]!, periodId: period.id, people: people.people.length, ...n!, importer };
}
