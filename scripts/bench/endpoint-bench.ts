// The scaffolding the area benches share: seed a database target, start the server in its own process, then for
// each endpoint autocannon load from this process (warm-up, CONNECTIONS connections, then one), with the CPU the
// server and the database spent per request, and one Markdown table of the figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/server/db/client';
import { tokenFor } from './api';
import { ms } from './report';
import { cpuDuring } from './goals/cpu';
import { freePort } from './server';
import { pgliteTarget, postgresTarget, type BenchTarget } from './goals/databases';
import { killGoalServers, startBenchServer, type BenchServer } from './goals/goal-server';
import { checkScenario, runLoad, type Call, type LoadResult, type Scenario } from './goals/load';
import { credentialsOf } from './goals/seed';
import type { Person } from './goals/seed-people';

export const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const SINGLE_SECONDS = 3;

/** One endpoint to load: the calls it rotates through, made as `who`. */
export type BenchEndpoint = {
  name: string;
  who: Person;
  calls: Omit<Call, 'token'>[];
  /** Measured for context; the target does not apply. */ extra?: boolean;
};

export type EndpointRow = {
  name: string;
  extra: boolean;
  load: LoadResult;
  single: LoadResult;
  cpu: { serverMs: number; databaseMs: number };
  bytes: number;
};

const step = (text: string) => console.info(`… ${text}`);

/**
 * Seeds `target` (the database is closed again before the server opens it), starts the server, loads each endpoint
 * for `seconds`, then lets `after` use the running server (downloads and the like) before stopping it.
 */
export async function benchEndpoints<P, A = undefined>(
  target: BenchTarget,
  port: number,
  o: {
    seed: (db: Db) => Promise<P>;
    endpoints: (probes: P) => BenchEndpoint[];
    seconds: number;
    after?: (server: BenchServer, token: (who: Person) => Promise<string>, probes: P) => Promise<A>;
  },
): Promise<{ probes: P; seedMs: number; rows: EndpointRow[]; after: A | undefined }> {
  step(`[${target.kind}] seeding`);
  const seeded = performance.now();
  const database = await target.open();
  let probes: P;
  try {
    probes = await o.seed(database.db);
  } finally {
    await database.close();
  }
  const seedMs = performance.now() - seeded;
  step(`[${target.kind}] starting the server`);
  const server = await startBenchServer(target.serverEnv, port);
  const tokens = new Map<number, string>();
  const token = async (who: Person) => {
    if (!tokens.has(who.id)) tokens.set(who.id, await tokenFor(server.url, credentialsOf(who)));
    return tokens.get(who.id)!;
  };
  const rows: EndpointRow[] = [];
  try {
    const pids = { server: async () => [server.pid], database: target.backendPids };
    for (const e of o.endpoints(probes)) {
      step(`[${target.kind}] ${e.name}`);
      const calls = e.calls.map((c) => ({ ...c, token: '' }));
      const bearer = await token(e.who);
      for (const c of calls) c.token = bearer;
      let i = 0;
      const scenario: Scenario = { name: e.name, next: () => calls[i++ % calls.length]! };
      const first = await checkScenario(server.url, scenario, 3);
      await runLoad(server.url, scenario, CONNECTIONS, WARMUP_SECONDS);
      const { result: load, cpuMs } = await cpuDuring(pids, () => runLoad(server.url, scenario, CONNECTIONS, o.seconds));
      const single = await runLoad(server.url, scenario, 1, SINGLE_SECONDS);
      step(`[${target.kind}]   ${Math.round(load.rps)} req/s, p50 ${load.p50.toFixed(1)} p95 ${load.p95.toFixed(1)} ms`);
      rows.push({
        name: e.name,
        extra: e.extra === true,
        load,
        single,
        cpu: { serverMs: cpuMs.server / load.requests, databaseMs: cpuMs.database / load.requests },
        bytes: Buffer.byteLength(JSON.stringify(first)),
      });
    }
    return { probes, seedMs, rows, after: o.after ? await o.after(server, token, probes) : undefined };
  } finally {
    await server.stop();
  }
}

/** How the load was made, for the top of a report. */
export const loadNote = (seconds: number, loadAtStart: number) =>
  `Autocannon in the bench process, ${CONNECTIONS} connections for ${seconds} s per endpoint after ${WARMUP_SECONDS} s of warm-up, then 1 connection ` +
  `for ${SINGLE_SECONDS} s. The server runs in its own process. Load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (2 cores, shared).`;

