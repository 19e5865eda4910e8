// `npm run bench -- live`: the live channel's fan-out (500 sockets of one tenant, a goal update each round,
// on the demo company with embedded PGlite) and the prediction matrix of a VP with 500 people below on
// PostgreSQL (DATABASE_URL; the goals bench's 5,000-person company). Writes .tmp/bench-live.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { tokenFor } from '../api';
import { benchData, type BenchData } from '../bench-data';
import { goalsCompany } from '../companies';
import { measureFloor, type Floor } from '../floor';
import { freePort, startServer } from '../server';
import { judge, judgeLatency, recordTarget, secondsFrom, verdictCell, type Judged } from '../targets';
import { postgresTarget } from '../goals/databases';
import { startBenchServer } from '../goals/goal-server';
import { credentialsOf } from '../goals/seed';
import { measureFanOut, type FanOut } from './fan-out';
import { measureMatrix, type MatrixRun } from './matrix';

const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 500);
// 'fanout' or 'matrix' runs one half only.
const ONLY = process.env.BENCH_LIVE_ONLY;
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 40);
const CONNECTIONS = 10;
const SECONDS = secondsFrom('BENCH_LIVE_SECONDS');
export const FAN_OUT_P95_MS = 200;
export const MATRIX_P95_MS = 100;

const step = (text: string) => console.info(`… ${text}`);
const f = (n: number) => (Math.abs(n) < 10 ? n.toFixed(1) : String(Math.round(n)));

type Matrix = { runs: (MatrixRun & { judged: Judged & { cell: string } })[]; floor: Floor };

/**
 * The live bench; `root` is a scratch directory that the caller removes. The fan-out has its own data (the demo
 * company); the matrix runs on the goals company, in `data` when `npm run bench -- all` gives it.
 */
export async function runLiveBench(root: string, data?: BenchData): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  const port = await freePort(3400);
  let fanOut: FanOut | null = null;
  if (ONLY !== 'matrix') {
    step(`fan-out: demo company on PGlite, ${SOCKETS} sockets, ${ROUNDS} rounds`);
    const { server } = await startServer(join(root, 'live-data'), port);
    try {
      fanOut = await measureFanOut(server.url, { sockets: SOCKETS, rounds: ROUNDS, log: step });
    } finally {
      await server.stop();
    }
  }
  const loadAfterFanOut = loadavg()[0]!;

  let matrix: Matrix | null = null;
  const databaseUrl = process.env.DATABASE_URL;
  if ((data || databaseUrl) && ONLY !== 'fanout') {
    const own = data ? undefined : await postgresTarget(databaseUrl!);
    const bench = data ?? benchData(own!);
    try {
      step(`prediction matrix: the 5,000-person company on ${bench.target.kind}`);
      const seeded = await goalsCompany(bench, (s) => step(`  ${s}`));
      const benchServer = await startBenchServer(bench.target.serverEnv, port);
      try {
        const runs = await measureMatrix(benchServer.url, seeded.probes, { connections: CONNECTIONS, seconds: SECONDS, log: step });
        const floor = await measureFloor(benchServer.url, await tokenFor(benchServer.url, credentialsOf(seeded.probes.manager)), {
          connections: CONNECTIONS,
          seconds: SECONDS,
          warmupSeconds: 2,
          singleSeconds: Math.max(3, Math.round(SECONDS / 2)),
          log: step,
        });
        const where = { bench: 'live', database: bench.target.kind, kind: bench.target.kind };
        matrix = {
          floor,
          runs: runs.map((m) => ({
            ...m,
            judged: judgeLatency(where, {
              measurement: `Prediction matrix: ${m.name}`,
              p95: m.loaded.p95,
              failures: m.loaded.failures,
              floorMs: floor.load.p95,
              target: m.counted === null ? undefined : { ms: MATRIX_P95_MS },
            }),
          })),
        };
      } finally {
        await benchServer.stop();
      }
    } finally {
      await own?.dispose();
    }
  }

  const report = formatLiveReport(fanOut, matrix, { loadAtStart, loadAfterFanOut, loadAtEnd: loadavg()[0]! });
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-live.md', `${report}\n`);
  console.info(`\n${report}`);
}

