import { z } from 'zod';
import { badRequest } from '../../errors';
import type { AiProvider } from '../provider/types';
import { BUILT_IN_WRITER, modelWriter, type Writer } from '../../../domain/ai/written-by';
import {
  descriptionSuggestions,
  goalSuggestions,
  isOkrShaped,
  measurementSuggestions,
  MEASUREMENT_MAX,
  SUGGESTION_COUNT,
  TITLE_MAX,
  type GoalSuggestionInput,
} from '../../../domain/ai/goal-suggestions';
import type {
  DescriptionSuggestions,
  GoalSent,
  GoalSentRequest,
  GoalSuggestions,
  GoalSuggestRequest,
  GoalTextRequest,
  GoalWritingCall,
  MeasurementSuggestions,
} from '../../../contract/ai';
import { loadGoalWritingFacts, type GoalWritingFacts } from './goal-facts';
import { fill, PROMPTS } from './prompt-files';
import { askWithin } from '../provider/ask-within';
import { systemAsSent } from '../provider/openai-provider';
import type { AiCaller } from '../ai-caller';
import type { ModelWriter } from '../ai-models';
import type { Language } from '../../../domain/languages';

// Goal writing (spec 000 §7 'Goal entry'). The facts are read in the caller's transaction; the model is asked after
// it has closed, so a slow model holds no database connection.

export type GoalText = { title: string; measurement: string | null };
const TITLE_FIRST = 'Please enter a title first.';

/** A list the spec's call answers, and who wrote it (the route puts that in headers). */
export type Written<T> = { list: T; writtenBy: Writer };

const SHAPES = {
  SMART: {
    shape: 'SMART',
    measureWord: 'measurements',
    shapeRules:
      'A SMART goal is specific, measurable (a number and a unit), achievable, relevant to the parent goal when one is given, and time-bound to the end of the quarter.',
  },
  OKR: {
    shape: 'OKR',
    measureWord: 'Key Results',
    shapeRules:
      "An OKR goal's title is an Objective (qualitative, worth striving for); its measurements are Key Results, each with a number and a unit, checkable at the quarter's end.",
  },
};
const shapeOf = (f: GoalWritingFacts) => (isOkrShaped(f.goalType) ? SHAPES.OKR : SHAPES.SMART);
const none = (v: string | null) => (v ? v : '(none)');

/** The user message: the facts of the request, each on its line, the caller's words quoted as data. */
function factsMessage(f: GoalWritingFacts, text?: GoalText): string {
  const facts = fill(PROMPTS.facts, {
    quarter: f.quarterLabel,
    area: f.area,
    shape: shapeOf(f).shape,
    parent: none(f.parentTitle),
    context: none(f.moreContext),
    additionalContext: none(f.additionalContext),
    pastTitles: f.pastTitles.length ? f.pastTitles.map((t) => `"${t}"`).join('; ') : '(none)',
  });
  return text ? `${facts}\nGoal title: ${text.title}\nMeasurement so far: ${none(text.measurement)}` : facts;
}

const builtInInput = (f: GoalWritingFacts, language: Language): GoalSuggestionInput => ({
  functionalArea: f.area,
  goalType: f.goalType,
  parentTitle: f.parentTitle,
  moreContext: f.moreContext,
  additionalContext: f.additionalContext,
  period: f.period,
  today: f.today,
  pastTitles: f.pastTitles,
  language,
});

// The model writes in the requester's language; the instructions stay English, as models follow them best, and an
// English request's prompt is sent as it always was.
const WRITE_IN: Record<Language, string> = { en: '', de: 'Write in German.' };

/** The prompt of one goal-writing call: its instructions, and the request's facts as the user message. */
function promptOf(call: GoalWritingCall, f: GoalWritingFacts, language: Language, text?: GoalText) {
  const instructions = { goals: PROMPTS.suggestions, measurements: PROMPTS.measurements, description: PROMPTS.description }[call];
  const system = fill(instructions, { count: String(SUGGESTION_COUNT), area: f.area, ...shapeOf(f) });
  return {
    system: WRITE_IN[language] ? `${system}\n${WRITE_IN[language]}` : system,
    user: factsMessage(f, call === 'goals' ? undefined : text),
  };
}

type Prompt = ReturnType<typeof promptOf>;

/** One model call for the caller, within their per-minute limit; a failure is the spec's text, never the model's. */
async function ask<T>(
  writer: ModelWriter & { provider: AiProvider },
  caller: AiCaller,
  call: GoalWritingCall,
  prompt: Prompt,
  schema: z.ZodType<T>,
) {
  const purpose = call === 'goals' ? 'goal-suggestions' : `goal-${call}`;
  return askWithin(writer.limiter, caller.actor, () => writer.provider.complete({ purpose, ...prompt, schema }));
}

