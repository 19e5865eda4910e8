import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { holdTenant, withTenant } from './tenant-context';
import { createTestApp, givenTenant, type TestApp } from '../testing/test-app';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await givenTenant(t, 'alpha')).TenantId;
});
afterAll(() => t.close());

const who = sql`SELECT current_setting('app.tenant_id') AS tenant, current_user::text AS role`;
const themes = async () =>
  (await withTenant(t.database.db, tenantId, (tx) => queryRows<{ title: string }>(tx, sql`SELECT title FROM company_themes`))).map(
    (r) => r.title,
  );
// A theme for the tenant's `nth` quarter (one theme per quarter).
/**
 * Adds a theme to the tenant's nth quarter: the period and a person read first, then INSERT … VALUES. (Citus carries out
 * an INSERT … SELECT it cannot send whole to the tenant's shard as COPY, which row-level security refuses to trellis_app.)
 */
async function addTheme(tx: Db, title: string, nth: number) {
  const [row] = await queryRows<{ period_id: number; user_id: number }>(
    tx,
    sql`SELECT (SELECT p.id FROM periods p WHERE p.tenant_id = ${tenantId} ORDER BY p.start_date OFFSET ${nth} LIMIT 1) AS period_id,
      (SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId} ORDER BY u.id LIMIT 1) AS user_id`,
  );
  return queryRows(
    tx,
    sql`INSERT INTO company_themes (tenant_id, period_id, title, created_by_id) VALUES (${tenantId}, ${row!.period_id}, ${title}, ${row!.user_id})`,
  );
}

describe.runIf(Boolean(process.env.DATABASE_URL))('a held tenant transaction (PostgreSQL server)', () => {
  it('runs its first statement as the tenant, then the work in the same transaction, and commits', async () => {
    const opened = await holdTenant(t.database.db, tenantId, (tx) => queryRows<{ tenant: string; role: string }>(tx, who));
    expect(opened!.value).toEqual([{ tenant: String(tenantId), role: 'trellis_app' }]);
    const after = await opened!.held.run(async (tx) => {
      await addTheme(tx, 'held and committed', 0);
      return queryRows<{ tenant: string; role: string }>(tx, who);
    });
    expect(after).toEqual([{ tenant: String(tenantId), role: 'trellis_app' }]);
    expect(await themes()).toContain('held and committed');
    await expect(opened!.held.run(async () => 1)).rejects.toThrow('This transaction has ended.');
  });

  it('rolls back what a failing work wrote, and what a released transaction wrote', async () => {
    const failing = await holdTenant(t.database.db, tenantId, (tx) => addTheme(tx, 'failed work', 1));
    await expect(failing!.held.run((tx) => queryRows(tx, sql`SELECT 1 / 0`))).rejects.toThrow('Failed query: SELECT 1 / 0');
    const released = await holdTenant(t.database.db, tenantId, (tx) => addTheme(tx, 'released', 2));
    await released!.held.release();
    await released!.held.release();
    expect(await themes()).not.toContain('failed work');
    expect(await themes()).not.toContain('released');
  });

  it('gives every connection back to the pool, whatever happened', async () => {
    const pool = (t.database.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;
    for (let i = 0; i < 12; i++) {
      const opened = await holdTenant(t.database.db, tenantId, (tx) => queryRows(tx, who));
      if (i % 3 === 0) await opened!.held.release();
      else if (i % 3 === 1) await opened!.held.run(async () => undefined);
      else await opened!.held.run(() => Promise.reject(new Error('no'))).catch(() => undefined);
    }
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});

describe.runIf(!process.env.DATABASE_URL)('on PGlite', () => {
  it('holds nothing: its one connection serves every request', async () => {
    expect(await holdTenant(t.database.db, tenantId, (tx) => queryRows(tx, who))).toBeNull();
  });
});
