import { z } from 'zod';
import { GOAL_STATES } from '../domain/goals/states';
import { AiSent, AiWriter } from './ai';
import { text } from './common';

// AI summaries (spec 001 §3 'AI summary response', §4 'AI summary flow', §7 'AI summaries'; issue 16).
// A summary covers the goals of the person who asks and of everyone below them in the period (decision 019).

const id = z.coerce.number().int().positive();
export const SUMMARY_CONTEXT_MAX = 1000;
export const SUMMARY_TEXT_MAX = 6000;

/** 1 for me, 2 written for the CEO as its reader (spec 001 §9). */
export const ForWhom = z
  .union([z.enum(['1', '2']), z.literal([1, 2])], 'Choose 1 (for me) or 2 (for the CEO).')
  .transform((v) => (Number(v) === 2 ? 2 : 1) as 1 | 2);
export type ForWhom = 1 | 2;

export const SummaryParams = z.object({ periodId: id, forWhom: ForWhom });
export const GoalSummaryParams = z.object({ periodId: id, goalId: id, forWhom: ForWhom });
export const AnnualParams = z.object({ year: z.coerce.number().int().min(2000).max(2100), forWhom: ForWhom });

/**
 * GET /Gpt/summary and /Gpt/annualsummary (ours): `wait=0` answers at once ('Generating...' with progress) for the
 * app's screen, which shows a progress bar; without it the request waits for the summary (the spec's client does not poll).
 */
export const SummaryWaitQuery = z.object({
  wait: z.enum(['0', '1'], 'Choose wait=0 (answer at once) or wait=1.').optional().describe('0: answer at once while it is written'),
});

/** The body of every regenerate call: extra context for the writer, kept with the text it produced. */
export const RegenerateRequest = z.object({ Context: text(SUMMARY_CONTEXT_MAX).nullish() });
export type RegenerateRequest = z.input<typeof RegenerateRequest>;

export const SummaryUser = z.object({ Id: z.number(), Name: z.string(), JobTitle: z.string().nullable() });
export type SummaryUser = z.infer<typeof SummaryUser>;
export const SummaryPeriod = z.object({ Id: z.number(), Name: z.string(), StartDate: z.string(), EndDate: z.string() });
export type SummaryPeriod = z.infer<typeof SummaryPeriod>;

/** A goal as the summary saw it. Likelihood and Quality are the latest weekly update's (0–4), null without one. */
export const SummaryGoal = z.object({
  Id: z.number(),
  Title: z.string(),
  OwnerId: z.number(),
  OwnerName: z.string(),
  State: z.enum(GOAL_STATES),
  Achieved: z.boolean().nullable(),
  Likelihood: z.number().nullable(),
  Quality: z.number().nullable(),
  Measurments: z.string().describe('The spec spells it so'),
  ParentTitle: z.string().nullable(),
  // Summaries kept before key results were measured have none.
  Progress: z
    .number()
    .nullable()
    .optional()
    .describe('Beside the spec: percent from its measured key results (issue 31), null without any'),
});
export type SummaryGoal = z.infer<typeof SummaryGoal>;

/** A week of the quarter's trend (issue 28): the mean likelihood and quality (1–5) of that week's updates, and how many. */
export const SummaryTrendWeek = z.object({ Week: z.number(), Likelihood: z.number(), Quality: z.number(), Goals: z.number() });
export type SummaryTrendWeek = z.infer<typeof SummaryTrendWeek>;
// Summaries kept before the trend was recorded have none.
const Trend = z.array(SummaryTrendWeek).optional().describe('Beside the spec: the weeks with updates, for the slides’ chart');

export const SummaryQuarter = z.object({ PeriodId: z.number(), Name: z.string(), Goals: z.array(SummaryGoal), Trend });
export type SummaryQuarter = z.infer<typeof SummaryQuarter>;

export const SummaryContext = z.object({
  Period: SummaryPeriod.nullable(),
  Goals: z.array(SummaryGoal).describe('The quarter summary’s goals'),
  Trend,
  Quarters: z.array(SummaryQuarter).describe('The annual summary’s quarters, each with its goals'),
});
export type SummaryContext = z.infer<typeof SummaryContext>;

