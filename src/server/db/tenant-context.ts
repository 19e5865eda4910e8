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

type WorkWrapper = <T>(tenantId: number, work: () => Promise<T>) => Promise<T>;
let wrapWork: WorkWrapper | null = null;

/**
 * Tests only: `wrap` is run around every unit of tenant work, in its transaction (the tenant-filter guard marks the
 * statements sent inside one); null stops it. A module mock cannot do this: the suites share loaded modules.
 */
export function observeTenantWork(wrap: WorkWrapper | null): void {
  wrapWork = wrap;
}

const within = <T>(tenantId: number, work: () => Promise<T>): Promise<T> => (wrapWork ? wrapWork(tenantId, work) : work());

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
    return within(tenantId, () => work(tx as unknown as Db));
  });
}

/**
 * A tenant's transaction that stays open after its first statement, for more work of the same request: `run` does
 * that work and commits; `release` rolls back what was not committed. Either may be called once; `release` after
 * `run` does nothing.
 */
export type HeldTransaction = {
  readonly tenantId: number;
  run: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  release: () => Promise<void>;
};

/**
 * Opens the tenant's transaction with `first` as its first statement, in the same write as BEGIN and the set-up
 * (one round trip), and holds it open: a signed-in request reads its session this way and then does its work in
 * the same transaction. Only on a PostgreSQL server; null on PGlite, whose one connection must not be held.
 */
export async function holdTenant<T>(
  db: Db,
  tenantId: number,
  first: (tx: Db) => Promise<T>,
): Promise<{ value: T; held: HeldTransaction } | null> {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`Not a tenant id: ${String(tenantId)}`);
  const pool = (db as unknown as { $client: unknown }).$client;
  return pool instanceof pg.Pool ? holdOnServer(db, pool, tenantId, first) : null;
}

async function onServer<T>(db: Db, pool: pg.Pool, tenantId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  const { value, held } = await holdOnServer(db, pool, tenantId, work);
  await held.run(async () => undefined);
  return value;
}

/**
 * On a PostgreSQL server every round trip costs both processes a system call or two, so BEGIN and the
 * tenant set-up go in one simple query, and the pipelined connection writes the first statement right behind
 * it. Should that set-up fail, the transaction is aborted and the statements behind it fail too: none runs
 * without the tenant's role.
 */
async function holdOnServer<T>(
  db: Db,
  pool: pg.Pool,
  tenantId: number,
  first: (tx: Db) => Promise<T>,
): Promise<{ value: T; held: HeldTransaction }> {
  const client = await pool.connect();
  // Open until committed or rolled back; taken once `run` starts, after which `release` leaves it to `run`.
  let open = true;
  let taken = false;
  const end = async (error?: unknown) => {
    open = false;
    if (error === undefined) {
      await client.query('COMMIT').catch(async (commitError: unknown) => {
        await rollBack(client);
        throw commitError;
      });
      client.release();
    } else await rollBack(client);
  };
  try {
    const setUp = client.query(`BEGIN; ${SET_ROLE}; ${setTenant(tenantId)}`);
    // Both settle before anything else is sent, so no statement of `first` is left running.
    const [, value] = await pipelined(
      () => setUp,
      () => within(tenantId, () => first(boundTo(db, client))),
    );
    const held: HeldTransaction = {
      tenantId,
      run: async (work) => {
        if (taken || !open) throw new Error('This transaction has ended.');
        taken = true;
        let result;
        try {
          result = await within(tenantId, () => work(boundTo(db, client)));
        } catch (error) {
          await end(error);
          throw error;
        }
        await end();
        return result;
      },
      release: async () => {
        if (open && !taken) await end(new Error('released'));
      },
    };
    return { value, held };
  } catch (error) {
    if (open) await end(error);
    throw error;
  }
}

/** Rolls back and gives the connection back; a connection that cannot even roll back is broken: release(error) destroys it. */
async function rollBack(client: pg.PoolClient): Promise<void> {
  const broken = await client.query('ROLLBACK').then(
    () => undefined,
    (rollbackError: unknown) => rollbackError,
  );
  client.release(broken instanceof Error ? broken : undefined);
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
