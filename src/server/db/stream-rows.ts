import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { nextTurn } from './next-turn';

export const STREAM_BATCH = 1000;

// Cursors open per transaction: a second stream inside the first gets the next name. Names are reused, so the
// statement texts stay few (a PostgreSQL connection prepares each text once).
const open = new WeakMap<Db, number>();

/**
 * The rows of `query` as they come, `batch` at a time, through a cursor of the current transaction (`tx` must be
 * one: a cursor lives until its transaction ends). Memory holds one batch, not the whole answer; the same on PGlite
 * and on PostgreSQL, and other requests are answered between batches. Stopping early (break, a throw) closes the cursor.
 */
export async function* streamRows<T>(tx: Db, query: SQL, batch = STREAM_BATCH): AsyncGenerator<T, void, undefined> {
  const depth = (open.get(tx) ?? 0) + 1;
  const cursor = sql.identifier(`stream_rows_${depth}`);
  const fetch = sql`FETCH ${sql.raw(String(Math.max(1, Math.trunc(batch))))} FROM ${cursor}`;
  await tx.execute(sql`DECLARE ${cursor} NO SCROLL CURSOR FOR ${query}`);
  open.set(tx, depth);
  try {
    for (;;) {
      const rows = await queryRows<T>(tx, fetch);
      yield* rows;
      if (rows.length < batch) return;
      await nextTurn();
    }
  } finally {
    open.set(tx, depth - 1);
    // CLOSE fails only in a transaction that has already failed; its rollback drops the cursor, and the first
    // error is the one to report.
    await tx.execute(sql`CLOSE ${cursor}`).catch(() => undefined);
  }
}
