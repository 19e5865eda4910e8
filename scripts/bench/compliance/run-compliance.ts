// `npm run bench -- compliance`: the dashboard's compliance widget (GET /api/dashboard/complience/{scope})
// for the goals bench's 5,000-person company, under autocannon load from this process against a server in
// another, on PostgreSQL when DATABASE_URL is set (else PGlite). Writes .tmp/bench-compliance.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../src/server/db/client';
import { withTenant } from '../../../src/server/db/tenant-context';
import { getCompliance } from '../../../src/server/dashboard/compliance';
import { complianceCountSql, type ComplianceQuestion } from '../../../src/server/dashboard/compliance-queries';
import { findActor } from '../../../src/server/auth/session-queries';
import type { Compliance } from '../../../src/contract/dashboard';
import { tokenFor } from '../api';
import { median } from '../load';
import { ms } from '../report';
import { freePort } from '../server';
import { benchData, type BenchData } from '../bench-data';
import { goalsCompany } from '../companies';
import { measureFloor, type Floor } from '../floor';
import { judgeLatency, secondsFrom, type Judged, type Target } from '../targets';
import { cpuDuring } from '../goals/cpu';
import { pgliteTarget, postgresTarget, redactUrl, type BenchTarget } from '../goals/databases';
import { killGoalServers, startBenchServer } from '../goals/goal-server';
import { checkScenario, runLoad, type LoadResult, type Scenario } from '../goals/load';
import { credentialsOf } from '../goals/seed';
import type { Person } from '../goals/seed-people';

const CONNECTIONS = 10;
const SECONDS = secondsFrom('BENCH_COMPLIANCE_SECONDS');
const WARMUP_SECONDS = 2;
const SINGLE_SECONDS = 5;
const IN_PROCESS_TIMES = 50;
const TARGET: Target = { ms: 100 };

const step = (text: string) => console.info(`… ${text}`);

type Probe = { name: string; who: Person; path: string; target?: Target };
type Measured = Probe & {
  load: LoadResult;
  single: LoadResult;
  cpu: { serverMs: number; databaseMs: number };
  judged?: Judged & { cell: string };
};

async function measureHttp(target: BenchTarget, probes: Probe[], port: number): Promise<{ measured: Measured[]; floor: Floor }> {
  const server = await startBenchServer(target.serverEnv, port);
  try {
    const tokens = new Map<number, string>();
    for (const p of probes) if (!tokens.has(p.who.id)) tokens.set(p.who.id, await tokenFor(server.url, credentialsOf(p.who)));
    const pids = { server: async () => [server.pid], database: target.backendPids };
    const measured: Measured[] = [];
    for (const probe of probes) {
      step(probe.name);
      const scenario: Scenario = { name: probe.name, next: () => ({ method: 'GET', path: probe.path, token: tokens.get(probe.who.id)! }) };
      await checkScenario(server.url, scenario, 3);
      // One at a time first: the service time, before the machine is warmed by the load.
      const single = await runLoad(server.url, scenario, 1, SINGLE_SECONDS);
      await runLoad(server.url, scenario, CONNECTIONS, WARMUP_SECONDS);
      const { result: load, cpuMs } = await cpuDuring(pids, () => runLoad(server.url, scenario, CONNECTIONS, SECONDS));
      const cpu = { serverMs: cpuMs.server / load.requests, databaseMs: cpuMs.database / load.requests };
      step(
        `  ${Math.round(load.rps)} req/s, p50 ${load.p50.toFixed(1)} p95 ${load.p95.toFixed(1)} p99 ${load.p99.toFixed(1)} ms; one at a time p50 ${single.p50.toFixed(1)} ms`,
      );
      measured.push({ ...probe, load, single, cpu });
    }
    const floor = await measureFloor(server.url, tokens.get(probes[0]!.who.id)!, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      singleSeconds: SINGLE_SECONDS,
      log: step,
    });
    for (const m of measured) {
      m.judged = judgeLatency(
        { bench: 'compliance', database: target.kind, kind: target.kind },
        { measurement: m.name, p95: m.load.p95, failures: m.load.failures, floorMs: floor.load.p95, target: m.target },
      );
    }
    return { measured, floor };
  } finally {
    await server.stop();
  }
}

/** The service without HTTP and the count SQL alone, with its plan, in the bench process. */
async function measureInProcess(database: Database, tenantId: number, ceo: Person) {
  const actor = (await findActor(database.db, tenantId, ceo.id))!;
  const service: number[] = [];
  let answer: Compliance | undefined;
  for (let i = 0; i < IN_PROCESS_TIMES; i++) {
    const started = performance.now();
    answer = await withTenant(database.db, tenantId, (tx) =>
      getCompliance({ tx, actor, deps: undefined as never, now: new Date(), emit: () => undefined }, { scope: 3 }),
    );
    service.push(performance.now() - started);
  }
  const question: ComplianceQuestion = {
    tenantId,
    viewerId: ceo.id,
    scope: 3,
    descendants: [],
    currentPeriodId: answer!.PeriodId!,
    weekId: answer!.LastWeekId,
    lastPeriodId: answer!.LastId,
  };
  const sqlTimes: number[] = [];
  for (let i = 0; i < IN_PROCESS_TIMES; i++) {
    const started = performance.now();
    await withTenant(database.db, tenantId, (tx) => queryRows(tx, complianceCountSql(question)));
    sqlTimes.push(performance.now() - started);
  }
  const plan = await withTenant(database.db, tenantId, (tx) =>
    queryRows<Record<string, string>>(tx, sql`EXPLAIN (ANALYZE, BUFFERS) ${complianceCountSql(question)}`),
  );
  return { serviceMs: median(service), sqlMs: median(sqlTimes), answer: answer!, plan: plan.map((r) => Object.values(r)[0]).join('\n') };
}

