import { routes } from '../endpoint';
import type { aiSummaryEndpoints } from '../endpoints/ai-summaries';

// The addresses of endpoints/ai-summaries.ts, for the web.
export const aiSummaryRoutes = routes<typeof aiSummaryEndpoints>({
  quarter: 'GET /Gpt/summary/:periodId/:forWhom',
  regenerateGoal: 'POST /Gpt/goalsummary/:periodId/goal/:goalId/:forWhom',
  annual: 'GET /Gpt/annualsummary/:year/:forWhom',
  regenerateQuarter: 'POST /Gpt/quartersummary/:periodId/:forWhom',
  regenerateExecutive: 'POST /Gpt/annualexecutivesummary/:year/:forWhom',
  options: 'GET /Gpt/options',
  editQuarter: 'PUT /Gpt/summary/:periodId/:forWhom',
  editAnnual: 'PUT /Gpt/annualsummary/:year/:forWhom',
  quarterSlides: 'GET /Gpt/summary/:periodId/:forWhom/slides',
  annualSlides: 'GET /Gpt/annualsummary/:year/:forWhom/slides',
});