export const GoalSummaryText = z.object({ Id: z.number(), Summary: z.string(), SummaryAdditionalContext: z.string().nullable() });
export const GoalSummary = z.object({
  Summary: z.string().describe('The quarter at a glance'),
  SummaryAdditionalContext: z.string().nullable(),
  Goals: z.array(GoalSummaryText),
});
export type GoalSummary = z.infer<typeof GoalSummary>;

export const AnnualPeriodText = z.object({ PeriodId: z.number(), Summary: z.string(), SummaryAdditionalContext: z.string().nullable() });
export const AnnualSummary = z.object({
  Summary: z.string().describe('The executive summary of the year'),
  SummaryAdditionalContext: z.string().nullable(),
  Periods: z.array(AnnualPeriodText),
});
export type AnnualSummary = z.infer<typeof AnnualSummary>;

export const SummaryProgress = z.object({ Done: z.number(), Total: z.number() });

/**
 * Every AI summary call answers this. Asked with wait=0 while a generation runs: Success false, Message 'Generating...'
 * and Progress; asked without it and the writer is slower than the wait: Success false, a Message saying how far it got
 * and to ask again, and Progress;
 * after a failure: Success false and the spec's texts; once done: Success true with the rest filled in.
 */
export const AiSummaryAnswer = z.object({
  Success: z.boolean(),
  Message: z.string().nullable(),
  Progress: SummaryProgress.nullable(),
  Kind: z.enum(['quarter', 'annual']),
  ForWhom: z.union([z.literal(1), z.literal(2)]),
  User: SummaryUser.nullable(),
  Context: SummaryContext.nullable(),
  CompanyGoals: z.array(z.object({ Id: z.number(), Title: z.string() })),
  GoalSummary: GoalSummary.nullable(),
  AnnualSummary: AnnualSummary.nullable(),
  WrittenBy: AiWriter.nullable(),
  Sent: AiSent.describe('What went to the model for the last text it wrote'),
  GeneratedBy: z.object({ Id: z.number(), Name: z.string() }).nullable(),
  GeneratedAt: z.string().nullable(),
  EditedAt: z.string().nullable(),
});
export type AiSummaryAnswer = z.infer<typeof AiSummaryAnswer>;

/** PUT /Gpt/summary/{periodId}/{forWhom} (ours): the texts as the person edited them. */
export const QuarterSummaryEdit = z.object({
  Summary: text(SUMMARY_TEXT_MAX),
  Goals: z.array(z.object({ Id: id, Summary: text(SUMMARY_TEXT_MAX) })).max(1000),
});
export type QuarterSummaryEdit = z.input<typeof QuarterSummaryEdit>;

/** PUT /Gpt/annualsummary/{year}/{forWhom} (ours). */
export const AnnualSummaryEdit = z.object({
  Summary: text(SUMMARY_TEXT_MAX),
  Periods: z.array(z.object({ PeriodId: id, Summary: text(SUMMARY_TEXT_MAX) })).max(20),
});
export type AnnualSummaryEdit = z.input<typeof AnnualSummaryEdit>;

/** GET /Gpt/options (ours): what the person may pick — past quarters, years with a past quarter, readers. */
export const SummaryOptions = z.object({
  Periods: z.array(z.object({ Id: z.number(), Name: z.string() })).describe('Ended quarters, latest first'),
  Years: z.array(z.number()).describe('Years with an ended quarter, latest first'),
  ForWhom: z.array(z.union([z.literal(1), z.literal(2)])).describe('[1], or [1, 2] for org admins who are not the CEO'),
});
export type SummaryOptions = z.infer<typeof SummaryOptions>;

/** Pushed over the live channel to the person while their summary is written (event 'AiSummaryProgress'). */
export const AiSummaryProgress = z.object({
  Kind: z.enum(['quarter', 'annual']),
  PeriodId: z.number().nullable(),
  Year: z.number().nullable(),
  ForWhom: z.union([z.literal(1), z.literal(2)]),
  Status: z.enum(['generating', 'done', 'failed']),
  Done: z.number(),
  Total: z.number(),
});
export type AiSummaryProgress = z.infer<typeof AiSummaryProgress>;
