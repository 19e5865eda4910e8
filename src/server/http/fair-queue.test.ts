import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueFullError, type FairQueueLimits } from './fair-queue';

// Jobs are names whose first letter is their company: 'a1' is company a's first job.
const companyOf = (job: string) => job[0]!;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A fair queue whose jobs end when the test says; it records the order they start in. */
function harness(limits: Partial<FairQueueLimits>) {
  const started: string[] = [];
  const ends = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const queue = createFairQueue<string, string>({ slots: 1, perCompany: 1, waitingPerCompany: 10, waitingTotal: 100, ...limits }, (job) => {
    started.push(job);
    if (job.endsWith('!')) throw new Error(`${job} threw`);
    return new Promise((resolve, reject) => ends.set(job, { resolve: () => resolve(`${job} done`), reject }));
  });
  const outcomes = new Map<string, string>();
  const submit = (job: string) =>
    queue.submit(companyOf(job), job).then(
      (result) => void outcomes.set(job, result),
      (error: Error) => void outcomes.set(job, error instanceof QueueFullError ? `refused (${error.bound})` : error.message),
    );
  /** Ends the running job that started first (or `job`), then lets the queue start the next. */
  const end = async (job = started.find((j) => ends.has(j))!, failure?: string) => {
    const e = ends.get(job)!;
    ends.delete(job);
    if (failure) e.reject(new Error(failure));
    else e.resolve();
    await settle();
  };
  const running = () => started.filter((j) => ends.has(j));
  return { queue, started, outcomes, submit, end, running };
}

describe('createFairQueue: order', () => {
  it.each([
    ['one company: first come, first served', { slots: 1 }, ['a1', 'a2', 'a3'], ['a1'], ['a1', 'a2', 'a3']],
    [
      'companies take turns; one not served yet goes first, in the order their jobs came',
      { slots: 1 },
      ['a1', 'a2', 'a3', 'b1', 'b2', 'c1'],
      ['a1'],
      ['a1', 'b1', 'c1', 'a2', 'b2', 'a3'],
    ],
    [
      'a company runs at most perCompany at once: its second job waits while another company’s starts',
      { slots: 2, perCompany: 1 },
      ['a1', 'a2', 'a3', 'b1'],
      ['a1', 'b1'],
      ['a1', 'b1', 'a2', 'a3'],
    ],
    [
      'three slots, two per company: a company alone uses two; the third is kept for the next company',
      { slots: 3, perCompany: 2 },
      ['a1', 'a2', 'a3', 'a4', 'b1', 'c1'],
      ['a1', 'a2', 'b1'],
      ['a1', 'a2', 'b1', 'c1', 'a3', 'a4'],
    ],
  ])('%s', async (_rule, limits, jobs, atOnce, order) => {
    const h = harness(limits);
    const done = jobs.map(h.submit);
    await settle();
    expect(h.started).toEqual(atOnce);
    while (h.running().length > 0) await h.end();
    await Promise.all(done);
    expect(h.started).toEqual(order);
    expect(jobs.map((j) => h.outcomes.get(j))).toEqual(jobs.map((j) => `${j} done`));
    expect(h.queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it('the company served longest ago goes next, not the one whose line formed first', async () => {
    const h = harness({ slots: 1 });
    void h.submit('a1');
    void h.submit('b1');
    await h.end('a1'); // b1 starts
    void h.submit('a2'); // a's line forms again, before c's
    void h.submit('c1');
    await h.end('b1');
    expect(h.running()).toEqual(['c1']); // c has not been served yet; a has
    await h.end('c1');
    await h.end('a2');
    expect(h.started).toEqual(['a1', 'b1', 'c1', 'a2']);
  });
});

describe('createFairQueue: bounds', () => {
  it.each([
    [
      'a company’s waiting line is full: its next job is refused, another company’s is taken',
      { slots: 1, waitingPerCompany: 2 },
      ['a1', 'a2', 'a3', 'a4', 'b1'],
      ['running', 'waiting', 'waiting', 'refused (company)', 'waiting'],
    ],
    [
      'the whole queue is full: every company’s next job is refused',
      { slots: 1, waitingTotal: 2 },
      ['a1', 'a2', 'b1', 'c1', 'a3'],
      ['running', 'waiting', 'waiting', 'refused (total)', 'refused (total)'],
    ],
    [
      'a job that can start at once is never refused, however short the waiting lines',
      { slots: 2, perCompany: 1, waitingPerCompany: 0, waitingTotal: 0 },
      ['a1', 'b1', 'a2', 'c1'],
      ['running', 'running', 'refused (company)', 'refused (company)'],
    ],
  ])('%s', async (_rule, limits, jobs, states) => {
    const h = harness(limits);
    jobs.forEach((j) => void h.submit(j));
    await settle();
    const stateOf = (j: string) => h.outcomes.get(j) ?? (h.running().includes(j) ? 'running' : 'waiting');
    expect(jobs.map(stateOf)).toEqual(states);
    expect(h.queue.size()).toEqual({
      running: states.filter((s) => s === 'running').length,
      waiting: states.filter((s) => s === 'waiting').length,
    });
  });
});

describe('createFairQueue: failures', () => {
  it.each([
    ['rejects', 'a1', 'a1 failed'],
    ['throws before it starts working', 'a1!', 'a1! threw'],
  ])('a job that %s fails alone: the next jobs run', async (_how, failing, message) => {
    const h = harness({ slots: 1 });
    const done = [failing, 'a2', 'b1'].map(h.submit);
    await settle();
    if (h.running().includes(failing)) await h.end(failing, message);
    while (h.running().length > 0) await h.end();
    await Promise.all(done);
    expect([h.outcomes.get(failing), h.outcomes.get('b1'), h.outcomes.get('a2')]).toEqual([message, 'b1 done', 'a2 done']);
    expect(h.started).toEqual([failing, 'b1', 'a2']);
    expect(h.queue.size()).toEqual({ running: 0, waiting: 0 });
  });
});
