import { describe, expect, it } from 'vitest';
import { complianceScopeFor, complianceWeekNumber, defaultComplianceScope, percentOf } from './compliance';

describe('compliance rules', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [1, 200, 1],
    [1, 201, 0],
    [5, 5, 100],
  ])('%i of %i is %i%%', (part, whole, percent) => {
    expect(percentOf(part, whole)).toBe(percent);
  });

  it('gives contributors the Company scope only, others what they ask', () => {
    expect(complianceScopeFor('contributor', 1)).toBe(3);
    expect(complianceScopeFor('contributor', 2)).toBe(3);
    expect(complianceScopeFor('manager', 2)).toBe(2);
    expect(complianceScopeFor('ceo', 1)).toBe(1);
    expect(defaultComplianceScope('contributor')).toBe(3);
    expect(defaultComplianceScope('manager')).toBe(1);
  });

  it('measures the prior week, or the current one in a quarter’s first week', () => {
    expect(complianceWeekNumber(5)).toEqual({ week: 4, isCurrentWeek: false });
    expect(complianceWeekNumber(2)).toEqual({ week: 1, isCurrentWeek: false });
    expect(complianceWeekNumber(1)).toEqual({ week: 1, isCurrentWeek: true });
  });
});
