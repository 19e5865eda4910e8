import { describe, expect, it } from 'vitest';
import reports from '../../../i18n/en/reports';
import { reportsFor } from './report-rules';

describe('reportsFor', () => {
  it.each([
    ['ceo', false, false, true, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['ceo', false, false, false, [1, 2, 3, 4, 5, 8, 9, 11, 12]],
    ['manager', false, false, true, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['contributor', false, false, true, [1, 2, 3, 4, 5, 11, 12]],
    ['contributor', true, false, true, [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]],
    ['observer', true, false, false, [1, 2, 3, 4, 5, 11, 12]],
    ['observer', false, true, true, [1, 2, 3, 4, 5, 11, 12]],
    ['observer', false, false, true, [1, 2, 3, 4, 5]],
  ] as const)('a %s (HR admin: %s, org admin: %s, talent: %s) sees reports %j', (RoleName, IsHrAdmin, IsOrgAdmin, TalentEnabled, ids) => {
    expect(reportsFor({ Profile: { RoleName, IsHrAdmin, IsOrgAdmin }, Tenant: { TalentEnabled } }).map((r) => r.id)).toEqual(ids);
  });

  it('names every report once, in id order', () => {
    const all = reportsFor({ Profile: { RoleName: 'ceo', IsHrAdmin: false, IsOrgAdmin: false }, Tenant: { TalentEnabled: true } });
    expect(all.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(all.map((r) => reports.types.name[r.key])).size).toBe(12);
    expect(all.map((r) => reports.types.name[r.key])[0]).toBe('User List');
  });
});
