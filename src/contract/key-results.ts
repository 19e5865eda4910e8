import { z } from 'zod';
import { KEY_RESULT_DIRECTIONS, KEY_RESULT_KINDS } from '../domain/key-results/progress';
import { requiredText, text } from './common';

// Measured key results of a goal (issue 31), beside the spec's API, which does not change.

export const KEY_RESULT_TITLE_MAX = 255;
export const KEY_RESULT_COMMENT_MAX = 2000;

/** An amount as people type it: a finite number within what the database keeps (20 digits, 4 after the point). */
const amount = (field: string) =>
  z
    .number({ error: `Enter a number for ${field}.` })
    .finite()
    .gt(-1e15, `${field} is too large.`)
    .lt(1e15, `${field} is too large.`);

export const KeyResult = z.object({
  Id: z.number(),
  Title: z.string(),
  Kind: z.enum(KEY_RESULT_KINDS),
  Direction: z.enum(KEY_RESULT_DIRECTIONS),
  Start: z.number(),
  Target: z.number(),
  Current: z.number(),
  Unit: z.string().nullable(),
  Currency: z.string().nullable().describe('ISO 4217 code, for a currency key result'),
  Weight: z.number(),
  OwnerId: z.number(),
  OwnerName: z.string(),
  Progress: z.number().describe('Percent from start to target: never below 0, may pass 100'),
});
export type KeyResult = z.infer<typeof KeyResult>;

/**
 * A key result as added or changed while its goal is set up; it stands at its start until the first check-in. A
 * milestone runs from 0 (not done) to 1 (done); its direction is ignored.
 */
export const KeyResultSave = z.object({
  Title: requiredText(KEY_RESULT_TITLE_MAX, 'Please name the key result.'),
  Kind: z.enum(KEY_RESULT_KINDS),
  Direction: z.enum(KEY_RESULT_DIRECTIONS).default('increase'),
  Start: amount('Start').default(0),
  Target: amount('Target'),
  Unit: text(40).nullish(),
  Currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Choose a currency by its three-letter code.')
    .transform((c) => c.toUpperCase())
    .nullish(),
  Weight: z.number().finite().gt(0, 'The weight must be above 0.').max(1000, 'The weight is at most 1000.').default(1),
  OwnerId: z.number().int().positive().nullish().describe("The goal's owner when not given"),
});
export type KeyResultSave = z.input<typeof KeyResultSave>;

// Key results proposed with an approved goal's edit, applied when the manager approves it (decision 070).

/** One key result of a proposed list: `Id` names the key result it changes, none for a new one. */
export const ProposedKeyResultSave = KeyResultSave.extend({
  Id: z.number().int().positive().nullish().describe('The key result it changes; none for a new one'),
});

export const KeyResultProposalSave = z.object({
  KeyResults: z
    .array(ProposedKeyResultSave)
    .max(25, 'A goal holds at most 25 key results.')
    .describe("The goal's whole new list, in order: a key result left out is removed on approval"),
});
export type KeyResultProposalSave = z.input<typeof KeyResultProposalSave>;

export const ProposedKeyResult = KeyResult.omit({ Id: true, Current: true, Progress: true }).extend({
  Id: z.number().nullable().describe('The key result it changes; null for a new one'),
  Change: z.enum(['added', 'changed', 'unchanged']),
});
export type ProposedKeyResult = z.infer<typeof ProposedKeyResult>;

export const KeyResultProposal = z.object({
  EditId: z.number(),
  State: z.enum(['draft', 'review']).describe("The state of the goal's edit it goes with"),
  KeyResults: z.array(ProposedKeyResult),
  Removed: z.array(z.object({ Id: z.number(), Title: z.string() })).describe('Key results the proposal removes'),
});
export type KeyResultProposal = z.infer<typeof KeyResultProposal>;

export const KeyResultCheckin = z.object({
  Value: amount('Value'),
  Comment: text(KEY_RESULT_COMMENT_MAX).nullish(),
});
export type KeyResultCheckin = z.input<typeof KeyResultCheckin>;

export const GoalIdParam = z.object({ goalId: z.coerce.number().int().positive() });

/** A goal's key results in a new order: each of them once (decision 067). */
export const KeyResultOrder = z.object({
  Ids: z.array(z.number().int().positive()).max(25).describe("Every one of the goal's key results, in their new order"),
});
export type KeyResultOrder = z.infer<typeof KeyResultOrder>;

export const ProgressWeek = z.object({
  WeekId: z.number(),
  StartDate: z.string(),
  Progress: z.number().nullable().describe("The goal's progress at the week's end; null before the week ends or without key results"),
  Expected: z.number(),
  Likelihood: z.number().nullable(),
  Quality: z.number().nullable(),
});

export const GoalProgress = z.object({
  Progress: z.number().nullable().describe('Null when the goal has no key results'),
  Expected: z.number().describe("Today's share of the quarter, in percent"),
  Weeks: z.array(ProgressWeek),
});
export type GoalProgress = z.infer<typeof GoalProgress>;

// The team's and the company's progress by week (decision 068).

export const TeamProgressQuery = z.object({
  periodId: z.coerce.number().int().positive().optional().describe('The quarter; the current one when not given'),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 a page.').default(20),
});
export type TeamProgressQuery = z.input<typeof TeamProgressQuery>;

export const CompanyProgressQuery = z.object({
  periodId: z.coerce.number().int().positive().optional().describe('The quarter; the current one when not given'),
});
export type CompanyProgressQuery = z.input<typeof CompanyProgressQuery>;

export const QuarterWeek = z.object({
  WeekId: z.number(),
  Week: z.number().describe('1–14 within the quarter'),
  StartDate: z.string(),
});
export type QuarterWeek = z.infer<typeof QuarterWeek>;

export const TeamGoalWeek = z.object({
  WeekId: z.number(),
  Likelihood: z.number().nullable().describe("The week's prediction (0–4), null without one"),
  Progress: z.number().nullable().describe("The goal's progress at the week's end; null before the week ends or without key results"),
});

export const TeamGoalProgress = z.object({
  Id: z.number(),
  Title: z.string(),
  OwnerId: z.number(),
  OwnerName: z.string(),
  Weeks: z.array(TeamGoalWeek),
});
export type TeamGoalProgress = z.infer<typeof TeamGoalProgress>;

export const TeamProgress = z.object({
  Weeks: z.array(QuarterWeek),
  Goals: z.array(TeamGoalProgress).describe("One page of the tracked goals of the viewer's direct reports and the viewer's own"),
  Total: z.number(),
});
export type TeamProgress = z.infer<typeof TeamProgress>;

export const CompanyProgressWeek = QuarterWeek.extend({
  OnTrack: z.number().nullable().describe('Goals at or above the straight line at the week’s end; null before the week ends'),
  Measured: z.number().describe('Tracked goals of the quarter with key results'),
  Share: z.number().nullable().describe('OnTrack of Measured, in percent; null before the week ends or without measured goals'),
});

export const CompanyProgress = z.object({ Weeks: z.array(CompanyProgressWeek) });
export type CompanyProgress = z.infer<typeof CompanyProgress>;
