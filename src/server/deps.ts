import type { Config } from './config';
import type { Database } from './db/client';
import type { EventBus } from './events/bus';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import type { Period } from '../contract/periods';

/**
 * Current periods already read from this database, by tenant, schedule, period and week (see the periods
 * area's findCurrentPeriod): they never change, so a request needs no query for them after the first.
 */
export type PeriodCache = Map<string, Period>;

/** What the composition root (app.ts) gives every area: the ground floor's services, built once per app. */
export type Deps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  events: EventBus;
  /** Long work as jobs (pg-boss); started on first use. */
  jobs: JobQueue;
  now: () => Date;
  periodCache: PeriodCache;
};
