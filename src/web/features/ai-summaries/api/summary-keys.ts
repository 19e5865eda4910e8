import type { SummaryScope } from '../summary-rules';

/** Every AI summary query lives under ['ai-summaries']. */
export const summaryKeys = {
  all: ['ai-summaries'] as const,
  options: () => [...summaryKeys.all, 'options'] as const,
  summary: (scope: SummaryScope) => [...summaryKeys.all, 'summary', scope] as const,
};
