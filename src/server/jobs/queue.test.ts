import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-db';
import { createJobQueue, type JobQueue } from './queue';

// The job queue on the test database (PGlite, or PostgreSQL when DATABASE_URL is set): pg-boss through our adapter.

const open: { queue: JobQueue; database: Database }[] = [];
afterEach(async () => {
  for (const { queue, database } of open.splice(0)) {
    await queue.stop();
    await database.close();
  }
});

async function queueOnNewDatabase() {
  const database = await createTestDatabase();
  const queue = createJobQueue(database, () => undefined);
  open.push({ queue, database });
  return { queue, database };
}

const until = async (done: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('job queue', () => {
  it('runs a job with its data soon after it is sent, without waiting for the next poll', async () => {
    const { queue } = await queueOnNewDatabase();
    const seen: { n: number }[] = [];
    queue.define<{ n: number }>('count', async (data) => {
      seen.push(data);
    });
    await queue.start();
    const sent = Date.now();
    await queue.send('count', { n: 7 }, 'count:7');
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ n: 7 }]);
    expect(Date.now() - sent).toBeLessThan(1500);
  });

  it('does not queue a job again while one with the same key waits', async () => {
    const { queue } = await queueOnNewDatabase();
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    const seen: number[] = [];
    queue.define<{ n: number }>('slow', async (data) => {
      await gate;
      seen.push(data.n);
    });
    await queue.send('slow', { n: 1 }, 'same');
    await queue.send('slow', { n: 2 }, 'other');
    await queue.send('slow', { n: 3 }, 'other');
    release();
    await until(() => seen.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.sort()).toEqual([1, 2]);
  });
});
