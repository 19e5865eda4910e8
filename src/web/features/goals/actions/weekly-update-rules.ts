import dayjs from 'dayjs';
import type { GoalInfo } from '../../../../contract/goals';

type WeeklyState = GoalInfo['GoalWeeklyStates'][number];
export type WeeklyUpdateValues = { WeekId?: number; Likelihood?: number; Quality?: number; Comment?: string };

export const LIKELIHOOD_REQUIRED = 'Please select a likelihood.';
export const QUALITY_REQUIRED = 'Please select a quality.';

/** Only weeks inside the update window may take a status. */
export const openWeeks = (states: readonly WeeklyState[]) => states.filter((s) => s.IsOpen);

/** The current week when it is open, otherwise the latest open week. */
export function defaultWeekId(states: readonly WeeklyState[], currentWeekId: number | null | undefined): number | null {
  const open = openWeeks(states);
  return (open.find((s) => s.Week.Id === currentWeekId) ?? open.at(-1))?.Week.Id ?? null;
}

export const weekLabel = (week: WeeklyState['Week'], currentWeekId?: number | null) =>
  `Week ${week.Week} · ${dayjs(week.StartDate).format('MMM D')} – ${dayjs(week.EndDate).format('MMM D')}${week.Id === currentWeekId ? ' (this week)' : ''}`;

/** The form's starting values for a week: the status already given there, if any. */
export function valuesForWeek(states: readonly WeeklyState[], weekId: number | null): WeeklyUpdateValues {
  const status = states.find((s) => s.Week.Id === weekId)?.Status;
  return {
    WeekId: weekId ?? undefined,
    Likelihood: status?.Likelihood,
    Quality: status?.Quality,
    Comment: '',
  };
}

export function weeklyUpdateErrors(v: WeeklyUpdateValues): Partial<Record<keyof WeeklyUpdateValues, string>> {
  const errors: Partial<Record<keyof WeeklyUpdateValues, string>> = {};
  if (v.WeekId == null) errors.WeekId = 'Please select a week.';
  if (v.Likelihood == null) errors.Likelihood = LIKELIHOOD_REQUIRED;
  if (v.Quality == null) errors.Quality = QUALITY_REQUIRED;
  return errors;
}

export const weeklyUpdateBody = (
  goalId: number,
  v: Required<Pick<WeeklyUpdateValues, 'WeekId' | 'Likelihood' | 'Quality'>> & WeeklyUpdateValues,
) => ({
  Id: goalId,
  WeekId: v.WeekId,
  Likelihood: v.Likelihood,
  Quality: v.Quality,
  Comment: v.Comment?.trim() || undefined,
});
