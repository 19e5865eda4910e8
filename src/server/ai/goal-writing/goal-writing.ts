import { z } from 'zod';
import type { Caller } from '../../http/unit-of-work';
import type { AiProvider } from '../provider/types';
import type { AiRateLimiter } from '../provider/rate-limiter';
import { BUILT_IN_NOTICE } from '../../../domain/ai/notice';
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
import type { AiWriter, DescriptionSuggestions, GoalSuggestions, MeasurementSuggestions } from '../../../contract/ai';
import type { GoalWritingFacts } from './goal-facts';
import { fill, PROMPTS } from './prompt-files';
import { askWithin } from '../provider/ask-within';

/** The goal writers of one instance: the model when one is configured (else the built-in writer), and the per-person limit. */
export type GoalWriter = { provider: AiProvider | null; limiter: AiRateLimiter };
export type GoalText = { title: string; measurement: string | null };

const BUILT_IN: AiWriter = { Kind: 'built-in', Model: null, Notice: BUILT_IN_NOTICE };

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

const builtInInput = (f: GoalWritingFacts): GoalSuggestionInput => ({
  functionalArea: f.area,
  goalType: f.goalType,
  parentTitle: f.parentTitle,
  moreContext: f.moreContext,
  additionalContext: f.additionalContext,
  quarterLabel: f.quarterLabel,
  pastTitles: f.pastTitles,
});

/** One model call for the caller, within their per-minute limit; a failure is the spec's text, never the model's. */
async function ask<T>(
  writer: GoalWriter & { provider: AiProvider },
  caller: Caller,
  purpose: string,
  system: string,
  user: string,
  schema: z.ZodType<T>,
) {
  return askWithin(writer.limiter, caller.actor, () => writer.provider.complete({ purpose, system, user, schema }));
}

const clip = (s: string, max: number) => (s.length <= max ? s.trim() : `${s.slice(0, max - 1).trim()}…`);
const line = z.string().trim().min(1);
const ModelGoals = z.object({
  suggestions: z.array(z.object({ title: line, measurements: z.array(line).min(1).max(6), description: z.string().trim() })).min(1),
});
const ModelSets = z.object({ suggestions: z.array(z.array(line).min(1).max(6)).min(1) });
const ModelTexts = z.object({ suggestions: z.array(line).min(1) });

const asWriter = (model: string): AiWriter => ({ Kind: 'model', Model: model, Notice: null });
const sentOf = (sent: { system: string; user: string }) => ({ System: sent.system, User: sent.user });

/** POST /Goal/gpt. */
export async function writeGoalSuggestions(writer: GoalWriter, caller: Caller, f: GoalWritingFacts): Promise<GoalSuggestions> {
  if (!writer.provider) return { Suggestions: goalSuggestions(builtInInput(f)), WrittenBy: BUILT_IN, Sent: null };
  const system = fill(PROMPTS.suggestions, { count: String(SUGGESTION_COUNT), area: f.area, ...shapeOf(f) });
  const answer = await ask({ ...writer, provider: writer.provider }, caller, 'goal-suggestions', system, factsMessage(f), ModelGoals);
  return {
    Suggestions: answer.value.suggestions.slice(0, SUGGESTION_COUNT).map((s) => ({
      Title: clip(s.title, TITLE_MAX),
      Measurements: s.measurements,
      Description: s.description,
    })),
    WrittenBy: asWriter(answer.model),
    Sent: sentOf(answer.sent),
  };
}

/** POST /Goal/gpt/measurements. */
export async function writeMeasurementSuggestions(
  writer: GoalWriter,
  caller: Caller,
  f: GoalWritingFacts,
  text: GoalText,
): Promise<MeasurementSuggestions> {
  if (!writer.provider) {
    return { Suggestions: measurementSuggestions({ ...builtInInput(f), ...text }), WrittenBy: BUILT_IN, Sent: null };
  }
  const system = fill(PROMPTS.measurements, { count: String(SUGGESTION_COUNT), area: f.area, ...shapeOf(f) });
  const answer = await ask({ ...writer, provider: writer.provider }, caller, 'goal-measurements', system, factsMessage(f, text), ModelSets);
  const fits = (set: string[]) => set.join('\n').length <= MEASUREMENT_MAX;
  return {
    Suggestions: answer.value.suggestions.filter(fits).slice(0, SUGGESTION_COUNT),
    WrittenBy: asWriter(answer.model),
    Sent: sentOf(answer.sent),
  };
}

/** POST /Goal/gpt/description (the screen asks as the person types, 400 ms after the last key). */
export async function writeDescriptionSuggestions(
  writer: GoalWriter,
  caller: Caller,
  f: GoalWritingFacts,
  text: GoalText,
): Promise<DescriptionSuggestions> {
  if (!writer.provider) {
    return { Suggestions: descriptionSuggestions({ ...builtInInput(f), ...text }), WrittenBy: BUILT_IN, Sent: null };
  }
  const system = fill(PROMPTS.description, { count: String(SUGGESTION_COUNT), area: f.area, ...shapeOf(f) });
  const answer = await ask({ ...writer, provider: writer.provider }, caller, 'goal-description', system, factsMessage(f, text), ModelTexts);
  return { Suggestions: answer.value.suggestions.slice(0, SUGGESTION_COUNT), WrittenBy: asWriter(answer.model), Sent: sentOf(answer.sent) };
}
