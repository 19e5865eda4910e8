import type { GoalState } from '../goals/states';
import { daysBetween } from '../periods';

// Measured key results (issue 31): beside a goal's text Measurement and its weekly prediction, a goal may hold key
// results with numbers, whose progress rolls up into the goal's.

export const KEY_RESULT_KINDS = ['number', 'percent', 'currency', 'milestone'] as const;
export type KeyResultKind = (typeof KEY_RESULT_KINDS)[number];

export const KEY_RESULT_DIRECTIONS = ['increase', 'decrease', 'atLeast', 'atMost'] as const;
export type KeyResultDirection = (typeof KEY_RESULT_DIRECTIONS)[number];

/** What a key result's progress is computed from. A milestone's values are 0 (not done) and 1 (done). */
export type Measure = { kind: KeyResultKind; direction: KeyResultDirection; start: number; target: number; current: number };

/** Progress in percent, to one decimal: what is shown and stored with each check-in. */
const percent = (share: number) => Math.round(share * 1000) / 10;

/**
 * A key result's progress in percent. Increase and decrease: the share of the way from start to target, which may go
 * past 100 and never below 0. At least and at most: 100 while the current value holds, else 0. A milestone: 0 or 100.
 */
export function keyResultProgress(m: Measure): number {
  if (m.kind === 'milestone') return m.current >= 1 ? 100 : 0;
  switch (m.direction) {
    case 'increase':
      return percent(Math.max(0, (m.current - m.start) / (m.target - m.start)));
    case 'decrease':
      return percent(Math.max(0, (m.start - m.current) / (m.start - m.target)));
    case 'atLeast':
      return m.current >= m.target ? 100 : 0;
    case 'atMost':
      return m.current <= m.target ? 100 : 0;
  }
}

/** A part of a goal's progress: a key result's, or an aligned child goal's when the goal counts them. */
export type Weighted = { progress: number | null; weight: number };

/**
 * A goal's progress: the weighted mean of its parts that have progress (a child goal without key results has none
 * and does not count). Null when nothing counts: a goal without key results has no progress, which is not 0 %.
 */
export function goalProgress(parts: readonly Weighted[]): number | null {
  const counted = parts.filter((p): p is { progress: number; weight: number } => p.progress !== null && p.weight > 0);
  const weights = counted.reduce((sum, p) => sum + p.weight, 0);
  if (weights === 0) return null;
  return Math.round((counted.reduce((sum, p) => sum + p.progress * p.weight, 0) / weights) * 10) / 10;
}

/** The most an aligned goal weighs in its parent's progress; each weighs 1 unless set (decision 069). */
export const CHILD_WEIGHT_MAX = 1000;

/** An aligned child goal as its parent's progress sees it: its own (rolled-up) progress and its weight there. */
export type ChildPart = Weighted & { state: GoalState; hidden: boolean };

/**
 * Whether an aligned (live) child counts in a parent that counts its children: with progress, not shelved, and not
 * private, since its parent's progress is shown to people who may not see it.
 */
export const countsInParent = (child: ChildPart): boolean => child.progress !== null && child.state !== 'shelved' && !child.hidden;

/**
 * A goal's progress, rolled up: its key results' part (their weighted mean, weighing their weights' sum) and, when
 * the goal counts them, its aligned children's progress at their weights. Null when nothing counts.
 */
export function rolledUpProgress(keyResults: Weighted, children: readonly ChildPart[] | null): number | null {
  return goalProgress([keyResults, ...(children ?? []).filter(countsInParent)]);
}

/**
 * The progress expected on `day` (YYYY-MM-DD) of a quarter running from `start` to `end`: a straight line from 0 % on
 * its first day to 100 % on its last, 0 before and 100 after.
 */
export function expectedProgress(day: string, start: string, end: string): number {
  const length = daysBetween(start, end);
  if (length <= 0) return day >= end ? 100 : 0;
  const elapsed = daysBetween(start, day);
  return percent(Math.min(1, Math.max(0, elapsed / length)));
}

/** What is wrong with a key result's numbers, or null. Each names the field it is about. */
export type MeasureProblem = { field: 'Target' | 'Currency' | 'Weight'; message: string };

export function measureProblem(m: Measure & { currency: string | null; weight: number }): MeasureProblem | null {
  if (m.kind === 'currency' && !m.currency) return { field: 'Currency', message: 'Choose the currency of the amounts.' };
  if (m.kind !== 'milestone' && m.direction === 'increase' && !(m.target > m.start)) {
    return { field: 'Target', message: 'To increase, the target must be above the start.' };
  }
  if (m.kind !== 'milestone' && m.direction === 'decrease' && !(m.target < m.start)) {
    return { field: 'Target', message: 'To decrease, the target must be below the start.' };
  }
  if (!(m.weight > 0)) return { field: 'Weight', message: 'The weight must be above 0.' };
  return null;
}

export const PROGRESS_STANDINGS = ['onTrack', 'behind', 'atRisk'] as const;
export type ProgressStanding = (typeof PROGRESS_STANDINGS)[number];

/**
 * How a progress stands against the straight line: on track at or above it (and before anything is expected),
 * behind below it, at risk below two thirds of it. The bars' colours and the company's share of goals on track.
 */
export function progressStanding(progress: number, expected: number): ProgressStanding {
  if (expected <= 0 || progress >= expected) return 'onTrack';
  return progress >= (expected * 2) / 3 ? 'behind' : 'atRisk';
}
