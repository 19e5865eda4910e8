export type Latencies = { median: number; p95: number; count: number; failures: number };

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Runs `call(i)` for i in 0..count-1 with at most `concurrency` in flight and records each
 * successful call's latency in ms; a call that returns false or throws counts as a failure.
 */
export async function measure(count: number, concurrency: number, call: (i: number) => Promise<boolean>): Promise<Latencies> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const started = performance.now();
      const ok = await call(i).catch(() => false);
      if (ok) latencies.push(performance.now() - started);
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return {
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    count: latencies.length,
    failures,
  };
}
