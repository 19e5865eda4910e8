import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { GoalStatus } from '../../../../contract/goals';
import { LIKELIHOOD_COLORS, NO_STATUS_COLOR, QUALITY_COLORS } from '../../../components/scale-colors';
import { deltaOf, FUTURE_WEEK_COLOR, MAX_TIMELINE_WEEKS, timelineCells, weekRange, type WeeklyState } from './timeline-cells';

const t = testTexts('goalDetail');
const goalsT = testTexts('goals');

const day = (base: string, plus: number) => {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toISOString().slice(0, 10);
};

/** A quarter of `count` weeks from `start`, week ids from `firstId`. */
function quarter(
  start: string,
  count: number,
  firstId: number,
  statuses: Record<number, [number, number]> = {},
  open: number[] = [],
): WeeklyState[] {
  return Array.from({ length: count }, (_, i) => {
    const Week = { Id: firstId + i, Week: i + 1, StartDate: day(start, i * 7), EndDate: day(start, i * 7 + 6) };
    const level = statuses[i + 1];
    const Status: GoalStatus | null = level
      ? {
          Id: 1000 + i,
          GoalId: 7,
          Likelihood: level[0],
          Quality: level[1],
          LikelihoodDelta: null,
          QualityDelta: null,
          CommentCount: 0,
          GoalPeriodWeek: Week,
        }
      : null;
    return { Week, Status, IsOpen: open.includes(i + 1) };
  });
}

describe('timelineCells', () => {
  const weeks = quarter('2026-04-06', 14, 100, { 1: [3, 2], 2: [4, 4], 4: [0, 1] }, [3, 4, 5]);
  const current = { WeekId: 104, WeekStartDate: '2026-05-04' }; // week 5
  const cells = timelineCells(weeks, current, [], t, goalsT);

  it('shows every week of the quarter, oldest first', () => {
    expect(cells.map((c) => c.week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('colours a week with a status by its likelihood and quality', () => {
    expect(cells[0]).toMatchObject({ likelihoodColor: LIKELIHOOD_COLORS[3], qualityColor: QUALITY_COLORS[2] });
    expect(cells[1]).toMatchObject({ likelihoodColor: LIKELIHOOD_COLORS[4], qualityColor: QUALITY_COLORS[4] });
    expect(cells[3]).toMatchObject({ likelihoodColor: LIKELIHOOD_COLORS[0], qualityColor: QUALITY_COLORS[1] });
  });

  it('greys a past or current week without a status and pales a week to come', () => {
    expect(cells[2]).toMatchObject({ status: null, likelihoodColor: NO_STATUS_COLOR, isFuture: false });
    expect(cells[4]).toMatchObject({ status: null, likelihoodColor: NO_STATUS_COLOR, isFuture: false });
    expect(cells[5]).toMatchObject({ likelihoodColor: FUTURE_WEEK_COLOR, qualityColor: FUTURE_WEEK_COLOR, isFuture: true });
  });

  it('marks the current week and the weeks open for an update', () => {
    expect(cells.filter((c) => c.isCurrent).map((c) => c.week)).toEqual([5]);
    expect(cells.filter((c) => c.isOpen).map((c) => c.week)).toEqual([3, 4, 5]);
    expect(cells[4]!.label).toBe('Week 5, May 4 – May 10, 2026: no status (this week, open for an update)');
    expect(cells[0]!.label).toBe('Week 1, Apr 6 – Apr 12, 2026: likelihood Likely, 4 of 5; quality Okay, 3 of 5');
  });

  it('marks no current week for a quarter that is not the current one', () => {
    const past = timelineCells(quarter('2026-01-05', 13, 1), current, [], t, goalsT);
    expect(past.some((c) => c.isCurrent || c.isFuture)).toBe(false);
    expect(timelineCells(weeks, null, [], t, goalsT).some((c) => c.isCurrent || c.isFuture)).toBe(false);
  });

  it('adds earlier weeks in front and keeps the newest 22', () => {
    const earlier = quarter('2026-01-05', 13, 1, { 13: [2, 2] });
    const all = timelineCells(weeks, current, earlier, t, goalsT);
    expect(all).toHaveLength(MAX_TIMELINE_WEEKS);
    expect(all[0]!.startDate).toBe(day('2026-01-05', 5 * 7)); // earlier week 6
    expect(all[7]).toMatchObject({ week: 13, likelihoodColor: LIKELIHOOD_COLORS[2] });
    expect(all.at(-1)!.week).toBe(14);
  });

  it('does not repeat a week that appears in both lists', () => {
    expect(timelineCells(weeks, current, weeks.slice(0, 3), t, goalsT)).toHaveLength(14);
  });
});

describe('weekRange', () => {
  it('names the days of a week, with the year once unless the week spans two', () => {
    expect(weekRange('2026-04-06', '2026-04-12')).toBe('Apr 6 – Apr 12, 2026');
    expect(weekRange('2025-12-29', '2026-01-04')).toBe('Dec 29, 2025 – Jan 4, 2026');
  });
});

describe('deltaOf', () => {
  it.each([
    [null, null],
    [0, { direction: 'flat', text: 'No change from the previous status' }],
    [1, { direction: 'up', text: 'Up 1 step from the previous status' }],
    [-2, { direction: 'down', text: 'Down 2 steps from the previous status' }],
  ])('%s', (delta, expected) => {
    expect(deltaOf(delta, t)).toEqual(expected);
  });
});
