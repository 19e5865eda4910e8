import { z } from 'zod';
import { CHILD_WEIGHT_MAX } from '../domain/key-results/progress';

// How a goal's progress rolls up its aligned goals' (issue 31, decision 069), beside the key results' API.

/** Whether a goal's progress counts its aligned goals' progress too. */
export const ProgressSettings = z.object({ CountChildren: z.boolean() });
export type ProgressSettings = z.input<typeof ProgressSettings>;

/** What an aligned goal weighs in its parent's progress when the parent counts its aligned goals; 1 unless set. */
export const ChildWeight = z.object({
  Weight: z
    .number({ error: 'Enter a number for Weight.' })
    .finite()
    .gt(0, 'The weight must be above 0.')
    .max(CHILD_WEIGHT_MAX, 'The weight is at most 1000.'),
});
export type ChildWeight = z.input<typeof ChildWeight>;

/** An aligned goal that a goal's progress counts, with its own progress and what it weighs there. */
export const CountedGoal = z.object({
  Id: z.number(),
  Title: z.string(),
  Progress: z.number(),
  Weight: z.number().describe('What it weighs in this goal’s progress'),
});
export type CountedGoal = z.infer<typeof CountedGoal>;

/** How a goal's progress rolls up. */
export const ProgressRollup = z.object({
  Progress: z.number().nullable().describe('The goal’s progress, its aligned goals’ counted when it counts them'),
  CountChildren: z.boolean(),
  ChildWeight: z.number().describe('What it weighs in its parent’s progress'),
  CountedGoals: z.number().describe('The aligned goals its progress counts now: 0 when it does not count them'),
  Counted: z
    .array(CountedGoal)
    .describe('Those of the counted aligned goals the viewer may see, by title: the others count too (CountedGoals)'),
});
export type ProgressRollup = z.infer<typeof ProgressRollup>;
