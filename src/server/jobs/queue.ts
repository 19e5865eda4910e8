import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client';

/**
 * Long work (AI summaries, later reports) as jobs on pg-boss, a PostgreSQL-backed queue (ARCHITECTURE.md
 * "long work"): a job outlives a restart and runs once across instances. The queue starts on first use, so the
 * many apps the tests build pay nothing for it; main.ts starts it at boot to pick up jobs left by a stop.
 */
export type JobHandler<T> = (data: T) => Promise<void>;
export type JobQueue = {
  /** Registers the handler of a queue (before its first job is sent). */
  define: <T extends object>(name: string, handler: JobHandler<T>) => void;
  /** Queues a job and wakes this instance's worker at once; a job with the same key still queued is not queued again. */
  send: <T extends object>(name: string, data: T, key: string) => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** A job that has run this long is taken as lost (its process died) and run again. */
const EXPIRE_SECONDS = 300;

/** pg-boss on the app's own database: the pool of a PostgreSQL server, or the one PGlite connection. */
function bossDb(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return {
      executeSql: async (text, values) => {
        if (values?.length) return { rows: (await pool.query(text, values)).rows };
        // pg-boss's schema work (statements without parameters) stays where it runs: on Citus its multi-statement
        // install was passed on whole to the workers, which refused it ('operation is not allowed on this node'), and
        // Trellis could not start. Elsewhere the setting is unused.
        const connection = await pool.connect();
        let broken: unknown;
        try {
          await connection.query('SET citus.enable_ddl_propagation = off');
          return { rows: (await connection.query(text)).rows };
        } finally {
          broken = await connection.query('RESET citus.enable_ddl_propagation').then(
            () => undefined,
            (error: unknown) => error,
          );
          connection.release(broken instanceof Error ? broken : undefined);
        }
      },
    };
  }
  const lite = client as PGlite;
  return {
    // PGlite's query() takes one statement with parameters; pg-boss's schema work is several statements without.
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await lite.query(text, values)).rows };
      const results = await lite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * Runs the queue's start alone among the instances on one PostgreSQL server: pg-boss's create_queue is not
 * locked, and two instances creating the same queue at once deadlock (CI saw 'deadlock detected' at boot).
 * PGlite is one process, so nothing to wait for.
 */
async function aloneAmongInstances<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('trellis:jobs:start'))`);
    return await work();
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtext('trellis:jobs:start'))`).catch(() => undefined);
    client.release();
  }
}

export function createJobQueue(database: Database, warn: (message: string) => void): JobQueue {
  const handlers = new Map<string, JobHandler<object>>();
  const workers = new Map<string, string>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;

  const start = () => {
    if (starting) return starting;
    starting = (async () => {
      const b = new PgBoss({ db: bossDb(database), schedule: false, supervise: true, maintenanceIntervalSeconds: 300 });
      b.on('error', (error: Error) => warn(`[jobs] ${error.message}`));
      await aloneAmongInstances(database, async () => {
        await b.start();
        for (const name of handlers.keys()) {
          await b.createQueue(name, { name, expireInSeconds: EXPIRE_SECONDS, retryLimit: 2, retryDelay: 1 });
        }
      });
      for (const [name, handler] of handlers) {
        const id = await b.work<object>(name, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
          if (job) await handler(job.data);
        });
        workers.set(name, id);
      }
      boss = b;
      return b;
    })();
    // A start that failed (the database away at that moment) is tried again by the next send, not kept failed.
    starting.catch(() => {
      starting = null;
    });
    return starting;
  };

  return {
    define: (name, handler) => {
      if (starting) throw new Error(`Job queue ${name} defined after the queue started`);
      handlers.set(name, handler as JobHandler<object>);
    },
    send: async (name, data, key) => {
      const b = await start();
      await b.send(name, data, { singletonKey: key });
      const worker = workers.get(name);
      if (worker) b.notifyWorker(worker);
    },
    start: async () => {
      await start();
    },
    stop: async () => {
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
