import { describe, expect, it } from 'vitest';
import { BUILT_IN_NOTICE } from './notice';
import { goalFacts, summaryFacts, type QuarterGoal } from './summary-facts';
import { writeAnnualSummary, writeGoalSummary, writeQuarterSummary } from './summary-prose';

const goal = (over: Partial<QuarterGoal> = {}): QuarterGoal => ({
  id: 1,
  title: 'Launch the partner portal',
  state: 'approved',
  isFinalized: false,
  achieved: null,
  statuses: [],
  lateUpdates: 0,
  ...over,
});

const portal = goal({
  state: 'finalized',
  isFinalized: true,
  achieved: true,
  lateUpdates: 1,
  statuses: [
    { week: 1, likelihood: 2, quality: 2, comment: 'Kicked off. On track.' },
    { week: 2, likelihood: 3, quality: 3, comment: 'Design approved by 3 partners; build starts next week.' },
    { week: 4, likelihood: 4, quality: 3, comment: 'Portal went live on Tuesday with 12 partners signed.' },
  ],
});
const hiring = goal({
  id: 2,
  title: 'Hire two engineers',
  lateUpdates: 3,
  statuses: [
    { week: 1, likelihood: 3, quality: 3, comment: 'no update' },
    { week: 3, likelihood: 1, quality: 2, comment: 'Both candidates declined the offer, so we are behind and restarting the search.' },
  ],
});
const handbook = goal({ id: 3, title: 'Write the handbook', state: 'shelved' });

describe('writeGoalSummary', () => {
  it.each([
    [
      portal,
      '“Launch the partner portal” was achieved (Finalized). Over 3 weekly updates, likelihood rose from Unsure, 3 of 5, to Very Likely, 5 of 5, and quality rose from Okay, 3 of 5, to Good, 4 of 5. 1 week had no update. From the check-ins: “Portal went live on Tuesday with 12 partners signed.” (week 4); “Design approved by 3 partners; build starts next week.” (week 2).',
    ],
    [
      hiring,
      '“Hire two engineers” has no recorded result; its state is Approved. Over 2 weekly updates, likelihood fell from Likely, 4 of 5, to Not sure, 2 of 5, and quality fell from Good, 4 of 5, to Okay, 3 of 5. Its latest likelihood, Not sure, 2 of 5, puts it at risk. 3 weeks had no update. From the check-ins: “Both candidates declined the offer, so we are behind and restarting the search.” (week 3).',
    ],
    [
      handbook,
      '“Write the handbook” has no recorded result; its state is Shelved. It had no weekly updates, so there is no trend to report.',
    ],
    [
      goal({ achieved: false, state: 'results_in_review', statuses: [{ week: 6, likelihood: 3, quality: 4 }] }),
      '“Launch the partner portal” was not achieved (Results in review). Its one weekly update (week 6) rated likelihood Likely, 4 of 5, and quality Very good, 5 of 5.',
    ],
    [
      goal({
        statuses: [
          { week: 1, likelihood: 3, quality: 3 },
          { week: 2, likelihood: 3, quality: 3 },
        ],
      }),
      '“Launch the partner portal” has no recorded result; its state is Approved. Over 2 weekly updates, likelihood ended where it began, at Likely, 4 of 5, and quality ended where it began, at Good, 4 of 5.',
    ],
  ])('%#', (g, text) => expect(writeGoalSummary(goalFacts(g))).toBe(text));
});

