import { describe, expect, it } from 'vitest';
import { complianceScopeFor, defaultComplianceScope, percentOf, reportScopeFor } from './compliance';

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

  const who = (roleName: string, flags: Partial<Record<'isOrgAdmin' | 'isGoalAdmin' | 'isHrAdmin', boolean>> = {}) => ({
    roleName,
    isOrgAdmin: false,
    isGoalAdmin: false,
    isHrAdmin: false,
    ...flags,
  });

  it.each([
    ['ceo', {}, undefined, 3],
    ['manager', { isHrAdmin: true }, undefined, 3],
    ['manager', {}, undefined, 2],
    ['manager', {}, 1, 1],
    ['contributor', {}, undefined, 3],
    ['contributor', {}, 1, 3],
    ['observer', {}, 3, 1],
  ] as const)('the compliance list of a %s %o asked for scope %s measures scope %i', (role, flags, asked, scope) => {
    expect(reportScopeFor(who(role, flags), asked)).toBe(scope);
  });
});
