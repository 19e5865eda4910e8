import { z } from 'zod';
import { COMPLIANCE_MODES } from '../domain/reports/report-access';

const id = z.coerce.number().int().positive();

/** GET /report/usercomlience/{mode}/{periodId}: 1 no goals, 2 no weekly update (prior week), 3 not finalized. */
export const ComplianceReportParams = z.object({ mode: z.enum(COMPLIANCE_MODES), periodId: id });
export type ComplianceReportParams = z.infer<typeof ComplianceReportParams>;
/** …?Scope: the dashboard widget's scope (1 My Direct Reports, 2 My Organization, 3 Company); ours, the spec has none. */
const SCOPE_WORDS = 'Scope must be 1, 2 or 3.';
export const ComplianceReportQuery = z.object({
  Scope: z.coerce
    .number()
    .int(SCOPE_WORDS)
    .min(1, SCOPE_WORDS)
    .max(3, SCOPE_WORDS)
    .transform((s) => s as 1 | 2 | 3)
    .optional()
    .describe('1 My Direct Reports, 2 My Organization (everyone below), 3 Company'),
});
export type ComplianceReportQuery = z.input<typeof ComplianceReportQuery>;

/** GET /report/goallist/{excel|pdf}/{periodId}/{userId}: user 0 means everyone the viewer may see. */
export const GoalListReportParams = z.object({ periodId: id, userId: z.coerce.number().int().nonnegative() });
export type GoalListReportParams = z.infer<typeof GoalListReportParams>;

/** POST /report/goaltree/periods: the period ids a Goal Detail List may be asked for. */
export const GoalTreePeriodsBody = z.array(id).max(200);
/** … answered with those of them that hold a goal tree (a parent goal the viewer may see), in the order asked. */
export const GoalTreePeriods = z.array(z.number().int());
export type GoalTreePeriods = z.infer<typeof GoalTreePeriods>;

/** GET /report/goaltree/{excel|pdf}/{periodId} (report 5). */
export const PeriodReportParams = z.object({ periodId: id });
export type PeriodReportParams = z.infer<typeof PeriodReportParams>;

/** GET /report/multiquarter/excel/{fromPeriodId}/{toPeriodId} (report 8; ours): 'to' never before 'from'. */
export const MultiQuarterReportParams = z.object({ fromPeriodId: id, toPeriodId: id });
export type MultiQuarterReportParams = z.infer<typeof MultiQuarterReportParams>;

/** Appraisal reports' modes (6 and 7): 1 all quarters, 2 a chosen one. */
export const APPRAISAL_REPORT_MODES = ['1', '2'] as const;
/** GET /report/employeeappraisal/{mode}/{periodId} and /report/employeecomplience/{mode}/{periodId}; mode 1 ignores periodId (0 allowed). */
export const AppraisalReportParams = z.object({
  mode: z.enum(APPRAISAL_REPORT_MODES),
  periodId: z.coerce.number().int().nonnegative(),
});
export type AppraisalReportParams = z.infer<typeof AppraisalReportParams>;

/** Appraisal print modes (report 10): 1 the appraisals of a manager's people, 2 one person's. */
export const APPRAISAL_PRINT_MODES = ['1', '2'] as const;
/** GET /report/appraisal/{periodId}/{userOrManagerId}/{previousPeriodId}/{mode}; previousPeriodId 0 for none. */
export const AppraisalPrintParams = z.object({
  periodId: id,
  userOrManagerId: id,
  previousPeriodId: z.coerce.number().int().nonnegative(),
  mode: z.enum(APPRAISAL_PRINT_MODES),
});
export type AppraisalPrintParams = z.infer<typeof AppraisalPrintParams>;

const PickPerson = z.object({ Id: z.number().int(), Name: z.string() });
/**
 * GET /report/appraisalusers/{periodId}: whom the viewer may print appraisals of, and of which managers' teams. Each
 * user carries their manager's id (ours), so the dialog lists a chosen manager's people (spec 001 §5).
 */
export const AppraisalUsers = z.object({
  users: z.array(PickPerson.extend({ ManagerId: z.number().int().nullable() })),
  managers: z.array(PickPerson),
});
export type AppraisalUsers = z.infer<typeof AppraisalUsers>;

/** GET /report/importtemplate/{format} (report 3; ours). */
export const IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export const ImportTemplateParams = z.object({ format: z.enum(IMPORT_FORMATS) });
export type ImportTemplateParams = z.infer<typeof ImportTemplateParams>;

/** One refusal of an import: the sheet's row (1 is the header) and column, and why. */
export const ImportProblem = z.object({ Row: z.number().int(), Column: z.string(), Message: z.string() });
export type ImportProblem = z.infer<typeof ImportProblem>;
/** POST /report/import (ours): what a whole import did; nothing is written when any row is refused (400 with Problems). */
export const ImportResult = z.object({ Created: z.number().int(), Updated: z.number().int(), Invited: z.number().int() });
export type ImportResult = z.infer<typeof ImportResult>;

/** POST /report/import's choices: invite the new people now (the default) or later; and the preview it confirms. */
export const ImportQuery = z.object({
  Invite: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe('false: new people are added without an invitation; each can be invited later from their profile (Reinvite)'),
  Plan: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional()
    .describe('The Plan of the preview being confirmed: when the file would now do anything else, 409 and nothing is written'),
});
export type ImportQuery = z.input<typeof ImportQuery>;

/** A person of an import's plan: the row of the file, and what they will be. */
export const ImportPlanPerson = z.object({
  Row: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Role: z.string(),
  Manager: z.string().describe("The manager's name; 'Nobody' for an observer"),
});
export type ImportPlanPerson = z.infer<typeof ImportPlanPerson>;
export const ImportChange = z.object({ Field: z.string(), Before: z.string(), After: z.string() });
export type ImportChange = z.infer<typeof ImportChange>;

/**
 * POST /report/import/preview (ours): what importing the file would do, writing nothing and mailing nothing. With
 * problems (every problem of every row), the plan is empty and the file cannot be imported.
 */
export const ImportPreview = z.object({
  Problems: z.array(ImportProblem),
  New: z.array(ImportPlanPerson),
  Changed: z.array(ImportPlanPerson.extend({ Changes: z.array(ImportChange) })),
  Unchanged: z.array(ImportPlanPerson),
  Plan: z.string().describe("The plan's fingerprint, to send with the import that confirms it; empty with problems"),
});
export type ImportPreview = z.infer<typeof ImportPreview>;
