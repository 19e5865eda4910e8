import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PreparingClient } from './preparing-client';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw SQL query, the same on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob | File };

/** Opens PostgreSQL: a server when a URL is given, otherwise embedded PGlite (on disk or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Waiting for a connection ends (503, see unavailable.ts) instead of hanging while the server is away.
      connectionTimeoutMillis: 15_000,
      options: '-c jit=off',
      // Statements prepared once per connection; queries of one request written without waiting for
      // the previous answer (see pipelined()).
      Client: PreparingClient,
      pipeline: true,
    });
    // An idle connection the server drops (restart, failover) must not crash the process.
    pool.on('error', (error) => console.warn(`[db] idle connection lost: ${error.message}`));
    // The pool listens only to idle clients; one checked out (a transaction between statements) that loses its
    // server would emit 'error' to nobody, which throws. Its query fails on its own; the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // bigint ids (from sequences) fit in a JS number; read them as numbers
    pg.types.setTypeParser(20, (v) => Number(v));
    return { db: drizzlePg({ client: pool, schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  return { db: drizzlePglite({ client, schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * Runs independent queries of one transaction together and collects their results like Promise.all. On a
 * PostgreSQL server the connection pipelines them (written back to back, answered in order: one round
 * trip); PGlite runs them one after another. Every query settles before this does, so none is still
 * running on the connection when the transaction ends; the first failure is then thrown.
 * The steps must not depend on one another (no write a later step reads): each reaches the connection when
 * its own promise chain gets there, not in the order given.
 */
export async function pipelined<T extends readonly unknown[]>(...steps: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(steps.map((step) => step()));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
