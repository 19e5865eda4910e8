import type { TFunction } from 'i18next';
import type { AiSummaryAnswer, ForWhom } from '../../../contract/ai-summaries';
import { goalKey, periodKey, savedTexts, slidesOfAnswer, type TextKey, type Texts } from '../../../contract/ai-summary-deck';
import type { Slide } from '../../../domain/ai/deck-outline';

export { goalKey, periodKey, type TextKey };

// The rules of the AI summary screens (spec 001 §4 'AI summary flow', §9), kept apart from React so they are tested.

export type SummaryKind = 'quarter' | 'annual';
/** What a summary is of: a quarter (period id) or a year, and for whom it is written. */
export type SummaryScope = { kind: 'quarter'; periodId: number; forWhom: ForWhom } | { kind: 'annual'; year: number; forWhom: ForWhom };

/** The server's Message while it writes (a code to compare with; the screen says it from the catalogue). */
export const GENERATING = 'Generating...';

export type SummaryPhase = 'generating' | 'failed' | 'done';

/** Where an answer stands: still being written (it carries progress), failed (its Message says why), or done. */
export function phaseOf(answer: Pick<AiSummaryAnswer, 'Success' | 'Message'> & Partial<Pick<AiSummaryAnswer, 'Progress'>>): SummaryPhase {
  if (answer.Success) return 'done';
  return answer.Message === GENERATING || answer.Progress ? 'generating' : 'failed';
}

/** Per cent done of a generation, 0 while the server has not said how much there is. */
export function percentOf(progress: AiSummaryAnswer['Progress']): number {
  if (!progress || progress.Total <= 0) return 0;
  return Math.min(100, Math.round((progress.Done / progress.Total) * 100));
}

/** The scope an address names (?period=12&for=2, or ?year=2026), or null while nothing was chosen. */
export function scopeOf(kind: SummaryKind, params: URLSearchParams): SummaryScope | null {
  const forWhom: ForWhom = params.get('for') === '2' ? 2 : 1;
  const n = Number(params.get(kind === 'quarter' ? 'period' : 'year'));
  if (!Number.isInteger(n) || n <= 0) return null;
  return kind === 'quarter' ? { kind, periodId: n, forWhom } : { kind, year: n, forWhom };
}

/** The reader as a path parameter. */
export const forWhomParam = (forWhom: ForWhom) => (forWhom === 2 ? '2' : '1');

export function paramsOf(scope: SummaryScope): Record<string, string> {
  const which: Record<string, string> = scope.kind === 'quarter' ? { period: String(scope.periodId) } : { year: String(scope.year) };
  return scope.forWhom === 2 ? { ...which, for: '2' } : which;
}

/** The readers one may choose, named by `picker.readers.<key>`; the choice shows only when there is more than one. */
const READERS: Record<ForWhom, 'me' | 'ceo'> = { 1: 'me', 2: 'ceo' };
export const readerOptions = (allowed: readonly ForWhom[], t: TFunction<'ai'>) =>
  allowed.map((value) => ({ value, label: t(`picker.readers.${READERS[value]}`) }));

// The person's edits are kept apart from the answer (keyed as the contract's deck reading keys the texts), so a
// regenerated text replaces only its own.
export type Edits = Texts;

/** The text on screen: the person's edit, or the kept text. */
export const shownText = (answer: AiSummaryAnswer, edits: Edits, key: TextKey): string => edits[key] ?? savedTexts(answer)[key] ?? '';

/** The edits that differ from what is kept (an edit typed back to the kept text is no change). */
export function changedKeys(answer: AiSummaryAnswer, edits: Edits): TextKey[] {
  const saved = savedTexts(answer);
  return (Object.keys(edits) as TextKey[]).filter((key) => edits[key] !== undefined && edits[key] !== (saved[key] ?? ''));
}

/** After a text was regenerated: its edit goes (the new text replaces it); edits of the other texts stay. */
export function withoutEdit(edits: Edits, key: TextKey): Edits {
  const rest = { ...edits };
  delete rest[key];
  return rest;
}

/** PUT /Gpt/summary: every text as shown. */
export function quarterEditBody(answer: AiSummaryAnswer, edits: Edits) {
  return {
    Summary: shownText(answer, edits, 'summary'),
    Goals: (answer.GoalSummary?.Goals ?? []).map((g) => ({ Id: g.Id, Summary: shownText(answer, edits, goalKey(g.Id)) })),
  };
}

/** PUT /Gpt/annualsummary: every text as shown. */
export function annualEditBody(answer: AiSummaryAnswer, edits: Edits) {
  return {
    Summary: shownText(answer, edits, 'summary'),
    Periods: (answer.AnnualSummary?.Periods ?? []).map((p) => ({
      PeriodId: p.PeriodId,
      Summary: shownText(answer, edits, periodKey(p.PeriodId)),
    })),
  };
}

/** The slides of the summary on screen, edits included: the server's reading of the answer for the downloaded deck. */
export const slidesOf = (answer: AiSummaryAnswer, edits: Edits, scope: SummaryScope): Slide[] =>
  slidesOfAnswer(answer, scope.kind === 'annual' ? scope.year : 0, edits);

/** The file name to save the slides under, when the server does not name it. */
export function slidesFileName(scope: SummaryScope, periodName: string | undefined, t: TFunction<'ai'>): string {
  const what =
    scope.kind === 'quarter'
      ? t('result.quarterFile', { period: periodName ?? t('result.periodFallback', { id: scope.periodId }) })
      : t('result.annualFile', { year: scope.year });
  return `${scope.forWhom === 2 ? t('result.forCeoFile', { name: what }) : what}.pptx`;
}
