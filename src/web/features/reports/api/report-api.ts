import { useQuery } from '@tanstack/react-query';
import { reportRoutes as e } from '../../../../contract/routes/reports';
import { call } from '../../../shared/api-client';
import { downloadFile } from '../../../shared/download';
import type { ReportId } from '../../../../domain/reports/report-access';
import { printTarget, type ReportChoice } from '../dialog/report-choices';

export const reportKeys = {
  all: ['reports'] as const,
  goalTreePeriods: (periodIds: number[]) => [...reportKeys.all, 'goaltree-periods', periodIds] as const,
  appraisalUsers: (periodId: number) => [...reportKeys.all, 'appraisal-users', periodId] as const,
};

/** Of the offered quarters, those with a goal tree (report 5 warns for the others). */
export const useGoalTreePeriods = (periodIds: number[], enabled: boolean) =>
  useQuery({
    queryKey: reportKeys.goalTreePeriods(periodIds),
    queryFn: ({ signal }) => call(e.goalTreePeriods, { body: periodIds, signal }),
    enabled: enabled && periodIds.length > 0,
  });

/** Whom report 10 may print for in a quarter: people with a completed appraisal, and their managers. */
export const useAppraisalUsers = (periodId: number | undefined) =>
  useQuery({
    queryKey: reportKeys.appraisalUsers(periodId ?? 0),
    queryFn: ({ signal }) => call(e.appraisalUsers, { params: { periodId: periodId! }, signal }),
    enabled: !!periodId,
  });

const p = (n: number | undefined) => n ?? 0;
/** Reports 6 and 7 have two modes; the dialog offers only those. */
const twoModes = (c: ReportChoice) => (c.mode === '1' ? '1' : '2');

/** Makes and saves a report as chosen in its dialog; `onBytes` follows the download. */
export function downloadReport(id: ReportId, c: ReportChoice, onBytes: (received: number) => void): Promise<void> {
  const save = <E extends Parameters<typeof downloadFile>[0]>(endpoint: E, input: Parameters<typeof downloadFile<E>>[1]) =>
    downloadFile(endpoint, input, 'report', onBytes);
  const pdf = c.format === 'pdf';
  switch (id) {
    case 1:
      return save(pdf ? e.userListPdf : e.userListExcel, {});
    case 2:
      return save(e.goalCompliance, { params: { mode: c.mode ?? '1', periodId: p(c.periodId) } });
    case 4:
      return save(pdf ? e.goalListPdf : e.goalListExcel, { params: { periodId: p(c.periodId), userId: p(c.userId) } });
    case 5:
      return save(pdf ? e.goalTreePdf : e.goalTreeExcel, { params: { periodId: p(c.periodId) } });
    case 6:
    case 7:
      return save(id === 6 ? e.employeeAppraisals : e.appraisalCompliance, {
        params: { mode: twoModes(c), periodId: c.mode === '1' ? 0 : p(c.periodId) },
      });
    case 8:
      return save(e.multiQuarterExcel, { params: { fromPeriodId: p(c.periodId), toPeriodId: p(c.toPeriodId) } });
    case 9:
      return save(e.teamUpdatesPdf, { params: { periodId: p(c.periodId) } });
    case 10: {
      const target = printTarget(c);
      if (!target) return Promise.reject(new Error('Choose a manager and a user.'));
      return save(e.appraisalPrints, { params: { periodId: p(c.periodId), previousPeriodId: p(c.previousPeriodId), ...target } });
    }
    default:
      return Promise.reject(new Error(`Report ${id} is not made here.`));
  }
}
