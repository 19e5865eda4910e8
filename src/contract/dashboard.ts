import { z } from 'zod';
import { COMPLIANCE_MODES, COMPLIANCE_SCOPES } from '../domain/dashboard/compliance';
import { REMINDER_TYPES } from '../domain/dashboard/reminders';
import { GoalEdit, GoalInfo } from './goals';

// ---------------------------------------------------------------------------------------------
// GET /api/dashboard — reminders
// ---------------------------------------------------------------------------------------------

export const ReminderType = z.enum(REMINDER_TYPES);
export type ReminderType = z.infer<typeof ReminderType>;

/** Someone a reminder is about (the owner of a goal waiting for the viewer's review). */
export const ReminderUser = z.object({
  Id: z.number(),
  Name: z.string(),
  JobTitle: z.string().nullable(),
  Avatar: z.string().nullable().describe('URL of the avatar image, or null'),
});
export type ReminderUser = z.infer<typeof ReminderUser>;

/**
 * One reminder. Show `Prefix: Title` with a tag `Quarter` and a button `ButtonText`. What the button opens:
 * - CreateGoals → the goal form (Add Goal) for quarter `PeriodId`;
 * - WeeklyUpdate → the weekly update dialog of goal `GoalId` for week `WeekId`;
 * - ApprovalRequest, ShelveRequest → the review dialog with GET /api/dashboard/reviewdata/{GoalId};
 * - EditRequest → the review dialog with GET /api/dashboard/editreviewdata/{Id} (Id is the GoalEdit's id);
 * - FinalizeResults → the finalize dialog of goal `GoalId`;
 * - ReviewResults → the manager's results review dialog of goal `GoalId`.
 * `Link` is the page the reminder is about, for a plain link (e.g. /v3/goals/123).
 */
export const Reminder = z.object({
  Key: z.string().describe('Unique within the list, stable between loads (e.g. "WeeklyUpdate-512")'),
  Id: z.number().describe('The goal id; the GoalEdit id for EditRequest; the period id for CreateGoals'),
  Type: ReminderType,
  Prefix: z.string().describe("e.g. 'Weekly Update'"),
  Title: z.string().describe('The goal title, or the CreateGoals sentence'),
  Quarter: z.string().describe("Quarter tag, e.g. 'Q2 2026'"),
  PeriodId: z.number(),
  WeekId: z.number().nullable().describe('The week to update (WeeklyUpdate only)'),
  GoalId: z.number().nullable(),
  User: ReminderUser.nullable().describe('The goal owner for reminders about someone else’s goal; null for your own'),
  ButtonText: z.string(),
  Link: z.string(),
  CreatedAt: z.string().nullable().describe('When the request or result was made; null for due work'),
});
export type Reminder = z.infer<typeof Reminder>;

export const RemindersQuery = z.object({
  take: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .default(50)
    .describe('How many reminders to answer, from the first: 50 at first, +10 per Load More'),
});

/** The first `take` reminders in list order, and how many there are in all (Load More while Total > shown). */
export const Reminders = z.object({
  Reminders: z.array(Reminder),
  Total: z.number(),
});
export type Reminders = z.infer<typeof Reminders>;

// ---------------------------------------------------------------------------------------------
// GET /api/dashboard/reviewdata/{goalId} and GET /api/dashboard/editreviewdata/{goalEditId}
// ---------------------------------------------------------------------------------------------

/**
 * What the review dialog needs. `Kind` 'request' is an approval (Yes → Status ApproveStatus, No → DenyStatus
 * with a required comment, button 'Request Changes'); 'shelve' a shelving request (No button 'Deny Request').
 * Answer with POST /api/Goal/approve {Id: Info.Goal.Id, Status, Comment}. `Info` is the goal as GET /api/Goal/{id}
 * answers it, so the goals feature's dialogs can be reused; `Edit` is the proposed edit for an EditRequest.
 * 404 when nothing of that goal waits for the viewer's review any more.
 */
export const ReviewData = z.object({
  Kind: z.enum(['request', 'shelve']),
  Info: GoalInfo,
  Edit: GoalEdit.nullable(),
  RequestedBy: z.object({ Id: z.number(), Name: z.string() }).nullable(),
  RequestedAt: z.string().nullable(),
  RequestComment: z.string().nullable().describe('The comment the owner sent with the request'),
  ApproveStatus: z.enum(['approved', 'shelved']),
  DenyStatus: z.enum(['draft', 'approved']),
});
export type ReviewData = z.infer<typeof ReviewData>;

