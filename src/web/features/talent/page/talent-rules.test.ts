import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { afterAddressedAppraisal, cellCount, matrixAxes, periodLabel, scopeOf, scopePath, talentTabs } from './talent-rules';

describe('talentTabs', () => {
  it.each([
    ['contributor', false, ['myappraisal']],
    ['contributor', true, ['overview', 'matrix', 'myappraisal']],
    ['manager', false, ['overview', 'matrix', 'myappraisal']],
    ['ceo', false, ['overview', 'matrix']],
  ] as const)('a %s (HR admin: %s) sees %j', (RoleName, IsHrAdmin, tabs) => {
    expect(talentTabs({ RoleName, IsHrAdmin })).toEqual(tabs);
  });
});

describe('scopeOf', () => {
  it.each([
    [{}, true, { periodId: 0, userId: 0, c: 1 }],
    [{}, false, { periodId: 0, userId: 7, c: 0 }],
    [{ periodId: '12', userId: '0' }, true, { periodId: 12, userId: 0, c: 1 }],
    [{ periodId: '12', userId: '9' }, true, { periodId: 12, userId: 9, c: 0 }],
    [{ periodId: 'x', userId: '-1' }, false, { periodId: 0, userId: 7, c: 0 }],
  ])('%o (sees the organisation: %s) is %o', (params, seesOrganisation, scope) => {
    expect(scopeOf(params, { Id: 7, seesOrganisation })).toEqual(scope);
  });

  it('writes a scope back as an address', () => {
    expect(scopePath('matrix', { periodId: 3, userId: 0 })).toBe('/v3/talent/matrix/3/0');
    expect(scopePath('overview', { periodId: 3, userId: 9 })).toBe('/v3/talent/3/9');
  });
});

describe('the matrix', () => {
  it('puts the highest secondary rating on top', () => {
    expect(matrixAxes(3)).toEqual({ rows: [3, 2, 1], columns: [1, 2, 3] });
  });
  it('counts a cell, 0 when empty', () => {
    const cells = [{ Primary: 3, Secondary: 1, Count: 4 }];
    expect(cellCount(cells, 3, 1)).toBe(4);
    expect(cellCount(cells, 1, 3)).toBe(0);
  });
});

it('labels a quarter with its dates, as the language writes them', () => {
  const q1 = { Quarter: 1, Year: 2026, StartDate: '2026-01-01', EndDate: '2026-03-31' };
  expect(periodLabel(q1, testTexts('talent'), 'en')).toBe('Q1 2026 (Jan 1 – Mar 31)');
  expect(periodLabel(q1, testTexts('talent', 'de'), 'de')).toBe('Q1 2026 (1. Jan. – 31. März)');
});

describe('afterAddressedAppraisal', () => {
  it.each([
    ['came from the dashboard’s reminder (an entry of the app’s own)', 'k3x9a1', -1],
    ['opened the app at the address (a mailed link, a new tab)', 'default', '/v3/talent'],
  ] as const)('closing, someone who %s goes to %j', (_how, key, to) => {
    expect(afterAddressedAppraisal(key)).toBe(to);
  });
});
