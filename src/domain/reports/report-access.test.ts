import { describe, expect, it } from 'vitest';
import { mayUseReport, reportsFor, type ReportAsker } from './report-access';

const who = (roleName: string, over: Partial<ReportAsker> = {}): ReportAsker => ({
  roleName,
  isOrgAdmin: false,
  isHrAdmin: false,
  talentEnabled: true,
  ...over,
});

describe('reportsFor (spec 001 §6 reports visibility)', () => {
  it.each([
    ['a contributor', who('contributor'), [1, 2, 3, 4, 5, 11, 12]],
    ['a contributor who is HR admin', who('contributor', { isHrAdmin: true }), [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]],
    ['a contributor who is org admin', who('contributor', { isOrgAdmin: true }), [1, 2, 3, 4, 5, 11, 12]],
    ['an observer', who('observer'), [1, 2, 3, 4, 5]],
    ['an observer who is org admin', who('observer', { isOrgAdmin: true }), [1, 2, 3, 4, 5, 11, 12]],
    ['an observer who is HR admin', who('observer', { isHrAdmin: true }), [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]],
    ['a manager', who('manager'), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['the CEO', who('ceo'), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['the CEO without talent', who('ceo', { talentEnabled: false }), [1, 2, 3, 4, 5, 8, 9, 11, 12]],
    ['an HR admin contributor without talent', who('contributor', { isHrAdmin: true, talentEnabled: false }), [1, 2, 3, 4, 5, 11, 12]],
  ])('%s', (_, asker, ids) => {
    expect(reportsFor(asker)).toEqual(ids);
  });

  it.each(['ceo', 'manager', 'contributor', 'observer'])('%s may use reports 1, 2 and 4', (role) => {
    for (const id of [1, 2, 4] as const) expect(mayUseReport(who(role, { talentEnabled: false }), id)).toBe(true);
  });
});
