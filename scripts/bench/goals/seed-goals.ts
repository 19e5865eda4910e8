import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import { periods } from '../../../src/server/db/schema';
import type { GoalState } from '../../../src/domain/goals/states';
import type { People, Person } from './seed-people';

export const QUARTERS = 4;
export const GOALS = 50_000;
export const TITLE_SEARCH = 'onboarding';

export type SeededGoal = { id: number; ownerId: number; periodId: number; state: GoalState };
export type SeededPeriod = { id: number; index: number; startDate: string };

/** The words of the bench goals' titles (the AI bench's seed names its goals the same way). */
export const VERBS = ['Grow', 'Improve', 'Reduce', 'Launch', 'Automate', 'Simplify', 'Expand', 'Measure', 'Deliver', 'Streamline'];
export const OBJECTS = [
  'annual recurring revenue',
  'customer onboarding',
  'churn in the mid market',
  'release cadence',
  'support backlog',
  'hiring pipeline',
  'cloud spend',
  'net promoter score',
  'partner channel',
  'test coverage',
  'on-call load',
  'lead conversion',
  'invoice accuracy',
  'warehouse throughput',
  'employee engagement',
  'security posture',
  'documentation quality',
  'pricing experiments',
  'renewal rate',
  'data quality',
];
const PAST: [GoalState, number][] = [
  ['finalized', 0.78],
  ['results_in_review', 0.07],
  ['approved', 0.06],
  ['shelved', 0.05],
  ['draft', 0.04],
];
const CURRENT: [GoalState, number][] = [
  ['approved', 0.84],
  ['draft', 0.05],
  ['review', 0.04],
  ['shelving_in_review', 0.02],
  ['shelved', 0.03],
  ['results_in_review', 0.02],
];
const UNALIGNED = 0.05;
const PRIVATE = 0.03;
const DAY_MS = 86_400_000;

// A fixed seed: every run builds the same company.
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function findBenchPeriods(db: Db, tenantId: number): Promise<SeededPeriod[]> {
  const rows = await db
    .select({ id: periods.id, index: periods.index, startDate: periods.startDate })
    .from(periods)
    .where(and(eq(periods.tenantId, tenantId), lte(periods.index, QUARTERS - 1)))
    .orderBy(asc(periods.index));
  return rows;
}

/** How many goals each person owns per quarter: more for those higher up, `GOALS` in all. */
function goalCounts(byLevel: Person[][]): Map<number, number> {
  const fixed = [0, 5, 4, 3, 3, 3];
  const counts = new Map<number, number>();
  for (let level = 1; level <= 5; level++) for (const p of byLevel[level]!) counts.set(p.id, fixed[level]!);
  const contributors = byLevel[6]!;
  const left = GOALS / QUARTERS - [...counts.values()].reduce((a, b) => a + b, 0);
  const base = Math.floor(left / contributors.length);
  const extra = left - base * contributors.length;
  // The extra goals go to every k-th contributor, so they are spread over the whole tree.
  const step = contributors.length / extra;
  for (const p of contributors) counts.set(p.id, base);
  for (let k = 0; k < extra; k++) counts.set(contributors[Math.floor(k * step)]!.id, base + 1);
  return counts;
}

/**
 * 50,000 goals over the four quarters, level by level so that each goal can align to a goal of its
 * owner's manager in the same quarter. Past quarters mostly finalized, the current one mostly approved.
 */
export async function seedGoals(db: Db, people: People, quarters: SeededPeriod[], now: Date): Promise<SeededGoal[]> {
  const random = mulberry32(20_260_401);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  const stateOf = (table: [GoalState, number][]) => {
    let r = random();
    for (const [state, share] of table) if ((r -= share) < 0) return state;
    return table[0]![0];
  };
  const counts = goalCounts(people.byLevel);
  const current = quarters.at(-1)!;
  const all: SeededGoal[] = [];
  // Goals of the level above, by owner and quarter: the parents to align to.
  let above = new Map<string, number[]>();
  for (let level = 1; level <= 6; level++) {
    const rows: GoalInput[] = [];
    for (const person of people.byLevel[level]!) {
      for (const quarter of quarters) {
        const parents = person.parentId === null ? [] : (above.get(`${person.parentId}/${quarter.id}`) ?? []);
        for (let k = 0; k < counts.get(person.id)!; k++) {
          const state = stateOf(quarter === current ? CURRENT : PAST);
          const createdAt = new Date(Date.parse(quarter.startDate) + random() * 20 * DAY_MS);
          const updatedAt = new Date(Math.min(now.getTime() - DAY_MS, createdAt.getTime() + random() * 70 * DAY_MS));
          rows.push({
            ownerId: person.id,
            periodId: quarter.id,
            parentId: parents.length && random() >= UNALIGNED ? parents[(k + person.id) % parents.length]! : null,
            state,
            title: `${pick(VERBS)} ${pick(OBJECTS)}`,
            hidden: level > 1 && random() < PRIVATE,
            createdAt: createdAt.toISOString(),
            updatedAt: updatedAt.toISOString(),
          });
        }
      }
    }
    const inserted = await insertGoals(db, people.tenantId, rows);
    all.push(...inserted);
    above = new Map();
    for (const g of inserted) {
      const key = `${g.ownerId}/${g.periodId}`;
      above.set(key, [...(above.get(key) ?? []), g.id]);
    }
    // Fresh statistics, so the parent key check of the next level's rows uses the index.
    await db.execute(sql`ANALYZE goals`);
  }
  return all;
}

type GoalInput = {
  ownerId: number;
  periodId: number;
  parentId: number | null;
  state: GoalState;
  title: string;
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
};

const CHUNK = 10_000;

async function insertGoals(db: Db, tenantId: number, rows: GoalInput[]): Promise<SeededGoal[]> {
  const out: SeededGoal[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const col = <K extends keyof GoalInput>(k: K) => sql.param(chunk.map((r) => r[k]));
    const inserted = await queryRows<{ id: number; owner_id: number; period_id: number; state: GoalState }>(
      db,
      sql`INSERT INTO goals (tenant_id, owner_id, period_id, parent_id, state, goal_type, title, measurement, hidden,
                             created_by_id, created_at, updated_at)
          SELECT ${tenantId}, o, p, par, s, 'OKR', t, 'Key results: ' || lower(t) || ' by 10% this quarter', h, o, c, u
          FROM unnest(${col('ownerId')}::bigint[], ${col('periodId')}::bigint[], ${col('parentId')}::bigint[],
                      ${col('state')}::text[], ${col('title')}::text[], ${col('hidden')}::boolean[],
                      ${col('createdAt')}::timestamptz[], ${col('updatedAt')}::timestamptz[])
               AS r(o, p, par, s, t, h, c, u)
          RETURNING id, owner_id, period_id, state`,
    );
    out.push(
      ...inserted.map((r) => ({
        id: Number(r.id),
        ownerId: Number(r.owner_id),
        periodId: Number(r.period_id),
        state: r.state,
      })),
    );
  }
  return out;
}
