// `npm run bench -- goals`: a 5,000-person company with 50,000 goals and 500,000 weekly statuses, its
// goal list, detail and weekly update under autocannon load on PGlite and, when DATABASE_URL is set,
// on PostgreSQL. Writes .tmp/bench-goals.md (and the list plans to .tmp/bench-goals-plans.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { tokenFor } from '../api';
import { benchData, type BenchData } from '../bench-data';
import { benchPeople, goalsCompany } from '../companies';
import { FLOOR_NAME, floorCall } from '../floor';
import { freePort, residentMiB } from '../server';
import { judgeLatency, secondsFrom } from '../targets';
import { pgliteTarget, postgresTarget } from './databases';
import { endpointsOf, peopleOf, scenarioOf, type Endpoint } from './endpoints';
import { killGoalServers, startBenchServer } from './goal-server';
import { cpuDuring } from './cpu';
import { measureInProcess } from './in-process';
import { checkScenario, runLoad, type Call } from './load';
import { formatGoalsReport, formatPlans, type EndpointResult, type RunInfo, type TargetResult } from './report';
import { credentialsOf, type Probes } from './seed';
import type { Person } from './seed-people';

const CONNECTIONS = 10;
const SECONDS = secondsFrom('BENCH_GOALS_SECONDS');
const WARMUP_SECONDS = 2;
const SINGLE_SECONDS = 3;
const IN_PROCESS_TIMES = 100;

const step = (text: string) => console.info(`… ${text}`);

/** Seeds the company (or finds it seeded by `npm run bench -- all`), the database closed again for the server. */
async function seed(data: BenchData) {
  const log = (text: string) => step(`[${data.target.kind}] ${text}`);
  const started = performance.now();
  const people = await benchPeople(data);
  const peopleStep = { step: 'tenant and people, with opening and migrating', ms: performance.now() - started, rows: people.people.length };
  const seeded = await goalsCompany(data, log);
  return { ...seeded, steps: [peopleStep, ...seeded.steps] };
}

async function signIn(url: string, endpoints: Endpoint[]): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  for (const person of endpoints.flatMap(peopleOf)) {
    if (!tokens.has(person.id)) tokens.set(person.id, await tokenFor(url, credentialsOf(person)));
  }
  return tokens;
}

type Loaded = Omit<EndpointResult, 'inProcess' | 'judged'>;

/**
 * What any request costs on this machine under the same load: no SQL at all (health), and a signed-in
 * call with one small query in the tenant's transaction (the quarter's theme).
 */
async function measureFloors(url: string, who: Person, kind: string): Promise<TargetResult['floors']> {
  const token = await tokenFor(url, credentialsOf(who));
  const calls: { name: string; call: Call }[] = [
    { name: 'GET /api/health (no sign-in, no SQL)', call: { method: 'GET', path: '/api/health', token } },
    { name: FLOOR_NAME, call: floorCall(token) },
  ];
  const floors: TargetResult['floors'] = [];
  for (const { name, call } of calls) {
    step(`[${kind}] floor: ${name}`);
    const scenario = { name, next: () => call };
    await runLoad(url, scenario, CONNECTIONS, WARMUP_SECONDS);
    const load = await runLoad(url, scenario, CONNECTIONS, SECONDS);
    const single = await runLoad(url, scenario, 1, SINGLE_SECONDS);
    step(`[${kind}]   p50 ${load.p50.toFixed(1)} p95 ${load.p95.toFixed(1)} ms; at 1 connection p50 ${single.p50.toFixed(1)} ms`);
    floors.push({ name, load, single });
  }
  return floors;
}

type Pids = { server: () => Promise<number[]>; database: () => Promise<number[]> };

async function underLoad(url: string, endpoints: Endpoint[], kind: string, pids: Pids): Promise<Loaded[]> {
  const tokens = await signIn(url, endpoints);
  const loaded: Loaded[] = [];
  for (const endpoint of endpoints) {
    step(`[${kind}] ${endpoint.name}`);
    const scenario = scenarioOf(endpoint, tokens);
    const first = await checkScenario(url, scenario, 3);
    const matches = endpoint.kind === 'list' ? (first as { count: number }).count : undefined;
    await runLoad(url, scenario, CONNECTIONS, WARMUP_SECONDS);
    const client = process.cpuUsage();
    const { result: load, cpuMs } = await cpuDuring(pids, () => runLoad(url, scenario, CONNECTIONS, SECONDS));
    const { user, system } = process.cpuUsage(client);
    const cpu = {
      serverMs: cpuMs.server / load.requests,
      databaseMs: cpuMs.database / load.requests,
      clientMs: (user + system) / 1000 / load.requests,
    };
    const single = await runLoad(url, scenario, 1, SINGLE_SECONDS);
    step(
      `[${kind}]   ${Math.round(load.rps)} req/s, p50 ${load.p50.toFixed(1)} p95 ${load.p95.toFixed(1)} p99 ${load.p99.toFixed(1)} ms, ` +
        `CPU ${cpu.serverMs.toFixed(1)} + ${cpu.databaseMs.toFixed(1)} ms/request; at 1 connection p50 ${single.p50.toFixed(1)} ms`,
    );
    loaded.push({ endpoint, matches, load, cpu, single });
  }
  return loaded;
}

