// The scaffolding the area benches share: seed a database target, start the server in its own process, then for
// each endpoint autocannon load from this process (warm-up, CONNECTIONS connections, then one), with the CPU the
// server and the database spent per request, the floor (GET /api/dashboard/theme) under the same load once per run,
// and one Markdown table of the figures with each p95's ratio to the floor and its verdict.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { tokenFor } from './api';
import { benchData, type BenchData } from './bench-data';
import { measureFloor, type Floor } from './floor';
import { ms } from './report';
import { judgeLatency, type Judged, type Target } from './targets';
import { cpuDuring } from './goals/cpu';
import { freePort } from './server';
import { pgliteTarget, postgresTarget, type BenchTarget } from './goals/databases';
import { killGoalServers, startBenchServer, type BenchServer } from './goals/goal-server';
import { checkScenario, runLoad, type Call, type LoadResult, type Scenario } from './goals/load';
import { credentialsOf } from './goals/seed';
import type { Person } from './goals/seed-people';

export const CONNECTIONS = 10;
export const WARMUP_SECONDS = 2;
export const SINGLE_SECONDS = 3;

/** One endpoint to load: the calls it rotates through, made as `who`. */
export type BenchEndpoint = {
  name: string;
  who: Person;
  calls: Omit<Call, 'token'>[];
  /** Measured for context; no target applies (its ratio to the floor is shown). */ extra?: boolean;
  /** This endpoint's own target, instead of the bench's. */ target?: Target;
};

export type EndpointRow = {
  name: string;
  extra: boolean;
  load: LoadResult;
  single: LoadResult;
  cpu: { serverMs: number; databaseMs: number };
  bytes: number;
  judged: Judged & { cell: string };
};

const step = (text: string) => console.info(`… ${text}`);

/**
 * Seeds (`seed` asks `data` for its layers), starts the server, loads each endpoint for `seconds`, then the floor,
 * judges each endpoint against its target, and lets `after` use the running server (downloads and the like) before
 * stopping it.
 */
export async function benchEndpoints<P, A = undefined>(
  data: BenchData,
  port: number,
  o: {
    bench: string;
    seed: (data: BenchData) => Promise<P>;
    endpoints: (probes: P) => BenchEndpoint[];
    seconds: number;
    target: Target;
    after?: (server: BenchServer, token: (who: Person) => Promise<string>, probes: P) => Promise<A>;
  },
): Promise<{ probes: P; seedMs: number; rows: EndpointRow[]; floor: Floor; after: A | undefined }> {
  const target = data.target;
  step(`[${target.kind}] seeding`);
  const seeded = performance.now();
  const probes = await o.seed(data);
  const seedMs = performance.now() - seeded;
  step(`[${target.kind}] starting the server`);
  const server = await startBenchServer(target.serverEnv, port);
  const tokens = new Map<number, string>();
  const token = async (who: Person) => {
    if (!tokens.has(who.id)) tokens.set(who.id, await tokenFor(server.url, credentialsOf(who)));
    return tokens.get(who.id)!;
  };
  try {
    const pids = { server: async () => [server.pid], database: target.backendPids };
    const endpoints = o.endpoints(probes);
    const measured: Omit<EndpointRow, 'judged'>[] = [];
    for (const e of endpoints) {
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
      measured.push({
        name: e.name,
        extra: e.extra === true,
        load,
        single,
        cpu: { serverMs: cpuMs.server / load.requests, databaseMs: cpuMs.database / load.requests },
        bytes: Buffer.byteLength(JSON.stringify(first)),
      });
    }
    const floor = await measureFloor(server.url, await token(endpoints[0]!.who), {
      connections: CONNECTIONS,
      seconds: o.seconds,
      warmupSeconds: WARMUP_SECONDS,
      singleSeconds: SINGLE_SECONDS,
      log: (text) => step(`[${target.kind}] ${text}`),
    });
    const where = { bench: o.bench, database: target.kind, kind: target.kind };
    const rows = measured.map((r, i) => ({
      ...r,
      judged: judgeLatency(where, {
        measurement: r.name,
        p95: r.load.p95,
        failures: r.load.failures,
        floorMs: floor.load.p95,
        target: r.extra ? undefined : (endpoints[i]!.target ?? o.target),
      }),
    }));
    return { probes, seedMs, rows, floor, after: o.after ? await o.after(server, token, probes) : undefined };
  } finally {
    await server.stop();
  }
}

