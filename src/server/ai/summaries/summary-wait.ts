import type { Deps } from '../../deps';
import { withTenant } from '../../db/tenant-context';
import { isAiSummaryEvent } from '../../events/bus';
import { findSummary, type SummaryRow, type SummaryScope } from './summary-store';

// The spec's client asks once and shows `Success: false` as an error, so GET /Gpt/summary waits for the job. It
// awaits (no work on the request's own turn of the event loop) and holds no database connection while it waits.

/** Another instance may run the job, so the row is read again this often; this instance's progress event comes sooner. */
const POLL_MS = 1_000;

const sameScope = (scope: SummaryScope) => (e: { Kind: string; PeriodId: number | null; Year: number | null; ForWhom: number }) =>
  e.Kind === scope.kind && e.PeriodId === scope.periodId && e.Year === scope.year && e.ForWhom === scope.forWhom;

/** The scope's row once it is no longer being written, or as it stands when `waitMs` has passed. */
export async function waitForSummary(deps: Deps, scope: SummaryScope, waitMs: number): Promise<SummaryRow | null> {
  const read = () => withTenant(deps.database.db, scope.tenantId, (tx) => findSummary(tx, scope));
  const end = Date.now() + waitMs;
  let wake: () => void = () => undefined;
  const unsubscribe = deps.events.subscribe((event) => {
    if (!isAiSummaryEvent(event) || event.tenantId !== scope.tenantId || event.userId !== scope.userId) return;
    if (event.data.Status !== 'generating' && sameScope(scope)(event.data)) wake();
  });
  try {
    for (;;) {
      const row = await read();
      const left = end - Date.now();
      if (!row || row.status !== 'generating' || left <= 0) return row;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(POLL_MS, left));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    unsubscribe();
  }
}
