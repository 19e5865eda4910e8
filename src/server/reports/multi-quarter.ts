import { badRequest } from '../errors';
import type { ViewerWork } from '../goals';
import { findPeriodIdsBetween } from '../periods';
import { NO_GOALS_IN_RANGE, RANGE_BACKWARDS } from '../../domain/reports/report-access';
import type { PendingDocument } from '../http/download';
import { findGoalListSheet } from './goal-list';
import { loadReportPeriod } from './report-scope';

export const MULTI_QUARTER_NAME = 'Multi-Quarter Goal List';

/**
 * GET /report/multiquarter/excel/{fromPeriodId}/{toPeriodId} (report 8): the goal list of report 4 over every quarter
 * from the first to the last, one sheet with a Quarter column; the last quarter is never before the first (§5).
 */
export async function getMultiQuarterWorkbook(
  w: ViewerWork,
  params: { fromPeriodId: number; toPeriodId: number },
): Promise<PendingDocument> {
  const from = await loadReportPeriod(w, params.fromPeriodId);
  const to = await loadReportPeriod(w, params.toPeriodId);
  if (to.startDate < from.startDate) throw badRequest(RANGE_BACKWARDS, 'toPeriodId');
  const inRange = await findPeriodIdsBetween(w.tx, w.actor.tenantId, from.startDate, to.startDate);
  const scope = { periodIds: inRange, userId: 0 };
  const span = from.id === to.id ? from.label : `${from.label} – ${to.label}`;
  return findGoalListSheet(w, scope, { name: `${MULTI_QUARTER_NAME} ${span}`, sheetName: MULTI_QUARTER_NAME, warning: NO_GOALS_IN_RANGE });
}
