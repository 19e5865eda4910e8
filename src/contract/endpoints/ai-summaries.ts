import { endpoint } from '../endpoint';
import {
  AiSummaryAnswer,
  AnnualParams,
  AnnualSummaryEdit,
  GoalSummaryParams,
  QuarterSummaryEdit,
  RegenerateRequest,
  SummaryOptions,
  SummaryParams,
  SummaryWaitQuery,
} from '../ai-summaries';

/** AI summaries of spec 001 §7 'AI summaries', and ours to edit, download and choose (marked). */
export const aiSummaryEndpoints = {
  quarter: endpoint({
    method: 'GET',
    path: '/Gpt/summary/:periodId/:forWhom',
    params: SummaryParams,
    query: SummaryWaitQuery,
    response: AiSummaryAnswer,
  }),
  regenerateGoal: endpoint({
    method: 'POST',
    path: '/Gpt/goalsummary/:periodId/goal/:goalId/:forWhom',
    params: GoalSummaryParams,
    body: RegenerateRequest,
    response: AiSummaryAnswer,
  }),
  annual: endpoint({
    method: 'GET',
    path: '/Gpt/annualsummary/:year/:forWhom',
    params: AnnualParams,
    query: SummaryWaitQuery,
    response: AiSummaryAnswer,
  }),
  regenerateQuarter: endpoint({
    method: 'POST',
    path: '/Gpt/quartersummary/:periodId/:forWhom',
    params: SummaryParams,
    body: RegenerateRequest,
    response: AiSummaryAnswer,
  }),
  regenerateExecutive: endpoint({
    method: 'POST',
    path: '/Gpt/annualexecutivesummary/:year/:forWhom',
    params: AnnualParams,
    body: RegenerateRequest,
    response: AiSummaryAnswer,
  }),
  // Ours.
  options: endpoint({ method: 'GET', path: '/Gpt/options', response: SummaryOptions }),
  editQuarter: endpoint({
    method: 'PUT',
    path: '/Gpt/summary/:periodId/:forWhom',
    params: SummaryParams,
    body: QuarterSummaryEdit,
    response: AiSummaryAnswer,
  }),
  editAnnual: endpoint({
    method: 'PUT',
    path: '/Gpt/annualsummary/:year/:forWhom',
    params: AnnualParams,
    body: AnnualSummaryEdit,
    response: AiSummaryAnswer,
  }),
  quarterSlides: endpoint({ method: 'GET', path: '/Gpt/summary/:periodId/:forWhom/slides', params: SummaryParams, response: 'file' }),
  annualSlides: endpoint({ method: 'GET', path: '/Gpt/annualsummary/:year/:forWhom/slides', params: AnnualParams, response: 'file' }),
};
