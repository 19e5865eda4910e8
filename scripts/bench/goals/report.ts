import { cpus, loadavg } from 'node:os';
import { ms } from '../report';
import type { Judged } from '../targets';
import type { Endpoint } from './endpoints';
import type { InProcess } from './in-process';
import type { LoadResult } from './load';
import type { SeedStep } from './seed';

export type EndpointResult = {
  endpoint: Endpoint;
  /** Goals that match a list's filter (all pages). */
  matches?: number;
  load: LoadResult;
  /** CPU ms per request under load: the server process (with PGlite inside), PostgreSQL's backends, the load generator. */
  cpu: { serverMs: number; databaseMs: number; clientMs: number };
  single: LoadResult;
  inProcess: InProcess;
  /** Against the endpoint's target, with the p95's ratio to the floor's. */
  judged: Judged & { cell: string };
};

export type TargetResult = {
  kind: 'pglite' | 'postgres';
  label: string;
  seed: SeedStep[];
  /** The company was seeded for several benches by `npm run bench -- all`. */
  shared: boolean;
  counts: Record<string, number>;
  startMs: number;
  rssMiB: number;
  endpoints: EndpointResult[];
  /** Calls that do (almost) nothing, loaded like the endpoints: the floor under every endpoint's numbers. */
  floors: { name: string; load: LoadResult; single: LoadResult }[];
  /** The p95 of the floor that ratio targets are multiples of (GET /api/dashboard/theme). */
  floorP95: number;
};

export type RunInfo = {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  singleSeconds: number;
  times: number;
  loadAtStart: number;
};

const n = (x: number) => x.toLocaleString('en');
const s = (x: number) => `${(x / 1000).toFixed(1)} s`;
// Two cores' worth of CPU time per second, spent on nothing else.
const capacity = (cpuMs: number) => Math.round((2 * 1000) / cpuMs);
const ratio = (a: number, b: number | undefined) => (b ? `× ${(a / b).toFixed(1)}` : '');
const cell = (s: string) => s.replace(/\|/g, '\\|');
const row = (cells: (string | number)[]) => `| ${cells.map((c) => cell(String(c))).join(' | ')} |`;

function clientCpu(t: TargetResult) {
  const values = t.endpoints.map((r) => r.cpu.clientMs);
  return `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
}

function targetTables(t: TargetResult, info: RunInfo): string[] {
  const seedTotal = t.seed.reduce((sum, s) => sum + s.ms, 0);
  return [
    `## ${t.label}`,
    '',
    (t.shared ? 'Seeded once for the benches of this `npm run bench -- all` that share the company. ' : '') +
      `Seed (bench process, bulk \`INSERT … SELECT\`, before the server starts): **${s(seedTotal)}** in all: ` +
      t.seed.map((x) => `${x.step} ${x.rows === undefined ? '' : `${n(x.rows)} `}${s(x.ms)}`).join(' · ') +
      `. Server start to healthy: ${s(t.startMs)}; server VmRSS after the load: ${Math.round(t.rssMiB)} MiB. ` +
      `The load generator (autocannon, in the bench process, on the same cores) used ${clientCpu(t)} of CPU per request.`,
    '',
    `### Under load: ${info.connections} connections, ${info.seconds} s per endpoint after ${info.warmupSeconds} s of warm-up`,
    '',
    row([
      'Endpoint',
      'Matches',
      'req/s',
      'p50',
      'p95',
      'p99',
      'Direct SQL median',
      'Ratio p50 ÷ SQL',
      '× floor (p95 ÷ p95)',
      'Target p95',
      '',
    ]),
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
    ...t.endpoints.map((r) =>
      row([
        r.endpoint.name,
        r.matches === undefined ? '' : n(r.matches),
        Math.round(r.load.rps),
        ms(r.load.p50),
        ms(r.load.p95),
        ms(r.load.p99),
        r.inProcess.sqlMs === undefined ? '' : ms(r.inProcess.sqlMs),
        ratio(r.load.p50, r.inProcess.sqlMs),
        r.judged.ratio,
        r.judged.target,
        r.judged.cell,
      ]),
    ),
    '',
    `### One request at a time (service time): HTTP at 1 connection for ${info.singleSeconds} s; in the bench process ${info.times} calls each, server stopped`,
    '',
    row([
      'Endpoint',
      'HTTP p50 @ 1',
      'Route work in-process',
      'List SQL alone',
      'HTTP @ 1 ÷ SQL',
      'Statements / request',
      'CPU / request: server + PostgreSQL',
      '≈ req/s on 2 idle cores',
    ]),
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...t.endpoints.map((r) =>
      row([
        r.endpoint.name,
        ms(r.single.p50),
        ms(r.inProcess.serviceMs),
        r.inProcess.sqlMs === undefined ? '' : ms(r.inProcess.sqlMs),
        ratio(r.single.p50, r.inProcess.sqlMs),
        r.inProcess.statements,
        t.kind === 'postgres'
          ? `${ms(r.cpu.serverMs + r.cpu.databaseMs)} (${ms(r.cpu.serverMs)} + ${ms(r.cpu.databaseMs)})`
          : ms(r.cpu.serverMs),
        capacity(r.cpu.serverMs + r.cpu.databaseMs),
      ]),
    ),
    '',
    `### The floor: calls that do almost nothing, ${info.connections} connections for ${info.seconds} s, then 1 connection`,
    '',
    `The targets are multiples of the theme call's p95 (${ms(t.floorP95)}): ≤ 2× for the lists, the detail and the weekly update, ≤ 8× for the department search.`,
    '',
    row(['Call', 'req/s', 'p50', 'p95', 'p99', 'HTTP p50 @ 1']),
    '|---|--:|--:|--:|--:|--:|',
    ...t.floors.map((f) => row([f.name, Math.round(f.load.rps), ms(f.load.p50), ms(f.load.p95), ms(f.load.p99), ms(f.single.p50)])),
    '',
  ];
}