describe('writeQuarterSummary', () => {
  it('states the quarter’s facts, then the check-ins that stand out', () => {
    expect(writeQuarterSummary(summaryFacts([portal, hiring, handbook]), 'Dana Smith', 'Q3 2026')).toBe(
      'In Q3 2026, Dana Smith had 3 goals: 1 approved, 1 shelved and 1 finalized. The one goal with a result was achieved. ' +
        '1 goal was at risk at its latest update (likelihood below Unsure, 3 of 5): “Hire two engineers”. ' +
        'Across the 2 goals with two or more updates, average likelihood held at 3.5 of 5 (1 up, 1 down, 0 unchanged), and average quality held at 3.5 of 5 (1 up, 1 down, 0 unchanged). ' +
        '2 goals missed weekly updates, 4 weeks in all.' +
        '\n\nCheck-ins that stand out: “Portal went live on Tuesday with 12 partners signed.” (Launch the partner portal, week 4); ' +
        '“Both candidates declined the offer, so we are behind and restarting the search.” (Hire two engineers, week 3).',
    );
  });

  it.each([
    [[], 'Dana Smith had no goals in Q3 2026, so there is nothing to summarise.'],
    [[handbook], 'In Q3 2026, Dana Smith had 1 goal: 1 shelved. No goal has a recorded result yet. There were no weekly updates.'],
    [
      [goal({ statuses: [{ week: 2, likelihood: 3, quality: 2 }] })],
      'In Q3 2026, Dana Smith had 1 goal: 1 approved. No goal has a recorded result yet. No goal was at risk at its latest update. Too few weekly updates to show a trend. No weekly update was missed.',
    ],
  ])('%#: claims nothing the data does not show', (goals, text) => {
    expect(writeQuarterSummary(summaryFacts(goals), 'Dana Smith', 'Q3 2026')).toBe(text);
  });

  it.each([
    [[true, true], 'All 2 goals with a result were achieved.'],
    [[false], 'The one goal with a result was not achieved.'],
    [[false, false], 'None of the 2 goals with a result was achieved.'],
    [[true, false, false], 'Of the 3 goals with a result, 1 was achieved and 2 were not (33% achieved).'],
  ])('results %j: %s', (results, sentence) => {
    const goals = results.map((achieved, id) => goal({ id, state: 'finalized', isFinalized: true, achieved }));
    expect(writeQuarterSummary(summaryFacts(goals), 'Dana', 'Q1 2026')).toContain(sentence);
  });

  it('names at most three goals at risk', () => {
    const atRisk = [1, 2, 3, 4, 5].map((id) => goal({ id, title: `G${id}`, statuses: [{ week: 1, likelihood: 0, quality: 2 }] }));
    expect(writeQuarterSummary(summaryFacts(atRisk), 'Dana', 'Q1 2026')).toContain('5 goals were at risk at their latest update');
    expect(writeQuarterSummary(summaryFacts(atRisk), 'Dana', 'Q1 2026')).toContain('“G1”, “G2”, “G3” and 2 more.');
  });

  it('never carries the notice itself: callers show it beside the text', () => {
    expect(BUILT_IN_NOTICE).toBe('Written from your goal data without an AI model');
    expect(writeQuarterSummary(summaryFacts([portal]), 'Dana', 'Q1 2026')).not.toContain(BUILT_IN_NOTICE);
  });
});

describe('writeAnnualSummary', () => {
  const q = (periodId: number, quarterLabel: string, goals: QuarterGoal[]) => ({ periodId, quarterLabel, facts: summaryFacts(goals) });
  const done = (id: number, achieved: boolean) => goal({ id, state: 'finalized', isFinalized: true, achieved });

  it('writes a line per quarter and a short paragraph over the year', () => {
    expect(
      writeAnnualSummary([
        q(11, 'Q1 2026', [portal, hiring, handbook]),
        q(12, 'Q2 2026', []),
        q(13, 'Q3 2026', [done(1, true), done(2, false), done(3, false), done(4, true)]),
      ]),
    ).toEqual({
      Periods: [
        { PeriodId: 11, Summary: 'Q1 2026: 3 goals, 1 achieved, 0 not achieved, 1 at risk; likelihood held at 3.5 of 5.' },
        { PeriodId: 12, Summary: 'Q2 2026: no goals.' },
        { PeriodId: 13, Summary: 'Q3 2026: 4 goals, 2 achieved, 2 not achieved, 0 at risk.' },
      ],
      Summary:
        'Over the 2 quarters with goals there were 7 goals. Of the 5 goals with a result, 3 were achieved and 2 were not (60% achieved). ' +
        'The highest share achieved was in Q1 2026 (100%), the lowest in Q3 2026 (50%). Weekly updates were missed for 4 weeks in all, counted goal by goal.',
    });
  });

  it('names the one quarter with goals instead of counting "1 quarter" (issue 28)', () => {
    const text = writeAnnualSummary([q(1, 'Q1 2026', []), q(2, 'Q2 2026', [done(1, true)])]).Summary;
    expect(text.startsWith('Q2 2026 was the only quarter with goals; it had 1 goal.')).toBe(true);
  });

  it('says there is nothing to summarise for a year without goals', () => {
    expect(writeAnnualSummary([q(1, 'Q1 2026', [])]).Summary).toBe(
      'There were no goals in these quarters, so there is nothing to summarise.',
    );
  });
});
