import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pipelined, queryRows } from './client';
import { withTenant } from './tenant-context';
import { createTestApp, givenTenant, type TestApp } from '../testing/test-app';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await givenTenant(t, 'alpha')).TenantId;
});
afterAll(() => t.close());

const one = (value: number) => sql`SELECT ${value}::int AS value, current_setting('app.tenant_id') AS tenant`;

describe('queries of one transaction run together', () => {
  it('answers each in its place, all inside the tenant transaction', async () => {
    const answers = await withTenant(t.database.db, tenantId, (tx) =>
      pipelined(
        () => queryRows<{ value: number; tenant: string }>(tx, one(1)),
        () => queryRows<{ value: number; tenant: string }>(tx, one(2)),
        () => queryRows<{ value: number; tenant: string }>(tx, one(3)),
      ),
    );
    expect(answers.map(([row]) => row)).toEqual([1, 2, 3].map((value) => ({ value, tenant: String(tenantId) })));
  });

  it('lets every query settle before the first failure is thrown, and rolls the transaction back', async () => {
    const finished: string[] = [];
    const failing = withTenant(t.database.db, tenantId, (tx) =>
      pipelined(
        () => queryRows(tx, sql`SELECT 1 / 0`),
        async () => {
          // A step of two statements: its second runs after the first answer, in an aborted transaction.
          await queryRows(tx, one(1)).catch(() => undefined);
          await queryRows(tx, one(2)).catch(() => undefined);
          finished.push('second step');
        },
      ),
    );
    await expect(failing).rejects.toThrow(/Failed query: SELECT 1 \/ 0/);
    expect(finished).toEqual(['second step']);
    // The connection is clean again for the next transaction.
    const [row] = await withTenant(t.database.db, tenantId, (tx) => queryRows<{ value: number }>(tx, one(7)));
    expect(row).toEqual({ value: 7, tenant: String(tenantId) });
  });
});

// The test database is a PostgreSQL server when DATABASE_URL is set (CI's second pass), PGlite otherwise.
describe.runIf(Boolean(process.env.DATABASE_URL))('on a PostgreSQL server', () => {
  it('prepares a statement once per connection and reuses it', async () => {
    const prepared = await withTenant(t.database.db, tenantId, async (tx) => {
      for (let i = 0; i < 3; i++) await tx.execute(sql`SELECT ${i}::int + 1 AS next /* prepared-check */`);
      return queryRows<{ name: string; calls: number }>(
        tx,
        sql`SELECT name, generic_plans + custom_plans AS calls FROM pg_prepared_statements WHERE statement LIKE '%prepared-check%' AND statement LIKE '%$1%'`,
      );
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^t_/);
    expect(prepared[0]!.calls).toBeGreaterThanOrEqual(3);
  });

  it('sends the queries of one pipelined() in a single write to the socket', async () => {
    const flushes = await withTenant(t.database.db, tenantId, async (tx) => {
      const stream = (tx as unknown as { $client: { connection: { stream: Flushing } } }).$client.connection.stream;
      const { _write, _writev } = stream;
      let count = 0;
      stream._write = function (...a) {
        count++;
        return _write.apply(this, a);
      };
      stream._writev = function (...a) {
        count++;
        return _writev.apply(this, a);
      };
      try {
        await pipelined(
          () => queryRows(tx, one(1)),
          () => queryRows(tx, one(2)),
          () => queryRows(tx, one(3)),
        );
      } finally {
        Object.assign(stream, { _write, _writev });
      }
      return count;
    });
    expect(flushes).toBe(1);
  });
});

// What net.Socket calls to hand buffered data to the system: one chunk, or several at once.
type Flushing = { _write: (...a: unknown[]) => void; _writev: (...a: unknown[]) => void };
