import type { Db } from '../../src/server/db/client';
import type { BenchTarget } from './goals/databases';

/**
 * A bench's database and what has been seeded into it. Seeds are layers named by key, each run once: alone a bench
 * seeds its own fresh database; in `npm run bench -- all` benches whose data fit the same company get the same
 * BenchData, so the layer they share (the 5,000 people, the goals bench's goals) is seeded once and theirs is added.
 */
export type BenchData = {
  target: BenchTarget;
  /** Lent by `npm run bench -- all` to several benches. */
  shared: boolean;
  /** Runs `seed` with the database open (and closes it, so that a server may open it) the first time `key` is asked for. */
  once: <T>(key: string, seed: (db: Db) => Promise<T>) => Promise<T>;
};

export function benchData(target: BenchTarget, shared = false): BenchData {
  const layers = new Map<string, Promise<unknown>>();
  const seed = async <T>(work: (db: Db) => Promise<T>) => {
    const database = await target.open();
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  };
  return {
    target,
    shared,
    once: <T>(key: string, work: (db: Db) => Promise<T>) => {
      if (!layers.has(key)) layers.set(key, seed(work));
      return layers.get(key) as Promise<T>;
    },
  };
}