export function formatGoalsReport(targets: TargetResult[], info: RunInfo, notes: string[]): string {
  const counts = targets[0]?.counts ?? {};
  return [
    '# Trellis goals bench',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpus().length} cores · loopback · one run`,
    `Machine load average (1 min): ${info.loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end (above the core count, other work shares the CPU).`,
    '',
    `One company: 5,000 people in a tree of depth 6 (CEO → 5 → 25 → 125 → 625 → 4,219; the first VP has 500 below), ` +
      `${n(counts.goals ?? 0)} goals over four quarters up to the current one, ${n(counts.statuses ?? 0)} weekly statuses, ` +
      `${n(counts.transitions ?? 0)} transitions. Lists ask for page 1 of 10 in the current quarter.`,
    `Load: autocannon in the bench process, the server a child process. Percentiles are nearest-rank over every response's own time ` +
      `(autocannon's 'response' event); autocannon's own summary has no p95. "Direct SQL" is the list query (findListedGoals in ` +
      `src/server/goals/list/list-goals.ts: the page, its goal rows and their facts in one statement, mapped) run by the bench process on the same database, as the request runs it (role trellis_app, tenant set), ` +
      `one at a time, median of ${info.times}.`,
    `"Route work in-process" is the route's tenant transaction (viewer, then the service) in the bench process; "Statements / request" ` +
      `counts the SQL it sends inside that transaction (the session look-up, BEGIN, SET LOCAL and COMMIT come on top). ` +
      `"CPU / request" is the CPU time of the server process (PGlite runs inside it) and of the PostgreSQL backends of the bench database ` +
      `during the loaded run, divided by the requests: it changes much less than latency when other work shares the machine, and ` +
      `2,000 ms ÷ it is about the rate two otherwise idle cores could serve (the load generator's own CPU not counted).`,
    '',
    ...targets.flatMap((t) => targetTables(t, info)),
    ...(notes.length ? ['## Notes', '', ...notes.map((x) => `- ${x}`), ''] : []),
    '## Reproduce',
    '',
    '```sh',
    'npm ci',
    'npm run bench -- goals                       # PGlite; writes .tmp/bench-goals.md and .tmp/bench-goals-plans.md',
    'DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- goals',
    '                                             # also PostgreSQL, in a new database trellis_bench_<random>, dropped at the end',
    'BENCH_GOALS_ONLY=postgres BENCH_GOALS_SECONDS=20 DATABASE_URL=… npm run bench -- goals   # one database, longer runs',
    'DATABASE_URL=… npm run bench -- all          # every bench, one table of every target: .tmp/bench-all.md',
    '```',
  ].join('\n');
}

export function formatPlans(targets: TargetResult[]): string {
  return [
    '# EXPLAIN (ANALYZE, BUFFERS) of the list SQL, as the bench ran it',
    '',
    ...targets.flatMap((t) => [
      `## ${t.label}`,
      '',
      ...t.endpoints.filter((r) => r.inProcess.plan).flatMap((r) => [`### ${r.endpoint.name}`, '', '```', r.inProcess.plan!, '```', '']),
    ]),
  ].join('\n');
}
