import i18next from 'i18next';
import type { AuditAction, AuditEntry } from '../../../contract/audit';
import type { UserStatus } from '../../../contract/people';
import { ROLE_NAMES, type RoleName } from '../../../domain/roles';

// Texts come from the catalogue (audit namespace; roles and statuses from profile's) in the language shown.

/** Each kind of change's key under `audit:actions` ('user.role' → 'userRole'). */
const ACTION_KEYS = {
  'user.role': 'userRole',
  'user.flags': 'userFlags',
  'user.deactivated': 'userDeactivated',
  'user.reactivated': 'userReactivated',
  'user.manager': 'userManager',
  'user.added': 'userAdded',
  'company.settings': 'companySettings',
  'company.exported': 'companyExported',
  'talent.labels': 'talentLabels',
  'talent.schedule': 'talentSchedule',
  'talent.reviews': 'talentReviews',
  'talent.questions': 'talentQuestions',
  'appraisal.shared': 'appraisalShared',
  'appraisal.signed': 'appraisalSigned',
  'appraisal.countersigned': 'appraisalCountersigned',
  'appraisal.deleted': 'appraisalDeleted',
  'calibration.opened': 'calibrationOpened',
  'calibration.moved': 'calibrationMoved',
  'calibration.closed': 'calibrationClosed',
  'report.downloaded': 'reportDownloaded',
  'sso.signin': 'ssoSignIn',
  'sso.linked': 'ssoLinked',
  'sso.created': 'ssoCreated',
  'sso.refused': 'ssoRefused',
  'scim.user': 'scimUser',
  'scim.token': 'scimToken',
} as const satisfies Record<AuditAction, string>;

/** A kind of change as the log names it. */
export const actionLabel = (action: AuditAction): string => i18next.t(`audit:actions.${ACTION_KEYS[action]}`);

// The fields the log names; any other shows by its stored name.
const FIELDS = [
  'RoleName',
  'IsOrgAdmin',
  'IsGoalAdmin',
  'IsHrAdmin',
  'IsGoalManager',
  'IsDelegate',
  'Manager',
  'Status',
  'Name',
  'Url',
  'TimeZone',
  'EmployeeNotesEnabled',
  'TalentEnabled',
  'AiBaseUrl',
  'AiModel',
  'AiKey',
  'PrimaryLabels',
  'SecondaryLabels',
  'TertiaryLabels',
  'FormLable',
  'EnableTertiaryRatings',
  'Settings',
  'GracePeriod',
  'EffectiveDate',
  'State',
  'Quarter',
  'Report',
  'Format',
  'Person',
  'File',
  'Tables',
  'Rows',
  'Via',
  'SsoProvider',
  'SsoIssuer',
  'SsoClientId',
  'SsoSecret',
  'SsoDomains',
  'SsoPasswordSignIn',
  'SsoCreateAccounts',
  'Email',
  'Reason',
  'ScimToken',
  'Title',
  'Department',
  'ExternalId',
  'SlackWebhook',
  'TeamsWebhook',
  'UpdateWeekday',
  'SendHour',
  'RemindersOn',
  'ManagerAfterWeeks',
  'SkipLevelAfterWeeks',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (field: string): field is Field => (FIELDS as readonly string[]).includes(field);
const fieldLabel = (field: string): string => (isField(field) ? i18next.t(`audit:fields.${field}`) : field);

const isRole = (v: unknown): v is RoleName => (ROLE_NAMES as readonly unknown[]).includes(v);
const STATUSES = ['Active', 'Invited', 'Deactivated'] as const satisfies readonly UserStatus[];
const isStatus = (v: unknown): v is UserStatus => (STATUSES as readonly unknown[]).includes(v);

/** A stored value as a person reads it: roles by name, flags on/off, managers by name, lists of labels joined. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'RoleName' && typeof value === 'string') return isRole(value) ? i18next.t(`profile:roles.${value}`) : value;
  if (field === 'Status' && isStatus(value)) return i18next.t(`profile:status.${value}`);
  if (field === 'GracePeriod' && typeof value === 'number') return i18next.t('audit:values.weeks', { count: value });
  if (typeof value === 'boolean') return i18next.t(value ? 'audit:values.on' : 'audit:values.off');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => (isRecord(v) && typeof v.Label === 'string' ? v.Label : valueText('', v))).join(', ');
  if (isRecord(value) && typeof value.Name === 'string') return value.Name;
  // A group of one setting ({ ShareRatingWithEmployee: true }) reads as that setting.
  if (isRecord(value) && Object.keys(value).length === 1) return valueText('', Object.values(value)[0]);
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${valueText(k, v)}`)
      .join('; ');
  return String(value);
}

export type ChangeLine = { field: string; label: string; before: string | null; after: string };

/** Each changed field of an entry as 'Role: Individual Contributor → Manager'; a fact with nothing before it, alone. */
export function changeLines(entry: Pick<AuditEntry, 'Before' | 'After'>): ChangeLine[] {
  const fields = [...new Set([...Object.keys(entry.Before), ...Object.keys(entry.After)])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: field in entry.Before ? valueText(field, entry.Before[field]) : null,
    after: valueText(field, entry.After[field]),
  }));
}

// A download or an export has no 'before': 'Report: Employee Appraisals' reads better than '— → Employee Appraisals'.
export const lineText = (l: ChangeLine) => (l.before === null ? `${l.label}: ${l.after}` : `${l.label}: ${l.before} → ${l.after}`);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
