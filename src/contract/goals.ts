import { z } from 'zod';
import { GOAL_EDIT_STATES, GOAL_STATES, GOAL_TYPES } from '../domain/goals/states';
import { GOAL_PERMISSIONS } from '../domain/goals/permissions';
import { DESCRIPTION_REQUIRED, PERCENT_RANGE, RESULT_TEXT_MAX } from '../domain/goals/result-rules';
import { KEY_RESULT_VALUES } from '../domain/goals/copy-rules';
import { text } from './common';

const id = z.number().int().positive();
const optionalId = z
  .number()
  .int()
  .nonnegative()
  .nullish()
  .transform((v) => (v ? v : null));
// Each scale's texts whole: the server finds them in the catalogue by their English (messages:goals.weekly).
const SCALE_TEXTS = {
  Likelihood: { required: 'Likelihood is required.', whole: 'Likelihood must be a whole number.', range: 'Likelihood must be 0–4.' },
  Quality: { required: 'Quality is required.', whole: 'Quality must be a whole number.', range: 'Quality must be 0–4.' },
};
const scale = (name: keyof typeof SCALE_TEXTS) => {
  const said = SCALE_TEXTS[name];
  return z.number({ error: said.required }).int(said.whole).min(0, said.range).max(4, said.range);
};

export const GoalState = z.enum(GOAL_STATES);
export const GoalType = z.enum(GOAL_TYPES);

export const GoalUser = z.object({
  Id: z.number(),
  Name: z.string(),
  OrgUnit: z.string().nullable(),
  Title: z.string().nullable().describe('Job title'),
  Avatar: z.string().nullable(),
  ParentId: z.number().nullable(),
});

export const GoalDetail = z.object({ Title: z.string(), Measurement: z.string(), Description: z.string().nullable() });

export const MostRecentGoalStatus = z.object({
  Id: z.number(),
  Likelihood: z.number(),
  Quality: z.number(),
  LikelihoodDelta: z.number().nullable(),
  QualityDelta: z.number().nullable(),
  StartDate: z.string().describe('Start date of the status week'),
});

export const GoalResult = z.object({
  Id: z.number(),
  Completed: z.boolean(),
  Quality: z.number().nullable(),
  Outcome: z.string().optional(),
  Feedback: z.string().optional(),
  ObjectiveResult: z.number().nullable(),
  UpdatedAt: z.string(),
});
export type GoalResult = z.infer<typeof GoalResult>;

export const GoalPermissions = z.object(
  Object.fromEntries(GOAL_PERMISSIONS.map((p) => [p, z.boolean()])) as Record<(typeof GOAL_PERMISSIONS)[number], z.ZodBoolean>,
);

export const Goal = z.object({
  Id: z.number(),
  State: GoalState,
  GoalType,
  Hidden: z.boolean(),
  ParentId: z.number().nullable(),
  GoalPeriodId: z.number(),
  PeriodStartDate: z.string(),
  Quarter: z.string().describe("e.g. 'Q2 2026'"),
  ReportingMemo: z.string().nullable(),
  User: GoalUser,
  GoalDetail,
  MostRecentGoalStatus: MostRecentGoalStatus.nullable(),
  Progress: z.number().nullable().describe('Percent, from its measured key results (issue 31); null when it has none'),
  CountChildren: z.boolean().describe("Its progress counts its aligned goals' progress too (decision 069)"),
  ChildWeight: z.number().describe("What it weighs in its parent's progress when the parent counts its aligned goals"),
  ChildCount: z.number(),
  UpdatedAt: z.string(),
  IsNeedsUpdate: z.boolean(),
  IsManager: z.boolean().describe('The viewer is the owner’s manager'),
  IsFollowed: z.boolean(),
  OwnerGoalResult: GoalResult.nullable(),
  ManagerGoalResult: GoalResult.nullable(),
  Badges: z.array(z.string()),
  SortPriority: z.number().int().min(1).max(6),
  Permissions: GoalPermissions,
});
export type Goal = z.infer<typeof Goal>;