const clip = (s: string, max: number) => (s.length <= max ? s.trim() : `${s.slice(0, max - 1).trim()}…`);
const line = z.string().trim().min(1);
const ModelGoals = z.object({
  suggestions: z.array(z.object({ title: line, measurements: z.array(line).min(1).max(6), description: z.string().trim() })).min(1),
});
const ModelSets = z.object({ suggestions: z.array(z.array(line).min(1).max(6)).min(1) });
const ModelTexts = z.object({ suggestions: z.array(line).min(1) });

/** The request's facts (404 for what the caller cannot see), then who writes the answer. */
async function prepare(caller: AiCaller, input: z.output<typeof GoalSuggestRequest>) {
  const facts = await caller.asViewer((w) => loadGoalWritingFacts(w, input));
  return { facts, writer: await caller.ai.writerFor(caller.actor.tenantId) };
}

const textOf = (input: z.output<typeof GoalTextRequest>): GoalText => ({ title: input.Title, measurement: input.Measurement ?? null });

/** POST /Goal/gpt. */
export async function writeGoalSuggestions(
  caller: AiCaller,
  input: z.output<typeof GoalSuggestRequest>,
  language: Language,
): Promise<Written<GoalSuggestions>> {
  const { facts: f, writer } = await prepare(caller, input);
  if (!writer.provider) return { list: goalSuggestions(builtInInput(f, language)), writtenBy: BUILT_IN_WRITER };
  const answer = await ask({ ...writer, provider: writer.provider }, caller, 'goals', promptOf('goals', f, language), ModelGoals);
  return {
    list: answer.value.suggestions.slice(0, SUGGESTION_COUNT).map((s) => ({
      Title: clip(s.title, TITLE_MAX),
      Measurements: s.measurements,
      Description: s.description,
    })),
    writtenBy: modelWriter(answer.model),
  };
}

/** POST /Goal/gpt/measurements. */
export async function writeMeasurementSuggestions(
  caller: AiCaller,
  input: z.output<typeof GoalTextRequest>,
  language: Language,
): Promise<Written<MeasurementSuggestions>> {
  const { facts: f, writer } = await prepare(caller, input);
  const text = textOf(input);
  if (!writer.provider) return { list: measurementSuggestions({ ...builtInInput(f, language), ...text }), writtenBy: BUILT_IN_WRITER };
  const prompt = promptOf('measurements', f, language, text);
  const answer = await ask({ ...writer, provider: writer.provider }, caller, 'measurements', prompt, ModelSets);
  const fits = (set: string[]) => set.join('\n').length <= MEASUREMENT_MAX;
  return { list: answer.value.suggestions.filter(fits).slice(0, SUGGESTION_COUNT), writtenBy: modelWriter(answer.model) };
}

/** POST /Goal/gpt/description (the screen asks as the person types, 400 ms after the last key). */
export async function writeDescriptionSuggestions(
  caller: AiCaller,
  input: z.output<typeof GoalTextRequest>,
  language: Language,
): Promise<Written<DescriptionSuggestions>> {
  const { facts: f, writer } = await prepare(caller, input);
  const text = textOf(input);
  if (!writer.provider) return { list: descriptionSuggestions({ ...builtInInput(f, language), ...text }), writtenBy: BUILT_IN_WRITER };
  const prompt = promptOf('description', f, language, text);
  const answer = await ask({ ...writer, provider: writer.provider }, caller, 'description', prompt, ModelTexts);
  return { list: answer.value.suggestions.slice(0, SUGGESTION_COUNT), writtenBy: modelWriter(answer.model) };
}

/**
 * POST /Goal/gpt/sent: what the company's model is sent for such a request, built by the same pieces as the call
 * itself and asked of no model; nothing when the built-in writer answers.
 */
export async function getGoalWritingSent(caller: AiCaller, input: z.output<typeof GoalSentRequest>, language: Language): Promise<GoalSent> {
  const title = input.Title?.trim() ?? '';
  if (input.For !== 'goals' && !title) throw badRequest(TITLE_FIRST, 'Title');
  const { facts: f, writer } = await prepare(caller, input);
  if (!writer.provider) return { Sent: null };
  const prompt = promptOf(input.For, f, language, { title, measurement: input.Measurement ?? null });
  return { Sent: { System: systemAsSent(prompt.system), User: prompt.user } };
}
