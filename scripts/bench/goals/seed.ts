import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { findCurrentPeriod } from '../../../src/server/periods/service';
import { DEFAULT_TIME_ZONE } from '../../../src/domain/time-zones';
import type { Credentials } from '../api';
import { BENCH_PASSWORD, SUBDOMAIN, effectiveDateFor, seedPeople, type People, type Person } from './seed-people';
import { QUARTERS, findBenchPeriods, seedGoals, type SeededGoal } from './seed-goals';
import { countRows, seedEdits, seedResults, seedStatusComments, seedStatuses, seedTransitions } from './seed-goal-rows';

/** Who the bench signs in as and which goals it asks for. */
export type Probes = {
  tenantId: number;
  ceo: Person;
  /** The VP with 500 people below. */
  manager: Person;
  /** A contributor below the manager, owner of approved goals this quarter. */
  contributor: Person;
  /** Goals of all four quarters owned by the manager or someone below: all visible to the manager. */
  detailIds: number[];
  /** Contributors and their approved goals of the current quarter, for weekly updates. */
  updaters: { person: Person; goalIds: number[] }[];
};

export type SeedStep = { step: string; ms: number; rows?: number };
export type Seeded = {
  probes: Probes;
  steps: SeedStep[];
  counts: Record<string, number>;
  currentWeek: number;
};

const DETAIL_GOALS = 400;
const UPDATERS = 25;

export const credentialsOf = (p: Person): Credentials => ({
  userName: p.email,
  password: BENCH_PASSWORD,
  domain: SUBDOMAIN,
});

/**
 * Builds the whole company into `db` (as the table owner, so without row-level security), then ANALYZE; on the
 * 5,000 people of `seeded` when they are there already.
 */
export async function seedBench(db: Db, log: (text: string) => void, seeded?: People): Promise<Seeded> {
  const now = new Date();
  const steps: SeedStep[] = [];
  const timed = async <T>(step: string, work: () => Promise<T>, rowsOf: (t: T) => number | undefined) => {
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    steps.push({ step, ms, rows: rowsOf(result) });
    log(`${step}: ${rowsOf(result)?.toLocaleString('en') ?? ''} in ${(ms / 1000).toFixed(1)} s`);
    return result;
  };

  const people =
    seeded ??
    (await timed(
      'tenant and people',
      () => seedPeople(db, now),
      (p) => p.people.length,
    ));
  const quarters = await findBenchPeriods(db, people.tenantId);
  const schedule = { id: people.tenantId, effectiveDate: effectiveDateFor(now), timeZone: DEFAULT_TIME_ZONE };
  const period = await findCurrentPeriod(db, schedule, now);
  if (quarters.length !== QUARTERS || period?.Id !== quarters.at(-1)!.id) {
    throw new Error(`Expected ${QUARTERS} quarters ending with the current one, got ${quarters.length}`);
  }
  const goals = await timed(
    'goals',
    () => seedGoals(db, people, quarters, now),
    (g) => g.length,
  );
  await timed(
    'transitions',
    () => seedTransitions(db, people.tenantId),
    (n) => n,
  );
  await timed(
    'results',
    () => seedResults(db, people.tenantId),
    (n) => n,
  );
  await timed(
    'open edits',
    () => seedEdits(db, people.tenantId, quarters.at(-1)!),
    (n) => n,
  );
  await db.execute(sql`ANALYZE`);
  await timed(
    'weekly statuses',
    () =>
      seedStatuses(db, people.tenantId, goals, quarters, period.Week, (index, rows) =>
        log(`  quarter ${index}: ${rows.toLocaleString('en')} statuses`),
      ),
    (n) => n,
  );
  await timed(
    'status comments',
    () => seedStatusComments(db, people.tenantId),
    (n) => n,
  );
  await timed(
    'ANALYZE',
    () => db.execute(sql`ANALYZE`),
    () => undefined,
  );
  const counts = await countRows(db, people.tenantId);
  return { probes: probesOf(people, goals, period.Id), steps, counts, currentWeek: period.Week };
}

function probesOf(people: Awaited<ReturnType<typeof seedPeople>>, goals: SeededGoal[], currentId: number): Probes {
  const approvedNow = new Map<number, number[]>();
  for (const g of goals) {
    if (g.periodId === currentId && g.state === 'approved') approvedNow.set(g.ownerId, [...(approvedNow.get(g.ownerId) ?? []), g.id]);
  }
  const contributors = people.byLevel[6]!;
  const contributor = contributors.find((p) => people.managerBelow.has(p.id) && (approvedNow.get(p.id)?.length ?? 0) >= 2);
  if (!contributor) throw new Error('No contributor below the manager with two approved goals this quarter');
  // Updaters from all over the tree: every k-th contributor who has an approved goal now.
  const candidates = contributors.filter((p) => approvedNow.has(p.id));
  const step = Math.floor(candidates.length / UPDATERS);
  const updaters = Array.from({ length: UPDATERS }, (_, i) => candidates[i * step]!).map((person) => ({
    person,
    goalIds: approvedNow.get(person.id)!,
  }));
  const seen = new Set([people.manager.id, ...people.managerBelow]);
  const visible = goals.filter((g) => seen.has(g.ownerId));
  const every = Math.max(1, Math.floor(visible.length / DETAIL_GOALS));
  const detailIds = visible
    .filter((_, i) => i % every === 0)
    .slice(0, DETAIL_GOALS)
    .map((g) => g.id);
  return {
    tenantId: people.tenantId,
    ceo: people.byLevel[1]![0]!,
    manager: people.manager,
    contributor,
    detailIds,
    updaters,
  };
}
