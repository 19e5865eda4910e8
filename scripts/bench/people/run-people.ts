// `npm run bench -- people`: the org chart and the employee directory of a 5,000-person company (the goals
// bench's tree plus avatars, observers and deactivated people) under autocannon load from the bench process,
// the server in a second process; PGlite, and PostgreSQL when DATABASE_URL is set. Writes .tmp/bench-people.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DirectoryRequest } from '../../../src/contract/organization';
import type { Database, Db } from '../../../src/server/db/client';
import { withTenant } from '../../../src/server/db/tenant-context';
import type { Actor } from '../../../src/server/http/access';
import type { Work as RequestWork } from '../../../src/server/http/unit-of-work';
import { findActor } from '../../../src/server/auth/session-queries';
import { findDirectoryPage } from '../../../src/server/people/directory';
import { findOrgData } from '../../../src/server/people/org-chart';
import { getProfileDetail } from '../../../src/server/people/profile-detail';
import { median, percentile } from '../load';
import { tokenFor } from '../api';
import { benchData, type BenchData } from '../bench-data';
import { benchPeople } from '../companies';
import { seededNote } from '../endpoint-bench';
import { measureFloor, type Floor } from '../floor';
import { freePort, residentMiB } from '../server';
import { ms } from '../report';
import { judgeLatency, secondsFrom, type Judged, type Target } from '../targets';
import { cpuDuring } from '../goals/cpu';
import { pgliteTarget, postgresTarget } from '../goals/databases';
import { killGoalServers, startBenchServer } from '../goals/goal-server';
import { checkScenario, runLoad, type Call, type LoadResult, type Scenario } from '../goals/load';
import { credentialsOf } from '../goals/seed';
import type { Person } from '../goals/seed-people';
import { seedPeopleExtras, type PeopleProbes } from './seed-people-extras';

const CONNECTIONS = 10;
const SECONDS = secondsFrom('BENCH_PEOPLE_SECONDS');
const WARMUP_SECONDS = 2;
const SINGLE_SECONDS = 3;
const TARGET: Target = { ms: 100 };
const IN_PROCESS_TIMES = 100;

const step = (text: string) => console.info(`… ${text}`);

/** The same work without HTTP: one call of the service inside its tenant transaction, the i-th of a rotation. */
type Work = (tx: Db, actor: Actor, i: number) => Promise<unknown>;
// A request's Work as inRequest makes it; these reads publish no events and need no other services.
const workOf = (tx: Db, actor: Actor): RequestWork => ({ tx, actor, deps: undefined as never, now: new Date(), emit: () => undefined });
type Endpoint = { name: string; calls: (token: (p: Person) => string) => Call[]; who: Person[]; work: Work; extra?: boolean };

const directory = (body: DirectoryRequest) => ({ method: 'POST' as const, path: '/api/profile/directory', body });
const directoryWork =
  (body: DirectoryRequest): Work =>
  (tx, actor) =>
    findDirectoryPage(workOf(tx, actor), DirectoryRequest.parse(body));

function endpointsOf(p: PeopleProbes): Endpoint[] {
  const one = (name: string, who: Person, call: Omit<Call, 'token'>, work: Work, extra?: boolean): Endpoint => ({
    name,
    who: [who],
    calls: (token) => [{ ...call, token: token(who) }],
    work,
    extra,
  });
  const list = (name: string, who: Person, body: DirectoryRequest, extra?: boolean) =>
    one(name, who, directory(body), directoryWork(body), extra);
  const contributor = p.contributors[0]!;
  return [
    one('Org chart: GET /api/profile/OrgData (CEO and two levels)', p.ceo, { method: 'GET', path: '/api/profile/OrgData' }, (tx, a) =>
      findOrgData(workOf(tx, a), { depth: 2 }),
    ),
    {
      name: `Org chart centred on a contributor at depth 6, Depth=1 (${p.contributors.length} different people)`,
      who: [contributor],
      calls: (token) =>
        p.contributors.map((c) => ({ method: 'GET', path: `/api/profile/OrgData?Id=${c.id}&Depth=1`, token: token(contributor) })),
      work: (tx, a, i) => findOrgData(workOf(tx, a), { focusId: p.contributors[i % p.contributors.length]!.id, depth: 1 }),
    },
    list('Directory: first page, by name (CEO)', p.ceo, { Page: 1, PageSize: 20 }),
    list('Directory: first page, by name (contributor)', contributor, { Page: 1, PageSize: 20 }),
    list('Directory: search "Team Lead 1", first page', contributor, { Page: 1, PageSize: 20, Search: 'Team Lead 1' }),
    list('Directory: department Engineering, managers, by job title', contributor, {
      Page: 1,
      PageSize: 20,
      Depts: ['Engineering'],
      Roles: ['manager'],
      Sort: 'JobTitle',
    }),
    list('Directory: page 100 of 250, by manager', p.ceo, { Page: 100, PageSize: 20, Sort: 'Manager' }, true),
    {
      name: `Profile page: GET /api/profile/{id} of ${p.managers.length} managers (VP viewing)`,
      who: [p.vp],
      calls: (token) => p.managers.map((m) => ({ method: 'GET', path: `/api/profile/${m.id}`, token: token(p.vp) })),
      work: (tx, a, i) => getProfileDetail(workOf(tx, a), p.managers[i % p.managers.length]!.id),
      extra: true,
    },
  ];
}

