import { describe, expect, it } from 'vitest';
import { initialChoice, needsPeriod, readyToGenerate, type ReportChoice } from './report-choices';
import type { ReportId } from '../../../../domain/reports/report-access';

describe('readyToGenerate', () => {
  it.each<[string, ReportId, Partial<ReportChoice>, boolean]>([
    ['the user list needs nothing', 1, {}, true],
    ['compliance needs a quarter', 2, {}, false],
    ['compliance with a quarter', 2, { periodId: 3 }, true],
    ['the goal list for everyone', 4, { periodId: 3 }, true],
    ['the goal list for one person', 4, { periodId: 3, userId: 9 }, true],
    ['appraisals of all quarters need no quarter', 6, { mode: '1' }, true],
    ['appraisals of a chosen quarter need one', 7, { mode: '2' }, false],
    ['a multi-quarter list needs both ends', 8, { periodId: 3 }, false],
    ['a multi-quarter list with both ends', 8, { periodId: 3, toPeriodId: 4 }, true],
    ['team updates need a quarter', 9, {}, false],
    ['an appraisal print needs whom it prints for', 10, { periodId: 3 }, false],
    ['an appraisal print for one person', 10, { periodId: 3, userId: 7 }, true],
  ])('%s', (_, id, over, ready) => {
    expect(readyToGenerate(id, { ...initialChoice(id), ...over })).toBe(ready);
  });
});

describe('initialChoice', () => {
  it.each<[ReportId, Partial<ReportChoice>]>([
    [1, { format: 'excel' }],
    [2, { mode: '1' }],
    [4, { userId: 0 }],
    [6, { mode: '2' }],
    [10, { mode: '2', previousPeriodId: 0 }],
  ])('report %i starts with %j', (id, expected) => {
    expect(initialChoice(id)).toMatchObject(expected);
  });

  it('asks no quarter for appraisals of all quarters', () => {
    expect(needsPeriod(6, { format: 'excel', mode: '1' })).toBe(false);
    expect(needsPeriod(6, { format: 'excel', mode: '2' })).toBe(true);
    expect(needsPeriod(1, { format: 'excel' })).toBe(false);
  });
});
