import { z } from 'zod';
import { APPRAISAL_STATES } from '../domain/talent/states';
import { SAME_COUNT } from '../domain/talent/settings-rules';
import { PRIMARY_LABEL_COUNTS } from '../domain/talent/ratings';
import { RICH_TEXT, isoDate, requiredText, text } from './common';
import { QuestionAnswer, QuestionAnswers, ReviewQuestion } from './talent-reviews';

// Spec 001 §7 'Talent'. Ratings on the wire are 1-based positions in the label lists (decision 016).

const id = z.coerce.number().int().positive();
const idOrZero = z.coerce.number().int().min(0);
export const REQUIRED = 'This is required.';

export const TalentLabel = z.object({ Label: requiredText(100, REQUIRED), Description: text(500).default('') });
export type TalentLabel = z.infer<typeof TalentLabel>;

const labelList = z
  .array(TalentLabel)
  .refine((l) => (PRIMARY_LABEL_COUNTS as readonly number[]).includes(l.length), { message: 'Give 3 or 5 labels.' });

export const FormLabels = z.object({
  PrimaryAxisName: requiredText(60, REQUIRED),
  PrimaryPrompt: text(300).default(''),
  SecondaryAxisName: requiredText(60, REQUIRED),
  SecondaryPrompt: text(300).default(''),
  TertiaryAxisName: requiredText(60, REQUIRED),
  TertiaryPrompt: text(300).default(''),
});

/** GET and PUT /talent/labels: the company's rating labels, the form's wording and the sharing and grace settings. */
export const TalentLabels = z
  .object({
    PrimaryLabels: labelList,
    SecondaryLabels: labelList,
    TertiaryLabels: labelList,
    FormLable: FormLabels.describe('The form wording (the spec spells it FormLable)'),
    EnableTertiaryRatings: z.boolean(),
    Settings: z.object({ ShareRatingWithEmployee: z.boolean() }),
    GracePeriod: z.number().int().min(0, 'Between 0 and 26 weeks.').max(26, 'Between 0 and 26 weeks.').describe('Weeks'),
  })
  .refine((t) => t.PrimaryLabels.length === t.SecondaryLabels.length, { message: SAME_COUNT, path: ['SecondaryLabels'] });
export type TalentLabels = z.infer<typeof TalentLabels>;

/** GET /talent/schedule; PUT takes the same shape (its Id is ignored). */
export const TalentSchedule = z.object({
  Id: z.number().describe('The company whose schedule this is'),
  EffectiveDate: isoDate().describe('Quarters ending on or after this day are appraised'),
});
export const TalentScheduleSave = z.object({ Id: z.number().optional(), EffectiveDate: isoDate() });
export type TalentSchedule = z.infer<typeof TalentSchedule>;

export const AppraisalPeriod = z.object({
  Id: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  Quarter: z.number(),
  Year: z.number(),
  EffectiveDate: z.string(),
  IsOpen: z.boolean().describe('New appraisals may still be started'),
  ClosesOn: z.string().describe('First day new appraisals can no longer be started (grace period included)'),
});
export type AppraisalPeriod = z.infer<typeof AppraisalPeriod>;

export const AppraisalState = z.enum(APPRAISAL_STATES);
export type AppraisalState = z.infer<typeof AppraisalState>;

export const PersonRef = z.object({ Id: z.number(), Name: z.string(), JobTitle: z.string().nullable(), Avatar: z.string().nullable() });
export type PersonRef = z.infer<typeof PersonRef>;

export const Signature = z.object({
  SignerId: z.number(),
  Name: z.string().describe('The signer'),
  Kind: z.enum(['typed', 'drawn']),
  Value: z.string().describe('The typed full name, or a drawn signature as a PNG data URL'),
  SignedAt: z.string(),
});
export type Signature = z.infer<typeof Signature>;

export const AppraisalPermissions = z.object({
  CanEdit: z.boolean(),
  CanDelete: z.boolean(),
  CanShare: z.boolean(),
  CanSign: z.boolean().describe('The employee signs or changes their signature'),
  CanCountersign: z.boolean().describe('The manager signs and completes'),
  CanPrint: z.boolean(),
});

