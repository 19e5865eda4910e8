import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiSummaryAnswer } from '../../../../contract/ai-summaries';
import { aiSummaryRoutes as e } from '../../../../contract/routes/ai-summaries';
import { call } from '../../../shared/api-client';
import { forWhomParam, type SummaryScope, type TextKey } from '../summary-rules';
import { summaryKeys } from './summary-keys';

/** Which text to write again, with the extra context the person gave. */
export type Regenerate = { key: TextKey; context: string };

/**
 * POST /Gpt/goalsummary/…, /Gpt/quartersummary/… or /Gpt/annualexecutivesummary/…: one text written again. The
 * answer is the whole summary; the screen takes only that text from it.
 */
export function regenerateText(scope: SummaryScope, { key, context }: Regenerate): Promise<AiSummaryAnswer> {
  const body = { Context: context.trim() || null };
  const forWhom = forWhomParam(scope.forWhom);
  const [what, id] = key.split(':') as [string, string | undefined];
  if (scope.kind === 'quarter' && what === 'goal') {
    return call(e.regenerateGoal, { params: { periodId: scope.periodId, goalId: Number(id), forWhom }, body });
  }
  if (scope.kind === 'annual' && what === 'period') return call(e.regenerateQuarter, { params: { periodId: Number(id), forWhom }, body });
  if (scope.kind === 'annual' && what === 'summary') return call(e.regenerateExecutive, { params: { year: scope.year, forWhom }, body });
  return Promise.reject(new Error(`No call writes ${key} of a ${scope.kind} summary again`));
}

export const useRegenerateText = (scope: SummaryScope) => useMutation({ mutationFn: (r: Regenerate) => regenerateText(scope, r) });

export type SummaryEdit =
  | { kind: 'quarter'; Summary: string; Goals: { Id: number; Summary: string }[] }
  | { kind: 'annual'; Summary: string; Periods: { PeriodId: number; Summary: string }[] };

/** PUT /Gpt/summary/… or /Gpt/annualsummary/…: the texts as edited; the answer becomes the kept summary. */
export function saveSummary(scope: SummaryScope, edit: SummaryEdit): Promise<AiSummaryAnswer> {
  const forWhom = forWhomParam(scope.forWhom);
  if (scope.kind === 'quarter' && edit.kind === 'quarter') {
    return call(e.editQuarter, { params: { periodId: scope.periodId, forWhom }, body: { Summary: edit.Summary, Goals: edit.Goals } });
  }
  if (scope.kind === 'annual' && edit.kind === 'annual') {
    return call(e.editAnnual, { params: { year: scope.year, forWhom }, body: { Summary: edit.Summary, Periods: edit.Periods } });
  }
  return Promise.reject(new Error('The edit is not of this summary'));
}

export function useSaveSummary(scope: SummaryScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: SummaryEdit) => saveSummary(scope, edit),
    onSuccess: (answer) => queryClient.setQueryData(summaryKeys.summary(scope), answer),
  });
}
