import i18next, { type TFunction } from 'i18next';
import type { RoleName } from '../../../../contract/people';
import type { AppraisalState } from '../../../../contract/talent';

/** The tabs, each named by `tabs.<tab>` in the catalogue. */
export type TalentTab = 'overview' | 'matrix' | 'myappraisal' | 'calibration' | 'feedback';

/** Spec 001 §2 and §6: contributors without HR Admin see only My Appraisals; the CEO has no My Appraisals. */
export function talentTabs(viewer: { RoleName: RoleName; IsHrAdmin: boolean }): TalentTab[] {
  if (viewer.RoleName === 'contributor' && !viewer.IsHrAdmin) return ['myappraisal'];
  if (viewer.RoleName === 'ceo') return ['overview', 'matrix'];
  return ['overview', 'matrix', 'myappraisal'];
}

/** Whose appraisals a screen shows: the quarter (0: latest), the person (0: organisation) and the HR-view flag. */
export type Scope = { periodId: number; userId: number; c: 0 | 1 };

/**
 * The scope of /v3/talent/{period}/{user}: user 0 is the organisation view (HR admins and the CEO); without a user,
 * HR admins and the CEO start on the organisation and everyone else on their own team.
 */
export function scopeOf(params: { periodId?: string; userId?: string }, viewer: { Id: number; seesOrganisation: boolean }): Scope {
  const num = (v: string | undefined) => (v && /^\d{1,15}$/.test(v) ? Number(v) : null);
  const periodId = num(params.periodId) ?? 0;
  const asked = num(params.userId);
  const userId = asked ?? (viewer.seesOrganisation ? 0 : viewer.Id);
  return { periodId, userId, c: userId === 0 ? 1 : 0 };
}

export const scopePath = (tab: 'overview' | 'matrix', s: { periodId: number; userId: number }) =>
  `/v3/talent${tab === 'matrix' ? '/matrix' : ''}/${s.periodId}/${s.userId}`;

/** Tag colours of the status column, one per state (antd preset colours, all AA on their tint). */
export const STATE_COLOURS: Record<AppraisalState | 'none', string> = {
  none: 'default',
  draft: 'gold',
  shared: 'blue',
  acknowledged: 'purple',
  completed: 'green',
};

/** Matrix cell fills by combined tone (0 needs attention … 4 outstanding), text dark enough on each. */
export const TONE_FILLS = ['#FDE2E1', '#FCEBD5', '#FFF6D6', '#E3F2E1', '#C9E8C4'] as const;

/** The matrix's rows top to bottom (highest secondary rating first) and columns left to right. */
export function matrixAxes(size: number): { rows: number[]; columns: number[] } {
  const ratings = Array.from({ length: size }, (_, i) => i + 1);
  return { rows: [...ratings].reverse(), columns: ratings };
}

/** The count in a cell of the matrix answer. */
export const cellCount = (cells: { Primary: number; Secondary: number; Count: number }[], primary: number, secondary: number) =>
  cells.find((c) => c.Primary === primary && c.Secondary === secondary)?.Count ?? 0;

/**
 * 'Q1 2026 (Jan 1 – Mar 31)': how a quarter reads in the period selector, its days as the language writes them
 * (German '1. Jan. – 31. März').
 */
export function periodLabel(
  p: { Quarter: number; Year: number; StartDate: string; EndDate: string },
  t: TFunction<'talent'>,
  language: string = i18next.language,
): string {
  const days = new Intl.DateTimeFormat(language || 'en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const day = (d: string) => days.format(new Date(`${d}T00:00:00Z`));
  const quarter = t('quarter', { quarter: p.Quarter, year: p.Year });
  return t('period', { quarter, start: day(p.StartDate), end: day(p.EndDate) });
}

/**
 * Where closing an appraisal opened by its address (a reminder, a notification, a mailed link) leads: back to the
 * page the person came from (-1), or, when the address opened the app (React Router's first entry has the key
 * 'default'), to the talent page without the appraisal in its address, so a reload does not open it again.
 */
export const afterAddressedAppraisal = (locationKey: string): -1 | '/v3/talent' => (locationKey === 'default' ? '/v3/talent' : -1);
