import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/client';
import { openConfiguredDatabase } from '../../../src/server/db/open';
import { createScratchDatabase, onServer } from '../../../src/server/testing/scratch-database';
import { citusWorkers, createOnCluster, distributeOnCluster, workerUrl } from '../../../src/server/testing/citus-cluster';
import { serverUrlFor } from '../../../src/server/testing/test-db-config';

/** Where one run's data lives: opened by the bench (seed, direct SQL) or by the server, never both at once for PGlite. */
export type BenchTarget = {
  kind: 'pglite' | 'postgres';
  label: string;
  /** What the server's environment needs to use this database. */
  serverEnv: Record<string, string>;
  open: () => Promise<Database>;
  /** PostgreSQL backends serving the bench database (none for PGlite, which runs inside the server). */
  backendPids: () => Promise<number[]>;
  dispose: () => Promise<void>;
};

export function pgliteTarget(dataDir: string): BenchTarget {
  return {
    kind: 'pglite',
    label: 'PGlite (embedded, in the server process)',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir })),
    backendPids: async () => [],
    dispose: async () => undefined,
  };
}

/**
 * A fresh database `trellis_bench_<random>` on the server of `serverUrl`, dropped by dispose(). With
 * BENCH_CITUS_WORKERS=host:port,… (off by default) the server is a Citus coordinator: the database is made on every
 * node, migrated and distributed as docs/citus.md tells before the seed (src/server/testing/citus-cluster.ts).
 */
export async function postgresTarget(serverUrl: string): Promise<BenchTarget> {
  // Its own database: never `test`, `root` or `postgres`, which others use.
  const name = `trellis_bench_${randomBytes(4).toString('hex')}`;
  const workers = citusWorkers(process.env.BENCH_CITUS_WORKERS) ?? [];
  if (workers.length > 0) await createOnCluster(serverUrl, workers, name);
  const { url: databaseUrl, dropStatement } =
    workers.length > 0
      ? { url: serverUrlFor(serverUrl, name), dropStatement: `DROP DATABASE IF EXISTS ${name} WITH (FORCE)` }
      : await createScratchDatabase(serverUrl, name);
  if (workers.length > 0) await distributeOnCluster(serverUrl, workers, name);
  // The database on the coordinator first, then on each worker.
  const nodeUrls = [serverUrl, ...workers.map((w) => workerUrl(serverUrl, w, 'postgres'))];
  const url = new URL(databaseUrl);
  let watcher: pg.Client | undefined;
  const backendPids = async () => {
    if (!watcher) {
      watcher = new pg.Client({ connectionString: databaseUrl });
      await watcher.connect();
    }
    const { rows } = await watcher.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  };
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    process.off('exit', dropNow);
    await watcher?.end();
    for (const node of nodeUrls) await onServer(node, dropStatement);
  };
  // An interrupted or failed run exits without awaiting anything: drop the database synchronously then.
  const dropNow = () => {
    for (const node of nodeUrls) {
      const script = `const c = new (require('pg').Client)(${JSON.stringify({ connectionString: node })});
      c.connect().then(() => c.query(${JSON.stringify(dropStatement)})).finally(() => c.end());`;
      spawnSync(process.execPath, ['-e', script], { stdio: 'inherit', timeout: 30_000 });
    }
  };
  process.once('exit', dropNow);
  return {
    kind: 'postgres',
    label:
      workers.length > 0
        ? `Citus (coordinator ${url.host}, workers ${workers.map((w) => `${w.host}:${w.port}`).join(', ')}, database ${name}, pool of 10)`
        : `PostgreSQL (${url.host}, database ${name}, pool of 10)`,
    serverEnv: { DATABASE_URL: databaseUrl },
    open: () => openConfiguredDatabase(loadConfig({ DATABASE_URL: databaseUrl })),
    backendPids,
    dispose: drop,
  };
}

/** The URL with its password hidden, for the report. */
export const redactUrl = (raw: string) => {
  const url = new URL(raw);
  if (url.password) url.password = '***';
  return url.toString();
};