function formatLiveReport(
  fan: FanOut | null,
  matrix: Matrix | null,
  load: { loadAtStart: number; loadAfterFanOut: number; loadAtEnd: number },
): string {
  const fanOut = fan && judge({ value: fan.afterAnswer.p95, failures: fan.missed, target: { ms: FAN_OUT_P95_MS } });
  if (fan && fanOut)
    recordTarget({
      bench: 'live',
      database: 'pglite',
      measurement: `Fan-out of a goal update to ${fan.sockets} sockets (demo company), HTTP answer → TenantUpdate`,
      value: `p95 ${f(fan.afterAnswer.p95)} ms`,
      ...fanOut,
    });
  const lines = [
    '# Trellis bench: live channel and prediction matrix',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpus().length} cores · one run · load average (1 min) ${load.loadAtStart.toFixed(1)} at start, ${load.loadAfterFanOut.toFixed(1)} after the fan-out, ${load.loadAtEnd.toFixed(1)} at end`,
    '',
  ];
  if (fan) {
    lines.push(
      '## Fan-out of a goal update (demo company, embedded PGlite; sockets in the bench process over WebSocket)',
      '',
      '| measurement | p50 | p95 | p99 | max | target |',
      '|---|--:|--:|--:|--:|---|',
      `| HTTP answer → TenantUpdate received, ${fan.sockets} sockets × ${fan.rounds} updates (${fan.deliveries} deliveries, ${fan.missed} missed) | ${f(fan.afterAnswer.p50)} ms | ${f(fan.afterAnswer.p95)} ms | ${f(fan.afterAnswer.p99)} ms | ${f(fan.afterAnswer.max)} ms | p95 ≤ ${FAN_OUT_P95_MS} ms ${verdictCell(fanOut!)} |`,
      `| request sent → TenantUpdate received | ${f(fan.afterSend.p50)} ms | ${f(fan.afterSend.p95)} ms | ${f(fan.afterSend.p99)} ms | ${f(fan.afterSend.max)} ms | |`,
      `| the weekly update itself (POST /api/Goal/updatestatus) | ${f(fan.httpMs.p50)} ms | ${f(fan.httpMs.p95)} ms | | | |`,
      '',
      `Connecting ${fan.sockets} sockets (handshake with a session check each) took ${(fan.connectMs / 1000).toFixed(1)} s. A negative time means the event arrived before the HTTP answer (events go out right after the commit).`,
      '',
    );
  }
  if (matrix) {
    lines.push(
      '## Prediction matrix (5,000 people, 50,000 goals; the VP with 500 people below)',
      '',
      `| request | goals counted | 1 connection p50 / p95 | ${CONNECTIONS} connections p50 / p95 / p99 | req/s | × floor (p95 ÷ p95) | target | verdict |`,
      '|---|--:|--:|--:|--:|--:|---|---|',
      ...matrix.runs.map(
        (m) =>
          `| ${m.name} | ${m.counted ?? '–'} | ${f(m.single.p50)} / ${f(m.single.p95)} ms | ${f(m.loaded.p50)} / ${f(m.loaded.p95)} / ${f(m.loaded.p99)} ms | ${Math.round(m.loaded.rps)} | ${m.judged.ratio} | ${m.counted === null ? 'reference' : m.judged.target} | ${m.judged.cell} |`,
      ),
      `| floor: ${matrix.floor.name} | | ${f(matrix.floor.single.p50)} ms (p50) | ${f(matrix.floor.load.p50)} / ${f(matrix.floor.load.p95)} / ${f(matrix.floor.load.p99)} ms | ${Math.round(matrix.floor.load.rps)} | × 1.0 | | ${matrix.floor.load.failures ? `**${matrix.floor.load.failures} failed**` : ''} |`,
      '',
    );
  } else {
    lines.push('DATABASE_URL was not set: the prediction matrix (a PostgreSQL target) was not measured.', '');
  }
  lines.push(
    '## Reproduce',
    '',
    '```sh',
    'DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- live   # writes .tmp/bench-live.md',
    'BENCH_LIVE_SOCKETS=500 BENCH_LIVE_ROUNDS=40 npm run bench -- live                # fan-out only (no DATABASE_URL)',
    'DATABASE_URL=… BENCH_LIVE_ONLY=matrix npm run bench -- live                      # matrix only',
    '```',
  );
  return lines.join('\n');
}
