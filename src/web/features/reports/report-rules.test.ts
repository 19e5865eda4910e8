import { describe, expect, it } from 'vitest';
import { reportsFor } from './report-rules';

describe('reportsFor', () => {
  it.each([
    ['ceo', false, false, [11, 12]],
    ['manager', false, false, [11, 12]],
    ['contributor', false, false, [11, 12]],
    ['observer', true, false, [11, 12]],
    ['observer', false, true, [11, 12]],
    ['observer', false, false, []],
  ] as const)('a %s (HR admin: %s, org admin: %s) sees reports %j', (RoleName, IsHrAdmin, IsOrgAdmin, ids) => {
    expect(reportsFor({ RoleName, IsHrAdmin, IsOrgAdmin }).map((r) => r.id)).toEqual(ids);
  });
});