/** One appraisal (evaluation) as its readers see it; ratings are null when hidden from the viewer. */
export const Appraisal = z.object({
  Id: z.number(),
  UserId: z.number(),
  User: PersonRef,
  ReviewerId: z.number(),
  Reviewer: PersonRef,
  Manager: PersonRef.nullable().describe('Who countersigns: the employee’s manager now'),
  Review: z.string().describe(RICH_TEXT),
  PrimaryRating: z.number().nullable(),
  SecondaryRating: z.number().nullable(),
  TertiaryRating: z.number().nullable(),
  PrimaryLabel: z.string().nullable(),
  SecondaryLabel: z.string().nullable(),
  TertiaryLabel: z.string().nullable(),
  RatingScale: z.number().describe('How many primary labels the company had when the ratings were given'),
  RatingsHidden: z.boolean(),
  EvaluationPeriodId: z.number(),
  State: AppraisalState,
  Status: z.string(),
  Progress: z.number(),
  EmployeeComments: z.string().nullable(),
  EmployeeSignature: Signature.nullable(),
  ManagerSignature: Signature.nullable(),
  SharedAt: z.string().nullable(),
  AcknowledgedAt: z.string().nullable(),
  CompletedAt: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  Permissions: AppraisalPermissions,
  Notice: z.string().nullable().describe('Said once after a change, e.g. that an edit cleared a signature'),
  // The company's manager questions as the appraisal asked them, and the answers (issue 34).
  Questions: z.array(ReviewQuestion).optional().describe('The manager questions this appraisal asks (kept from its start)'),
  Answers: z.array(QuestionAnswer).optional().describe('The manager’s answers, by question id'),
});
export type Appraisal = z.infer<typeof Appraisal>;

const rating = z.number({ error: REQUIRED }).int().min(1, REQUIRED).max(5, 'A rating is 1 to 5.');

/** POST /talent and PUT /talent/{id}. */
export const AppraisalSave = z.object({
  UserId: id,
  Primary: rating,
  Secondary: rating,
  Review: z.string({ error: REQUIRED }).max(20_000, 'Must be at most 20000 characters.').describe(RICH_TEXT),
  EvaluationPeriodId: id,
  TertiaryRating: z.number().int().min(1).max(5).nullish(),
  Answers: QuestionAnswers.optional().describe('Answers to the manager questions the appraisal asks (issue 34)'),
});
export type AppraisalSave = z.infer<typeof AppraisalSave>;

const DRAWN = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
export const SIGN_FORMAT = 'Type your full name or draw your signature.';

/** A typed full name, or a drawn signature as a PNG data URL (at most 200 KB). */
export const Sign = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(270_000, 'This signature is too large.')
  .refine((v) => (v.startsWith('data:') ? DRAWN.test(v) : v.length <= 255), { message: SIGN_FORMAT });

export const EmployeeSign = z.object({ Comment: text(2000).nullish(), Sign });
export const ManagerSign = z.object({ Sign });

export const ShareResult = z.object({ evaluationData: Appraisal });

/** A row of the overview: a person in scope and their appraisal of the period, if any. */
export const OverviewRow = z.object({
  Id: z.number(),
  Name: z.string(),
  JobTitle: z.string().nullable(),
  Avatar: z.string().nullable(),
  ManagerId: z.number().nullable(),
  ManagerName: z.string().nullable(),
  ReportCount: z.number().describe('People reporting to this person (the overview can open their team)'),
});
export const AppraisalSummary = z.object({
  Id: z.number(),
  UserId: z.number(),
  ReviewerId: z.number(),
  State: AppraisalState,
  Status: z.string(),
  Progress: z.number(),
  PrimaryRating: z.number().nullable(),
  SecondaryRating: z.number().nullable(),
  UpdatedAt: z.string(),
});
export type AppraisalSummary = z.infer<typeof AppraisalSummary>;

