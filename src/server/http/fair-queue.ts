/** How much a fair queue runs and holds: jobs at once in all and per company, and jobs waiting per company and in all. */
export type FairQueueLimits = {
  /** Jobs running at once, all companies together (the workers there are). */
  slots: number;
  /** Jobs of one company running at once. Below `slots`, one company can never take every worker. */
  perCompany: number;
  /** Jobs of one company waiting to start; one more is refused. */
  waitingPerCompany: number;
  /** Jobs waiting to start, all companies together; one more is refused. */
  waitingTotal: number;
};

/** A job refused at once because its company's waiting line, or the whole queue's, is full. */
export class QueueFullError extends Error {
  constructor(readonly bound: 'company' | 'total') {
    super(bound === 'company' ? 'This company has too many jobs waiting.' : 'Too many jobs are waiting.');
    this.name = 'QueueFullError';
  }
}

export type FairQueue<J, R> = {
  /** Runs `job` for `company` when its turn comes; rejects at once with QueueFullError when the waiting line is full. */
  submit: (company: string | number, job: J) => Promise<R>;
  /** Jobs running and waiting now. */
  size: () => { running: number; waiting: number };
};

type Waiting<J, R> = { job: J; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * A queue that serves companies in turn: each company has its own waiting line (first in, first out), and a free slot
 * goes to the company served longest ago (one not served yet first, in the order their jobs came) among those with a
 * job waiting and fewer than `perCompany` running. So a company's long jobs never hold another company's short one
 * behind them. Generic: `run` does the work; the queue knows nothing of threads.
 */
export function createFairQueue<J, R>(limits: FairQueueLimits, run: (job: J) => Promise<R>): FairQueue<J, R> {
  // Companies with jobs waiting, in the order their lines formed (Map keeps insertion order).
  const lines = new Map<string | number, Waiting<J, R>[]>();
  const running = new Map<string | number, number>();
  // When each company last started a job (a turn number); forgotten whenever the queue is empty.
  const servedAt = new Map<string | number, number>();
  let turn = 0;
  let runningTotal = 0;
  let waitingTotal = 0;

  const start = (company: string | number, w: Waiting<J, R>) => {
    runningTotal++;
    running.set(company, (running.get(company) ?? 0) + 1);
    servedAt.set(company, turn++);
    const finish = () => {
      runningTotal--;
      const left = running.get(company)! - 1;
      if (left === 0) running.delete(company);
      else running.set(company, left);
      dispatch();
      if (runningTotal === 0 && waitingTotal === 0) servedAt.clear();
    };
    let result: Promise<R>;
    try {
      result = run(w.job);
    } catch (error) {
      result = Promise.reject(error);
    }
    // Whatever the job's end, its slot is free again and the next job starts.
    result.then(
      (value) => {
        finish();
        w.resolve(value);
      },
      (error: unknown) => {
        finish();
        w.reject(error);
      },
    );
  };

  const dispatch = () => {
    while (runningTotal < limits.slots) {
      let next: string | number | undefined;
      for (const company of lines.keys()) {
        if ((running.get(company) ?? 0) >= limits.perCompany) continue;
        if (next === undefined || (servedAt.get(company) ?? -1) < (servedAt.get(next) ?? -1)) next = company;
      }
      if (next === undefined) return;
      const line = lines.get(next)!;
      const w = line.shift()!;
      waitingTotal--;
      if (line.length === 0) lines.delete(next);
      start(next, w);
    }
  };

  return {
    submit: (company, job) =>
      new Promise<R>((resolve, reject) => {
        const w = { job, resolve, reject };
        // After every dispatch a company below its share has nothing waiting: with a slot free it starts now.
        if (runningTotal < limits.slots && (running.get(company) ?? 0) < limits.perCompany) return start(company, w);
        const line = lines.get(company) ?? [];
        if (line.length >= limits.waitingPerCompany) return reject(new QueueFullError('company'));
        if (waitingTotal >= limits.waitingTotal) return reject(new QueueFullError('total'));
        line.push(w);
        waitingTotal++;
        if (!lines.has(company)) lines.set(company, line);
      }),
    size: () => ({ running: runningTotal, waiting: waitingTotal }),
  };
}
