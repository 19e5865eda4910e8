// `npm run bench`: start-up, memory, sign-in and hierarchy latency of a server in a second process,
// and the login route's bundle size. Prints a Markdown table and writes it to .tmp/bench.md.
// `npm run bench -- goals`: the goals bench instead (scripts/bench/goals/run-goals.ts).
// `npm run bench -- compliance`: the dashboard compliance bench (scripts/bench/compliance/run-compliance.ts).
// `npm run bench -- live`: the live channel's fan-out and the prediction matrix (scripts/bench/live/run-live.ts).
// `npm run bench -- people`: the org chart and directory bench (scripts/bench/people/run-people.ts).
// `npm run bench -- talent`: the talent overview, matrix and compliance spreadsheet bench (scripts/bench/talent/run-talent.ts).
// `npm run bench -- actions`: the action-item list bench (scripts/bench/actions/run-actions.ts).
// `npm run bench -- ai`: a 500-goal quarter summary and its deck (scripts/bench/ai/run-ai.ts).
// `npm run bench -- reports`: a 50,000-goal xlsx, a 5,000-person PDF and an import (scripts/bench/reports/run-reports.ts).
// `npm run bench -- faults`: PostgreSQL restarted and PGlite killed under writes (scripts/bench/faults/run-faults.ts).
// `npm run bench -- alignment`: the alignment tree over 50,000 goals (scripts/bench/alignment/run-alignment.ts).
// `npm run bench -- web`: Lighthouse over the web app's main screens (scripts/bench/web/run-web.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUBDOMAIN } from '../../src/server/demo/accounts';
import { login, tokenFor, type Credentials } from './api';
import { measureLoginBundle } from './bundle-size';
import { measureHierarchies } from './hierarchy';
import { measure, median } from './load';
import { formatReport, latencyText, ms, type Row } from './report';
import { seedOrgs, type SeededOrg } from './seed-large';
import { freePort, killAllServers, residentMiB, sleep, startServer, type Server } from './server';
import { runGoalsBench } from './goals/run-goals';
import { runComplianceBench } from './compliance/run-compliance';
import { runLiveBench } from './live/run-live';
import { runPeopleBench } from './people/run-people';
import { runTalentBench } from './talent/run-talent';
import { runActionsBench } from './actions/run-actions';
import { runAiBench } from './ai/run-ai';
import { runReportsBench } from './reports/run-reports';
import { runFaultsBench } from './faults/run-faults';
import { runAlignmentBench } from './alignment/run-alignment';
import { runWebBench } from './web/run-web';

const WARM_STARTS = 3;
const IDLE_MS = 5_000;
const LOGINS = 200;
const WARMUP_LOGINS = 20;
const LOGIN_CONCURRENCY = 4;
const SEQUENTIAL_LOGINS = 50;
const asked = (name: string) => process.argv.slice(2).some((arg) => arg === name || arg === `--${name}`);
const GOALS = asked('goals');
const COMPLIANCE = asked('compliance');
const LIVE = asked('live');
const PEOPLE = asked('people');
const TALENT = asked('talent');
const ACTIONS = asked('actions');
const AI = asked('ai');
const REPORTS = asked('reports');
const FAULTS = asked('faults');
const ALIGNMENT = asked('alignment');
const WEB = asked('web');
// The goals and compliance benches seed 500,000 rows, and the web bench's 24 Lighthouse runs take minutes each on a
// busy machine: they get longer.
const WATCHDOG_MS =
  (GOALS || COMPLIANCE ? 25 : WEB ? 45 : LIVE || PEOPLE || TALENT || ACTIONS || AI || REPORTS || ALIGNMENT || FAULTS ? 15 : 5) * 60_000;

