import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/server/db/client';
import { createTenant } from '../../../src/server/people/create-tenant';
import { findStrayAncestors } from '../../../src/server/people/ancestors';
import { hashPassword } from '../../../src/server/auth/passwords';
import { addMonthsClamped, todayIn } from '../../../src/domain/periods';
import { DEFAULT_TIME_ZONE, ianaOf } from '../../../src/domain/time-zones';

export const BENCH_PASSWORD = 'Trellis!2026';
export const SUBDOMAIN = 'bench-goals';
const DEPARTMENTS = ['Sales', 'Engineering', 'Marketing', 'Operations', 'Finance'];

/** One person of the tree: level 1 is the CEO, 6 the contributors. */
export type Person = { id: number; parentId: number | null; level: number; email: string };
export type People = {
  tenantId: number;
  people: Person[];
  byLevel: Person[][];
  /** The VP whose part of the tree holds exactly `MANAGER_BELOW` people. */
  manager: Person;
  /** Everyone below the manager. */
  managerBelow: Set<number>;
};

export const PEOPLE = 5_000;
export const MANAGER_BELOW = 500;
// CEO → 5 → 25 → 125 → 625 → the rest: depth 6.
const FAN_OUT = 5;

const email = (local: string) => `${local}@${SUBDOMAIN}.example`;

/** First day of the calendar quarter four quarters before today's: periods 0–3, the last current. */
export function effectiveDateFor(now: Date): string {
  const today = todayIn(ianaOf(DEFAULT_TIME_ZONE), now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const quarterStart = `${y}-${String(Math.floor((m - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
  return addMonthsClamped(quarterStart, -9);
}

/**
 * The tenant and its 5,000 people in one tree of depth 6, all sharing one argon2 hash. The first VP's
 * part gets fewer contributors so that exactly 500 people sit below them.
 */
export async function seedPeople(db: Db, now: Date): Promise<People> {
  const { TenantId, CeoId } = await createTenant(
    db,
    {
      subdomain: SUBDOMAIN,
      name: 'Bench Goals',
      ceoName: 'Casey Chief',
      ceoEmail: email('ceo'),
      password: BENCH_PASSWORD,
      effectiveDate: effectiveDateFor(now),
    },
    now,
  );
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const ceo: Person = { id: CeoId, parentId: null, level: 1, email: email('ceo') };
  const byLevel: Person[][] = [[], [ceo]];
  // Each VP's part of the tree is one department.
  const departmentOf = new Map<number, string>();
  // Written in bulk, not through the people area's writes: each row with its kept ancestors (people/ancestors.ts).
  const ancestorsOf = new Map<number, number[]>([[CeoId, []]]);

  for (let level = 2; level <= 5; level++) {
    const above = byLevel[level - 1]!;
    const count = above.length * FAN_OUT;
    const parents = Array.from({ length: count }, (_, i) => above[Math.floor(i / FAN_OUT)]!.id);
    byLevel[level] = await insertLevel(db, {
      tenantId: TenantId,
      level,
      parents,
      passwordHash,
      now,
      departmentOf,
      ancestorsOf,
    });
  }
  // Fewer contributors under the first VP's 125 team leads, the rest spread over the other 500.
  const leads = byLevel[5]!;
  const firstVpLeads = leads.slice(0, FAN_OUT ** 3);
  const otherLeads = leads.slice(FAN_OUT ** 3);
  const aboveContributors = byLevel.slice(1).reduce((n, l) => n + l.length, 0);
  const firstVpContributors = MANAGER_BELOW - (FAN_OUT + FAN_OUT ** 2 + FAN_OUT ** 3);
  const contributors = PEOPLE - aboveContributors;
  const parents = Array.from({ length: contributors }, (_, i) =>
    i < firstVpContributors ? firstVpLeads[i % firstVpLeads.length]!.id : otherLeads[(i - firstVpContributors) % otherLeads.length]!.id,
  );
  // PGlite has no autovacuum: statistics first, so the parent key checks use the index (see seed-large.ts).
  await db.execute(sql`ANALYZE users`);
  byLevel[6] = await insertLevel(db, {
    tenantId: TenantId,
    level: 6,
    parents,
    passwordHash,
    now,
    departmentOf,
    ancestorsOf,
  });
  if ((await findStrayAncestors(db, TenantId)).length > 0) throw new Error('The seed wrote ancestors the chart does not have');
  await db.execute(sql`ANALYZE users`);

  const people = byLevel.flat();
  const manager = byLevel[2]![0]!;
  const managerBelow = below(people, manager.id);
  if (managerBelow.size !== MANAGER_BELOW) throw new Error(`The manager has ${managerBelow.size} below, not ${MANAGER_BELOW}`);
  return { tenantId: TenantId, people, byLevel, manager, managerBelow };
}

type LevelInput = {
  tenantId: number;
  level: number;
  parents: number[];
  passwordHash: string;
  now: Date;
  departmentOf: Map<number, string>;
  ancestorsOf: Map<number, number[]>;
};

const JOB_TITLES = ['', 'Chief Executive Officer', 'Vice President', 'Director', 'Manager', 'Team Lead', 'Specialist'];

// One statement per level: the rows travel as arrays and unnest() turns them into rows.
async function insertLevel(db: Db, input: LevelInput): Promise<Person[]> {
  const { tenantId, level, parents, passwordHash, now } = input;
  const locals = parents.map((_, i) => `l${level}-${i}`);
  const emails = locals.map(email);
  const names = parents.map((_, i) => `${JOB_TITLES[level]} ${i + 1}`);
  const departments = parents.map((p, i) => (level === 2 ? DEPARTMENTS[i]! : input.departmentOf.get(p)!));
  const role = level === 6 ? 'contributor' : 'manager';
  const ancestors = parents.map((p) => `{${[...input.ancestorsOf.get(p)!, p].join(',')}}`);
  const rows = await queryRows<{ id: number; parent_id: number; email: string }>(
    db,
    sql`INSERT INTO users (tenant_id, name, email, password_hash, role_name, job_title, org_unit, parent_id,
                           ancestor_ids, invitation_accepted_at, email_activated_at)
        SELECT ${tenantId}, n, e, ${passwordHash}, ${role}, ${JOB_TITLES[level]}, d, p, a::bigint[],
               ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM unnest(${sql.param(names)}::text[], ${sql.param(emails)}::text[], ${sql.param(departments)}::text[],
                    ${sql.param(parents)}::bigint[], ${sql.param(ancestors)}::text[]) AS r(n, e, d, p, a)
        RETURNING id, parent_id, email`,
  );
  // RETURNING need not keep the input order: match rows by e-mail.
  const departmentByEmail = new Map(locals.map((l, i) => [email(l), departments[i]!]));
  for (const r of rows) {
    input.departmentOf.set(Number(r.id), departmentByEmail.get(r.email)!);
    input.ancestorsOf.set(Number(r.id), [...input.ancestorsOf.get(Number(r.parent_id))!, Number(r.parent_id)]);
  }
  return rows.map((r) => ({ id: Number(r.id), parentId: Number(r.parent_id), level, email: r.email }));
}

function below(people: Person[], id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const p of people) if (p.parentId !== null) children.set(p.parentId, [...(children.get(p.parentId) ?? []), p.id]);
  const found = new Set<number>();
  const walk = (at: number) => {
    for (const c of children.get(at) ?? []) {
      found.add(c);
      walk(c);
    }
  };
  walk(id);
  return found;
}
