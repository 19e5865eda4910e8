import { z } from 'zod';
import { summaryFacts, type GoalFacts, type QuarterFacts } from '../../../domain/ai/summary-facts';
import { writeAnnualSummary, writeGoalSummary, writeQuarterSummary } from '../../../domain/ai/summary-prose';
import { listOf } from '../../../domain/ai/text';
import type { Language } from '../../../domain/languages';
import type { AnnualSummary, GoalSummary } from '../../../contract/ai-summaries';
import type { AiProvider } from '../provider/types';
import { fill, promptReader } from '../prompt-files';
import type { SourceGoal } from './summary-source';
import { factsMessage, goalForModel, quarterForModel } from './model-facts';
import { summaryWords } from './summary-words';

// The words of a summary, by the company's model or, without one, by the built-in writer from the facts alone, in the
// language asked for (the reader's, src/server/http/reader-language.ts).

const read = promptReader(import.meta.url);
const PROMPTS = {
  goals: read('summary-goals'),
  quarter: read('summary-quarter'),
  year: read('summary-year'),
  language: read('summary-language'),
};
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** The prompt as written (in English, for the model); for another language one more line says to write in it. */
const promptIn = (system: string, language: Language) =>
  language === 'en' ? system : `${system}\n\n${fill(PROMPTS.language, { language: LANGUAGE_NAMES.of(language) ?? language })}`;

/** Goals a model summarises in one call: one slide's worth. */
export const GOALS_PER_CALL = 6;
export const BUILT_IN = 'built-in';

export type Written<T> = { value: T; by: string; sent: { System: string; User: string } | null };
export type OnProgress = (done: number, total: number) => Promise<void>;
export type QuarterSource = {
  personId: number;
  person: string;
  periodName: string;
  forWhom: 1 | 2;
  goals: SourceGoal[];
  companyGoals: { Id: number; Title: string }[];
};
export type YearSource = {
  person: string;
  year: number;
  forWhom: 1 | 2;
  quarters: { periodId: number; name: string; goals: SourceGoal[] }[];
};

const readerOf = (forWhom: 1 | 2, person: string) =>
  forWhom === 2
    ? `the company's CEO, who wants the business picture of ${person}'s part of the company: outcomes, risks and how the work serves the company goals`
    : `${person}, who wants an honest review of the goals they and their team had`;

/** 'Daniel Cho', or 'Daniel Cho's team' when the goals are not all theirs (no pronoun: Trellis does not know it). */
const whoseGoals = (src: QuarterSource, language: Language) =>
  src.goals.some((g) => g.OwnerId !== src.personId) ? summaryWords(language).t('summary.team', { person: src.person }) : src.person;

function withContext(text: string, context: string | null, language: Language): string {
  if (!context) return text;
  const { t } = summaryWords(language);
  return `${text}\n\n${t('summary.context', { context: t('summary.quoted', { text: context }) })}`;
}

/** 'Prepared for the CEO. This quarter's company goals: “…”. ' before the built-in overview of a summary for the CEO. */
function ceoLead(src: QuarterSource, language: Language): string {
  const { t } = summaryWords(language);
  const lead = [t('summary.forCeo')];
  const goals = src.companyGoals.map((g) => t('summary.quoted', { text: g.Title }));
  if (goals.length > 0) lead.push(t('summary.companyGoals', { goals: listOf(goals, language) }));
  return `${lead.join(' ')} `;
}

const Summaries = (ids: number[]) =>
  z
    .object({ summaries: z.array(z.object({ id: z.number(), summary: z.string().trim().min(1) })) })
    .refine((v) => ids.every((id) => v.summaries.some((s) => s.id === id)), 'A summary for every goal');
const OneText = z.object({ summary: z.string().trim().min(1) });

const factsOf = (goals: readonly SourceGoal[]) => summaryFacts(goals.map((g) => g.facts));
const ownerOf = (goals: readonly SourceGoal[]) => new Map(goals.map((g) => [g.Id, g.OwnerName]));

async function modelGoalTexts(
  provider: AiProvider,
  reader: string,
  facts: GoalFacts[],
  owners: Map<number, string>,
  context: string | null,
  language: Language,
) {
  const system = promptIn(fill(PROMPTS.goals, { reader }), language);
  const user = factsMessage({ goals: facts.map((g) => goalForModel(g, owners.get(g.id) ?? '')) }, context);
  const answer = await provider.complete({ purpose: 'summary-goals', system, user, schema: Summaries(facts.map((g) => g.id)) });
  return {
    texts: new Map(answer.value.summaries.map((s) => [s.id, s.summary])),
    model: answer.model,
    sent: { System: system, User: user },
  };
}

async function modelText(
  provider: AiProvider,
  prompt: 'quarter' | 'year',
  values: Record<string, string>,
  facts: unknown,
  context: string | null,
  language: Language,
) {
  const system = promptIn(fill(PROMPTS[prompt], values), language);
  const user = factsMessage(facts, context);
  const answer = await provider.complete({ purpose: `summary-${prompt}`, system, user, schema: OneText });
  return { value: answer.value.summary, by: answer.model, sent: { System: system, User: user } };
}

