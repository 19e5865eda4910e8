import dayjs from 'dayjs';
import type { GoalInfo, GoalStatus } from '../../../../contract/goals';
import { likelihoodColor, NO_STATUS_COLOR, qualityColor } from '../components/scale-colors';
import { levelText } from '../../../../domain/goals/levels';

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

export const weekRange = (startDate: string, endDate: string) => {
  const start = dayjs(startDate);
  const end = dayjs(endDate);
  return `${start.format(start.year() === end.year() ? 'MMM D' : 'MMM D, YYYY')} – ${end.format('MMM D, YYYY')}`;
};

function describe(cell: Omit<TimelineCell, 'label'>): string {
  const when = `Week ${cell.week}, ${weekRange(cell.startDate, cell.endDate)}`;
  const what = cell.status
    ? `likelihood ${levelText('likelihood', cell.status.Likelihood)}; quality ${levelText('quality', cell.status.Quality)}`
    : cell.isFuture
      ? 'not started'
      : 'no status';
  const marks = [cell.isCurrent && 'this week', cell.isOpen && 'open for an update'].filter(Boolean).join(', ');
  return marks ? `${when}: ${what} (${marks})` : `${when}: ${what}`;
}

/**
 * One cell per week, oldest first: this quarter's weeks plus any earlier ones, at most 22 (the newest).
 * A week with a status takes the fixed likelihood and quality colours; a week without one is grey.
 */
export function timelineCells(weeks: WeeklyState[], current: CurrentWeek, earlier: WeeklyState[] = []): TimelineCell[] {
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
    return { ...cell, label: describe(cell) };
  });
}

export type Delta = { direction: 'up' | 'down' | 'flat'; text: string } | null;

/** How a level moved since the status before; null for a first status. */
export function deltaOf(delta: number | null | undefined): Delta {
  if (delta === null || delta === undefined) return null;
  if (delta === 0) return { direction: 'flat', text: 'No change from the previous status' };
  const steps = Math.abs(delta) === 1 ? '1 step' : `${Math.abs(delta)} steps`;
  return delta > 0
    ? { direction: 'up', text: `Up ${steps} from the previous status` }
    : { direction: 'down', text: `Down ${steps} from the previous status` };
}