type Result = {
  endpoint: Endpoint;
  bytes: number;
  load: LoadResult;
  single: LoadResult;
  cpu: { serverMs: number; databaseMs: number };
  inProcess?: { median: number; p95: number };
  judged?: Judged & { cell: string };
};

async function actorOf(db: Db, tenantId: number, who: Person): Promise<Actor> {
  return (await findActor(db, tenantId, who.id))!;
}

/** Each endpoint's service call in its tenant transaction, IN_PROCESS_TIMES times after 10 unmeasured. */
async function measureInProcess(database: Database, tenantId: number, results: Result[]) {
  for (const r of results) {
    const actor = await actorOf(database.db, tenantId, r.endpoint.who[0]!);
    const times: number[] = [];
    for (let i = 0; i < IN_PROCESS_TIMES + 10; i++) {
      const started = performance.now();
      await withTenant(database.db, tenantId, (tx) => r.endpoint.work(tx, actor, i));
      if (i >= 10) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    r.inProcess = { median: median(times), p95: percentile(times, 95) };
  }
}

// In `npm run bench -- all` this bench comes after the others on the goals company: the extras deactivate 50
// contributors, who may be among the goals bench's weekly updaters.
async function benchTarget(data: BenchData, port: number) {
  const target = data.target;
  step(`[${target.kind}] seeding 5,000 people`);
  const seeded = performance.now();
  const people = await benchPeople(data);
  const probes = await data.once('people extras', (db) => seedPeopleExtras(db, people));
  const seedMs = performance.now() - seeded;

  step(`[${target.kind}] starting the server`);
  const server = await startBenchServer(target.serverEnv, port);
  const results: Result[] = [];
  let rssMiB = 0;
  let floor: Floor;
  try {
    const endpoints = endpointsOf(probes);
    const tokens = new Map<number, string>();
    for (const person of endpoints.flatMap((e) => e.who)) {
      if (!tokens.has(person.id)) tokens.set(person.id, await tokenFor(server.url, credentialsOf(person)));
    }
    const token = (p: Person) => tokens.get(p.id)!;
    const pids = { server: async () => [server.pid], database: target.backendPids };
    for (const endpoint of endpoints) {
      step(`[${target.kind}] ${endpoint.name}`);
      const calls = endpoint.calls(token);
      let i = 0;
      const scenario: Scenario = { name: endpoint.name, next: () => calls[i++ % calls.length]! };
      const first = await checkScenario(server.url, scenario, 3);
      await runLoad(server.url, scenario, CONNECTIONS, WARMUP_SECONDS);
      const { result: load, cpuMs } = await cpuDuring(pids, () => runLoad(server.url, scenario, CONNECTIONS, SECONDS));
      const single = await runLoad(server.url, scenario, 1, SINGLE_SECONDS);
      const cpu = { serverMs: cpuMs.server / load.requests, databaseMs: cpuMs.database / load.requests };
      step(
        `[${target.kind}]   ${Math.round(load.rps)} req/s, p50 ${load.p50.toFixed(1)} p95 ${load.p95.toFixed(1)} ms; at 1 connection p50 ${single.p50.toFixed(1)} ms`,
      );
      results.push({ endpoint, bytes: Buffer.byteLength(JSON.stringify(first)), load, single, cpu });
    }
    floor = await measureFloor(server.url, token(probes.ceo), {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      singleSeconds: SINGLE_SECONDS,
      log: (text) => step(`[${target.kind}] ${text}`),
    });
    for (const r of results) {
      r.judged = judgeLatency(
        { bench: 'people', database: target.kind, kind: target.kind },
        {
          measurement: r.endpoint.name,
          p95: r.load.p95,
          failures: r.load.failures,
          floorMs: floor.load.p95,
          target: r.endpoint.extra ? undefined : TARGET,
        },
      );
    }
    rssMiB = residentMiB(server.pid);
  } finally {
    await server.stop();
  }
  step(`[${target.kind}] the same work in the bench process (server stopped)`);
  const reopened = await target.open();
  try {
    await measureInProcess(reopened, probes.tenantId, results);
  } finally {
    await reopened.close();
  }
  return { target, shared: data.shared, probes, seedMs, startMs: server.startMs, rssMiB, results, floor };
}

type TargetRun = Awaited<ReturnType<typeof benchTarget>>;

function format(runs: TargetRun[], loadAtStart: number): string {
  const lines = [
    '# People bench: org chart and directory of a 5,000-person company',
    '',
    `Autocannon in the bench process, ${CONNECTIONS} connections for ${SECONDS} s per endpoint after ${WARMUP_SECONDS} s of warm-up; ` +
      `then 1 connection for ${SINGLE_SECONDS} s (service time). The server runs in its own process. Load average ${loadAtStart.toFixed(1)} at the start, ` +
      `${loadavg()[0]!.toFixed(1)} at the end (2 cores, shared).`,
  ];
  for (const run of runs) {
    lines.push(
      '',
      `## ${run.target.label}`,
      '',
      `${(5000 + run.probes.observers).toLocaleString('en')} people (depth 6, ${run.probes.observers} observers, ${run.probes.deactivated} deactivated, half with avatars); ` +
        `${seededNote(run.shared, run.seedMs)} Server healthy in ${ms(run.startMs)}, ${Math.round(run.rssMiB)} MiB resident after the run.`,
      '',
      '| endpoint | req/s | p50 | p95 | p99 | p50 at 1 connection | service in-process (median / p95) | CPU ms/request (server + database) | response | × floor (p95 ÷ p95) | target p95 | verdict |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
      ...run.results.map(
        (r) =>
          `| ${[
            r.endpoint.name,
            Math.round(r.load.rps),
            ms(r.load.p50),
            ms(r.load.p95),
            ms(r.load.p99),
            ms(r.single.p50),
            r.inProcess ? `${ms(r.inProcess.median)} / ${ms(r.inProcess.p95)}` : '',
            `${r.cpu.serverMs.toFixed(1)} + ${r.cpu.databaseMs.toFixed(1)}`,
            `${(r.bytes / 1024).toFixed(1)} KB`,
            r.judged!.ratio,
            r.endpoint.extra ? '(extra)' : r.judged!.target,
            r.judged!.cell,
          ].join(' | ')} |`,
      ),
      `| floor: ${run.floor.name} | ${Math.round(run.floor.load.rps)} | ${ms(run.floor.load.p50)} | ${ms(run.floor.load.p95)} | ${ms(run.floor.load.p99)} | ${ms(run.floor.single.p50)} | | | | × 1.0 | | ${run.floor.load.failures ? `**${run.floor.load.failures} failed**` : ''} |`,
    );
  }
  if (!runs.some((r) => r.target.kind === 'postgres'))
    lines.push('', 'DATABASE_URL was not set: PostgreSQL was not measured, and the targets apply to PostgreSQL.');
  return lines.join('\n');
}

/** The people bench; `root` is a scratch directory that the caller removes; `data`, given by `npm run bench -- all`, the one database. */
export async function runPeopleBench(root: string, data?: BenchData): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  const only = process.env.BENCH_PEOPLE_ONLY;
  const databaseUrl = process.env.DATABASE_URL;
  process.once('exit', killGoalServers);
  const port = await freePort(3400);
  const runs: TargetRun[] = [];
  if (data) runs.push(await benchTarget(data, port));
  else {
    if (only !== 'postgres') runs.push(await benchTarget(benchData(pgliteTarget(join(root, 'people-pglite'))), port));
    if (databaseUrl && only !== 'pglite') {
      const target = await postgresTarget(databaseUrl);
      try {
        runs.push(await benchTarget(benchData(target), port));
      } finally {
        await target.dispose();
      }
    }
  }
  const report = format(runs, loadAtStart);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-people.md', `${report}\n`);
  console.info(`\n${report}`);
}