// ---------------------------------------------------------------------------------------------
// GET /api/dashboard/complience/{scope} and its drill-down
// ---------------------------------------------------------------------------------------------

export const ComplianceScope = z.union(COMPLIANCE_SCOPES.map((s) => z.literal(s)));
export const ComplianceMode = z.union(COMPLIANCE_MODES.map((m) => z.literal(m)));

export const ComplianceParams = z.object({
  scope: z.coerce
    .number()
    .int()
    .refine((s) => s === 1 || s === 2 || s === 3, 'Scope must be 1, 2 or 3.')
    .transform((s) => s as 1 | 2 | 3)
    .describe('1 My Direct Reports, 2 My Organization (everyone below), 3 Company'),
});

/** One mode's numbers: Count of Total people are concerned; percentages rounded, Percent + CompliantPercent = 100. */
export const ComplianceFigure = z.object({
  Mode: ComplianceMode,
  Count: z.number().describe('People concerned (no goals / no update / not finalized)'),
  Total: z.number().describe('People the mode measures'),
  Percent: z.number().describe('Concerned share, rounded'),
  CompliantPercent: z.number().describe('100 − Percent'),
});
export type ComplianceFigure = z.infer<typeof ComplianceFigure>;

/**
 * The compliance widget. The spec's fields carry counts of people in the scope:
 * `users` people measured (active, not observers; scopes 1 and 2 leave out the viewer);
 * `goals` of them with at least one goal this quarter (mode 1 concerns users − goals);
 * `lastweekgoals` of those with a tracked goal, the ones who gave a weekly update for week LastWeekId (mode 2);
 * `lastgoals` of those with goals to finalize in quarter LastId, the ones with every such goal finalized (mode 3).
 * `Modes` has the three figures ready to show. Contributors always get Scope 3 (the answer says so).
 */
export const Compliance = z.object({
  Scope: ComplianceScope,
  users: z.number(),
  goals: z.number(),
  lastweekgoals: z.number(),
  lastgoals: z.number(),
  LastWeekId: z.number().nullable().describe('The week mode 2 measures (the prior week; the current one in week 1)'),
  LastId: z.number().nullable().describe('The previous quarter, measured by mode 3; null when there is none'),
  IsCurrentWeek: z.boolean().describe('True when mode 2 measures the current week (first week of the quarter)'),
  PeriodId: z.number().nullable().describe('The current quarter, measured by modes 1 and 2'),
  Quarter: z.string().nullable(),
  LastQuarter: z.string().nullable(),
  LastWeek: z.object({ Id: z.number(), Week: z.number(), StartDate: z.string(), EndDate: z.string() }).nullable(),
  Modes: z.array(ComplianceFigure).length(3),
});
export type Compliance = z.infer<typeof Compliance>;

export const CompliancePeopleParams = ComplianceParams.extend({
  mode: z.coerce
    .number()
    .int()
    .refine((m) => m === 1 || m === 2 || m === 3, 'Mode must be 1, 2 or 3.')
    .transform((m) => m as 1 | 2 | 3),
});
export const CompliancePeopleQuery = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Someone concerned by a compliance mode, for the drill-down list (links to /v3/profile/{Id}). */
export const CompliancePerson = z.object({
  Id: z.number(),
  Name: z.string(),
  JobTitle: z.string().nullable(),
  OrgUnit: z.string().nullable(),
  Avatar: z.string().nullable(),
  ManagerId: z.number().nullable(),
  ManagerName: z.string().nullable(),
  LastUpdate: z.string().nullable().describe('Mode 2: start date of the newest weekly update this quarter, if any'),
  OpenGoals: z.number().nullable().describe('Mode 3: goals of the previous quarter not yet finalized'),
});
export type CompliancePerson = z.infer<typeof CompliancePerson>;

/** GET /api/dashboard/complience/{scope}/{mode}?Page&PageSize: the people concerned, by name. */
export const CompliancePeople = z.object({
  Scope: ComplianceScope,
  Mode: ComplianceMode,
  data: z.array(CompliancePerson),
  count: z.number(),
  Page: z.number(),
  PageSize: z.number(),
});
export type CompliancePeople = z.infer<typeof CompliancePeople>;
