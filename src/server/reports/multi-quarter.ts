import { badRequest } from '../errors';
import type { ViewerWork } from '../goals';
import { findPeriodIdsBetween } from '../periods';
import { NO_GOALS_IN_RANGE, RANGE_BACKWARDS } from '../../domain/reports/report-access';
import type { PendingDocument } from '../http/download';
import { findGoalListSheet } from './goal-list';
import { loadReportPeriod } from './report-scope';
import type { ReportWords } from './report-words';

/**
 * GET /report/multiquarter/excel/{fromPeriodId}/{toPeriodId} (report 8): the goal list of report 4 over every quarter
 * from the first to the last, one sheet with a Quarter column; the last quarter is never before the first (§5).
 */
export async function getMultiQuarterWorkbook(
  w: ViewerWork,
  params: { fromPeriodId: number; toPeriodId: number },
  words: ReportWords,
): Promise<PendingDocument> {
  const from = await loadReportPeriod(w, params.fromPeriodId, words);
  const to = await loadReportPeriod(w, params.toPeriodId, words);
  if (to.startDate < from.startDate) throw badRequest(RANGE_BACKWARDS, 'toPeriodId');
  const inRange = await findPeriodIdsBetween(w.tx, w.actor.tenantId, from.startDate, to.startDate);
  const scope = { periodIds: inRange, userId: 0 };
  const span = from.id === to.id ? from.label : words.t('reports.quarterRange', { from: from.label, to: to.label });
  const title = words.t('reports.name.multiQuarterGoals');
  const name = words.t('reports.fileName.ofQuarter', { name: title, quarter: span });
  return findGoalListSheet(w, scope, { name, sheetName: title, warning: NO_GOALS_IN_RANGE, words });
}