/** The endpoint table: throughput, latency percentiles, CPU per request, answer size, and the verdict against `targetP95`. */
export function endpointTable(rows: EndpointRow[], targetP95: number): string[] {
  return [
    '| endpoint | req/s | p50 | p95 | p99 | p50 at 1 connection | CPU ms/request (server + database) | response | target p95 | verdict |',
    '|---|--:|--:|--:|--:|--:|--:|--:|---|---|',
    ...rows.map(
      (r) =>
        `| ${[
          r.name,
          Math.round(r.load.rps),
          ms(r.load.p50),
          ms(r.load.p95),
          ms(r.load.p99),
          ms(r.single.p50),
          `${r.cpu.serverMs.toFixed(1)} + ${r.cpu.databaseMs.toFixed(1)}`,
          `${(r.bytes / 1024).toFixed(1)} KB`,
          r.extra ? '(extra)' : `≤ ${targetP95} ms`,
          r.load.failures > 0 ? `**${r.load.failures} failed**` : r.extra ? '' : r.load.p95 <= targetP95 ? 'ok' : '**miss**',
        ].join(' | ')} |`,
    ),
  ];
}

/**
 * Runs one bench on PGlite (in `root`) and, when DATABASE_URL is set, on a fresh PostgreSQL database; `BENCH_<NAME>_ONLY`
 * (pglite or postgres) keeps one. Writes the report `format` makes to .tmp/bench-<name>.md and prints it.
 */
export async function onEachDatabase<R extends { target: BenchTarget }>(
  o: { name: string; root: string; firstPort: number },
  bench: (target: BenchTarget, port: number) => Promise<R>,
  format: (runs: R[], loadAtStart: number) => string,
): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  const only = process.env[`BENCH_${o.name.toUpperCase()}_ONLY`];
  process.once('exit', killGoalServers);
  const port = await freePort(o.firstPort);
  const runs: R[] = [];
  if (only !== 'postgres') runs.push(await bench(pgliteTarget(join(o.root, `${o.name}-pglite`)), port));
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && only !== 'pglite') {
    const target = await postgresTarget(databaseUrl);
    try {
      runs.push(await bench(target, port));
    } finally {
      await target.dispose();
    }
  }
  let report = format(runs, loadAtStart);
  if (!runs.some((r) => r.target.kind === 'postgres'))
    report += '\n\nDATABASE_URL was not set: PostgreSQL was not measured, and the targets apply to PostgreSQL.';
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(`.tmp/bench-${o.name}.md`, `${report}\n`);
  console.info(`\n${report}`);
}

/** What one database's run of an area bench gives its report. */
export type EndpointRun<P, A> = { target: BenchTarget; probes: P; seedMs: number; rows: EndpointRow[]; after: A | undefined };

/**
 * An area bench whole: `benchEndpoints` on each database (`onEachDatabase`), and a report of a title, the load note,
 * and per database a heading, `describe`'s paragraph, the endpoint table and `more`'s lines.
 */
export function runEndpointBench<P, A = undefined>(
  root: string,
  o: {
    name: string;
    firstPort: number;
    title: string;
    seconds: number;
    targetP95: number;
    seed: (db: Db, log: (text: string) => void) => Promise<P>;
    endpoints: (probes: P) => BenchEndpoint[];
    after?: (server: BenchServer, token: (who: Person) => Promise<string>, probes: P) => Promise<A>;
    describe: (run: EndpointRun<P, A>) => string;
    more?: (run: EndpointRun<P, A>) => string[];
  },
): Promise<void> {
  const bench = async (target: BenchTarget, port: number): Promise<EndpointRun<P, A>> => ({
    target,
    ...(await benchEndpoints<P, A>(target, port, {
      seconds: o.seconds,
      seed: (db) => o.seed(db, (text) => step(`[${target.kind}]   ${text}`)),
      endpoints: o.endpoints,
      after: o.after,
    })),
  });
  const format = (runs: EndpointRun<P, A>[], loadAtStart: number) =>
    [
      `# ${o.title}`,
      '',
      loadNote(o.seconds, loadAtStart),
      ...runs.flatMap((run) => [
        '',
        `## ${run.target.label}`,
        '',
        `${o.describe(run)} Seeded in ${ms(run.seedMs)}.`,
        '',
        ...endpointTable(run.rows, o.targetP95),
        ...(o.more?.(run) ?? []),
      ]),
    ].join('\n');
  return onEachDatabase({ name: o.name, root, firstPort: o.firstPort }, bench, format);
}
