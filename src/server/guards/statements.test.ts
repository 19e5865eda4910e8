import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { builtStatement, rawStatement, type Placeholders } from '../db/statement';
import { withTenant } from '../db/tenant-context';
import { queryRows } from '../db/client';
import { findActiveSession } from '../auth/session-queries';
import { findGoalView } from '../goals/read/goal-access';
import { findStatuses } from '../goals/read/goal-history';
import type { Viewer } from '../goals/viewer';
import { createTestApp, givenTenant, type TestApp } from '../testing/test-app';

let t: TestApp;
let alpha: { TenantId: number; CeoId: number };
let beta: { TenantId: number; CeoId: number };

beforeAll(async () => {
  t = await createTestApp();
  alpha = await givenTenant(t, 'alpha');
  beta = await givenTenant(t, 'beta');
});
afterAll(() => t.close());

const probe = rawStatement<{ value: number }, { value: number; tenant: string; role: string }>(
  (p) => sql`SELECT ${p.value}::int AS value, current_setting('app.tenant_id', true) AS tenant, current_user::text AS role`,
);

const personById = builtStatement((db, p: Placeholders<{ id: number }>) =>
  db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, p.id)).prepare(''),
);

describe('statements built once', () => {
  it('run in the transaction they are given, with each call’s values', async () => {
    const calls = Array.from({ length: 12 }, (_, i) => ({ tenantId: i % 2 ? alpha.TenantId : beta.TenantId, value: i }));
    // Together, so that on a server they spread over the pool's connections and meet their prepared queries again.
    const answers = await Promise.all(calls.map((c) => withTenant(t.database.db, c.tenantId, (tx) => probe(tx, { value: c.value }))));
    expect(answers).toEqual(calls.map((c) => [{ value: c.value, tenant: String(c.tenantId), role: 'trellis_app' }]));
  });

  it('see only the tenant of their transaction', async () => {
    const ownCeo = await withTenant(t.database.db, alpha.TenantId, (tx) => personById(tx, { id: alpha.CeoId }));
    expect(ownCeo).toEqual([{ id: alpha.CeoId, name: 'alpha CEO' }]);
    const otherCeo = await withTenant(t.database.db, alpha.TenantId, (tx) => personById(tx, { id: beta.CeoId }));
    expect(otherCeo).toEqual([]);
  });
});

// The test database is a PostgreSQL server when DATABASE_URL is set (CI's second pass), PGlite otherwise.
describe.runIf(Boolean(process.env.DATABASE_URL))('on a PostgreSQL server', () => {
  it('keeps one plan for the statements of every request instead of planning each call', async () => {
    const viewer = { tenantId: alpha.TenantId, userId: alpha.CeoId, isGoalManager: true } as Viewer;
    const plans = await withTenant(t.database.db, alpha.TenantId, async (tx) => {
      // PostgreSQL decides after five runs whether to keep a generic plan.
      for (let i = 0; i < 8; i++) {
        await findActiveSession(tx, { tenantId: alpha.TenantId, tokenHash: `no-such-token-${i}` }, new Date());
        await findGoalView(tx, viewer, i + 1);
        await findStatuses(tx, alpha.TenantId, [i + 1]);
      }
      return queryRows<{ statement: string; generic_plans: number; custom_plans: number }>(
        tx,
        // The pool's connection may hold other statements of these tables from earlier requests (the sign-ins of the
        // set-up): only those run at least the loop's eight times are the loop's.
        sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements
            WHERE (statement LIKE '%token_hash%' OR statement LIKE '%AS u_under_viewer%' OR statement LIKE '%comment_count%')
              AND generic_plans + custom_plans >= 8`,
      );
    });
    expect(plans).toHaveLength(3);
    for (const p of plans)
      expect({ statement: p.statement.slice(0, 60), custom: p.custom_plans }).toEqual({ statement: p.statement.slice(0, 60), custom: 5 });
  });
});
