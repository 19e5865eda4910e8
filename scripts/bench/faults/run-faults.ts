// `npm run bench -- faults`: writes from 10 clients while PostgreSQL restarts (503 not 500, recovery time, every
// acknowledged write found), then the embedded database killed with SIGKILL mid-writes (every acknowledged write
// found after a restart). Needs DATABASE_URL (a PostgreSQL server this machine may restart). Writes .tmp/bench-faults.md.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../../src/server/config';
import { openConfiguredDatabase } from '../../../src/server/db/open';
import { serverUrlFor } from '../../../src/server/testing/test-db-config';
import { freePort, healthy, sleep, startServer } from '../server';
import { ms, type Row } from '../report';
import { recordVerdict } from '../targets';
import { countFound, failuresByStatus, runWriters, seedWriters, type Write } from './writers';

const WRITERS = 10;
const RUN_MS = 20_000;
const RESTART_AT_MS = 7_000;
const RECOVERY_BUDGET_MS = 5_000;
const KILL_WRITERS = 3;
const KILL_AT_MS = 4_000;

const ok = (w: Write) => w.status >= 200 && w.status < 300;
// The one row with a speed target; a wrong answer in any other row with a budget is a failure.
const RECOVERY = 'PostgreSQL restart: first 2xx after PostgreSQL accepts connections again';
const step = (text: string) => console.info(`… ${text}`);

export async function runFaultsBench(root: string): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error('npm run bench -- faults needs DATABASE_URL: a PostgreSQL server on this machine that it may restart.');
    process.exit(1);
  }
  const rows: Row[] = [...(await postgresRestart(serverUrl)), ...(await pgliteKill(join(root, 'pglite')))];
  const verdict = (r: Row) => {
    if (r.pass === undefined) return '';
    const kind = r.measurement.startsWith('PGlite') ? 'pglite' : 'postgres';
    // Checks of both databases: no "target is for PostgreSQL" caveat on the PGlite rows.
    const where = { bench: 'faults', database: kind, kind: 'postgres' } as const;
    const failed = !r.pass && r.measurement !== RECOVERY;
    return recordVerdict(where, { measurement: r.measurement, value: r.result, target: r.budget ?? 'yes', met: r.pass, failed });
  };
  const table = [
    '| Measurement | Result | Budget | Verdict |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.measurement} | ${r.result} | ${r.budget ?? ''} | ${verdict(r)} |`),
  ].join('\n');
  console.info(`\n${table}\n`);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-faults.md', `${table}\n`);
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}

