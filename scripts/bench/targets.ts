// One way for every bench to judge a measured time against its target and to show its ratio to the floor (the p95 of
// GET /api/dashboard/theme under the same load, in the same server and run), and the list of every target judged in
// this process, which `npm run bench -- all` gathers into one table.

/** A time target: an absolute limit in ms, or a multiple of the floor's p95 measured in the same run. */
export type Target = { ms: number } | { timesFloor: number };
export type Verdict = 'met' | 'missed' | 'failed' | '';

export type Judged = { target: string; floor: string; ratio: string; verdict: Verdict; failures: number };

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

export const targetText = (t: Target) => ('ms' in t ? `≤ ${t.ms} ms` : `≤ ${t.timesFloor}× floor`);

/**
 * `value` (a p95, or the slowest of a few runs) against `target`; no target (an extra measurement) is no verdict, but
 * failed requests fail either way. A ratio target with no floor measured cannot be met.
 */
export function judge(m: { value: number; failures?: number; floorMs?: number; target?: Target }): Judged {
  const failures = m.failures ?? 0;
  const floor = m.floorMs === undefined ? '' : ms(m.floorMs);
  // Two decimals: a ratio target missed by a little must not read as its limit (× 2.0 against ≤ 2× floor).
  // No answer within a short run leaves no percentile (NaN): no ratio, and a target missed.
  const ratio = m.floorMs && Number.isFinite(m.value) ? `× ${(m.value / m.floorMs).toFixed(2)}` : '';
  const limit = !m.target ? undefined : 'ms' in m.target ? m.target.ms : m.floorMs === undefined ? -1 : m.target.timesFloor * m.floorMs;
  const verdict: Verdict = failures > 0 ? 'failed' : limit === undefined ? '' : m.value <= limit ? 'met' : 'missed';
  return { target: m.target ? targetText(m.target) : '', floor, ratio, verdict, failures };
}

/** The verdict as a table cell; `caveat` (e.g. the target is for PostgreSQL) is added to a met or missed verdict. */
export function verdictCell(j: Pick<Judged, 'verdict' | 'failures'>, caveat = ''): string {
  const note = caveat && j.verdict !== 'failed' && j.verdict !== '' ? ` (${caveat})` : '';
  if (j.verdict === 'failed') return j.failures > 0 ? `**${j.failures} failed**` : '**failed**';
  if (j.verdict === 'missed') return `**missed**${note}`;
  return `${j.verdict}${note}`;
}

/** A PGlite run is judged too, but the targets are for PostgreSQL. */
export const caveatFor = (kind: 'pglite' | 'postgres') => (kind === 'postgres' ? '' : 'target is for PostgreSQL');

/** One row of the table of every target. */
export type TargetRow = {
  bench: string;
  database: string;
  measurement: string;
  value: string;
  target: string;
  floor: string;
  ratio: string;
  verdict: Verdict;
};

const recorded: TargetRow[] = [];

/** Notes a judged measurement for the combined table (benches record every row they judge, and extras). */
export const recordTarget = (row: TargetRow) => void recorded.push(row);

/** The rows recorded since the last call. */
export const takeTargets = (): TargetRow[] => recorded.splice(0);

/** A latency row: judged, recorded for the combined table, and returned for the bench's own table. */
export function judgeLatency(
  where: Where,
  m: { measurement: string; p95: number; failures: number; floorMs?: number; target?: Target },
): Judged & { cell: string } {
  const j = judge({ value: m.p95, failures: m.failures, floorMs: m.floorMs, target: m.target });
  recordTarget({ bench: where.bench, database: where.database, measurement: m.measurement, value: `p95 ${ms(m.p95)}`, ...j });
  return { ...j, cell: verdictCell(j, caveatFor(where.kind)) };
}

/** Seconds of load per endpoint: the bench's own variable, else BENCH_SECONDS (for short development runs), else 10. */
export const secondsFrom = (variable: string, fallback = 10) => Number(process.env[variable] ?? process.env.BENCH_SECONDS ?? fallback);

export type Where = { bench: string; database: string; kind: 'pglite' | 'postgres' };

/** A measurement with a target that is not a time (a size, a count, a recovery): recorded with its verdict; returns the cell. */
export function recordVerdict(
  where: Where,
  m: { measurement: string; value: string; target: string; met: boolean; failed?: boolean },
): string {
  const verdict: Verdict = m.failed ? 'failed' : m.met ? 'met' : 'missed';
  recordTarget({
    bench: where.bench,
    database: where.database,
    measurement: m.measurement,
    value: m.value,
    target: m.target,
    floor: '',
    ratio: '',
    verdict,
  });
  return verdictCell({ verdict, failures: 0 }, caveatFor(where.kind));
}
