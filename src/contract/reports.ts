import { z } from 'zod';
import { COMPLIANCE_MODES } from '../domain/reports/report-access';

const id = z.coerce.number().int().positive();

/** GET /report/usercomlience/{mode}/{periodId}: 1 no goals, 2 no weekly update (prior week), 3 not finalized. */
export const ComplianceReportParams = z.object({ mode: z.enum(COMPLIANCE_MODES), periodId: id });
export type ComplianceReportParams = z.infer<typeof ComplianceReportParams>;

/** GET /report/goallist/{excel|pdf}/{periodId}/{userId}: user 0 means everyone the viewer may see. */
export const GoalListReportParams = z.object({ periodId: id, userId: z.coerce.number().int().nonnegative() });
export type GoalListReportParams = z.infer<typeof GoalListReportParams>;
