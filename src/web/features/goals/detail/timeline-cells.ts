import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { GoalInfo, GoalStatus } from '../../../../contract/goals';
import { dayText } from '../../../shared/dates';
import { likelihoodColor, NO_STATUS_COLOR, qualityColor } from '../../../components/scale-colors';
import { levelText } from '../../../components/level-words';
import { shownTexts } from '../../../shared/i18n';

export type WeeklyState = GoalInfo['GoalWeeklyStates'][number];
export type CurrentWeek = { WeekId: number; WeekStartDate: string } | null | undefined;

// Spec 000 §9: the weekly status row shows up to 22 weeks.
export const MAX_TIMELINE_WEEKS = 22;
// A week still to come is paler than a past week without a status.
export const FUTURE_WEEK_COLOR = '#F0F0F0';

export type TimelineCell = {
  weekId: number;
  week: number;
  startDate: string;
  endDate: string;
  status: GoalStatus | null;
  likelihoodColor: string;
  qualityColor: string;
  isOpen: boolean;
  isCurrent: boolean;
  isFuture: boolean;
  label: string;
};

/**
 * A day without its year, in the order of the language shown: 'Apr 6' / '6. Apr.' (the language's 'll' without the
 * year, as dayText writes it with).
 */
export function dayMonthText(value: string): string {
  const longDay = dayjs.Ls[dayjs.locale()]?.formats.LL ?? 'MMMM D, YYYY';
  return dayjs(value).format(longDay.replace('MMMM', 'MMM').replace(/[\s,]*YYYY[\s,]*/, ''));
}

/** A week's days, with the year once unless the week spans two: 'Apr 6 – Apr 12, 2026'. */
export const weekRange = (startDate: string, endDate: string) => {
  const sameYear = dayjs(startDate).year() === dayjs(endDate).year();
  return `${sameYear ? dayMonthText(startDate) : dayText(startDate)} – ${dayText(endDate)}`;
};

function describe(cell: Omit<TimelineCell, 'label'>, t: TFunction<'goalDetail'>, goalsT: TFunction<'goals'>): string {
  const when = t('timeline.when', { week: cell.week, range: weekRange(cell.startDate, cell.endDate) });
  const what = cell.status
    ? t('timeline.status', {
        likelihood: levelText('likelihood', cell.status.Likelihood, goalsT),
        quality: levelText('quality', cell.status.Quality, goalsT),
      })
    : t(cell.isFuture ? 'timeline.notStarted' : 'timeline.noStatus');
  const marks = [cell.isCurrent && t('timeline.thisWeek'), cell.isOpen && t('timeline.openForUpdate')].filter(Boolean).join(', ');
  return marks ? t('timeline.cellMarked', { when, what, marks }) : t('timeline.cell', { when, what });
}

/**
 * One cell per week, oldest first: this quarter's weeks plus any earlier ones, at most 22 (the newest).
 * A week with a status takes the fixed likelihood and quality colours; a week without one is grey.
 */
export function timelineCells(
  weeks: WeeklyState[],
  current: CurrentWeek,
  earlier: WeeklyState[] = [],
  t: TFunction<'goalDetail'> = shownTexts('goalDetail'),
  goalsT: TFunction<'goals'> = shownTexts('goals'),
): TimelineCell[] {
  const byId = new Map<number, WeeklyState>();
  for (const w of [...earlier, ...weeks]) byId.set(w.Week.Id, w);
  const ordered = [...byId.values()].sort((a, b) => a.Week.StartDate.localeCompare(b.Week.StartDate));
  return ordered.slice(-MAX_TIMELINE_WEEKS).map(({ Week, Status, IsOpen }) => {
    const isFuture = current ? Week.StartDate > current.WeekStartDate : false;
    const empty = isFuture ? FUTURE_WEEK_COLOR : NO_STATUS_COLOR;
    const cell = {
      weekId: Week.Id,
      week: Week.Week,
      startDate: Week.StartDate,
      endDate: Week.EndDate,
      status: Status,
      likelihoodColor: Status ? likelihoodColor(Status.Likelihood) : empty,
      qualityColor: Status ? qualityColor(Status.Quality) : empty,
      isOpen: IsOpen,
      isCurrent: current?.WeekId === Week.Id,
      isFuture,
    };
    return { ...cell, label: describe(cell, t, goalsT) };
  });
}

export type Delta = { direction: 'up' | 'down' | 'flat'; text: string } | null;

/** How a level moved since the status before; null for a first status. */
export function deltaOf(delta: number | null | undefined, t: TFunction<'goalDetail'> = shownTexts('goalDetail')): Delta {
  if (delta === null || delta === undefined) return null;
  if (delta === 0) return { direction: 'flat', text: t('delta.none') };
  const count = Math.abs(delta);
  return delta > 0 ? { direction: 'up', text: t('delta.up', { count }) } : { direction: 'down', text: t('delta.down', { count }) };
}
