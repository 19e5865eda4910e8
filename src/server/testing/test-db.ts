import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, queryRows, type Database } from '../db/client';
import { PGLITE_TEMPLATE_FILE, serverUrlFor } from './test-db-config';
import { citusWorkers, createOnCluster } from './citus-cluster';

/**
 * A fresh, migrated database for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set.
 *
 * A worker keeps the databases its test files closed and hands them, emptied, to its next files (decision 043):
 * emptying every table (`TRUNCATE … RESTART IDENTITY`, so ids start at 1 again) and dropping the job queue's schema
 * takes a tenth of the time of loading the template into a new PGlite or of `CREATE DATABASE … TEMPLATE` and
 * `DROP DATABASE` on a server. A database whose schema a file changed (its tables, columns or schemas differ from
 * the migrated template's) is not handed on but closed, as is every database on a Citus cluster (handOn). The
 * migrations insert no rows, so empty is as migrated.
 * On PostgreSQL the databases are named after the run (`globalSetup` provides the prefix) and dropped at its end.
 */
export async function createTestDatabase(): Promise<Database> {
  const next = idle.pop();
  const opened = next ? await next() : await openFresh();
  let closed = false;
  return {
    ...opened.database,
    close: async () => {
      if (closed) return;
      closed = true;
      await handOn(opened);
    },
  };
}

/** A database and, on a server, its address: a file hands the database on, and the next opens its own connections. */
type Opened = { database: Database; url?: string };
const idle: (() => Promise<Opened>)[] = [];
let migratedShape: string | undefined;

async function openFresh(): Promise<Opened> {
  const serverUrl = process.env.DATABASE_URL;
  const opened = serverUrl
    ? await openOnServer(serverUrl)
    : { database: await openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]) }) };
  migratedShape ??= await shapeOf(opened.database);
  return opened;
}

async function openOnServer(serverUrl: string): Promise<Opened> {
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  const workers = citusWorkers();
  // On a Citus cluster (TEST_CITUS_WORKERS) the copy is made on every node: Citus reaches the workers by its name.
  if (workers) await createOnCluster(serverUrl, workers, name, inject('templateDatabase'));
  else await copyTemplate(serverUrl, name);
  const url = serverUrlFor(serverUrl, name);
  return { database: await openDatabase({ databaseUrl: url }), url };
}

async function copyTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  } finally {
    await admin.end();
  }
}

async function handOn({ database, url }: Opened): Promise<void> {
  // On a Citus cluster a closed database is not emptied but closed (the run's end drops it), and the next file copies
  // the template: emptying walks every distributed table's 32 shards on every worker (18–20 s at load 7, against 5–9 s
  // for a copy on three nodes), and a file that closes three databases ran past its hook's minute.
  if (citusWorkers()) return database.close();
  try {
    await database.db.execute(EMPTY_EVERY_TABLE);
    await database.db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`);
    if ((await shapeOf(database)) === migratedShape) {
      if (!url) {
        idle.push(async () => ({ database }));
        return;
      }
      // On a server the next file gets new connections, as a new server would: a connection keeps the statements it
      // prepared (db/preparing-client.ts, at most 500), and one that earlier files filled prepared nothing new, which
      // the statement guards then saw depending on the order their worker ran files in.
      await database.close();
      idle.push(async () => ({ database: await openDatabase({ databaseUrl: url }), url }));
      return;
    }
  } catch {
    // A database that cannot be emptied (a test closed its connection, say) is not handed on.
  }
  await database.close();
}

const EMPTY_EVERY_TABLE = sql.raw(`DO $$
DECLARE tables text;
BEGIN
  SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') INTO tables FROM pg_tables WHERE schemaname = 'public';
  IF tables IS NOT NULL THEN EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY CASCADE'; END IF;
END $$`);

/** The database's schemas, tables and columns, as one text to compare. */
async function shapeOf(database: Database): Promise<string> {
  const [row] = await queryRows<{ shape: string }>(
    database.db,
    sql`SELECT md5(coalesce(string_agg(table_schema || '.' || table_name || '.' || column_name || ':' || data_type, ',' ORDER BY table_schema, table_name, column_name), '')) AS shape
        FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  return row!.shape;
}
