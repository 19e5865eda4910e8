import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { allowedScope, mayAddGoal, periodLabel, scopeOptions } from './goal-scopes';

const t = testTexts('goals');
const labels = (role: 'ceo' | 'manager' | 'contributor' | 'observer') => scopeOptions({ RoleName: role }, t).map((o) => o.label);

describe('scopeOptions', () => {
  it.each([
    ['observer', ['Company Goals']],
    ['ceo', ['My Goals', 'My Direct Reports', 'Company Goals']],
    ['manager', ['My Goals', 'My Direct Reports', 'Company Goals', 'My Manager & Peers']],
    ['contributor', ['My Goals', 'Company Goals', 'My Manager & Peers']],
  ] as const)('offers the %s %j', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });
});

describe('allowedScope', () => {
  it('keeps an offered scope and falls back to the default otherwise', () => {
    expect(allowedScope('MyManagerAndPeers', scopeOptions({ RoleName: 'manager' }, t))).toBe('MyManagerAndPeers');
    expect(allowedScope('MyGoals', scopeOptions({ RoleName: 'observer' }, t))).toBe('CompanyGoals');
    expect(allowedScope('MyDirectReports', scopeOptions({ RoleName: 'contributor' }, t))).toBe('MyGoals');
    expect(allowedScope('MyManagerAndPeers', scopeOptions({ RoleName: 'ceo' }, t))).toBe('MyGoals');
  });
});

describe('mayAddGoal', () => {
  const current = '2026-04-01';
  it.each([
    ['manager', '2026-04-01', current, true],
    ['contributor', '2026-07-01', current, true],
    ['ceo', '2026-01-01', current, false],
    ['observer', '2026-04-01', current, false],
    ['observer', '2026-07-01', current, false],
    ['manager', undefined, current, false],
    ['manager', '2026-04-01', undefined, true],
  ] as const)('%s, quarter from %s, current from %s: %s', (role, selectedStart, currentStart, allowed) => {
    expect(mayAddGoal({ role, selectedStart, currentStart })).toBe(allowed);
  });
});

describe('periodLabel', () => {
  it('reads like Q2 2026', () => {
    expect(periodLabel({ Quarter: 2, Year: 2026 }, t)).toBe('Q2 2026');
  });
});
