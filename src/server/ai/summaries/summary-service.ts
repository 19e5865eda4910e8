import { AppError, badRequest, notFound } from '../../errors';
import { inTenant, type Caller, type Work } from '../../http/unit-of-work';
import { getTenant } from '../../tenants';
import { tenantToday } from '../../periods';
import type { AiProvider } from '../provider/types';
import { NO_PAST_QUARTER, NOT_FOR_CEO, NOT_PAST, readersFor } from '../../../domain/ai/summary-access';
import type { AiSummaryAnswer, AnnualSummaryEdit, QuarterSummaryEdit, SummaryOptions } from '../../../contract/ai-summaries';
import type { z } from 'zod';
import { answerOf, waitedAnswerOf } from './summary-answer';
import { waitForSummary } from './summary-wait';
import { SUMMARY_QUEUE, type SummaryJob } from './summary-job';
import { findEndedPeriods, findPeriod, periodName } from './summary-source';
import { endedQuartersOf, loadQuarterById, loadYear } from './summary-scope';
import { claimGeneration, findSummary, saveTexts, type KeptTexts, type SummaryRow, type SummaryScope } from './summary-store';
import { rewriteExecutive, rewriteGoal, rewriteQuarterLine, type Written } from './summary-writer';
import { askWithin, TOO_MANY } from '../provider/ask-within';
import type { AiCaller } from '../ai-caller';
import type { Language } from '../../../domain/languages';

// The AI summaries of spec 001 §7: open (and start) one, regenerate a piece, edit, and what one may pick.

export const GENERATE_FIRST = 'Generate the summary first.';
export const GOAL_NOT_IN_SUMMARY = 'This goal is not in the summary.';
export const QUARTER_NOT_IN_SUMMARY = 'This quarter is not in the summary.';
/** How long a failed summary is answered as it is before an ask starts a new job. */
export const MODEL_REST_MS = 60_000;
export const MODEL_RESTING =
  'Something went wrong! Please try again to generate.. The AI model failed a moment ago; ask again in a minute.';

type Target = { kind: 'quarter'; periodId: number } | { kind: 'annual'; year: number };
/** Which summary: a quarter's or a year's, for the caller (1) or for the CEO (2). */
export type SummaryTarget = Target & { forWhom: 1 | 2 };

const today = async (w: Work) => tenantToday(await getTenant(w.tx, w.actor.tenantId), w.now);

function scopeOf(caller: Caller, { forWhom, ...target }: SummaryTarget): SummaryScope {
  // A summary for someone else reached by its address is out of reach: 404, the session stays (decision 027).
  if (!readersFor(caller.actor).includes(forWhom)) throw notFound(NOT_FOR_CEO);
  const { tenantId, userId } = caller.actor;
  return target.kind === 'quarter'
    ? { tenantId, userId, kind: 'quarter', periodId: target.periodId, year: null, forWhom }
    : { tenantId, userId, kind: 'annual', periodId: null, year: target.year, forWhom };
}

/** The target must be past: a quarter that has ended, or a year with an ended quarter. */
async function checkPast(w: Work, target: Target): Promise<void> {
  const day = await today(w);
  if (target.kind === 'quarter') {
    const period = await findPeriod(w.tx, w.actor.tenantId, target.periodId);
    if (!period) throw notFound('This quarter was not found.');
    if (period.end >= day) throw badRequest(NOT_PAST);
  } else if ((await endedQuartersOf(w.tx, w.actor.tenantId, target.year, day)).length === 0) throw badRequest(NO_PAST_QUARTER);
}

/**
 * GET /Gpt/summary and /Gpt/annualsummary: the kept summary; with none kept, or after a failure, a new generation
 * starts. Asked to wait (the spec's client), the answer is the finished summary, or its failure, or — from a model
 * slower than the wait — how far it got. Asked not to (the app's screen, which polls): 'Generating...' with progress
 * at once, and a failure's text is answered this once before the next ask starts again.
 */
