import { z } from 'zod';
import { FUNCTIONAL_AREAS } from '../domain/ai/goal-templates/template';
import { MEASUREMENT_MAX, TITLE_MAX } from '../domain/ai/goal-suggestions';
import { requiredText, text } from './common';

// AI help for goal writing (spec 000 §7 'Goal entry': POST /Goal/gpt, /Goal/gpt/measurements, /Goal/gpt/description;
// issue 16). The answers are the spec's bare lists; who wrote them travels in response headers (domain/ai/written-by)
// and what a model was sent is answered by POST /Goal/gpt/sent on request (decision 028).

const id = z.number().int().positive();
// A spec client sends 0 for 'none'.
const idOrNone = z.number().int().nonnegative();

/** The eight functional areas of spec 000 §7. */
export const FunctionalArea = z.enum(FUNCTIONAL_AREAS);

/** POST /Goal/gpt: what the goal is for. `goalOwner` is the owner's user id, `Quarter` a period id. */
export const GoalSuggestRequest = z.object({
  ParentId: idOrNone.nullish().describe('A goal the caller can see: its title guides the suggestions; 0 or null: none'),
  Category: FunctionalArea,
  MoreContext: text(1000).nullish(),
  AdditionalContext: text(1000).nullish(),
  goalOwner: idOrNone.nullish().describe('0 or null: none'),
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

const WRITTEN_BY = 'Headers X-Trellis-Written-By (model or built-in) and X-Trellis-Model (the model, percent-encoded) say who wrote it.';

export const GoalSuggestions = z.array(GoalSuggestion).describe(`Goals, each with its measurement list and description. ${WRITTEN_BY}`);
export type GoalSuggestions = z.infer<typeof GoalSuggestions>;
export const MeasurementSuggestions = z.array(z.array(z.string())).describe(`Sets of measurements, one per line. ${WRITTEN_BY}`);
export type MeasurementSuggestions = z.infer<typeof MeasurementSuggestions>;
export const DescriptionSuggestions = z.array(z.string()).describe(`Descriptions. ${WRITTEN_BY}`);
export type DescriptionSuggestions = z.infer<typeof DescriptionSuggestions>;

export const GOAL_WRITING_CALLS = ['goals', 'measurements', 'description'] as const;
export type GoalWritingCall = (typeof GOAL_WRITING_CALLS)[number];

/**
 * POST /Goal/gpt/sent (ours): what the company's model is sent for the same body of /Goal/gpt (`For: goals`),
 * /measurements or /description, built as those calls build it; no model is asked.
 */
export const GoalSentRequest = GoalSuggestRequest.extend({
  For: z.enum(GOAL_WRITING_CALLS),
  Title: text(TITLE_MAX).nullish().describe('Needed for measurements and description'),
  Measurement: text(MEASUREMENT_MAX).nullish(),
});
export type GoalSentRequest = z.input<typeof GoalSentRequest>;

export const GoalSent = z.object({ Sent: AiSent.describe('null when the company has no model: the built-in writer sends nothing') });
export type GoalSent = z.infer<typeof GoalSent>;
