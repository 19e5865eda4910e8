import type { TFunction } from 'i18next';
import type { ReportId } from '../../../../domain/reports/report-access';

// What each report's dialog asks (spec 001 §5 'Report dialogs', §9 modes), as a table the dialog draws, and when its
// Generate may be pressed.

export type Format = 'excel' | 'pdf';
export type Mode = '1' | '2' | '3';
export type ReportField = 'format' | 'period' | 'complianceMode' | 'appraisalMode' | 'person' | 'range' | 'printFor';

export type ReportChoice = {
  format: Format;
  periodId?: number;
  toPeriodId?: number;
  /** Report 2: '1' no goals, '2' no weekly update, '3' not finalized; reports 6 and 7: '1' all quarters, '2' one. */
  mode?: Mode;
  /** Report 4: 0 for everyone the viewer may see. Report 10: the user printed for, or EVERYONE in the manager's team. */
  userId?: number;
  /** Report 10: the manager whose team the user is chosen from (spec 001 §5: both a user and a manager). */
  managerId?: number;
  /** Report 10: an earlier quarter whose ratings print beside (0 none). */
  previousPeriodId?: number;
};

export const FIELDS: Partial<Record<ReportId, ReportField[]>> = {
  1: ['format'],
  2: ['complianceMode', 'period'],
  4: ['period', 'person', 'format'],
  5: ['period', 'format'],
  6: ['appraisalMode', 'period'],
  7: ['appraisalMode', 'period'],
  8: ['range'],
  9: ['period'],
  10: ['period', 'printFor'],
};

/** The formats a report comes in, the first the default. */
export const FORMATS: Partial<Record<ReportId, Format[]>> = { 1: ['excel', 'pdf'], 4: ['excel', 'pdf'], 5: ['excel', 'pdf'] };

/** Report 2's modes, each named by `dialog.complianceModes.<key>`. */
export const COMPLIANCE_MODES = [
  { value: '1', key: 'noGoals' },
  { value: '2', key: 'missedUpdate' },
  { value: '3', key: 'notFinalized' },
] as const satisfies readonly { value: Mode; key: string }[];
/** Reports 6 and 7's modes, each named by `dialog.appraisalModes.<key>`. */
export const APPRAISAL_MODES = [
  { value: '1', key: 'allQuarters' },
  { value: '2', key: 'oneQuarter' },
] as const satisfies readonly { value: Mode; key: string }[];

/** Report 10's user choice that prints the manager's whole team. */
export const EVERYONE = 0;

/**
 * Report 10 (spec 001 §7, §9 'Appraisal print: 1 for managers, 2 for users'): with a manager and a user chosen, the
 * print is of that user (mode 2); with the manager and 'everyone' as the user, of the manager's team (mode 1).
 */
export function printTarget(c: Pick<ReportChoice, 'managerId' | 'userId'>): { userOrManagerId: number; mode: '1' | '2' } | null {
  if (!c.managerId || c.userId === undefined) return null;
  return c.userId === EVERYONE ? { userOrManagerId: c.managerId, mode: '1' } : { userOrManagerId: c.userId, mode: '2' };
}

type Person = { Id: number; Name: string };
/** The users report 10 offers for a manager: everyone in the team first, then each of the manager's people with a print. */
export function printUserOptions(users: (Person & { ManagerId: number | null })[], manager: Person | undefined, t: TFunction<'reports'>) {
  if (!manager) return [];
  const team = users.filter((u) => u.ManagerId === manager.Id);
  return [
    { value: EVERYONE, label: t('print.everyoneInTeam', { name: manager.Name, number: team.length }) },
    ...team.map((u) => ({ value: u.Id, label: u.Name })),
  ];
}

export const initialChoice = (id: ReportId): ReportChoice => ({
  format: FORMATS[id]?.[0] ?? 'excel',
  ...(id === 2 ? { mode: '1' } : id === 6 || id === 7 ? { mode: '2' } : id === 10 ? { previousPeriodId: 0 } : {}),
  ...(id === 4 ? { userId: 0 } : {}),
});

/** Whether a report's period field shows: appraisal reports over all quarters need none. */
export const needsPeriod = (id: ReportId, c: ReportChoice): boolean =>
  (FIELDS[id] ?? []).includes('period') && !((id === 6 || id === 7) && c.mode === '1');

/** Generate is pressed only with everything the report needs (§5: the appraisal print needs both a user and a manager). */
export function readyToGenerate(id: ReportId, c: ReportChoice): boolean {
  if (needsPeriod(id, c) && !c.periodId) return false;
  if (id === 8) return !!c.periodId && !!c.toPeriodId;
  if (id === 10) return printTarget(c) !== null;
  if (id === 4) return c.userId !== undefined;
  return true;
}
