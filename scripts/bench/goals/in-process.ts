import { sql, type SQL } from 'drizzle-orm';
import { GoalFilter } from '../../../src/contract/goals';
import type { Database, Db } from '../../../src/server/db/client';
import { withTenant } from '../../../src/server/db/tenant-context';
import { findActor } from '../../../src/server/auth/session-queries';
import { getGoalInfo } from '../../../src/server/goals/read/goal-info';
import { findListedGoals, listGoals, queryOf } from '../../../src/server/goals/list/list-goals';
import { loadViewer, type Viewer, type ViewerWork } from '../../../src/server/goals/viewer';
import { updateWeeklyStatus } from '../../../src/server/goals/actions/weekly-update';
import { median } from '../load';
import { updateValues, type Endpoint } from './endpoints';
import type { Person } from './seed-people';

export type InProcess = {
  /** The list SQL alone (findListedGoals: the page, its rows and their facts in one statement), median ms; lists only. */
  sqlMs?: number;
  /** The route's work without HTTP: its tenant transaction with the viewer and the service call, median ms. */
  serviceMs: number;
  /** SQL statements one request sends inside its transaction (BEGIN, SET LOCAL and COMMIT not counted). */
  statements: number;
  /** EXPLAIN (ANALYZE, BUFFERS) of the list SQL. */
  plan?: string;
};

type Logger = { logQuery: (query: string, params: unknown[]) => void };
type Logged = { query: string; params: unknown[] };

/** Records the statements drizzle sends, as src/server/goals/sql-count.test.ts does. */
function recordStatements(db: Db): { log: Logged[]; on: boolean } {
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const recorder = { log: [] as Logged[], on: false };
  const logger: Logger = {
    logQuery: (query, params) => void (recorder.on && recorder.log.push({ query, params })),
  };
  session.logger = logger;
  session.options.logger = logger;
  return recorder;
}

/** A logged statement as drizzle SQL again, its $n placeholders bound to the logged parameters. */
function rebind({ query, params }: Logged): SQL {
  const parts = query.split(/\$(\d+)\b/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql.param(params[Number(part) - 1]) : sql.raw(part))));
}

// The transaction's own statements are not the endpoint's.
const counted = (l: Logged) => !/^\s*(begin|commit|rollback|set local)\b/i.test(l.query);

async function viewerOf(db: Db, tenantId: number, who: Person, now: Date): Promise<Viewer> {
  return withTenant(db, tenantId, async (tx) => {
    const actor = (await findActor(tx, tenantId, who.id))!;
    return loadViewer(tx, actor, now);
  });
}

async function timeEach(times: number, once: (i: number) => Promise<number>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) samples.push(await once(i));
  return median(samples);
}

/**
 * Runs each endpoint's work in the bench process on `database`, one call at a time: the list SQL alone
 * (the "direct SQL" of the ratio), the whole service call including the viewer, and the statement count.
 */
export async function measureInProcess(database: Database, tenantId: number, endpoint: Endpoint, times: number): Promise<InProcess> {
  const db = database.db;
  const now = new Date();
  // A request's Work as asViewer makes it; the bench publishes no events and needs no other services.
  const workOf = (tx: Db, viewer: Viewer): ViewerWork => ({
    tx,
    actor: viewer,
    deps: undefined as never,
    now,
    emit: () => undefined,
    viewer,
  });
  const recorder = recordStatements(db);
  const inTx = <T>(work: (tx: Db) => Promise<T>) => withTenant(db, tenantId, work);
  const elapsed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };

  if (endpoint.kind === 'list') {
    const viewer = await viewerOf(db, tenantId, endpoint.who, now);
    const filter = GoalFilter.parse(endpoint.filter);
    const q = queryOf(viewer, filter);
    const service = (tx: Db) => listGoals(workOf(tx, viewer), filter);
    // The service as the route runs it: viewer first, then the list.
    const route = (tx: Db) => loadViewer(tx, viewer, now).then((v) => listGoals(workOf(tx, v), filter));
    await timeEach(5, () => elapsed(() => inTx(service)));
    const sqlMs = await timeEach(times, () => inTx((tx) => elapsed(() => findListedGoals(tx, viewer, q))));
    const serviceMs = await timeEach(times, () => elapsed(() => inTx(route)));
    recorder.on = true;
    await inTx((tx) => route(tx));
    recorder.on = false;
    const statements = recorder.log.filter(counted);
    const listSql = statements.find((l) => /count\(\*\) OVER \(\)/.test(l.query));
    const plan = listSql ? await explain(db, tenantId, listSql) : undefined;
    return { sqlMs, serviceMs, statements: statements.length, plan };
  }

  if (endpoint.kind === 'detail') {
    const viewer = await viewerOf(db, tenantId, endpoint.who, now);
    const route = (tx: Db, i: number) =>
      loadViewer(tx, viewer, now).then((v) => getGoalInfo(workOf(tx, v), endpoint.goalIds[i % endpoint.goalIds.length]!));
    await timeEach(5, (i) => elapsed(() => inTx((tx) => route(tx, i))));
    const serviceMs = await timeEach(times, (i) => elapsed(() => inTx((tx) => route(tx, i))));
    return { serviceMs, statements: await countStatements(recorder, () => inTx((tx) => route(tx, 0))) };
  }

  const viewers = new Map<number, Viewer>();
  for (const { who } of endpoint.pairs) if (!viewers.has(who.id)) viewers.set(who.id, await viewerOf(db, tenantId, who, now));
  const update = (tx: Db, i: number) => {
    const pair = endpoint.pairs[i % endpoint.pairs.length]!;
    const viewer = viewers.get(pair.who.id)!;
    const { Likelihood, Quality } = updateValues(i);
    return loadViewer(tx, viewer, now).then((v) =>
      updateWeeklyStatus(workOf(tx, v), { goalId: pair.goalId, likelihood: Likelihood, quality: Quality }),
    );
  };
  await timeEach(5, (i) => elapsed(() => inTx((tx) => update(tx, i))));
  const serviceMs = await timeEach(times, (i) => elapsed(() => inTx((tx) => update(tx, i))));
  return { serviceMs, statements: await countStatements(recorder, () => inTx((tx) => update(tx, 1))) };
}

async function countStatements(recorder: { log: Logged[]; on: boolean }, work: () => Promise<unknown>) {
  recorder.log.length = 0;
  recorder.on = true;
  await work();
  recorder.on = false;
  return recorder.log.filter(counted).length;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a logged statement, as the request runs it (role trellis_app, tenant set). */
async function explain(db: Db, tenantId: number, statement: Logged): Promise<string> {
  return withTenant(db, tenantId, async (tx) => {
    const result = (await tx.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${rebind(statement)}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}
