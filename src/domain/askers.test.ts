import { describe, expect, it } from 'vitest';
import { askerOf, isCompanyAdmin, isObserver, isTalentAdmin, seesAllAppraisals, type Asker } from './askers';

const asker = (roleName: string, flags: Partial<Asker> = {}): Asker => ({ roleName, isOrgAdmin: false, isHrAdmin: false, ...flags });

describe('who is asking', () => {
  it.each([
    // who,                                       company admin, talent admin, sees all appraisals, observer
    ['the CEO', asker('ceo'), true, true, true, false],
    ['a manager', asker('manager'), false, false, false, false],
    ['a contributor', asker('contributor'), false, false, false, false],
    ['an observer', asker('observer'), false, false, false, true],
    ['a manager who is org admin', asker('manager', { isOrgAdmin: true }), true, true, false, false],
    ['a contributor who is HR admin', asker('contributor', { isHrAdmin: true }), false, true, true, false],
    ['an observer who is org admin', asker('observer', { isOrgAdmin: true }), true, true, false, true],
  ] as const)('%s', (_who, a, company, talent, all, observer) => {
    expect(isCompanyAdmin(a)).toBe(company);
    expect(isTalentAdmin(a)).toBe(talent);
    expect(seesAllAppraisals(a)).toBe(all);
    expect(isObserver(a)).toBe(observer);
  });

  it('reads the session profile’s spelling of the same facts', () => {
    expect(askerOf({ RoleName: 'manager', IsOrgAdmin: true, IsHrAdmin: false })).toEqual({
      roleName: 'manager',
      isOrgAdmin: true,
      isHrAdmin: false,
    });
  });
});