export const GoalEdit = z.object({
  Id: z.number(),
  GoalId: z.number(),
  State: z.enum(GOAL_EDIT_STATES),
  Title: z.string(),
  Measurement: z.string(),
  Description: z.string().nullable(),
  ReportingMemo: z.string().nullable(),
  Hidden: z.boolean(),
  ParentId: z.number().nullable(),
  UpdatedAt: z.string(),
});
export type GoalEdit = z.infer<typeof GoalEdit>;

export const GoalPeriodWeek = z.object({ Id: z.number(), Week: z.number(), StartDate: z.string(), EndDate: z.string() });

export const GoalStatus = z.object({
  Id: z.number(),
  GoalId: z.number(),
  Likelihood: z.number(),
  Quality: z.number(),
  LikelihoodDelta: z.number().nullable(),
  QualityDelta: z.number().nullable(),
  CommentCount: z.number(),
  GoalPeriodWeek,
});
export type GoalStatus = z.infer<typeof GoalStatus>;

export const Transition = z.object({
  Id: z.number(),
  TransitionableType: z.enum(['Goal', 'GoalEdit']),
  ActionType: z.number().nullable().describe('0 owner change, 1 parent change, null a state change'),
  Meta: z.record(z.string(), z.unknown()).nullable(),
  FromState: z.string().nullable(),
  ToState: z.string().nullable(),
  Label: z.string(),
  GoalName: z.string(),
  CreatedAt: z.string(),
  UserId: z.number(),
  UserName: z.string(),
});