async function postgresRestart(serverUrl: string): Promise<Row[]> {
  const name = `trellis_bench_faults_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = serverUrlFor(serverUrl, name);
  try {
    step(`seeding ${WRITERS} writers in ${name}`);
    const database = await openConfiguredDatabase(loadConfig({ DATABASE_URL: databaseUrl, TRELLIS_DEMO: 'off' }));
    const { tenantId, writers } = await seedWriters(database.db, WRITERS);
    const port = await freePort(3300);
    const server = await startPostgresServer(databaseUrl, port);
    const t0 = performance.now();
    let backAt = Number.NaN;
    step(`${WRITERS} writers for ${RUN_MS / 1000} s; PostgreSQL restarted at ${RESTART_AT_MS / 1000} s`);
    const restart = (async () => {
      await sleep(RESTART_AT_MS);
      const cluster = readdirSync('/etc/postgresql')[0]!;
      // Not execFileSync: the writers run in this process and must keep writing while PostgreSQL is down.
      await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', 'restart']);
      while (!(await accepts(serverUrl))) await sleep(20);
      backAt = performance.now() - t0;
    })();
    const writes = await runWriters({ url: () => server.url, writers, tag: name, t0, stopAt: RUN_MS });
    await restart;
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    const stopped = await server.stop();

    const acknowledged = writes.filter(ok).map((w) => w.body);
    const found = await countFound(database.db, tenantId, acknowledged);
    const unacknowledged = writes.filter((w) => !ok(w)).map((w) => w.body);
    const foundAnyway = await countFound(database.db, tenantId, unacknowledged);
    await database.close();
    const firstOk = writes.filter((w) => ok(w) && w.at >= backAt).sort((a, b) => a.at - b.at)[0];
    const recovery = firstOk ? firstOk.at - backAt : Number.POSITIVE_INFINITY;
    const server500 = writes.filter((w) => w.status >= 500 && w.status !== 503).length;
    return [
      {
        measurement: `PostgreSQL restart: writes answered 2xx (${WRITERS} clients, ${RUN_MS / 1000} s)`,
        result: String(acknowledged.length),
      },
      {
        measurement: 'PostgreSQL restart: acknowledged writes found in the database afterwards',
        result: `${found} of ${acknowledged.length}`,
        budget: 'all',
        pass: found === acknowledged.length,
      },
      {
        measurement: 'PostgreSQL restart: writes not answered 2xx, by status',
        result: `${failuresByStatus(writes)} (of them in the database anyway: ${foundAnyway})`,
      },
      { measurement: 'PostgreSQL restart: 5xx other than 503', result: String(server500), budget: '0', pass: server500 === 0 },
      {
        measurement: RECOVERY,
        result: `${ms(recovery)} (down from ${ms(RESTART_AT_MS)} to ${ms(backAt)} of the run)`,
        budget: `≤ ${ms(RECOVERY_BUDGET_MS)}`,
        pass: recovery <= RECOVERY_BUDGET_MS,
      },
      { measurement: 'PostgreSQL restart: the app process kept running', result: alive ? 'yes' : 'no', pass: alive },
      { measurement: 'PostgreSQL restart: then stopped with SIGTERM', result: stopped, pass: stopped.startsWith('exit 0') },
    ];
  } finally {
    const admin2 = new pg.Client({ connectionString: serverUrl });
    await admin2.connect();
    await admin2.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin2.end();
  }
}

async function accepts(serverUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(serverUrl);
  try {
    await promisify(execFile)('pg_isready', ['-q', '-h', hostname || '127.0.0.1', '-p', port || '5432']);
    return true;
  } catch {
    return false;
  }
}

async function startPostgresServer(databaseUrl: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRELLIS_DEMO: 'off',
      LOGIN_RATE_LIMIT: '100000',
      LOG_LEVEL: 'error',
      SMTP_URL: '',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<string> => {
    if (child.exitCode !== null || child.signalCode !== null) return `already gone (${child.exitCode ?? child.signalCode})`;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const started = performance.now();
    child.kill('SIGTERM');
    const code = await exited;
    return `exit ${code} after ${ms(performance.now() - started)}`;
  };
  for (const started = performance.now(); performance.now() - started < 60_000;) {
    if (child.exitCode !== null) throw new Error('The server exited before it was healthy');
    if (await healthy(url)) return { url, child, stop };
    await sleep(50);
  }
  await stop();
  throw new Error('The server was not healthy within 60 s');
}

async function pgliteKill(dataDir: string): Promise<Row[]> {
  step(`PGlite: seeding ${KILL_WRITERS} writers`);
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', TRELLIS_DEMO: 'off' });
  let database = await openConfiguredDatabase(config);
  const { tenantId, writers } = await seedWriters(database.db, KILL_WRITERS);
  await database.close();
  const port = await freePort(3400);
  let { server } = await startServer(dataDir, port);
  const t0 = performance.now();
  step(`PGlite: ${KILL_WRITERS} writers, SIGKILL at ${KILL_AT_MS / 1000} s, started again`);
  const kill = (async () => {
    await sleep(KILL_AT_MS);
    process.kill(server.pid, 'SIGKILL');
  })();
  const writes = await runWriters({ url: () => server.url, writers, tag: 'pglite-kill', t0, stopAt: KILL_AT_MS + 500 });
  await kill;
  await server.stop();
  const restarted = await startServer(dataDir, port);
  server = restarted.server;
  const opened = await healthy(server.url);
  await server.stop();
  database = await openConfiguredDatabase(config);
  const acknowledged = writes.filter(ok).map((w) => w.body);
  const found = await countFound(database.db, tenantId, acknowledged);
  await database.close();
  return [
    {
      measurement: 'PGlite SIGKILL: started again on the same data directory',
      result: `${opened ? 'yes' : 'no'} (${ms(restarted.startMs)})`,
      pass: opened,
    },
    {
      measurement: `PGlite SIGKILL: acknowledged writes found after the restart (${KILL_WRITERS} clients)`,
      result: `${found} of ${acknowledged.length}; ${failuresByStatus(writes)} unanswered or failed`,
      budget: 'all',
      pass: found === acknowledged.length,
    },
  ];
}
