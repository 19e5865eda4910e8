import { aiSummaryRoutes as e } from '../../../../contract/routes/ai-summaries';
import { downloadFile } from '../../../shared/download';
import { forWhomParam, type SummaryScope } from '../summary-rules';

/** The kept summary as a slide file (.pptx), saved under the server's name or `fallbackName`. */
export const downloadSlides = (scope: SummaryScope, fallbackName: string) =>
  scope.kind === 'quarter'
    ? downloadFile(e.quarterSlides, { params: { periodId: scope.periodId, forWhom: forWhomParam(scope.forWhom) } }, fallbackName)
    : downloadFile(e.annualSlides, { params: { year: scope.year, forWhom: forWhomParam(scope.forWhom) } }, fallbackName);
