import { z } from 'zod';

// The audit log of administrative changes (issue 19): read by the CEO and org admins.

/** The kinds of change the log records. */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.flags',
  'user.deactivated',
  'user.reactivated',
  'user.manager',
  'user.added',
  'company.settings',
  'company.exported',
  'talent.labels',
  'talent.schedule',
  // The voices' settings and the review questions (issue 34).
  'talent.reviews',
  'talent.questions',
  'appraisal.shared',
  'appraisal.signed',
  'appraisal.countersigned',
  'appraisal.deleted',
  // Calibrations of a quarter's ratings (issue 34, decision 077).
  'calibration.opened',
  'calibration.moved',
  'calibration.closed',
  'report.downloaded',
  // Sign-in through the company's identity provider (issue 32).
  'sso.signin',
  'sso.linked',
  'sso.created',
  'sso.refused',
  // Provisioning from the company's identity provider over SCIM (issue 32, decision 071).
  'scim.user',
  'scim.token',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

/** Only the fields that changed, by name ('RoleName', 'Manager', 'TimeZone'…), as they were and as they became. */
export const AuditValues = z.record(z.string(), z.unknown());
export type AuditValues = z.infer<typeof AuditValues>;

const Person = z.object({ Id: z.number(), Name: z.string() });

export const AuditEntry = z.object({
  Id: z.number(),
  At: z.string(),
  Actor: Person,
  Action: AuditAction,
  /** The person the change is about; null for company-wide settings, exports and most downloads. */
  Subject: Person.nullable(),
  Before: AuditValues,
  After: AuditValues,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /audit?Page&PageSize&UserId&Action: newest first; `UserId` keeps the entries about one person. */
export const AuditListQuery = z.object({
  Page: z.coerce.number().int().min(1).max(100000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
  UserId: z.coerce.number().int().positive().optional(),
  Action: AuditAction.optional(),
});
export type AuditListQuery = z.input<typeof AuditListQuery>;

export const AuditPage = z.object({ data: z.array(AuditEntry), count: z.number() });
export type AuditPage = z.infer<typeof AuditPage>;
