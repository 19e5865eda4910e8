import { z } from 'zod';
import { FUNCTIONAL_AREAS } from '../domain/ai/goal-templates';
import { MEASUREMENT_MAX, TITLE_MAX } from '../domain/ai/goal-suggestions';
import { requiredText, text } from './common';

// AI help for goal writing (spec 000 §7 'Goal entry': POST /Goal/gpt, /Goal/gpt/measurements, /Goal/gpt/description;
// issue 16). Every answer says who wrote it: a model, or the built-in writer that works from the goal data alone.

const id = z.number().int().positive();

/** The eight functional areas of spec 000 §7. */
export const FunctionalArea = z.enum(FUNCTIONAL_AREAS);

/** POST /Goal/gpt: what the goal is for. `goalOwner` is the owner's user id, `Quarter` a period id. */
export const GoalSuggestRequest = z.object({
  ParentId: id.nullish().describe('A goal the caller can see: its title guides the suggestions'),
  Category: FunctionalArea,
  MoreContext: text(1000).nullish(),
  AdditionalContext: text(1000).nullish(),
  goalOwner: id.nullish(),
  Quarter: id,
  pastTitles: z.array(text(TITLE_MAX)).max(50).default([]).describe('Titles not to suggest again'),
});
export type GoalSuggestRequest = z.input<typeof GoalSuggestRequest>;

/** POST /Goal/gpt/measurements and /Goal/gpt/description: the same, with the goal's title and measurement so far. */
export const GoalTextRequest = GoalSuggestRequest.extend({
  Title: requiredText(TITLE_MAX, 'Please enter a title first.'),
  Measurement: text(MEASUREMENT_MAX).nullish(),
});
export type GoalTextRequest = z.input<typeof GoalTextRequest>;

export const GoalSuggestion = z.object({ Title: z.string(), Measurements: z.array(z.string()), Description: z.string() });
export type GoalSuggestion = z.infer<typeof GoalSuggestion>;

/** Who wrote an answer: a model (its name), or the built-in writer, with the notice the screen shows. */
export const AiWriter = z.object({
  Kind: z.enum(['model', 'built-in']),
  Model: z.string().nullable(),
  Notice: z.string().nullable().describe("'Written from your goal data without an AI model' for the built-in writer"),
});
export type AiWriter = z.infer<typeof AiWriter>;

/** What went to the model ('What we sent to the AI'); null when no model was asked. */
export const AiSent = z.object({ System: z.string(), User: z.string() }).nullable();

const answerOf = <T extends z.ZodType>(suggestions: T) => z.object({ Suggestions: suggestions, WrittenBy: AiWriter, Sent: AiSent });

export const GoalSuggestions = answerOf(z.array(GoalSuggestion));
export type GoalSuggestions = z.infer<typeof GoalSuggestions>;
export const MeasurementSuggestions = answerOf(z.array(z.array(z.string())).describe('Sets of measurements, one per line'));
export type MeasurementSuggestions = z.infer<typeof MeasurementSuggestions>;
export const DescriptionSuggestions = answerOf(z.array(z.string()));
export type DescriptionSuggestions = z.infer<typeof DescriptionSuggestions>;
