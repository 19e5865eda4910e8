import { z } from 'zod';
import { GOAL_STATES } from '../domain/goals/states';
import { LIKELIHOOD_LEVELS, MAX_PREDICTION_DEPTH, QUALITY_LEVELS } from '../domain/predictions/matrix';
import { Goal, GoalResult, GoalState } from './goals';

/*
 * The prediction matrix (spec 000 §2, §7 "Prediction"): for one goal and one week, the goals aligned
 * below it (its "childs", every level down) placed on a 5×5 grid of likelihood (0–4) against quality
 * (0–4) by the prediction that stood that week: each child's newest weekly status whose week starts on or
 * before the shown week (so a goal that skipped this week's update still counts, with its older
 * StartDate telling how old it is). Children without any status by then count as NoStatus.
 *
 * Counting happens on the server, over every child the viewer may see (goal visibility as in the
 * goal lists), so a company-wide matrix needs no thousands of rows on the wire. The level and state
 * filters narrow the counts; a chosen cell (likelihood + quality) narrows only the list. The list
 * ('All Goals') is paged.
 */

const weekParam = z.coerce
  .number({ error: 'Week must be a number.' })
  .int('Week must be a whole number.')
  .nonnegative('Week must be 0 (the current week) or a week id.');

export const PredictionParams = z.object({
  goalId: z.coerce
    .number({ error: 'Goal must be a number.' })
    .int('Goal must be a whole number.')
    .nonnegative('Goal must be 0 (your current goal) or a goal id.')
    .describe("0 resolves to the viewer's current goal (as firstgoal/0)"),
  week: weekParam.describe(
    "A week id of the goal's quarter; 0 is the current week (or the quarter's last week once it has ended, its first before it starts)",
  ),
});

/** Comma-separated states in a query string (`states=approved,shelved`); the spec's 'shilving_in_review' spelling too. */
const stateList = z.preprocess(
  (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
  z
    .array(
      z.preprocess((s) => (s === 'shilving_in_review' ? 'shelving_in_review' : s), z.enum(GOAL_STATES, { error: 'Unknown goal state.' })),
    )
    .max(10),
);

export const PredictionQuery = z.object({
  level: z.coerce
    .number()
    .int()
    .min(1, 'Level starts at 1 (directly aligned).')
    .max(MAX_PREDICTION_DEPTH, `Level is at most ${MAX_PREDICTION_DEPTH}.`)
    .optional()
    .describe('Only children exactly this many levels below the goal (1 = directly aligned); none = every level'),
  states: stateList.optional().describe('Only goals in these states, comma-separated'),
  likelihood: z.coerce
    .number()
    .int()
    .min(0, 'Likelihood must be 0–4.')
    .max(4, 'Likelihood must be 0–4.')
    .optional()
    .describe('The chosen cell: narrows the list, not the counts'),
  quality: z.coerce
    .number()
    .int()
    .min(0, 'Quality must be 0–4.')
    .max(4, 'Quality must be 0–4.')
    .optional()
    .describe('The chosen cell: narrows the list, not the counts'),
  noStatus: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('List only the children without a prediction by that week'),
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 a page.').default(20),
});
export type PredictionQuery = z.infer<typeof PredictionQuery>;

export const PredictionWeek = z.object({
  Id: z.number(),
  Week: z.number().describe('1–14 within the quarter'),
  StartDate: z.string(),
  EndDate: z.string(),
  PeriodId: z.number(),
  Quarter: z.string().describe("e.g. 'Q2 2026'"),
  IsCurrent: z.boolean(),
});
export type PredictionWeek = z.infer<typeof PredictionWeek>;

/** A child goal as the matrix lists it: lean, with the prediction that stood in the shown week. */
export const PredictionGoal = z.object({
  Id: z.number(),
  ParentId: z.number().nullable(),
  Level: z.number().describe('1 = aligned directly to the goal'),
  Title: z.string(),
  State: GoalState,
  Hidden: z.boolean(),
  Progress: z.number().nullable().describe('Percent now, from its measured key results (issue 31); null when it has none'),
  User: z.object({ Id: z.number(), Name: z.string(), OrgUnit: z.string().nullable(), Avatar: z.string().nullable() }),
  Status: z
    .object({
      Id: z.number(),
      Likelihood: z.number(),
      Quality: z.number(),
      StartDate: z.string().describe('Start of the week the prediction was given for (on or before the shown week)'),
    })
    .nullable(),
});
export type PredictionGoal = z.infer<typeof PredictionGoal>;

export const MatrixCell = z.object({ Likelihood: z.number(), Quality: z.number(), Count: z.number() });
export type MatrixCell = z.infer<typeof MatrixCell>;

export const PredictionMatrix = z.object({
  Cells: z
    .array(MatrixCell)
    .length(LIKELIHOOD_LEVELS * QUALITY_LEVELS)
    .describe('All 25 cells, likelihood 0–4 × quality 0–4, zeros included'),
  NoStatus: z.number().describe('Children without a prediction by the shown week'),
  Total: z.number().describe('Children counted (cells + NoStatus) under the level and state filters'),
  Levels: z
    .array(z.object({ Level: z.number(), Count: z.number() }))
    .describe('Children per level under the state filter, for the level choices'),
});
export type PredictionMatrix = z.infer<typeof PredictionMatrix>;

export const ResultOfGoal = GoalResult.extend({ GoalId: z.number() });

export const PredictionData = z.object({
  goal: Goal,
  childs: z.array(PredictionGoal).describe("One page of the 'All Goals' list (every filter applied), by level, owner name, title"),
  count: z.number().describe('Children matching every filter (the list’s total)'),
  matrix: PredictionMatrix,
  results: z.array(ResultOfGoal).describe("Owners' results of the listed children"),
  managerresults: z.array(ResultOfGoal).describe("Managers' reviews of the listed children"),
  weekPeriod: PredictionWeek,
  prevWeek: z.number().nullable().describe('Week id before, within the quarter; null in week 1'),
  nextWeek: z.number().nullable().describe('Week id after, within the quarter and not past the current week; null otherwise'),
  Page: z.number(),
  PageSize: z.number(),
});
export type PredictionData = z.infer<typeof PredictionData>;

export const FirstGoalParams = z.object({
  x: z.coerce.number({ error: 'Quarter must be a number.' }).int().nonnegative('Quarter must be 0 (the current one) or a period id.'),
});
/** GET /api/predication/firstgoal/{x}: the viewer's current goal in quarter x (0 = the current quarter), or null. */
export const FirstGoal = z.object({ GoalId: z.number().nullable() });
export type FirstGoal = z.infer<typeof FirstGoal>;

export const SearchGoalsParams = z.object({
  x: z.string().trim().min(1, 'Type part of a goal title.').max(100, 'Must be at most 100 characters.'),
});
export const PredictionGoalRef = z.object({
  Id: z.number(),
  Title: z.string(),
  State: GoalState,
  UserId: z.number(),
  UserName: z.string(),
  PeriodId: z.number(),
  Quarter: z.string(),
  ChildCount: z.number(),
});
export type PredictionGoalRef = z.infer<typeof PredictionGoalRef>;
/** GET /api/predication/searchgoals/{x}: visible goals whose title contains x, at most 20, the current quarter first. */
export const SearchGoalsResult = z.array(PredictionGoalRef);