export async function openSummary(
  caller: AiCaller,
  input: SummaryTarget & { wait: boolean; language: Language },
): Promise<AiSummaryAnswer> {
  const { wait, language, ...target } = input;
  const scope = scopeOf(caller, target);
  const { answer, started, generating } = await inTenant(caller.deps, caller.actor, async (w) => {
    const kept = await findSummary(w.tx, scope);
    if (kept && kept.status !== 'failed') return { answer: answerOf(kept), started: null, generating: kept.status === 'generating' };
    // A model that failed a moment ago is not asked again at once: while it fails, every ask would start a job.
    if (kept && w.now.getTime() - new Date(kept.updatedAt).getTime() < MODEL_REST_MS) {
      return { answer: { ...answerOf(kept), Message: MODEL_RESTING }, started: null, generating: false };
    }
    await checkPast(w, target);
    // A new job asks the model as a regenerate does: it counts against the person's AI calls a minute.
    if (!(await caller.ai.limiter.take(caller.actor.tenantId, caller.actor.userId)).allowed) throw new AppError('throttled', TOO_MANY);
    const id = await claimGeneration(w.tx, scope, caller.actor.userId, w.now);
    const row = (await findSummary(w.tx, scope)) as SummaryRow;
    return { answer: kept && !wait ? answerOf(kept) : answerOf(row), started: id, generating: row.status === 'generating' };
  });
  if (started !== null)
    await caller.deps.jobs.send<SummaryJob>(
      SUMMARY_QUEUE,
      { tenantId: caller.actor.tenantId, summaryId: started, language },
      `ai-summary:${started}`,
    );
  if (!wait || !generating) return answer;
  const row = await waitForSummary(caller.deps, scope, caller.deps.config.aiSummaryWaitMs);
  return row ? waitedAnswerOf(row) : answer;
}

/** A kept, finished summary of the caller, or 404. */
async function keptSummary(w: Work, scope: SummaryScope): Promise<SummaryRow & { texts: KeptTexts }> {
  const row = await findSummary(w.tx, scope);
  if (!row || row.status !== 'done' || !row.texts) throw notFound(GENERATE_FIRST);
  return row as SummaryRow & { texts: KeptTexts };
}

/**
 * Rewrites one text of a kept summary: the sources are read in one transaction, the model is asked after it has
 * closed (a slow model holds no connection), and the new text saved in another, replacing only that text.
 */
async function rewrite(
  caller: AiCaller,
  scope: SummaryScope,
  write: (w: Work, row: SummaryRow & { texts: KeptTexts }, provider: AiProvider | null) => Promise<() => Promise<Written<string>>>,
  place: (texts: KeptTexts, written: Written<string>) => KeptTexts,
): Promise<AiSummaryAnswer> {
  // Outside the transaction: the company's settings are read on their own connection (one PGlite connection would wait on itself).
  const provider = await caller.ai.providerFor(caller.actor.tenantId);
  const ask = await inTenant(caller.deps, caller.actor, async (w) => write(w, await keptSummary(w, scope), provider));
  const written = await askWithin(caller.ai.limiter, caller.actor, ask);
  return inTenant(caller.deps, caller.actor, async (w) => {
    const row = await keptSummary(w, scope);
    await saveTexts(w.tx, row, place(row.texts, written), { writtenBy: written.by }, w.now);
    return answerOf((await findSummary(w.tx, scope)) as SummaryRow);
  });
}

const withSent = (texts: KeptTexts, written: Written<string>): KeptTexts => ({ ...texts, Sent: written.sent ?? texts.Sent });

/** The words of a regenerated piece: in the language of the person who asks for it (summary-job.ts says why). */
type Regenerate = { context: string | null; language: Language };

/** POST /Gpt/goalsummary/{periodId}/goal/{goalId}/{forWhom} {Context}. */
export function regenerateGoal(caller: AiCaller, input: Regenerate & { periodId: number; goalId: number; forWhom: 1 | 2 }) {
  const { periodId, goalId, forWhom, context, language } = input;
  const scope = scopeOf(caller, { kind: 'quarter', periodId, forWhom });
  return rewrite(
    caller,
    scope,
    async (w, row, provider) => {
      if (!row.texts.GoalSummary?.Goals.some((g) => g.Id === goalId)) throw notFound(GOAL_NOT_IN_SUMMARY);
      const { source } = await loadQuarterById(w.tx, w.actor.tenantId, w.actor.userId, periodId, forWhom);
      if (!source.goals.some((g) => g.Id === goalId)) throw notFound(GOAL_NOT_IN_SUMMARY);
      return () => rewriteGoal(provider, source, goalId, context, language);
    },
    (texts, written) => {
      const summary = texts.GoalSummary!;
      const Goals = summary.Goals.map((g) => (g.Id === goalId ? { ...g, Summary: written.value, SummaryAdditionalContext: context } : g));
      return withSent({ ...texts, GoalSummary: { ...summary, Goals } }, written);
    },
  );
}

/** POST /Gpt/quartersummary/{periodId}/{forWhom} {Context}: the quarter's line of the kept annual summary of its year. */
export async function regenerateQuarter(caller: AiCaller, input: Regenerate & { periodId: number; forWhom: 1 | 2 }) {
  const { periodId, forWhom, context, language } = input;
  const year = await inTenant(caller.deps, caller.actor, async (w) => (await findPeriod(w.tx, w.actor.tenantId, periodId))?.year);
  if (year === undefined) throw notFound('This quarter was not found.');
  const scope = scopeOf(caller, { kind: 'annual', year, forWhom });
  return rewrite(
    caller,
    scope,
    async (w, row, provider) => {
      if (!row.texts.AnnualSummary?.Periods.some((p) => p.PeriodId === periodId)) throw notFound(QUARTER_NOT_IN_SUMMARY);
      const { source } = await loadYear(w.tx, w.actor.tenantId, w.actor.userId, year, await today(w), forWhom);
      return () => rewriteQuarterLine(provider, source, periodId, context, language);
    },
    (texts, written) => {
      const annual = texts.AnnualSummary!;
      const Periods = annual.Periods.map((p) =>
        p.PeriodId === periodId ? { ...p, Summary: written.value, SummaryAdditionalContext: context } : p,
      );
      return withSent({ ...texts, AnnualSummary: { ...annual, Periods } }, written);
    },
  );
}

