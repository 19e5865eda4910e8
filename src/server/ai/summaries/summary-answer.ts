import { BUILT_IN_NOTICE } from '../../../domain/ai/notice';
import { GENERATING } from '../../../domain/ai/summary-access';
import type { AiSummaryAnswer } from '../../../contract/ai-summaries';
import type { AiWriter } from '../../../contract/ai';
import { BUILT_IN } from './summary-writer';
import type { KeptFacts, KeptTexts, SummaryRow } from './summary-store';

// A kept summary as the spec's answer (spec 001 §3 'AI summary response').

export const writerOf = (writtenBy: string | null): AiWriter | null =>
  writtenBy === null
    ? null
    : writtenBy === BUILT_IN
      ? { Kind: 'built-in', Model: null, Notice: BUILT_IN_NOTICE }
      : { Kind: 'model', Model: writtenBy, Notice: null };

const empty = (row: SummaryRow): AiSummaryAnswer => ({
  Success: false,
  Message: null,
  Progress: null,
  Kind: row.kind,
  ForWhom: row.forWhom === 2 ? 2 : 1,
  User: null,
  Context: null,
  CompanyGoals: [],
  GoalSummary: null,
  AnnualSummary: null,
  WrittenBy: null,
  Sent: null,
  GeneratedBy: null,
  GeneratedAt: null,
  EditedAt: null,
});

/** What the spec's client reads when the model is slower than the wait: how far it got, and to ask again. */
export function stillWriting(done: number, total: number): string {
  // Each case a whole sentence, so that the catalogue finds it by its English (decision 064).
  if (total === 0) return 'The summary is still being written (it has just begun). Please ask again in a minute to get it.';
  return `The summary is still being written (${done} of ${total} parts are written). Please ask again in a minute to get it.`;
}

/** After waiting: as answerOf, but a summary still being written says how far it got instead of 'Generating...'. */
export function waitedAnswerOf(row: SummaryRow): AiSummaryAnswer {
  const answer = answerOf(row);
  return row.status === 'generating' ? { ...answer, Message: stillWriting(row.progressDone, row.progressTotal) } : answer;
}

/** 'Generating...' with its progress; the failure's text; or the summary. */
export function answerOf(row: SummaryRow): AiSummaryAnswer {
  if (row.status === 'generating') {
    return { ...empty(row), Message: GENERATING, Progress: { Done: row.progressDone, Total: row.progressTotal } };
  }
  if (row.status === 'failed' || !row.facts || !row.texts) return { ...empty(row), Message: row.error };
  const facts = row.facts as KeptFacts;
  const texts = row.texts as KeptTexts;
  return {
    ...empty(row),
    Success: true,
    User: facts.User,
    Context: facts.Context,
    CompanyGoals: facts.CompanyGoals,
    GoalSummary: texts.GoalSummary,
    AnnualSummary: texts.AnnualSummary,
    WrittenBy: writerOf(row.writtenBy),
    Sent: texts.Sent,
    GeneratedBy: { Id: facts.User.Id, Name: facts.User.Name },
    GeneratedAt: row.generatedAt?.toISOString() ?? null,
    EditedAt: row.editedAt?.toISOString() ?? null,
  };
}
