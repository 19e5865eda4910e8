// `npm run bench -- all`: every bench of BENCHES one after another, on PostgreSQL when DATABASE_URL is set (the
// targets are for PostgreSQL; else PGlite), then ONE table of every target with its measured value, the floor, the
// ratio and the verdict, and the load average at the start and end of each bench, to .tmp/bench-all.md and stdout.
// Benches whose data fit the same company share one database, seeded once: see BENCHES.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { benchData, type BenchData } from './bench-data';
import { pgliteTarget, postgresTarget, type BenchTarget } from './goals/databases';
import { takeTargets, type TargetRow, type Verdict } from './targets';
import { BENCHES, type Bench, type DataKind } from './benches';

/** How long the whole run may take; the lead's quiet-machine run takes a fraction of it. */
export const ALL_WATCHDOG_MS = 90 * 60_000;

type Ran = { bench: Bench; loadStart: number; loadEnd: number; seconds: number; rows: TargetRow[]; note: string };

const ran: Ran[] = [];
const step = (text: string) => console.info(`… ${text}`);
const load1 = () => loadavg()[0]!;

/** The one database of each shared company, made when a bench first needs it and dropped at the end. */
function sharedDatabases(root: string, databaseUrl: string | undefined) {
  const made = new Map<DataKind, Promise<BenchData>>();
  const targets: BenchTarget[] = [];
  const fresh = async (name: string, shared: boolean) => {
    const target = databaseUrl ? await postgresTarget(databaseUrl) : pgliteTarget(join(root, `all-${name}`));
    targets.push(target);
    return benchData(target, shared);
  };
  return {
    dataFor: (kind: DataKind, bench: string): Promise<BenchData> | undefined => {
      if (kind === 'fixed') return undefined;
      if (kind === 'fresh') return fresh(bench, false);
      if (!made.has(kind)) made.set(kind, fresh(kind.replace(' ', '-'), true));
      return made.get(kind)!;
    },
    dispose: async () => {
      for (const t of targets) await t.dispose();
    },
  };
}

const skipped = () => (process.env.BENCH_ALL_SKIP ?? '').split(',').filter(Boolean);

/** Runs every bench, writes the table, and answers the exit code: 1 when a request (or a bench) failed, not for a missed target. */
export async function runAllBenches(root: string): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  // Each bench adds its 'exit' handlers (servers to kill, scratch databases to drop): more than Node's default ten.
  process.setMaxListeners(50);
  const databases = sharedDatabases(root, databaseUrl);
  try {
    for (const bench of BENCHES) {
      const loadStart = load1();
      const started = performance.now();
      const done = (rows: TargetRow[], note: string) =>
        ran.push({ bench, loadStart, loadEnd: load1(), seconds: (performance.now() - started) / 1000, rows, note });
      if (skipped().includes(bench.name)) {
        done([], 'not run: BENCH_ALL_SKIP');
        continue;
      }
      if (bench.needsPostgres && !databaseUrl) {
        done([], 'not run: needs DATABASE_URL');
        continue;
      }
      step(`bench ${bench.name} (${bench.data === 'fixed' || bench.data === 'fresh' ? 'its own data' : `the ${bench.data}`})`);
      try {
        const data = await databases.dataFor(bench.data, bench.name);
        await bench.run(root, data);
        done(takeTargets(), '');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`The ${bench.name} bench failed: ${message}`);
        const failed: TargetRow = {
          bench: bench.name,
          database: '',
          measurement: `the bench: ${message}`,
          value: '',
          target: '',
          floor: '',
          ratio: '',
          verdict: 'failed',
        };
        done([...takeTargets(), failed], 'failed');
      }
      // A bench's own exit code (the faults bench's) is not the run's: the run's comes from the verdicts.
      process.exitCode = undefined;
    }
  } finally {
    await databases.dispose();
  }
  writeAllTable();
  return ran.some((r) => r.rows.some((row) => row.verdict === 'failed')) ? 1 : 0;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');
const verdictText: Record<Verdict, string> = { met: 'met', missed: '**missed**', failed: '**failed**', '': '' };

/** The table of every target so far (also when the watchdog stops the run). */
export function writeAllTable(stopped = ''): void {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (DATABASE_URL not set; the targets are for PostgreSQL)';
  const rows = ran.flatMap((r) =>
    (r.rows.length ? r.rows : [undefined]).map((row) => [
      r.bench.name,
      row?.database ?? '',
      row?.measurement ?? r.note,
      row?.value ?? '',
      row?.floor ?? '',
      row?.ratio ?? '',
      row?.target ?? '',
      row ? verdictText[row.verdict] : '',
      `${r.loadStart.toFixed(1)} → ${r.loadEnd.toFixed(1)}`,
    ]),
  );
  const count = (v: Verdict) => ran.flatMap((r) => r.rows).filter((row) => row.verdict === v).length;
  const report = [
    '# Trellis benches: every target',
    '',
    `${new Date().toISOString()} · Node ${process.version} · nproc ${availableParallelism()} (${cpus().length} CPUs) · ${database} · one run of each bench`,
    ...(stopped ? [stopped] : []),
    `Verdicts: ${count('met')} met, ${count('missed')} missed, ${count('failed')} failed. "Floor" is the p95 of GET /api/dashboard/theme ` +
      '(session, tenant transaction, one query) under the same load in the same server; "× floor" is the p95 divided by it. ' +
      'Each bench writes its own report with the details to .tmp/bench-<name>.md (the foundation bench to .tmp/bench.md).',
    '',
    '| bench | database | measurement | measured | floor p95 | × floor | target | verdict | load 1 min (start → end of the bench) |',
    '|---|---|---|--:|--:|--:|---|---|---|',
    ...rows.map((cells) => `| ${cells.map((c) => cell(c)).join(' | ')} |`),
    '',
    '| bench | data | seconds | load 1 min at start | at end |',
    '|---|---|--:|--:|--:|',
    ...ran.map(
      (r) =>
        `| ${r.bench.name} | ${r.bench.data === 'fixed' || r.bench.data === 'fresh' ? 'its own' : `shared: the ${r.bench.data}`} | ${Math.round(r.seconds)} | ${r.loadStart.toFixed(1)} | ${r.loadEnd.toFixed(1)} |`,
    ),
  ].join('\n');
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench-all.md', `${report}\n`);
  console.info(`\n${report}`);
}
