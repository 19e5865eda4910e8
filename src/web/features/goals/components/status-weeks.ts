import type { TFunction } from 'i18next';
import type { Goal } from '../../../../contract/goals';
import { addDays, daysBetween, WEEKS_PER_PERIOD } from '../../../../domain/periods';
import { trendOf } from '../../../../domain/goals/weekly-status';
import { levelNumber, type LevelScale } from '../../../../domain/goals/levels';
import { levelText } from '../../../components/level-words';

// A list goal carries only its newest weekly status, so the compact row shows that week in colour and the
// weeks since it (no update); it draws nothing for the weeks before it, which only the goal's detail knows.
export type WeekSlot = {
  startDate: string;
  kind: 'status' | 'no-update' | 'earlier' | 'ahead';
  likelihood?: number;
  quality?: number;
};

const weekIndex = (periodStart: string, date: string) => Math.floor(daysBetween(periodStart, date) / 7);

/** The last `count` weeks of the goal's quarter up to the current week (the first weeks for a quarter ahead). */
export function compactWeeks(
  goal: Pick<Goal, 'PeriodStartDate' | 'MostRecentGoalStatus'>,
  currentWeekStart: string | null,
  count = 4,
): WeekSlot[] {
  const status = goal.MostRecentGoalStatus;
  const now = currentWeekStart ? weekIndex(goal.PeriodStartDate, currentWeekStart) : null;
  const newest = status ? weekIndex(goal.PeriodStartDate, status.StartDate) : null;
  const last = Math.min(Math.max(now ?? newest ?? 0, count - 1), WEEKS_PER_PERIOD - 1);

  return Array.from({ length: count }, (_, n) => {
    const i = last - count + 1 + n;
    const startDate = addDays(goal.PeriodStartDate, 7 * i);
    if (now !== null && i > now) return { startDate, kind: 'ahead' };
    if (status && newest === i) return { startDate, kind: 'status', likelihood: status.Likelihood, quality: status.Quality };
    if (newest === null || i > newest) return { startDate, kind: 'no-update' };
    return { startDate, kind: 'earlier' };
  });
}

/** Drafts cannot have weekly statuses yet; their row would only say so four times. */
export const hasStatusRow = (goal: Pick<Goal, 'State' | 'MostRecentGoalStatus'>) =>
  goal.MostRecentGoalStatus !== null || (goal.State !== 'draft' && goal.State !== 'review');

const change = (t: TFunction<'goals'>, scale: LevelScale, level: number, delta: number | null) => {
  if (delta === null) return null;
  const before = levelText(scale, level - delta, t) || String(levelNumber(level - delta));
  const trend = trendOf(delta);
  return scale === 'likelihood'
    ? t(`statusNote.likelihood.${trend}`, { level: before })
    : t(`statusNote.quality.${trend}`, { level: before });
};

/** 'Likely, 4 of 5 · Good, 4 of 5' and how each moved since the status before, for tooltips and screen readers. */
export function statusNote(status: NonNullable<Goal['MostRecentGoalStatus']>, t: TFunction<'goals'>): string {
  const now = `${levelText('likelihood', status.Likelihood, t)} · ${levelText('quality', status.Quality, t)}`;
  const moves = [
    change(t, 'likelihood', status.Likelihood, status.LikelihoodDelta),
    change(t, 'quality', status.Quality, status.QualityDelta),
  ].filter(Boolean);
  return moves.length ? t('statusNote.withMoves', { now, moves: moves.join('; ') }) : now;
}

/** The week's number in its quarter, 1 to 13. */
export const weekNumber = (periodStart: string, date: string) => weekIndex(periodStart, date) + 1;

/** The digit drawn in a square, so the fixed colours are told apart without seeing colour: 1 (lowest) to 5, as in 'of 5'. */
export const levelDigit = (level: number | undefined) => (level === undefined ? '' : String(levelNumber(level)));

/** A square's tooltip: which week, and both readings ('Week 5 (Nov 3) · Likelihood: Likely, 4 of 5 · Quality: Good, 4 of 5'). */
export function slotTooltip(slot: WeekSlot, periodStart: string, dateLabel: string, t: TFunction<'goals'>): string {
  const week = t('square.week', { number: weekNumber(periodStart, slot.startDate), date: dateLabel });
  if (slot.kind === 'ahead') return t('square.ahead', { week });
  if (slot.kind !== 'status' || slot.likelihood === undefined || slot.quality === undefined) return t('square.noUpdate', { week });
  return t('square.status', {
    week,
    likelihood: levelText('likelihood', slot.likelihood, t),
    quality: levelText('quality', slot.quality, t),
  });
}

/** What the trend arrow compares: the newest status against the one before it ('Likelihood up since … week 4'). */
export function trendText(status: NonNullable<Goal['MostRecentGoalStatus']>, periodStart: string, t: TFunction<'goals'>): string | null {
  const trend = trendOf(status.LikelihoodDelta);
  if (trend === 'flat' || status.LikelihoodDelta === null) return null;
  const before = levelText('likelihood', status.Likelihood - status.LikelihoodDelta, t);
  return t(`trend.${trend}`, {
    week: weekNumber(periodStart, status.StartDate),
    before: before || '?',
    now: levelText('likelihood', status.Likelihood, t),
  });
}
