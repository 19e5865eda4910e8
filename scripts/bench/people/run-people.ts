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
import { freePort, residentMiB } from '../server';
import { ms } from '../report';
import { cpuDuring } from '../goals/cpu';
import { pgliteTarget, postgresTarget, type BenchTarget } from '../goals/databases';
import { killGoalServers, startBenchServer } from '../goals/goal-server';
import { checkScenario, runLoad, type Call, type LoadResult, type Scenario } from '../goals/load';
import { credentialsOf } from '../goals/seed';
import { seedPeople, type Person } from '../goals/seed-people';
import { seedPeopleExtras, type PeopleProbes } from './seed-people-extras';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_PEOPLE_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const SINGLE_SECONDS = 3;
const TARGET_P95_MS = 100;
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

async function benchTarget(target: BenchTarget, port: number) {
  step(`[${target.kind}] seeding 5,000 people`);
  const seeded = performance.now();
  const database = await target.open();
  let probes: PeopleProbes;
  try {
    const people = await seedPeople(database.db, new Date());
    probes = await seedPeopleExtras(database.db, people);
  } finally {
    await database.close();
  }
  const seedMs = performance.now() - seeded;

  step(`[${target.kind}] starting the server`);
  const server = await startBenchServer(target.serverEnv, port);
  const results: Result[] = [];
  let rssMiB = 0;
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
  return { target, probes, seedMs, startMs: server.startMs, rssMiB, results };
}

type TargetRun = Awaited<ReturnType<typeof benchTarget>>;

function verdict(kind: BenchTarget['kind'], r: Result) {
  if (r.load.failures > 0) return `**${r.load.failures} failed**`;
  const ok = r.load.p95 <= TARGET_P95_MS;
  if (r.endpoint.extra) return ok ? 'ok (extra)' : 'over (extra)';
  if (kind !== 'postgres') return ok ? 'ok (target is for PostgreSQL)' : 'over (target is for PostgreSQL)';
  return ok ? 'ok' : '**miss**';
}

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
        `seeded in ${ms(run.seedMs)}, server healthy in ${ms(run.startMs)}, ${Math.round(run.rssMiB)} MiB resident after the run.`,
      '',
      '| endpoint | req/s | p50 | p95 | p99 | p50 at 1 connection | service in-process (median / p95) | CPU ms/request (server + database) | response | target p95 | verdict |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
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
            `≤ ${TARGET_P95_MS} ms`,
            verdict(run.target.kind, r),
          ].join(' | ')} |`,
      ),
    );
  }
  if (!runs.some((r) => r.target.kind === 'postgres'))
    lines.push('', 'DATABASE_URL was not set: PostgreSQL was not measured, and the targets apply to PostgreSQL.');
  return lines.join('\n');
}

/** The people bench; `root` is a scratch directory that the caller removes. */
export async function runPeopleBench(root: string): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  const only = process.env.BENCH_PEOPLE_ONLY;
  const databaseUrl = process.env.DATABASE_URL;
  process.once('exit', killGoalServers);
  const port = await freePort(3400);
  const runs: TargetRun[] = [];
  if (only !== 'postgres') runs.push(await benchTarget(pgliteTarget(join(root, 'people-pglite')), port));
  if (databaseUrl && only !== 'pglite') {
    const target = await postgresTarget(databaseUrl);
    try {
      runs.push(await benchTarget(target, port));
    } finally {
      await target.dispose();
    }
  }
  const report = format(runs, loadAtStart);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-people.md', `${report}\n`);
  console.info(`\n${report}`);
}