export const CommentableType = z.enum(['GoalStatus', 'StateTransition', 'OwnerGoalResult', 'ManagerGoalResult']);
export const Comment = z.object({
  Id: z.number(),
  UserId: z.number(),
  Name: z.string(),
  Comment: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  CommentableId: z.number(),
  Type: CommentableType,
  IsMine: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;

export const GoalRef = z.object({
  Id: z.number(),
  Title: z.string(),
  State: GoalState,
  UserId: z.number(),
  UserName: z.string(),
  ParentId: z.number().nullable(),
});

/** A goal of another quarter this one continues, or that continues it (Copy to next quarter, decision 073). */
export const GoalLink = z.object({
  Id: z.number(),
  Title: z.string(),
  PeriodId: z.number(),
  Quarter: z.string().describe('The quarter as the screens name it: Q3 2026'),
});
export type GoalLink = z.infer<typeof GoalLink>;

export const GoalInfo = z.object({
  Goal,
  GoalEdits: z.array(GoalEdit),
  GoalStatuses: z.array(GoalStatus),
  GoalWeeklyStates: z.array(z.object({ Week: GoalPeriodWeek, Status: GoalStatus.nullable(), IsOpen: z.boolean() })),
  GoalResult: GoalResult.nullable(),
  GoalManagerResult: GoalResult.nullable(),
  GoalTransitions: z.array(Transition),
  GoalStatusComments: z.array(Comment),
  Ancestors: z.array(GoalRef),
  DeletedDescestors: z.array(z.object({ Id: z.number(), ParentId: z.number().nullable(), Count: z.number() })),
  ParentGoal: GoalRef.nullable(),
  IsFollowed: z.boolean(),
  Permissions: GoalPermissions,
  ContinuedFrom: GoalLink.nullable().describe('The goal this one was copied from, when the viewer may see it'),
  ContinuedIn: z.array(GoalLink).describe('The copies of this goal in later quarters the viewer may see'),
});
export type GoalInfo = z.infer<typeof GoalInfo>;

// Requests

export const GoalSave = z.object({
  Title: text(255).min(1, 'Please input your Title!'),
  Measurement: text(3000).min(1, 'Please input your Measurement!'),
  Description: text(10000).nullish(),
  IsPrivate: z.boolean().default(false),
  OwnerId: z.number({ error: 'Please select owner!' }).int().positive('Please select owner!'),
  PeriodId: z.number({ error: 'Please select quarter!' }).int().positive('Please select quarter!'),
  ParentId: optionalId,
  ReportingMemo: text(255).nullish(),
  IsDraft: z.boolean().default(true),
  IsFromEdit: z.boolean().default(false),
});
export type GoalSave = z.infer<typeof GoalSave>;

export const GoalSelectFilter = z.enum(['MyGoals', 'MyDirectReports', 'CompanyGoals', 'MyManagerAndPeers']);

export const GoalFilter = z.object({
  GoalSelectFilter: GoalSelectFilter.default('MyGoals'),
  PeriodId: id.optional().describe('Quarter; default the current one'),
  Title: text(255).optional(),
  Users: z.array(id).max(200).optional(),
  Depts: z.array(text(255)).max(50).optional(),
  GoalStates: z.array(z.string().max(30)).max(10).optional(),
  Aligned: z.boolean().optional(),
  Unaligned: z.boolean().optional(),
  NeedsUpdate: z.boolean().optional(),
  NeedsReview: z.boolean().optional(),
  TrendingUp: z.boolean().optional(),
  TrendingDown: z.boolean().optional(),
  QTrendingUp: z.boolean().optional(),
  QTrendingDown: z.boolean().optional(),
  Likelihood: z.array(z.number().int().min(0).max(4)).max(5).optional(),
  Quality: z.array(z.number().int().min(0).max(4)).max(5).optional(),
  FollowedGoals: z.boolean().optional(),
  TopLevelGoals: z.boolean().optional(),
  DeactivatedUsers: z.boolean().optional(),
  ExcludePrivate: z.boolean().optional(),
  Page: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(100).default(10),
});
export type GoalFilter = z.infer<typeof GoalFilter>;

export const GoalList = z.object({
  data: z.array(Goal),
  goalEdits: z.array(GoalEdit),
  pendingEdits: z.array(z.number()).describe('Ids of listed goals with an edit waiting'),
  followed: z.array(z.number()).describe('Ids of listed goals the viewer follows'),
  ceo: z.object({ Id: z.number(), Name: z.string() }).nullable(),
  count: z.number(),
  Page: z.number(),
  PageSize: z.number(),
});
export type GoalList = z.infer<typeof GoalList>;

export const ApproveRequest = z.object({
  Id: id,
  Status: z.enum(['approved', 'review', 'draft', 'shelved']),
  Comment: text(5000).optional(),
});
export const ShelveRequest = z.object({
  Id: id,
  Status: z.enum(['shelved', 'shelving_in_review', 'reactivated']),
  Comment: text(5000).optional(),
});
export const RetractRequest = z.object({ Id: id, Status: z.string().max(30).optional(), Comment: text(5000).optional() });

export const UpdateStatusRequest = z.object({
  Id: id.describe('Goal id'),
  WeekId: id.optional().describe('Week to update; default the current week'),
  Likelihood: scale('Likelihood'),
  Quality: scale('Quality'),
  Comment: text(5000).optional(),
});

const resultText = z
  .string({ error: DESCRIPTION_REQUIRED })
  .trim()
  .max(RESULT_TEXT_MAX, `Must be at most ${RESULT_TEXT_MAX} characters.`)
  .min(1, DESCRIPTION_REQUIRED);

export const FinalizeRequest = z.object({
  Id: z.number().int().nonnegative().optional().describe('Existing result id when editing'),
  GoalId: id,
  Completed: z.boolean().nullish(),
  Quality: z.number().int().min(0).max(4).nullish(),
  Outcome: resultText,
  ObjectiveResult: z.number().int().min(0, PERCENT_RANGE).max(100, PERCENT_RANGE).nullish(),
});
export const FinalizeApprovedRequest = z.object({
  Id: z.number().int().nonnegative().optional(),
  GoalId: id,
  Completed: z.boolean().nullish(),
  Feedback: resultText,
  ObjectiveResult: z.number().int().min(0, PERCENT_RANGE).max(100, PERCENT_RANGE).nullish(),
});
export const FinalizeRetractRequest = z.object({ GoalId: id, Comment: text(5000).optional() });

export const CommentAddRequest = z.object({ Id: id, Type: CommentableType, Comment: text(5000).min(1, 'Please enter your comment.') });
export const CommentUpdateRequest = z.object({ CommentId: id, Comment: text(5000).min(1, 'Please enter your comment.') });
export const ChangeOwnerRequest = z.object({
  Id: id,
  UserId: z.number({ error: 'Please select owner!' }).int().positive('Please select owner!'),
});
export const ChangeParentRequest = z.object({ Id: id, GoalId: z.number().int().nonnegative().describe('0 removes the parent') });

export const ThemeRequest = z.object({ Title: text(255).min(1, 'Please enter theme!'), PeriodId: id.optional() });
export const Theme = z.object({ Id: z.number(), PeriodId: z.number(), Title: z.string() }).nullable();

export const FollowResult = z.object({ IsFollowed: z.boolean() });
export const ThemeQuery = z.object({
  periodId: z.coerce.number().int().positive().optional().describe('Quarter; default the current one'),
});

// Goal lists and lookups
export const CompanyGoals = z.object({ Goals: z.array(Goal), count: z.number().describe('All visible company goals of the quarter') });
export const GoalOwnersQuery = z.object({
  search: text(100).optional().describe('Part of the name'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export const GoalOwner = z.object({
  Id: z.number(),
  Name: z.string(),
  JobTitle: z.string().nullable(),
  OrgUnit: z.string().nullable(),
  ParentId: z.number().nullable(),
  Avatar: z.string().nullable(),
});
export const UserGoalsParams = z.object({
  a: z.coerce.number().int().positive().describe('User id'),
  b: z.coerce.number().int().positive().describe('Period id'),
  c: z.coerce.number().int().min(1).describe('Page, from 1'),
  d: z.coerce.number().int().min(1).max(100).describe('Page size, at most 100'),
});
export const UserGoalList = z.object({ data: z.array(Goal), count: z.number() });
export const ChildGoals = z.object({ Goals: z.array(Goal), GoalStatuses: z.array(GoalStatus) });
export type CompanyGoals = z.infer<typeof CompanyGoals>;
export type GoalOwner = z.infer<typeof GoalOwner>;
export type ChildGoals = z.infer<typeof ChildGoals>;

// The alignment tree: a quarter's company goals with everything aligned below them, a level at a time.
export const AlignmentParams = z.object({ periodId: z.coerce.number().int().positive() });
export const AlignmentChildrenParams = AlignmentParams.extend({ goalId: z.coerce.number().int().positive() });
export const AlignmentQuery = z.object({
  dept: text(255).optional().describe('Only goals owned in this department or with such a goal aligned below them'),
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(100),
});
export const AlignmentNode = z.object({
  Id: z.number(),
  Title: z.string(),
  Owner: z.object({ Id: z.number(), Name: z.string(), Avatar: z.string().nullable() }),
  State: GoalState,
  Likelihood: z.number().nullable().describe('Of the newest weekly status'),
  Quality: z.number().nullable(),
  LikelihoodDelta: z.number().nullable().describe('Newest status against the one before'),
  QualityDelta: z.number().nullable(),
  Progress: z.number().nullable().describe('Percent, from its measured key results (issue 31); null when it has none'),
  ChildCount: z.number().describe('Visible goals aligned directly below (within the department filter)'),
});
export const AlignmentLevel = z.object({ Goals: z.array(AlignmentNode), count: z.number().describe('All nodes of this level') });
export type AlignmentNode = z.infer<typeof AlignmentNode>;
export type AlignmentLevel = z.infer<typeof AlignmentLevel>;

// Copy to next quarter (issue 33, decision 073).
export const GOALS_COPIED_AT_ONCE = 100;
export const GoalCopyRequest = z.object({
  GoalIds: z.array(id).min(1).max(GOALS_COPIED_AT_ONCE).describe('The selected goals, in the order their copies are answered'),
  ToPeriodId: id.describe('The later quarter to copy them to'),
  WithChildren: z.boolean().default(false).describe('The goals aligned below them come along, as far as the caller may copy them'),
  KeyResultValues: z.enum(KEY_RESULT_VALUES).default('reset').describe('reset: from their start values; carry: at their current values'),
});
export type GoalCopyRequest = z.input<typeof GoalCopyRequest>;
export const GoalCopyAnswer = z.object({ GoalIds: z.array(z.number()).describe('The new drafts, parents before their children') });
export type GoalCopyAnswer = z.infer<typeof GoalCopyAnswer>;
