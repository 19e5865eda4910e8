import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
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
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    await secureTables(database);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

const secureTables = (database: Database) => database.db.execute(sql`SELECT trellis_secure_tables()`);
