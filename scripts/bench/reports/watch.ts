// What the report bench watches while a report is made: the server's resident memory, and whether its event loop
// still answers.
import { residentMiB } from '../server';

/** Samples the VmRSS of `pid` every `everyMs` until stopped; the peak includes a last sample at the stop. */
export function sampleResident(pid: number, everyMs = 50): { before: number; stop: () => { before: number; peak: number } } {
  const before = residentMiB(pid);
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentMiB(pid));
    } catch {
      // The process is gone; the request fails on its own.
    }
  }, everyMs);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, residentMiB(pid));
      return { before, peak };
    },
  };
}

/**
 * `GET /api/health` (no database) every `everyMs`, one at a time, until stopped: the longest time between two
 * answers is the longest the server's event loop could not answer anyone (plus `everyMs`).
 */
export function pingHealth(
  url: string,
  everyMs = 100,
): { stop: () => Promise<{ longestGapMs: number; gapFromMs: number; pings: number }> } {
  let running = true;
  let pings = 0;
  let longestGapMs = 0;
  // When the longest gap began, from the start.
  let gapFromMs = 0;
  const started = performance.now();
  const loop = (async () => {
    let lastAnswer = started;
    while (running) {
      const sent = performance.now();
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
      const answered = performance.now();
      pings++;
      if (answered - lastAnswer > longestGapMs) {
        longestGapMs = answered - lastAnswer;
        gapFromMs = lastAnswer - started;
      }
      lastAnswer = answered;
      const wait = everyMs - (answered - sent);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { longestGapMs, gapFromMs, pings };
    },
  };
}
