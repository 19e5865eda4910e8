import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: instances that start together on one server take turns with their schema work.
const MIGRATION_LOCK = 7_246_113;

/** Applies the committed migrations, then secures every tenant table (see 0001_security.sql). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await secureTables(database);
    // PGlite runs no autovacuum: without statistics the planner walks whole tenants for key checks.
    await database.db.execute(sql`ANALYZE`);
    return;
  }
  // Several instances starting at once would otherwise alter the same tables' policies together and fail.
  const lock = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // On a database Citus has distributed, a migration that changes a distributed table and then reads or changes a
    // reference table (0020: users, then tenants) is refused in the default parallel mode; one connection at a time
    // runs them all. Elsewhere the setting is unused.
    await lock.query(`SET citus.multi_shard_modify_mode TO 'sequential'`);
    await migratePg(drizzle({ client: lock }), { migrationsFolder });
    await lock.query('RESET citus.multi_shard_modify_mode');
    // On Citus, granting on the reference table tenants after the policies of distributed tables in one transaction
    // is refused in the default parallel mode ('cannot execute DDL on table "tenants" because there was a parallel DDL
    // access to distributed table …'), so every start after the distribution failed. Elsewhere the setting is unused.
    // Each its own query: Citus passes a statement's whole query text on to the workers with its DDL.
    await lock.query('BEGIN');
    try {
      await lock.query(`SET LOCAL citus.multi_shard_modify_mode TO 'sequential'`);
      await lock.query('SELECT trellis_secure_tables()');
      await lock.query('COMMIT');
    } catch (error) {
      await lock.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

const secureTables = (database: Database) => database.db.execute(sql`SELECT trellis_secure_tables()`);