export const MatrixCell = z.object({ Primary: z.number(), Secondary: z.number(), Count: z.number(), Tone: z.number() });
export const TalentMatrix = z.object({
  Size: z.number().describe('3 or 5'),
  Cells: z.array(MatrixCell).describe('Only cells with people'),
  Rated: z.number(),
  Unrated: z.number().describe('People in scope without a rated appraisal this period'),
});
export type TalentMatrix = z.infer<typeof TalentMatrix>;

export const OverviewParams = z.object({
  a: idOrZero.describe('Period id (0: the latest)'),
  b: idOrZero.describe('Manager id (0: organisation)'),
  c: z.coerce.number().int().min(0).max(1).describe('1: HR view (everyone below, or the whole organisation with 0)'),
});
const directReportsFlag = z.enum(['0', '1'], 'Choose 1 (only your direct reports) or 0.');
/** GET /talent/excel/{a}/{b}/{c}/{directReports} (spec 001 §7's optional direct-reports flag, as a path segment). */
export const ComplianceExcelParams = OverviewParams.extend({
  directReports: directReportsFlag.describe("1: only the caller's direct reports (then b and c are not used)"),
});
/** GET /talent/excel/{a}/{b}/{c}?directReports=1: the same flag as a query value. */
export const ComplianceExcelQuery = z.object({ directReports: directReportsFlag.optional() });
export const OverviewQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: text(100).optional(),
  primary: z.coerce.number().int().min(1).max(5).optional().describe('With secondary: the people of one matrix cell'),
  secondary: z.coerce.number().int().min(1).max(5).optional(),
  matrix: z.enum(['0', '1']).optional().describe('1: add the matrix of the whole scope'),
});

/** GET /talent/{period}/{user}/{c}. */
export const TalentOverview = z.object({
  user: PersonRef.nullable().describe('Whose team is shown; null for the organisation'),
  users: z.array(OverviewRow),
  count: z.number(),
  directreports: z.array(z.number()).describe('Ids of the viewer’s own direct reports (they may start their appraisals)'),
  evaluations: z.array(AppraisalSummary),
  Period: AppraisalPeriod.nullable(),
  Periods: z.array(AppraisalPeriod).describe('The quarters the viewer may pick, newest first'),
  Matrix: TalentMatrix.nullable().describe('With matrix=1: the matrix of the whole scope'),
  CanOrganizationView: z.boolean(),
});
export type TalentOverview = z.infer<typeof TalentOverview>;

export const UserAppraisalRow = z.object({ Period: AppraisalPeriod, Appraisal: AppraisalSummary.nullable(), CanStart: z.boolean() });
/** GET /talent/user/{userId}. */
export const UserAppraisals = z.object({
  user: PersonRef,
  evaluations: z.array(UserAppraisalRow).describe('One row per quarter the person is eligible for, newest first'),
  isShare: z.boolean().describe('ShareRatingWithEmployee'),
});
export type UserAppraisals = z.infer<typeof UserAppraisals>;

export const TalentGoal = z.object({
  Id: z.number(),
  Title: z.string(),
  State: z.string(),
  GoalType: z.string(),
  Outcome: z.number().nullable().describe('1 achieved, 0 not, a share for percent goals; null until finalized'),
});
export const TalentGoalStatus = z.object({
  GoalId: z.number(),
  Week: z.number(),
  Likelihood: z.number(),
  Quality: z.number(),
  StartDate: z.string(),
});
export const PredictionAccuracy = z.object({
  Goals: z.array(z.object({ GoalId: z.number(), Brier: z.number().nullable(), Updates: z.number() })),
  Brier: z.number().nullable(),
  Explanation: z.string(),
});
/** GET /talent/goals/{userId}/{periodId}. */
export const TalentGoals = z.object({ Goals: z.array(TalentGoal), GoalStatuses: z.array(TalentGoalStatus), Accuracy: PredictionAccuracy });
export type TalentGoals = z.infer<typeof TalentGoals>;

export const UserIdParam = z.object({ userId: id });
export const UserPeriodParams = z.object({ userId: id, periodId: id });
