import pg from 'pg';
import { distributionDdl, readCatalogue } from '../db/distribution';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { serverUrlFor } from './test-db-config';

/**
 * Opt-in, off by default: the test databases (and the bench's) on a Citus cluster whose coordinator is DATABASE_URL
 * and whose workers are named in `TEST_CITUS_WORKERS=host:port,host:port` (docs/numbers.md, "Citus 13.2").
 *
 * Citus reaches a worker with the coordinator's database name, so every database exists on every node: the template
 * is made on each, given the extension and its nodes on the coordinator, migrated there and distributed
 * (docs/citus.md); a test file's database is then `CREATE DATABASE … TEMPLATE` of it on every node, which copies the
 * shards with their metadata (the shard ids and node addresses stay valid, the database name is the connection's).
 */
export type CitusWorker = { host: string; port: number };

/** The workers of TEST_CITUS_WORKERS (or `value`), or null when it is unset or empty. */
export function citusWorkers(value = process.env.TEST_CITUS_WORKERS): CitusWorker[] | null {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries.map((entry) => {
    const match = /^([^:]+):(\d+)$/.exec(entry);
    if (!match) throw new Error(`TEST_CITUS_WORKERS: not host:port: ${entry}`);
    return { host: match[1]!, port: Number(match[2]) };
  });
}

export const workerUrl = (serverUrl: string, worker: CitusWorker, database: string) => {
  const url = new URL(serverUrlFor(serverUrl, database));
  url.hostname = worker.host;
  url.port = String(worker.port);
  return url.toString();
};

async function run(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `CREATE DATABASE name [TEMPLATE template]` on every worker, then on the coordinator of `serverUrl`. */
export async function createOnCluster(serverUrl: string, workers: CitusWorker[], name: string, template?: string): Promise<void> {
  const statement = `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`;
  for (const worker of workers) await run(workerUrl(serverUrl, worker, 'postgres'), [statement]);
  await run(serverUrl, template ? [statement, citusDatabaseSettings(name)] : [statement]);
}

/** `DROP DATABASE IF EXISTS name WITH (FORCE)` on the coordinator, then on every worker. */
export async function dropOnCluster(serverUrl: string, workers: CitusWorker[], name: string): Promise<void> {
  const statement = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
  await run(serverUrl, [statement]);
  for (const worker of workers) await run(workerUrl(serverUrl, worker, 'postgres'), [statement]);
}

/**
 * Makes `name` (created on every node) a Citus database the way docs/citus.md tells: the extension on every node, the
 * workers in its metadata, every migration, the distribution DDL, then the coordinator in the metadata (added before
 * the DDL, it turned every table tied to `tenants` by a foreign key into a Citus local table that could not then be
 * distributed), trellis_app allowed to log in (Citus reaches the workers as the transaction's role) and the tenant's
 * `SET LOCAL` passed on to the workers (`citusDatabaseSettings`).
 */
export async function distributeOnCluster(serverUrl: string, workers: CitusWorker[], name: string): Promise<void> {
  for (const worker of workers) await run(workerUrl(serverUrl, worker, name), ['CREATE EXTENSION IF NOT EXISTS citus']);
  const coordinator = new URL(serverUrl);
  const url = serverUrlFor(serverUrl, name);
  await run(url, ['CREATE EXTENSION IF NOT EXISTS citus', ...workers.map((w) => `SELECT citus_add_node('${w.host}', ${w.port})`)]);
  const database = await openDatabase({ databaseUrl: url });
  try {
    await migrateDatabase(database);
    const ddl = distributionDdl(await readCatalogue(database.db));
    const client = (database.db as unknown as { $client: pg.Pool }).$client;
    for (const statement of ddl) await client.query(statement);
  } finally {
    await database.close();
  }
  await run(url, [
    `SELECT citus_set_coordinator_host('${coordinator.hostname}', ${Number(coordinator.port || 5432)})`,
    // Copies the reference tables to the coordinator now (by default through logical replication, which needs wal_level = logical).
    "SELECT replicate_reference_tables('block_writes')",
    'ALTER ROLE trellis_app LOGIN',
    citusDatabaseSettings(name),
  ]);
}

/**
 * The database's own setting, on the coordinator (a copy made from a template does not inherit it): Citus passes the
 * tenant's `SET LOCAL app.tenant_id` and `SET LOCAL ROLE` on to the workers. Set for the role trellis_app instead, it
 * does nothing: the app signs in as the owner and only switches to trellis_app, and a role's settings apply at sign-in.
 */
export const citusDatabaseSettings = (name: string) => `ALTER DATABASE ${name} SET citus.propagate_set_commands = 'local'`;

/**
 * Readies a distributed database as a template on every node: Citus's maintenance daemon stays connected to every
 * database that uses the extension, and `CREATE DATABASE … TEMPLATE` refuses a source with other connections ("source
 * database … is being accessed by other users"). Closed to new connections, the daemon cannot return once ended.
 */
export async function sealTemplate(serverUrl: string, workers: CitusWorker[], name: string): Promise<void> {
  const seal = [
    `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
  ];
  const nodes = [serverUrl, ...workers.map((w) => workerUrl(serverUrl, w, 'postgres'))];
  for (const node of nodes) await run(node, seal);
  for (const node of nodes) {
    for (let tries = 0; ; tries++) {
      const client = new pg.Client({ connectionString: node });
      await client.connect();
      const { rows } = await client
        .query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
        .finally(() => client.end());
      if (rows[0]!.n === 0) break;
      if (tries === 50) throw new Error(`${name} still has connections on ${new URL(node).host}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