/** POST /Gpt/annualexecutivesummary/{year}/{forWhom} {Context}. */
export function regenerateExecutive(caller: AiCaller, input: Regenerate & { year: number; forWhom: 1 | 2 }) {
  const { year, forWhom, context, language } = input;
  const scope = scopeOf(caller, { kind: 'annual', year, forWhom });
  return rewrite(
    caller,
    scope,
    async (w, _row, provider) => {
      const { source } = await loadYear(w.tx, w.actor.tenantId, w.actor.userId, year, await today(w), forWhom);
      return () => rewriteExecutive(provider, source, context, language);
    },
    (texts, written) =>
      withSent(
        { ...texts, AnnualSummary: { ...texts.AnnualSummary!, Summary: written.value, SummaryAdditionalContext: context } },
        written,
      ),
  );
}

/** PUT /Gpt/summary/{periodId}/{forWhom}: the person's edits; a goal the summary does not hold is refused. */
export function editQuarter(caller: Caller, input: { periodId: number; forWhom: 1 | 2; edit: z.output<typeof QuarterSummaryEdit> }) {
  const { periodId, forWhom, edit } = input;
  const scope = scopeOf(caller, { kind: 'quarter', periodId, forWhom });
  return inTenant(caller.deps, caller.actor, async (w) => {
    const row = await keptSummary(w, scope);
    const summary = row.texts.GoalSummary!;
    const edits = new Map(edit.Goals.map((g) => [g.Id, g.Summary]));
    for (const id of edits.keys()) if (!summary.Goals.some((g) => g.Id === id)) throw badRequest(GOAL_NOT_IN_SUMMARY, 'Goals');
    const Goals = summary.Goals.map((g) => ({ ...g, Summary: edits.get(g.Id) ?? g.Summary }));
    await saveTexts(
      w.tx,
      row,
      { ...row.texts, GoalSummary: { ...summary, Summary: edit.Summary, Goals } },
      { editedById: w.actor.userId },
      w.now,
    );
    return answerOf((await findSummary(w.tx, scope)) as SummaryRow);
  });
}

/** PUT /Gpt/annualsummary/{year}/{forWhom}. */
export function editAnnual(caller: Caller, input: { year: number; forWhom: 1 | 2; edit: z.output<typeof AnnualSummaryEdit> }) {
  const { year, forWhom, edit } = input;
  const scope = scopeOf(caller, { kind: 'annual', year, forWhom });
  return inTenant(caller.deps, caller.actor, async (w) => {
    const row = await keptSummary(w, scope);
    const annual = row.texts.AnnualSummary!;
    const edits = new Map(edit.Periods.map((p) => [p.PeriodId, p.Summary]));
    for (const id of edits.keys()) if (!annual.Periods.some((p) => p.PeriodId === id)) throw badRequest(QUARTER_NOT_IN_SUMMARY, 'Periods');
    const Periods = annual.Periods.map((p) => ({ ...p, Summary: edits.get(p.PeriodId) ?? p.Summary }));
    await saveTexts(
      w.tx,
      row,
      { ...row.texts, AnnualSummary: { ...annual, Summary: edit.Summary, Periods } },
      { editedById: w.actor.userId },
      w.now,
    );
    return answerOf((await findSummary(w.tx, scope)) as SummaryRow);
  });
}

/** GET /Gpt/options. */
export function getSummaryOptions(caller: Caller): Promise<SummaryOptions> {
  return inTenant(caller.deps, caller.actor, async (w) => {
    const ended = await findEndedPeriods(w.tx, w.actor.tenantId, await today(w));
    return {
      Periods: ended.map((p) => ({ Id: p.id, Name: periodName(p) })),
      Years: [...new Set(ended.map((p) => p.year))],
      ForWhom: readersFor(w.actor),
    };
  });
}

/** The kept summary for the slides; 404 until one is done. */
export function keptForSlides(caller: Caller, target: SummaryTarget) {
  const scope = scopeOf(caller, target);
  return inTenant(caller.deps, caller.actor, async (w) => {
    const row = await keptSummary(w, scope);
    const tenant = await getTenant(w.tx, w.actor.tenantId);
    return { answer: answerOf(row), tenant };
  });
}