const root = mkdtempSync(join(tmpdir(), 'trellis-bench-'));
const dataDir = join(root, 'data');
process.once('exit', () => {
  killAllServers();
  rmSync(root, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
setTimeout(() => {
  console.error(`The bench did not finish within ${WATCHDOG_MS / 60_000} minutes.`);
  process.exit(1);
}, WATCHDOG_MS).unref();

const rows: Row[] = [];
const step = (text: string) => console.info(`… ${text}`);
const demoSignIns: Credentials[] = Object.values(DEMO_ACCOUNTS).map((userName) => ({
  userName,
  password: DEMO_PASSWORD,
  domain: DEMO_SUBDOMAIN,
}));

async function measureStarts(port: number): Promise<Server> {
  step('first start (seeds the demo company)');
  const first = await startServer(dataDir, port);
  rows.push({ measurement: 'First start incl. demo seed (single run)', result: ms(first.startMs) });
  await first.server.stop();

  step(`${WARM_STARTS} starts on the seeded data directory`);
  const times: number[] = [];
  let server: Server | undefined;
  for (let i = 0; i < WARM_STARTS; i++) {
    await server?.stop();
    const started = await startServer(dataDir, port);
    times.push(started.startMs);
    server = started.server;
  }
  const startMs = median(times);
  rows.push({
    measurement: `Start to healthy, seeded data dir (median of ${WARM_STARTS})`,
    result: `${ms(startMs)} (${times.map(ms).join(', ')})`,
    budget: '≤ 15 s',
    pass: startMs <= 15_000,
  });
  return server!;
}

async function measureMemoryAndSignIns(server: Server) {
  step('idle memory after a few sign-ins');
  for (const credentials of demoSignIns) await tokenFor(server.url, credentials);
  await sleep(IDLE_MS);
  const idle = residentMiB(server.pid);
  rows.push({
    measurement: `Idle VmRSS, demo company, ${demoSignIns.length} sign-ins then ${IDLE_MS / 1000} s idle`,
    result: `${Math.round(idle)} MiB`,
    budget: '≤ 1 GB',
    pass: idle <= 1024,
  });

  step(`${WARMUP_LOGINS} + ${LOGINS} sign-ins, concurrency ${LOGIN_CONCURRENCY}`);
  const signIn = async (i: number) => {
    const res = await login(server.url, demoSignIns[i % demoSignIns.length]!);
    await res.arrayBuffer();
    return res.status === 200;
  };
  await measure(WARMUP_LOGINS, LOGIN_CONCURRENCY, signIn);
  const signIns = await measure(LOGINS, LOGIN_CONCURRENCY, signIn);
  rows.push({
    measurement: `Sign-in latency, ${LOGINS} × POST /api/Auth/Login after ${WARMUP_LOGINS} unmeasured, concurrency ${LOGIN_CONCURRENCY}`,
    result: latencyText(signIns),
    budget: 'p95 ≤ 300 ms',
    pass: signIns.failures === 0 && signIns.p95 <= 300,
  });
  // One at a time gives the service time; at concurrency 4 on 2 cores a sign-in also waits for others.
  const sequential = await measure(SEQUENTIAL_LOGINS, 1, signIn);
  rows.push({
    measurement: `Sign-in latency, ${SEQUENTIAL_LOGINS} one at a time (service time, for comparison)`,
    result: `${latencyText(sequential)}; p95 at ${LOGIN_CONCURRENCY} ÷ median at 1: × ${(signIns.p95 / sequential.median).toFixed(1)}`,
  });
  rows.push({
    measurement: `VmRSS after the ${LOGINS + WARMUP_LOGINS + SEQUENTIAL_LOGINS} sign-ins`,
    result: `${Math.round(residentMiB(server.pid))} MiB`,
  });
}

async function measureHierarchy(port: number, orgs: SeededOrg[]) {
  step('start with the large companies');
  const { server, startMs } = await startServer(dataDir, port);
  rows.push({
    measurement: 'Start to healthy with the 10,000 + 100-person companies (single run)',
    result: ms(startMs),
  });
  try {
    rows.push(...(await measureHierarchies(server.url, orgs)));
  } finally {
    await server.stop();
  }
}

function measureBundle() {
  step('login route bundle');
  const size = measureLoginBundle();
  rows.push(
    'notMeasured' in size
      ? {
          measurement: 'Login route JavaScript, gzip -9',
          result: `not measured (${size.notMeasured})`,
          budget: '≤ 250 KB',
        }
      : {
          measurement: 'Login route JavaScript, gzip -9',
          result: `${size.gzipKiB.toFixed(1)} KB (${size.rawKiB.toFixed(0)} KB raw, ${size.files.length} files)`,
          budget: '≤ 250 KB',
          pass: size.gzipKiB <= 250,
        },
  );
}

async function main() {
  if (GOALS) return runGoalsBench(root);
  if (COMPLIANCE) return runComplianceBench(root);
  if (LIVE) return runLiveBench(root);
  if (PEOPLE) return runPeopleBench(root);
  if (TALENT) return runTalentBench(root);
  if (ACTIONS) return runActionsBench(root);
  if (AI) return runAiBench(root);
  if (REPORTS) return runReportsBench(root);
  if (FAULTS) return runFaultsBench(root);
  if (ALIGNMENT) return runAlignmentBench(root);
  if (WEB) return runWebBench(root);
  const loadAtStart = loadavg()[0]!;
  const port = await freePort(3200);
  const server = await measureStarts(port);
  try {
    await measureMemoryAndSignIns(server);
  } finally {
    await server.stop();
  }

  step('seeding a 10,000-person and a 100-person company in the bench process');
  const seedStarted = performance.now();
  const orgs = await seedOrgs(dataDir, [
    { subdomain: 'bench-10k', people: 10_000, vps: 10, managers: 100 },
    { subdomain: 'bench-100', people: 100, vps: 3, managers: 9 },
  ]);
  rows.push({
    measurement: 'Seed the 10,000 + 100-person companies in bulk (bench process, single run)',
    result: ms(performance.now() - seedStarted),
  });
  await measureHierarchy(port, orgs);
  measureBundle();

  const report = formatReport(rows, { port, loadAtStart });
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench.md', `${report}\n`);
  console.info(`\n${report}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('The bench failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
