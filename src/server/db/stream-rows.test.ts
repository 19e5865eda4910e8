import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from './client';
import { streamRows } from './stream-rows';
import { withTenant } from './tenant-context';
import { createTestApp, givenTenant, type TestApp } from '../testing/test-app';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await givenTenant(t, 'alpha')).TenantId;
});
afterAll(() => t.close());

const numbers = (from: number, to: number) =>
  sql`SELECT n::int AS n, ${'x'}::text AS tag FROM generate_series(${from}::int, ${to}::int) n ORDER BY n`;
const openCursors = (tx: Parameters<typeof queryRows>[0]) =>
  queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM pg_cursors WHERE name LIKE 'stream_rows_%'`);

describe('streamRows', () => {
  it('yields every row in order, batch by batch, and closes its cursor', async () => {
    const { seen, left } = await withTenant(t.database.db, tenantId, async (tx) => {
      const seen: number[] = [];
      for await (const row of streamRows<{ n: number; tag: string }>(tx, numbers(1, 2500), 1000)) seen.push(row.n);
      return { seen, left: await openCursors(tx) };
    });
    expect(seen).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
    expect(left).toEqual([{ n: 0 }]);
  });

  it('ends on an exact multiple of the batch and on no rows at all', async () => {
    const counts = await withTenant(t.database.db, tenantId, async (tx) => {
      const count = async (to: number) => {
        let n = 0;
        for await (const _ of streamRows(tx, numbers(1, to), 500)) n++;
        return n;
      };
      return [await count(1000), await count(0)];
    });
    expect(counts).toEqual([1000, 0]);
  });

  it('closes the cursor when the reader stops early, and nests a second stream inside the first', async () => {
    const { pairs, left } = await withTenant(t.database.db, tenantId, async (tx) => {
      const pairs: string[] = [];
      for await (const a of streamRows<{ n: number }>(tx, numbers(1, 3), 2)) {
        for await (const b of streamRows<{ n: number }>(tx, numbers(10, 20), 2)) {
          pairs.push(`${a.n}-${b.n}`);
          if (b.n === 11) break;
        }
        if (a.n === 2) break;
      }
      return { pairs, left: await openCursors(tx) };
    });
    expect(pairs).toEqual(['1-10', '1-11', '2-10', '2-11']);
    expect(left).toEqual([{ n: 0 }]);
  });

  it('lets the event loop turn between batches, so other requests are answered meanwhile', async () => {
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns++;
      if (reading) setImmediate(tick);
    };
    const rows = await withTenant(t.database.db, tenantId, async (tx) => {
      setImmediate(tick);
      let n = 0;
      for await (const _ of streamRows(tx, numbers(1, 5000), 500)) n++;
      reading = false;
      return n;
    });
    expect(rows).toBe(5000);
    expect(turns).toBeGreaterThanOrEqual(9);
  });

  it('throws the query’s own error, and the transaction rolls back', async () => {
    const failing = withTenant(t.database.db, tenantId, async (tx) => {
      for await (const _ of streamRows(tx, sql`SELECT 1 / (n - 3) FROM generate_series(1, 5) n`, 1)) void _;
    });
    await expect(failing).rejects.toThrow(/division by zero|Failed query/);
    const [row] = await withTenant(t.database.db, tenantId, (tx) => queryRows<{ ok: number }>(tx, sql`SELECT 1 AS ok`));
    expect(row).toEqual({ ok: 1 });
  });
});