/** How the load was made, for the top of a report. */
export const loadNote = (seconds: number, loadAtStart: number) =>
  `Autocannon in the bench process, ${CONNECTIONS} connections for ${seconds} s per endpoint after ${WARMUP_SECONDS} s of warm-up, then 1 connection ` +
  `for ${SINGLE_SECONDS} s. The server runs in its own process. Load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (2 cores, shared).`;

/** The endpoint table: throughput, latency percentiles, CPU per request, answer size, the p95 ÷ the floor's, and the verdict. */
export function endpointTable(rows: EndpointRow[], floor: Floor): string[] {
  return [
    '| endpoint | req/s | p50 | p95 | p99 | p50 at 1 connection | CPU ms/request (server + database) | response | × floor (p95 ÷ p95) | target p95 | verdict |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
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
          r.judged.ratio,
          r.extra ? '(extra)' : r.judged.target,
          r.judged.cell,
        ].join(' | ')} |`,
    ),
    `| floor: ${floor.name} | ${Math.round(floor.load.rps)} | ${ms(floor.load.p50)} | ${ms(floor.load.p95)} | ${ms(floor.load.p99)} | ${ms(floor.single.p50)} | | | × 1.0 | | ${floor.load.failures ? `**${floor.load.failures} failed**` : ''} |`,
  ];
}

/**
 * Runs one bench on PGlite (in `root`) and, when DATABASE_URL is set, on a fresh PostgreSQL database; `BENCH_<NAME>_ONLY` (a dash of the name an underscore)
 * (pglite or postgres) keeps one. Given `data` (by `npm run bench -- all`), runs on that database alone. Writes the
 * report `format` makes to .tmp/bench-<name>.md and prints it.
 */
export async function onEachDatabase<R extends { target: BenchTarget }>(
  o: { name: string; root: string; firstPort: number; data?: BenchData },
  bench: (data: BenchData, port: number) => Promise<R>,
  format: (runs: R[], loadAtStart: number) => string,
): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  const only = process.env[`BENCH_${o.name.toUpperCase().replaceAll('-', '_')}_ONLY`];
  process.once('exit', killGoalServers);
  const port = await freePort(o.firstPort);
  const runs: R[] = [];
  if (o.data) runs.push(await bench(o.data, port));
  else {
    if (only !== 'postgres') runs.push(await bench(benchData(pgliteTarget(join(o.root, `${o.name}-pglite`))), port));
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl && only !== 'pglite') {
      const target = await postgresTarget(databaseUrl);
      try {
        runs.push(await bench(benchData(target), port));
      } finally {
        await target.dispose();
      }
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
export type EndpointRun<P, A> = {
  target: BenchTarget;
  shared: boolean;
  probes: P;
  seedMs: number;
  rows: EndpointRow[];
  floor: Floor;
  after: A | undefined;
};

/** Where a report says how long the seed took, or that `npm run bench -- all` seeded the data for several benches. */
export const seededNote = (shared: boolean, seedMs: number) =>
  shared
    ? `Data shared with other benches of this \`npm run bench -- all\` (this bench's own layer added in ${ms(seedMs)}).`
    : `Seeded in ${ms(seedMs)}.`;

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
    target: Target;
    seed: (data: BenchData, log: (text: string) => void) => Promise<P>;
    endpoints: (probes: P) => BenchEndpoint[];
    after?: (server: BenchServer, token: (who: Person) => Promise<string>, probes: P) => Promise<A>;
    describe: (run: EndpointRun<P, A>) => string;
    more?: (run: EndpointRun<P, A>) => string[];
  },
  data?: BenchData,
): Promise<void> {
  const bench = async (d: BenchData, port: number): Promise<EndpointRun<P, A>> => ({
    target: d.target,
    shared: d.shared,
    ...(await benchEndpoints<P, A>(d, port, {
      bench: o.name,
      seconds: o.seconds,
      target: o.target,
      seed: (x) => o.seed(x, (text) => step(`[${d.target.kind}]   ${text}`)),
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
        `${o.describe(run)} ${seededNote(run.shared, run.seedMs)}`,
        '',
        ...endpointTable(run.rows, run.floor),
        ...(o.more?.(run) ?? []),
      ]),
    ].join('\n');
  return onEachDatabase({ name: o.name, root, firstPort: o.firstPort, data }, bench, format);
}
