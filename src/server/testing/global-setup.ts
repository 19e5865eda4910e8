import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { PGLITE_TEMPLATE_FILE, serverUrlFor } from './test-db-config';
import { citusWorkers, createOnCluster, distributeOnCluster, dropOnCluster, sealTemplate } from './citus-cluster';

/**
 * Migrates one template database per test run; every test file then starts from a copy of it
 * (a PGlite dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`) instead of migrating again, or from a database an
 * earlier file of its worker emptied (test-db.ts). On PostgreSQL the run's databases share a prefix and are dropped
 * at the end of the run. With TEST_CITUS_WORKERS (off by default) DATABASE_URL is a Citus coordinator, and the template
 * is made on every node and distributed (citus-cluster.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true });
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    mkdirSync(join(PGLITE_TEMPLATE_FILE, '..'), { recursive: true });
    writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('templateDatabase', '');
    project.provide('testDatabasePrefix', '');
    return;
  }
  const run = randomBytes(4).toString('hex');
  const template = `trellis_tpl_${run}`;
  const prefix = `trellis_test_${run}_`;
  const workers = citusWorkers();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (workers) {
    await createOnCluster(serverUrl, workers, template);
    await distributeOnCluster(serverUrl, workers, template);
    await sealTemplate(serverUrl, workers, template);
  } else {
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: serverUrlFor(serverUrl, template) });
    await migrateDatabase(database);
    await database.close();
  }
  project.provide('templateDatabase', template);
  project.provide('testDatabasePrefix', prefix);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    const drop = (name: string) =>
      workers ? dropOnCluster(serverUrl, workers, name) : admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const { datname } of rows) await drop(datname);
    await drop(template);
    await admin.end();
  };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    templateDatabase: string;
    testDatabasePrefix: string;
  }
}
