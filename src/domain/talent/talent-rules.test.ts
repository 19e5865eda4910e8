import { describe, expect, it } from 'vitest';
import { closesOn, isAppraisalQuarter, isEligible, isOpenForAppraisals } from './appraisal-periods';
import { combinedIndex, combinedTone, rescale } from './ratings';
import { brierReading, brierScore, predictionAccuracy } from './prediction-accuracy';

const q = { startDate: '2026-07-01', endDate: '2026-09-30' };
const schedule = { effectiveDate: '2026-01-01', graceWeeks: 2 };

describe('appraisal quarters (spec 001 §9)', () => {
  it.each([
    ['2026-09-30', false], // start + 3 months not yet past
    ['2026-10-01', true], // listed from start + 3 months
    ['2027-06-01', true], // stays listed
  ])('on %s the quarter is listed: %s', (today, listed) => {
    expect(isAppraisalQuarter(q, schedule, today)).toBe(listed);
  });

  it.each([
    ['2026-09-30', true],
    ['2026-10-01', false],
  ])('with the schedule effective from %s the quarter counts: %s', (effectiveDate, counts) => {
    expect(isAppraisalQuarter(q, { ...schedule, effectiveDate }, '2026-11-01')).toBe(counts);
  });

  it.each([
    [0, '2027-01-01', '2026-12-31', true, '2027-01-01', false],
    [2, '2027-01-15', '2027-01-14', true, '2027-01-15', false],
  ])('with %i grace weeks it closes on %s (open on %s: %s; on %s: %s)', (graceWeeks, closes, before, openBefore, on, openOn) => {
    const s = { ...schedule, graceWeeks };
    expect(closesOn(q, s)).toBe(closes);
    expect(isOpenForAppraisals(q, s, before)).toBe(openBefore);
    expect(isOpenForAppraisals(q, s, on)).toBe(openOn);
  });

  it.each([
    ['2026-09-30', true],
    ['2026-10-01', false],
  ])('a person created on %s is eligible: %s', (createdOn, eligible) => {
    expect(isEligible(createdOn, q)).toBe(eligible);
  });
});

describe('ratings (spec 001 §9)', () => {
  it.each([
    [1, 1, 3, 2, 0],
    [2, 2, 3, 4, 2],
    [3, 3, 3, 6, 4],
    [1, 2, 5, 2, 1],
    [4, 5, 5, 5, 4],
    [5, 5, 5, 5, 4],
    [1, 1, 5, 1, 0],
  ])('%i and %i of %i labels: index %i, tone %i', (p, s, n, index, tone) => {
    expect(combinedIndex(p, s, n)).toBe(index);
    expect(combinedTone(p, s, n)).toBe(tone);
  });

  it.each([
    [1, 5, 1, 3],
    [3, 5, 2, 3],
    [5, 5, 3, 3],
    [2, 3, 3, 5],
    [3, 3, 5, 5],
    [2, 3, 2, 3],
  ])('rating %i of %i labels is %i of %i labels', (r, from, expected, to) => {
    expect(rescale(r, from, to)).toBe(expected);
  });
});

describe('prediction accuracy', () => {
  it.each([
    [[4, 4, 4], 1, 0],
    [[0, 0], 1, 1],
    [[2, 2], 1, 0.25],
    [[2, 2], 0, 0.25],
    [[3, 1], 0, 0.313],
    [[], 1, null],
  ])('likelihoods %o with outcome %i score %s', (likelihoods, outcome, expected) => {
    const score = brierScore(likelihoods, outcome);
    if (expected === null) expect(score).toBeNull();
    else expect(score).toBeCloseTo(expected, 3);
  });

  it('averages the scored goals and skips unfinished ones', () => {
    const a = predictionAccuracy([
      { goalId: 1, likelihoods: [4, 4], outcome: 1 },
      { goalId: 2, likelihoods: [2, 2], outcome: 0 },
      { goalId: 3, likelihoods: [1], outcome: null },
    ]);
    expect(a.Brier).toBe(0.125);
    expect(a.Goals).toEqual([
      { GoalId: 1, Updates: 2, Brier: 0 },
      { GoalId: 2, Updates: 2, Brier: 0.25 },
      { GoalId: 3, Updates: 1, Brier: null },
    ]);
    expect(a.Explanation).toContain('Over 2 finished goals');
  });

  it('says there is nothing to score without finished goals', () => {
    expect(predictionAccuracy([]).Explanation).toMatch(/nothing to score/);
  });
});

describe('brierReading', () => {
  // A coin toss (always 'Unsure') scores 0.25: 0.17 is better than it, not 'about as well' (issue 28).
  it.each([
    [0, 'foretold their outcomes well'],
    [0.1, 'foretold their outcomes well'],
    [0.17, 'foretold their outcomes better than a coin toss would'],
    [0.2, 'foretold their outcomes about as well as a coin toss'],
    [0.25, 'foretold their outcomes about as well as a coin toss'],
    [0.3, 'foretold their outcomes about as well as a coin toss'],
    [0.31, 'often pointed the wrong way'],
    [1, 'often pointed the wrong way'],
  ])('%s: %s', (brier, reading) => {
    expect(brierReading(brier)).toBe(reading);
  });
});
