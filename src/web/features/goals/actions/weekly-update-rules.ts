import type { TFunction } from 'i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { dayMonthText } from '../detail/timeline-cells';
import { shownTexts } from '../../../shared/i18n';

type WeeklyState = GoalInfo['GoalWeeklyStates'][number];
export type WeeklyUpdateValues = { WeekId?: number; Likelihood?: number; Quality?: number; Comment?: string };

/** Only weeks inside the update window may take a status. */
export const openWeeks = (states: readonly WeeklyState[]) => states.filter((s) => s.IsOpen);

/** The current week when it is open, otherwise the latest open week. */
export function defaultWeekId(states: readonly WeeklyState[], currentWeekId: number | null | undefined): number | null {
  const open = openWeeks(states);
  return (open.find((s) => s.Week.Id === currentWeekId) ?? open.at(-1))?.Week.Id ?? null;
}

/** 'Week 2 · Apr 13 – Apr 19', and '(this week)' for the current one. */
export const weekLabel = (
  week: WeeklyState['Week'],
  currentWeekId: number | null | undefined,
  t: TFunction<'goalDetail'> = shownTexts('goalDetail'),
) =>
  t(week.Id === currentWeekId ? 'weekly.thisWeekLabel' : 'weekly.weekLabel', {
    week: week.Week,
    start: dayMonthText(week.StartDate),
    end: dayMonthText(week.EndDate),
  });

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

export function weeklyUpdateErrors(
  v: WeeklyUpdateValues,
  t: TFunction<'goalDetail'> = shownTexts('goalDetail'),
): Partial<Record<keyof WeeklyUpdateValues, string>> {
  const errors: Partial<Record<keyof WeeklyUpdateValues, string>> = {};
  if (v.WeekId == null) errors.WeekId = t('weekly.weekRequired');
  if (v.Likelihood == null) errors.Likelihood = t('weekly.likelihoodRequired');
  if (v.Quality == null) errors.Quality = t('weekly.qualityRequired');
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