const load1 = () => loadavg()[0]!.toFixed(1);

/** The compliance bench, on PostgreSQL when DATABASE_URL is set (else PGlite), or on `data` given by `npm run bench -- all`. */
export async function runComplianceBench(root: string, data?: BenchData): Promise<void> {
  const loadAtStart = load1();
  const databaseUrl = process.env.DATABASE_URL;
  process.once('exit', killGoalServers);
  const own = data ? undefined : databaseUrl ? await postgresTarget(databaseUrl) : pgliteTarget(join(root, 'compliance-pglite'));
  const bench = data ?? benchData(own!);
  const target = bench.target;
  try {
    const seeded = await goalsCompany(bench, (text) => step(`[${target.kind}] ${text}`));
    // The steady state autovacuum keeps: visibility maps set, so index-only scans skip the heap.
    await bench.once('vacuum', (db) => db.execute(sql`VACUUM ANALYZE`));
    const { probes } = seeded;
    const port = await freePort(3400);
    const people = seeded.people.people.length;
    const { measured, floor } = await measureHttp(
      target,
      [
        {
          name: `Company (scope 3), CEO, ${people.toLocaleString('en')} people: as served (figures reused for a minute)`,
          who: probes.ceo,
          path: '/api/dashboard/complience/3',
          target: TARGET,
        },
        {
          name: 'My Organization (scope 2), VP with 500 below: computed per request',
          who: probes.manager,
          path: '/api/dashboard/complience/2',
        },
        {
          name: 'Drill-down: no weekly update, Company, first 20: the Company facts computed per request',
          who: probes.ceo,
          path: '/api/dashboard/complience/3/2?PageSize=20',
          target: TARGET,
        },
        { name: 'Reminders (GET /api/dashboard), VP', who: probes.manager, path: '/api/dashboard' },
      ],
      port,
    );
    const loadAtEnd = load1();
    step('the same work in the bench process (server stopped)');
    const database = await target.open();
    const inProcess = await measureInProcess(database, probes.tenantId, probes.ceo).finally(() => database.close());
    const report = formatReport({
      target,
      measured,
      floor,
      inProcess,
      loadAtStart,
      loadAtEnd,
      counts: { people, ...seeded.counts },
      databaseUrl,
    });
    mkdirSync('.tmp', { recursive: true });
    writeFileSync('.tmp/bench-compliance.md', `${report}\n`);
    console.info(`\n${report}`);
  } finally {
    await own?.dispose();
  }
}

function formatReport(r: {
  target: BenchTarget;
  measured: Measured[];
  floor: Floor;
  inProcess: Awaited<ReturnType<typeof measureInProcess>>;
  loadAtStart: string;
  loadAtEnd: string;
  counts: Record<string, number>;
  databaseUrl: string | undefined;
}): string {
  const a = r.inProcess.answer;
  const f = r.floor;
  return [
    '# Trellis bench: dashboard compliance',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpus().length} cores · ${r.target.label} · one run`,
    `Load average (1 min): ${r.loadAtStart} at start, ${r.loadAtEnd} after the HTTP runs (the machine is shared).`,
    `Company: ${Object.entries(r.counts)
      .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
      .join(', ')}.`,
    `Answer for the CEO, Company: ${a.users} people; no goals ${a.Modes[0]!.Percent}%, no weekly update ${a.Modes[1]!.Percent}% (week ${a.LastWeek?.Week}), not finalized ${a.Modes[2]!.Percent}% (${a.LastQuarter}).`,
    '',
    `| endpoint | req/s at ${CONNECTIONS} | p50 | p95 | p99 | one at a time p50 / p95 | CPU ms/request (server + database) | × floor (p95 ÷ p95) | target p95 | verdict |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|---|---|',
    ...r.measured.map(
      (m) =>
        `| ${m.name} | ${Math.round(m.load.rps)} | ${ms(m.load.p50)} | ${ms(m.load.p95)} | ${ms(m.load.p99)} | ${ms(m.single.p50)} / ${ms(m.single.p95)} | ${m.cpu.serverMs.toFixed(1)} + ${m.cpu.databaseMs.toFixed(1)} | ${m.judged!.ratio} | ${m.judged!.target} | ${m.judged!.cell} |`,
    ),
    `| floor: ${f.name} | ${Math.round(f.load.rps)} | ${ms(f.load.p50)} | ${ms(f.load.p95)} | ${ms(f.load.p99)} | ${ms(f.single.p50)} / ${ms(f.single.p95)} | | × 1.0 | | ${f.load.failures ? `**${f.load.failures} failed**` : ''} |`,
    '',
    `In the bench process, Company scope computed without the cache: the service (period, frame, counts in one transaction) ${ms(r.inProcess.serviceMs)}, the count SQL alone ${ms(r.inProcess.sqlMs)} (medians of ${IN_PROCESS_TIMES}).`,
    '',
    '## Plan of the count SQL (Company scope)',
    '',
    '```',
    r.inProcess.plan,
    '```',
    '',
    '## Reproduce',
    '',
    '```sh',
    r.databaseUrl
      ? `DATABASE_URL=${redactUrl(r.databaseUrl)} npm run bench -- compliance`
      : 'npm run bench -- compliance   # PGlite; set DATABASE_URL for PostgreSQL',
    '```',
  ].join('\n');
}
