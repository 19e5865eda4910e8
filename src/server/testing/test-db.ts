import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { PGLITE_TEMPLATE_FILE, serverUrlFor } from './test-db-config';

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]) });
  }
  const name = `trellis_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const database = await openDatabase({ databaseUrl: serverUrlFor(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
