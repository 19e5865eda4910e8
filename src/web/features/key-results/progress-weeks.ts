import type { GoalProgress } from '../../../contract/key-results';

/** A week as the chart and its table show it: its number in the quarter, and null where there is nothing yet. */
export type WeekPoint = {
  week: number;
  startDate: string;
  progress: number | null;
  expected: number;
  likelihood: number | null;
  quality: number | null;
};

export const weekPoints = (p: GoalProgress): WeekPoint[] =>
  p.Weeks.map((w, i) => ({
    week: i + 1,
    startDate: w.StartDate,
    progress: w.Progress,
    expected: w.Expected,
    likelihood: w.Likelihood,
    quality: w.Quality,
  }));

/** The chart's top: 100 %, or the highest progress when a key result went past its target (rounded up to tens). */
export const chartTop = (points: readonly WeekPoint[]) => Math.max(100, ...points.map((p) => Math.ceil((p.progress ?? 0) / 10) * 10));
