import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { EVERYONE, initialChoice, needsPeriod, printTarget, printUserOptions, readyToGenerate, type ReportChoice } from './report-choices';
import type { ReportId } from '../../../../domain/reports/report-access';

const t = testTexts('reports');

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
    ['an appraisal print needs a manager and a user', 10, { periodId: 3 }, false],
    ['an appraisal print with a user but no manager', 10, { periodId: 3, userId: 7 }, false],
    ['an appraisal print with a manager but no user', 10, { periodId: 3, managerId: 5 }, false],
    ['an appraisal print for one user of a manager', 10, { periodId: 3, managerId: 5, userId: 7 }, true],
    ['an appraisal print for everyone in a manager’s team', 10, { periodId: 3, managerId: 5, userId: EVERYONE }, true],
    ['an appraisal print needs a quarter', 10, { managerId: 5, userId: 7 }, false],
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
    [10, { previousPeriodId: 0 }],
  ])('report %i starts with %j', (id, expected) => {
    expect(initialChoice(id)).toMatchObject(expected);
  });

  it('asks no quarter for appraisals of all quarters', () => {
    expect(needsPeriod(6, { format: 'excel', mode: '1' })).toBe(false);
    expect(needsPeriod(6, { format: 'excel', mode: '2' })).toBe(true);
    expect(needsPeriod(1, { format: 'excel' })).toBe(false);
  });
});

describe('the appraisal print of a user and a manager (spec 001 §5, §9: 1 for managers, 2 for users)', () => {
  it.each<[string, Partial<ReportChoice>, ReturnType<typeof printTarget>]>([
    ['one user: mode 2 with the user', { managerId: 5, userId: 7 }, { userOrManagerId: 7, mode: '2' }],
    ['everyone: mode 1 with the manager', { managerId: 5, userId: EVERYONE }, { userOrManagerId: 5, mode: '1' }],
    ['no manager yet', { userId: 7 }, null],
    ['no user yet', { managerId: 5 }, null],
  ])('%s', (_, choice, target) => {
    expect(printTarget(choice)).toEqual(target);
  });

  it('offers everyone in the chosen manager’s team, then each of their people', () => {
    const users = [
      { Id: 7, Name: 'cal', ManagerId: 5 },
      { Id: 8, Name: 'dee', ManagerId: 5 },
      { Id: 5, Name: 'mia', ManagerId: 2 },
    ];
    expect(printUserOptions(users, { Id: 5, Name: 'mia' }, t)).toEqual([
      { value: EVERYONE, label: 'Everyone in mia’s team (2)' },
      { value: 7, label: 'cal' },
      { value: 8, label: 'dee' },
    ]);
    expect(printUserOptions(users, undefined, t)).toEqual([]);
  });
});