/** Every goal's text and the overview; progress after each model call (or every 100 goals of the built-in writer). */
export async function writeQuarterTexts(
  provider: AiProvider | null,
  src: QuarterSource,
  progress: OnProgress,
  language: Language,
): Promise<Written<GoalSummary>> {
  const facts = factsOf(src.goals);
  if (!provider) {
    const words = summaryWords(language);
    const goals: GoalSummary['Goals'] = [];
    for (const [i, g] of facts.goals.entries()) {
      goals.push({ Id: g.id, Summary: writeGoalSummary(words, g), SummaryAdditionalContext: null });
      if ((i + 1) % 100 === 0) await progress(i + 1, facts.goals.length + 1);
    }
    const lead = src.forWhom === 2 ? ceoLead(src, language) : '';
    const Summary = lead + writeQuarterSummary(words, facts, whoseGoals(src, language), src.periodName);
    return { value: { Summary, SummaryAdditionalContext: null, Goals: goals }, by: BUILT_IN, sent: null };
  }
  const reader = readerOf(src.forWhom, src.person);
  const batches = Array.from({ length: Math.ceil(facts.goals.length / GOALS_PER_CALL) }, (_, i) =>
    facts.goals.slice(i * GOALS_PER_CALL, (i + 1) * GOALS_PER_CALL),
  );
  const total = batches.length + 1;
  await progress(0, total); // so a request that stops waiting can say how much there is
  const texts = new Map<number, string>();
  for (const [i, batch] of batches.entries()) {
    const written = await modelGoalTexts(provider, reader, batch, ownerOf(src.goals), null, language);
    for (const [id, text] of written.texts) texts.set(id, text);
    await progress(i + 1, total);
  }
  const overview = await modelText(
    provider,
    'quarter',
    { reader, length: 'one paragraph of 4 to 6 sentences' },
    quarterFacts(src, facts),
    null,
    language,
  );
  return {
    value: {
      Summary: overview.value,
      SummaryAdditionalContext: null,
      Goals: facts.goals.map((g) => ({ Id: g.id, Summary: texts.get(g.id) ?? '', SummaryAdditionalContext: null })),
    },
    by: overview.by,
    sent: overview.sent,
  };
}

const quarterFacts = (src: QuarterSource, facts: QuarterFacts) => ({
  ...quarterForModel(facts, src.person, src.periodName),
  ...(src.forWhom === 2 ? { companyGoals: src.companyGoals.map((g) => g.Title) } : {}),
});

/** One goal's text again, with the person's extra context. */
export async function rewriteGoal(
  provider: AiProvider | null,
  src: QuarterSource,
  goalId: number,
  context: string | null,
  language: Language,
): Promise<Written<string>> {
  const facts = factsOf(src.goals).goals.find((g) => g.id === goalId);
  if (!facts) throw new Error(`Goal ${goalId} is not in the summary`);
  if (!provider)
    return { value: withContext(writeGoalSummary(summaryWords(language), facts), context, language), by: BUILT_IN, sent: null };
  const written = await modelGoalTexts(provider, readerOf(src.forWhom, src.person), [facts], ownerOf(src.goals), context, language);
  return { value: written.texts.get(goalId) ?? '', by: written.model, sent: written.sent };
}

const quarterLineFacts = (y: YearSource) =>
  y.quarters.map((q) => ({ periodId: q.periodId, quarterLabel: q.name, facts: factsOf(q.goals) }));

/** A line per quarter and the executive summary of the year. */
export async function writeYearTexts(
  provider: AiProvider | null,
  src: YearSource,
  progress: OnProgress,
  language: Language,
): Promise<Written<AnnualSummary>> {
  if (!provider) {
    const text = writeAnnualSummary(summaryWords(language), quarterLineFacts(src));
    const Periods = text.Periods.map((p) => ({ ...p, SummaryAdditionalContext: null }));
    return { value: { Summary: text.Summary, SummaryAdditionalContext: null, Periods }, by: BUILT_IN, sent: null };
  }
  const total = src.quarters.length + 1;
  await progress(0, total);
  const Periods: AnnualSummary['Periods'] = [];
  for (const [i, q] of src.quarters.entries()) {
    const line = await rewriteQuarterLine(provider, src, q.periodId, null, language);
    Periods.push({ PeriodId: q.periodId, Summary: line.value, SummaryAdditionalContext: null });
    await progress(i + 1, total);
  }
  const executive = await rewriteExecutive(provider, src, null, language);
  return { value: { Summary: executive.value, SummaryAdditionalContext: null, Periods }, by: executive.by, sent: executive.sent };
}

/** One quarter's line of the annual summary again, with the person's extra context. */
export async function rewriteQuarterLine(
  provider: AiProvider | null,
  src: YearSource,
  periodId: number,
  context: string | null,
  language: Language,
) {
  const quarter = src.quarters.find((q) => q.periodId === periodId);
  if (!quarter) throw new Error(`Quarter ${periodId} is not in the summary`);
  const facts = factsOf(quarter.goals);
  if (!provider) {
    const line = writeAnnualSummary(summaryWords(language), [{ periodId, quarterLabel: quarter.name, facts }]).Periods[0]?.Summary ?? '';
    return { value: withContext(line, context, language), by: BUILT_IN, sent: null };
  }
  const values = { reader: readerOf(src.forWhom, src.person), length: 'two or three sentences' };
  return modelText(provider, 'quarter', values, quarterForModel(facts, src.person, quarter.name), context, language);
}

/** The executive summary of the year again, with the person's extra context. */
export async function rewriteExecutive(
  provider: AiProvider | null,
  src: YearSource,
  context: string | null,
  language: Language,
): Promise<Written<string>> {
  if (!provider) {
    const executive = writeAnnualSummary(summaryWords(language), quarterLineFacts(src)).Summary;
    return { value: withContext(executive, context, language), by: BUILT_IN, sent: null };
  }
  const quarters = src.quarters.map((q) => quarterForModel(factsOf(q.goals), src.person, q.name));
  return modelText(provider, 'year', { reader: readerOf(src.forWhom, src.person) }, { year: src.year, quarters }, context, language);
}
