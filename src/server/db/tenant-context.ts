import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { pipelined, type Db } from './client';
import * as schema from './schema';

/**
 * The tenant's set-up, each its own SET LOCAL statement: on Citus a SET (unlike set_config()) can travel to the
 * workers with the transaction (citus.propagate_set_commands = 'local'), so row-level security sees it there too.
 * The tenant id is a checked integer, written into the text.
 */
const SET_ROLE = 'SET LOCAL ROLE trellis_app';
const setTenant = (tenantId: number) => `SET LOCAL app.tenant_id = '${tenantId}'`;

/**
 * Runs `work` in one transaction as the unprivileged role trellis_app with app.tenant_id set,
 * so row-level security limits every query to this tenant even if the code forgets a filter.
 */
export function withTenant<T>(db: Db, tenantId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`Not a tenant id: ${String(tenantId)}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return onServer(db, client, tenantId, work);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(SET_ROLE));
    await tx.execute(sql.raw(setTenant(tenantId)));
    return work(tx as unknown as Db);
  });
}

/**
 * On a PostgreSQL server every round trip costs both processes a system call or two, so BEGIN and the
 * tenant set-up go in one simple query, and
 * the pipelined connection writes the work's first statement right behind it. Should that set-up fail,
 * the transaction is aborted and the statements behind it fail too: none runs without the tenant's role.
 */
async function onServer<T>(db: Db, pool: pg.Pool, tenantId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    const setUp = client.query(`BEGIN; ${SET_ROLE}; ${setTenant(tenantId)}`);
    // Both settle before the transaction ends, so no statement of the work is left running.
    const [, result] = await pipelined(
      () => setUp,
      () => work(boundTo(db, client)),
    );
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // A connection that cannot even roll back is broken: release(error) destroys it.
    const broken = await client.query('ROLLBACK').then(
      () => undefined,
      (rollbackError: unknown) => rollbackError,
    );
    client.release(broken instanceof Error ? broken : undefined);
    throw error;
  }
}

// One drizzle instance per pooled connection: building one reads the whole schema.
const bound = new WeakMap<pg.PoolClient, Db>();

function boundTo(root: Db, client: pg.PoolClient): Db {
  let db = bound.get(client);
  if (!db) {
    // Statements go to whatever logger the root instance has now (the statement-count tests set one).
    const session = (root as unknown as { session: { logger: Logger } }).session;
    const logger: Logger = { logQuery: (query, params) => session.logger.logQuery(query, params) };
    db = drizzle({ client, schema, logger }) as unknown as Db;
    bound.set(client, db);
  }
  return db;
}
