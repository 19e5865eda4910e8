import { GOAL_STATES, type GoalState } from '../goals/states';
import { isAtRisk, type Trend } from '../goals/weekly-status';
import { rankCheckIns, type CheckIn } from './comment-ranking';

export type WeeklyStatus = CheckIn;
export type QuarterGoal = {
  id: number;
  title: string;
  state: GoalState;
  isFinalized: boolean;
  /** The agreed result: true achieved, false not, null not known (yet, or a percent goal). */
  achieved: boolean | null;
  statuses: readonly WeeklyStatus[];
  /** Weeks of the quarter without an update. */
  lateUpdates: number;
  /** Percent from its measured key results (issue 31); null or absent without any. */
  progress?: number | null;
};

/** How a 0–4 scale moved from the first update to the last. */
export type ScaleTrend = { direction: Trend; first: number; last: number };
export type PickedComment = { goalId: number; goalTitle: string; week: number; text: string; score: number };

export type GoalFacts = {
  id: number;
  title: string;
  state: GoalState;
  isFinalized: boolean;
  achieved: boolean | null;
  updates: number;
  latest: { week: number; likelihood: number; quality: number } | null;
  atRisk: boolean;
  /** Null with fewer than two updates: one point is not a trend. */
  likelihood: ScaleTrend | null;
  quality: ScaleTrend | null;
  lateUpdates: number;
  comments: PickedComment[];
  progress: number | null;
};

/** Averages over the goals with two or more updates (one decimal), and how many went each way. */
export type AverageTrend = ScaleTrend & { goals: number; up: number; down: number; flat: number };

export type QuarterFacts = {
  goalCount: number;
  byState: Record<GoalState, number>;
  finalized: number;
  achieved: number;
  notAchieved: number;
  atRisk: { id: number; title: string; likelihood: number }[];
  likelihood: AverageTrend | null;
  quality: AverageTrend | null;
  late: { goals: number; weeks: number };
  /** The most telling check-in sentences of the quarter, at most one per goal. */
  comments: PickedComment[];
  goals: GoalFacts[];
};

export const COMMENTS_PER_GOAL = 2;
export const COMMENTS_PER_QUARTER = 3;

const direction = (first: number, last: number): Trend => (last > first ? 'up' : last < first ? 'down' : 'flat');
const lastWeekOf = (goals: readonly QuarterGoal[]) => goals.reduce((m, g) => g.statuses.reduce((n, s) => Math.max(n, s.week), m), 0);
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The facts of one goal. At risk: the latest likelihood is below 2 (the goals domain's rule) and the
 * goal is neither shelved nor achieved — a risk that came to nothing is not worth a reader's worry.
 */
export function goalFacts(goal: QuarterGoal, lastWeek = lastWeekOf([goal])): GoalFacts {
  const byWeek = [...goal.statuses].sort((a, b) => a.week - b.week);
  const first = byWeek[0];
  const last = byWeek.at(-1);
  const trend = (pick: (s: WeeklyStatus) => number): ScaleTrend | null =>
    first && last && byWeek.length >= 2 ? { direction: direction(pick(first), pick(last)), first: pick(first), last: pick(last) } : null;
  return {
    id: goal.id,
    title: goal.title,
    state: goal.state,
    isFinalized: goal.isFinalized,
    achieved: goal.achieved,
    updates: byWeek.length,
    latest: last ? { week: last.week, likelihood: last.likelihood, quality: last.quality } : null,
    atRisk: !!last && isAtRisk(last.likelihood) && goal.state !== 'shelved' && goal.achieved !== true,
    likelihood: trend((s) => s.likelihood),
    quality: trend((s) => s.quality),
    lateUpdates: goal.lateUpdates,
    progress: goal.progress ?? null,
    comments: rankCheckIns(byWeek, lastWeek)
      .slice(0, COMMENTS_PER_GOAL)
      .map((r) => ({ goalId: goal.id, goalTitle: goal.title, ...r })),
  };
}

function averageTrend(goals: readonly GoalFacts[], pick: (g: GoalFacts) => ScaleTrend | null): AverageTrend | null {
  const trends = goals.map(pick).filter((t): t is ScaleTrend => t !== null);
  if (trends.length === 0) return null;
  const first = round1(trends.reduce((s, t) => s + t.first, 0) / trends.length);
  const last = round1(trends.reduce((s, t) => s + t.last, 0) / trends.length);
  const count = (d: Trend) => trends.filter((t) => t.direction === d).length;
  return {
    direction: direction(first, last),
    first,
    last,
    goals: trends.length,
    up: count('up'),
    down: count('down'),
    flat: count('flat'),
  };
}

/** The facts a reader needs about a person's quarter of goals (issue 16), in one pass over the goals. */
export function summaryFacts(goals: readonly QuarterGoal[]): QuarterFacts {
  const lastWeek = lastWeekOf(goals);
  const facts = goals.map((g) => goalFacts(g, lastWeek));
  const byState = Object.fromEntries(GOAL_STATES.map((s) => [s, 0])) as Record<GoalState, number>;
  for (const g of facts) byState[g.state] += 1;
  const comments = facts
    .flatMap((g) => g.comments.slice(0, 1))
    .sort((a, b) => b.score - a.score || b.week - a.week)
    .slice(0, COMMENTS_PER_QUARTER);
  const late = facts.filter((g) => g.lateUpdates > 0);
  return {
    goalCount: facts.length,
    byState,
    finalized: facts.filter((g) => g.isFinalized).length,
    achieved: facts.filter((g) => g.achieved === true).length,
    notAchieved: facts.filter((g) => g.achieved === false).length,
    atRisk: facts.filter((g) => g.atRisk).map((g) => ({ id: g.id, title: g.title, likelihood: g.latest?.likelihood ?? 0 })),
    likelihood: averageTrend(facts, (g) => g.likelihood),
    quality: averageTrend(facts, (g) => g.quality),
    late: { goals: late.length, weeks: late.reduce((s, g) => s + g.lateUpdates, 0) },
    comments,
    goals: facts,
  };
}

/** States in which a goal owes weekly updates: agreed and not shelved. */
const IN_PLAY: readonly GoalState[] = ['approved', 'shelving_in_review', 'results_in_review', 'finalized'];

/**
 * Weeks of an ended quarter without an update, for a goal in play: from its first update to the quarter's last
 * week, or every week when it had none (an approved goal nobody updated missed them all). Drafts and shelved goals
 * owe no updates. (We do not know the day a goal was approved, so weeks before its first update are not counted.)
 */
export function missedWeeks(state: GoalState, updateWeeks: readonly number[], weekCount: number): number {
  if (!IN_PLAY.includes(state)) return 0;
  if (updateWeeks.length === 0) return weekCount;
  const first = Math.min(...updateWeeks);
  const updated = new Set(updateWeeks.filter((w) => w >= first && w <= weekCount));
  return Math.max(0, weekCount - first + 1 - updated.size);
}
