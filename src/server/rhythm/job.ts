import type { Deps } from '../deps';
import { runRhythmTick, type TickOptions } from './tick';

const QUEUE = 'rhythm-tick';

export type RhythmJob = { stop: () => Promise<void> };

/**
 * The weekly follow-up's clock: every instance asks the job queue for a tick every `intervalMs`, keyed by the time
 * slot, so the instances' asks for one slot make one job (pg-boss's singleton key), and one worker runs it. Who
 * sends what stays decided by the ledger (rhythm_sends), so a tick run twice sends nothing twice. The queue is
 * defined at build time, before it starts; the tick runs in the worker, never in a request.
 */
export function startRhythmJob(deps: Deps, o: TickOptions & { intervalMs: number }): RhythmJob {
  deps.jobs.define<{ slot: number }>(QUEUE, async () => {
    await runRhythmTick(deps, { warn: o.warn, notify: o.notify });
  });
  const timer = setInterval(() => {
    const slot = Math.floor(deps.now().getTime() / o.intervalMs);
    deps.jobs.send(QUEUE, { slot }, `${QUEUE}:${slot}`).catch((error: unknown) => {
      o.warn(`[rhythm] could not queue the weekly follow-up: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, o.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
    },
  };
}
