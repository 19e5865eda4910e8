import type { AuditAction, AuditEntry } from '../../../contract/audit';
import { ROLE_LABELS, type RoleName } from '../../../domain/roles';

export const ACTION_LABELS: Record<AuditAction, string> = {
  'user.role': 'Role changed',
  'user.flags': 'Permissions changed',
  'user.deactivated': 'Deactivated',
  'user.reactivated': 'Activated',
  'user.manager': 'Manager changed',
  'user.added': 'Added by an import',
  'company.settings': 'Company settings',
  'company.exported': 'Company exported',
  'talent.labels': 'Talent labels',
  'talent.schedule': 'Talent schedule',
  'appraisal.shared': 'Appraisal shared',
  'appraisal.signed': 'Appraisal signed',
  'appraisal.countersigned': 'Appraisal countersigned',
  'appraisal.deleted': 'Appraisal deleted',
  'report.downloaded': 'Report downloaded',
};

const FIELD_LABELS: Record<string, string> = {
  RoleName: 'Role',
  IsOrgAdmin: 'Org Admin',
  IsGoalAdmin: 'Goal Admin',
  IsHrAdmin: 'HR Admin',
  IsGoalManager: 'Goal Manager',
  IsDelegate: 'Strategy Delegate',
  Manager: 'Manager',
  Status: 'Status',
  Name: 'Name',
  Url: 'Web address',
  TimeZone: 'Time zone',
  EmployeeNotesEnabled: 'Private notes',
  TalentEnabled: 'Talent appraisals',
  AiBaseUrl: 'AI server',
  AiModel: 'AI model',
  AiKey: 'AI key',
  PrimaryLabels: 'Primary labels',
  SecondaryLabels: 'Secondary labels',
  TertiaryLabels: 'Tertiary labels',
  FormLable: 'Form wording',
  EnableTertiaryRatings: 'Tertiary ratings',
  Settings: 'Ratings shared with employees',
  GracePeriod: 'Grace period',
  EffectiveDate: 'Appraisals from',
  State: 'State',
  Quarter: 'Quarter',
  Report: 'Report',
  Format: 'Format',
  Person: 'About',
  File: 'File',
  Tables: 'Tables',
  Rows: 'Rows',
  Via: 'From',
};

/** A stored value as a person reads it: roles by name, flags on/off, managers by name, lists of labels joined. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'RoleName' && typeof value === 'string') return ROLE_LABELS[value as RoleName] ?? value;
  if (field === 'GracePeriod' && typeof value === 'number') return `${value} week${value === 1 ? '' : 's'}`;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
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
    label: FIELD_LABELS[field] ?? field,
    before: field in entry.Before ? valueText(field, entry.Before[field]) : null,
    after: valueText(field, entry.After[field]),
  }));
}

// A download or an export has no 'before': 'Report: Employee Appraisals' reads better than '— → Employee Appraisals'.
export const lineText = (l: ChangeLine) => (l.before === null ? `${l.label}: ${l.after}` : `${l.label}: ${l.before} → ${l.after}`);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
