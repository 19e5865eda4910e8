import { sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { withTenant } from '../../src/server/db/tenant-context';
import { loadConfig } from '../../src/server/config';
import { createTenant } from '../../src/server/people/create-tenant';
import { keepAncestors } from '../../src/server/people/ancestors';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Credentials } from './api';

export type OrgShape = { subdomain: string; people: number; vps: number; managers: number };
/** One person to sign in as, with how many people sit below them. */
export type Probe = { role: 'CEO' | 'VP' | 'contributor'; credentials: Credentials; below: number };
export type SeededOrg = { shape: OrgShape; probes: Probe[] };

export const BENCH_PASSWORD = 'Trellis!2026';
const BATCH = 500;
type NewUser = typeof users.$inferInsert;

/**
 * Creates each company (CEO → VPs → managers → contributors) in a PGlite data directory that no
 * server holds. Everyone shares one argon2 hash so that seeding does not hash 10,000 times.
 */
export async function seedOrgs(dataDir: string, shapes: OrgShape[]): Promise<SeededOrg[]> {
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const seeded: SeededOrg[] = [];
    for (const shape of shapes) seeded.push(await seedOrg(database.db, shape, passwordHash));
    return seeded;
  } finally {
    await database.close();
  }
}

async function seedOrg(db: Db, shape: OrgShape, passwordHash: string): Promise<SeededOrg> {
  const { subdomain, people, vps, managers } = shape;
  const now = new Date();
  const email = (local: string) => `${local}@${subdomain}.example`;
  const { TenantId, CeoId } = await createTenant(
    db,
    {
      subdomain,
      name: `Bench ${people}`,
      ceoName: 'Bench CEO',
      ceoEmail: email('ceo'),
      password: BENCH_PASSWORD,
    },
    now,
  );
  const row = (local: string, roleName: NewUser['roleName'], jobTitle: string, parentId: number): NewUser => ({
    tenantId: TenantId,
    name: `${jobTitle} ${local}`,
    email: email(local),
    passwordHash,
    roleName,
    jobTitle,
    parentId,
    invitationAcceptedAt: now,
    emailActivatedAt: now,
  });
  const contributors = people - 1 - vps - managers;

  const [vpRows, managerRows] = await withTenant(db, TenantId, async (tx) => {
    const vpRows = await insertAll(
      tx,
      range(vps).map((i) => row(`vp-${i}`, 'manager', 'Vice President', CeoId)),
    );
    const managerRows = await insertAll(
      tx,
      range(managers).map((i) => row(`manager-${i}`, 'manager', 'Manager', vpRows[i % vps]!.id)),
    );
    return [vpRows, managerRows];
  });
  // PGlite has no autovacuum. Without statistics, the plan of the parent foreign-key check that
  // was cached on a near-empty table scans the tenant's rows for every insert: 10,000 rows take
  // quadratic time. ANALYZE (as the table owner) makes it re-plan onto the (tenant_id, id) key.
  await db.execute(sql`ANALYZE users`);
  const contributorRows = await withTenant(db, TenantId, (tx) =>
    insertAll(
      tx,
      range(contributors).map((i) => row(`person-${i}`, 'contributor', 'Contributor', managerRows[i % managers]!.id)),
    ),
  );
  // Written in bulk, not through the people area's writes: its kept ancestors made here, as they would be.
  await withTenant(db, TenantId, (tx) => keepAncestors(tx, TenantId));

  const vp = vpRows[0]!;
  const vpManagers = new Set(managerRows.filter((m) => m.parentId === vp.id).map((m) => m.id));
  const vpBelow = vpManagers.size + contributorRows.filter((c) => vpManagers.has(c.parentId!)).length;
  const probe = (role: Probe['role'], userName: string, below: number): Probe => ({
    role,
    credentials: { userName, password: BENCH_PASSWORD, domain: subdomain },
    below,
  });
  return {
    shape,
    probes: [probe('CEO', email('ceo'), people - 1), probe('VP', vp.email, vpBelow), probe('contributor', contributorRows[0]!.email, 0)],
  };
}

async function insertAll(tx: Db, rows: NewUser[]) {
  const inserted: { id: number; email: string; parentId: number | null }[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    inserted.push(...(await tx.insert(users).values(batch).returning({ id: users.id, email: users.email, parentId: users.parentId })));
  }
  return inserted;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