async function benchTarget(data: BenchData, port: number): Promise<TargetResult> {
  const target = data.target;
  const seeded = await seed(data);
  const probes: Probes = seeded.probes;
  const endpoints = endpointsOf(probes);

  step(`[${target.kind}] starting the server`);
  const server = await startBenchServer(target.serverEnv, port);
  let loaded: Loaded[];
  let floors: TargetResult['floors'];
  let rssMiB: number;
  try {
    const pids = { server: async () => [server.pid], database: target.backendPids };
    loaded = await underLoad(server.url, endpoints, target.kind, pids);
    floors = await measureFloors(server.url, probes.contributor, target.kind);
    rssMiB = residentMiB(server.pid);
  } finally {
    await server.stop();
  }

  const floorP95 = floors.find((f) => f.name === FLOOR_NAME)!.load.p95;
  step(`[${target.kind}] the same work in the bench process (server stopped)`);
  const database = await target.open();
  const results: EndpointResult[] = [];
  try {
    for (const r of loaded) {
      results.push({
        ...r,
        inProcess: await measureInProcess(database, probes.tenantId, r.endpoint, IN_PROCESS_TIMES),
        judged: judgeLatency(
          { bench: 'goals', database: target.kind, kind: target.kind },
          { measurement: r.endpoint.name, p95: r.load.p95, failures: r.load.failures, floorMs: floorP95, target: r.endpoint.target },
        ),
      });
    }
  } finally {
    await database.close();
  }
  return {
    kind: target.kind,
    label: target.label,
    seed: seeded.steps,
    shared: data.shared,
    counts: seeded.counts,
    startMs: server.startMs,
    rssMiB,
    endpoints: results,
    floors,
    floorP95,
  };
}

function notesOf(results: TargetResult[]): string[] {
  const notes: string[] = [];
  if (!results.some((r) => r.kind === 'postgres'))
    notes.push('DATABASE_URL was not set: PostgreSQL was not measured, and the targets apply to PostgreSQL.');
  const misses = results.filter((r) => r.kind === 'postgres').flatMap((r) => r.endpoints.filter((e) => e.judged.verdict !== 'met'));
  for (const m of misses)
    notes.push(
      `${m.judged.verdict === 'failed' ? 'Failed' : 'Missed'} on PostgreSQL: ${m.endpoint.name} (p95 ${m.load.p95.toFixed(1)} ms, ${m.judged.ratio} the floor, target ${m.judged.target}).`,
    );
  return notes;
}

/** The goals bench; `root` is a scratch directory that the caller removes; `data`, given by `npm run bench -- all`, the one database. */
export async function runGoalsBench(root: string, data?: BenchData): Promise<void> {
  const info: RunInfo = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    singleSeconds: SINGLE_SECONDS,
    times: IN_PROCESS_TIMES,
    loadAtStart: loadavg()[0]!,
  };
  const only = process.env.BENCH_GOALS_ONLY;
  const databaseUrl = process.env.DATABASE_URL;
  process.once('exit', killGoalServers);
  const port = await freePort(3300);
  const results: TargetResult[] = [];

  if (data) results.push(await benchTarget(data, port));
  else {
    if (only !== 'postgres') results.push(await benchTarget(benchData(pgliteTarget(join(root, 'goals-pglite'))), port));
    if (databaseUrl && only !== 'pglite') {
      const target = await postgresTarget(databaseUrl);
      try {
        results.push(await benchTarget(benchData(target), port));
      } finally {
        await target.dispose();
      }
    }
  }

  const report = formatGoalsReport(results, info, notesOf(results));
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-goals.md', `${report}\n`);
  writeFileSync('.tmp/bench-goals-plans.md', `${formatPlans(results)}\n`);
  console.info(`\n${report}`);
}
