import { levelNumber } from '../goals/levels';

// The quarter's trend, as the summary slides chart it (issue 28): per week with updates, the mean likelihood and
// quality of the goals updated that week, on the 1–5 reading people see everywhere else.

export type TrendWeek = { week: number; likelihood: number; quality: number; goals: number };

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The weeks that have updates, in order; each the mean of that week's updates (1–5, one decimal) and how many there were. */
export function quarterTrend(
  goals: readonly { statuses: readonly { week: number; likelihood: number; quality: number }[] }[],
): TrendWeek[] {
  const weeks = new Map<number, { likelihood: number; quality: number; goals: number }>();
  for (const goal of goals) {
    for (const s of goal.statuses) {
      const sum = weeks.get(s.week) ?? { likelihood: 0, quality: 0, goals: 0 };
      weeks.set(s.week, { likelihood: sum.likelihood + s.likelihood, quality: sum.quality + s.quality, goals: sum.goals + 1 });
    }
  }
  return [...weeks]
    .sort(([a], [b]) => a - b)
    .map(([week, sum]) => ({
      week,
      likelihood: round1(levelNumber(sum.likelihood / sum.goals)),
      quality: round1(levelNumber(sum.quality / sum.goals)),
      goals: sum.goals,
    }));
}

/** The trend in one sentence, for the slide's speaker notes and for readers of the preview who do not see the chart. */
export function trendSentence(trend: readonly TrendWeek[]): string {
  const first = trend[0];
  const last = trend.at(-1);
  if (!first || !last) return 'No weekly updates this quarter.';
  if (first === last) return `Week ${first.week} only: likelihood ${first.likelihood} and quality ${first.quality} of 5.`;
  return (
    `From week ${first.week} to week ${last.week}, likelihood went from ${first.likelihood} to ${last.likelihood} ` +
    `and quality from ${first.quality} to ${last.quality} (of 5, the mean of each week's updates).`
  );
}
