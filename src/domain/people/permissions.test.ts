import { describe, expect, it } from 'vitest';
import type { RoleName } from '../roles';
import {
  assignableFlags,
  assignableRoles,
  canActivate,
  canAddEmployee,
  canChangeManager,
  canDeactivate,
  canEditCompany,
  canEditProfile,
  canManageUser,
  canReinvite,
  canSeeObservers,
  managerScope,
  profileTabs,
  roleChangeRefusal,
  type TargetFacts,
  type ViewerFacts,
} from './permissions';

const AT = '2026-01-10T09:00:00Z';
const person = (RoleName: RoleName, flags: Partial<ViewerFacts> = {}, Id = 1): ViewerFacts => ({
  Id,
  RoleName,
  IsOrgAdmin: false,
  IsGoalAdmin: false,
  IsHrAdmin: false,
  IsGoalManager: false,
  ...flags,
});
const target = (RoleName: RoleName, more: Partial<TargetFacts> = {}): TargetFacts => ({
  ...person(RoleName, {}, 2),
  DeactivatedAt: null,
  InvitationAcceptedAt: AT,
  ...more,
});

const ceo = person('ceo');
const orgAdmin = person('contributor', { IsOrgAdmin: true });
const manager = person('manager');
const goalAdminManager = person('manager', { IsGoalAdmin: true });
const hrAdminManager = person('manager', { IsHrAdmin: true });
const contributor = person('contributor');
const observer = person('observer');
const above = { isSelf: false, isAbove: true };
const apart = { isSelf: false, isAbove: false };
const self = { isSelf: true, isAbove: false };

describe('canEditProfile', () => {
  it.each([
    ['ceo, anyone', ceo, apart, true],
    ['org admin, anyone', orgAdmin, apart, true],
    ['manager above', manager, above, true],
    ['manager elsewhere', manager, apart, false],
    ['contributor, oneself', contributor, self, true],
    ['contributor, someone else', contributor, apart, false],
    ['observer, oneself', observer, self, true],
    ['observer, someone else', observer, apart, false],
  ] as const)('%s → %s', (_, viewer, rel, expected) => {
    expect(canEditProfile(viewer, target('contributor'), rel)).toBe(expected);
  });
});

describe('assignableRoles', () => {
  it('gives the CEO and org admins all four roles, others above the person contributor and manager', () => {
    expect(assignableRoles(ceo, target('manager'), apart)).toEqual(['contributor', 'manager', 'ceo', 'observer']);
    expect(assignableRoles(orgAdmin, target('manager'), apart)).toEqual(['contributor', 'manager', 'ceo', 'observer']);
    expect(assignableRoles(manager, target('contributor'), above)).toEqual(['contributor', 'manager']);
    expect(assignableRoles(goalAdminManager, target('contributor'), apart)).toEqual([]);
  });

  it('locks the CEO’s role and a deactivated person’s', () => {
    expect(assignableRoles(ceo, target('ceo'), self)).toEqual([]);
    expect(assignableRoles(ceo, target('manager', { DeactivatedAt: AT }), apart)).toEqual([]);
  });
});

describe('assignableFlags', () => {
  it.each([
    // The strategy delegate (IsDelegate) is given and taken by the CEO and org admins only.
    ['ceo', ceo, 'manager', ['IsOrgAdmin', 'IsGoalAdmin', 'IsHrAdmin', 'IsGoalManager', 'IsDelegate']],
    ['org admin', orgAdmin, 'contributor', ['IsOrgAdmin', 'IsGoalAdmin', 'IsHrAdmin', 'IsGoalManager', 'IsDelegate']],
    ['goal admin', goalAdminManager, 'contributor', ['IsGoalAdmin', 'IsGoalManager']],
    ['hr admin', hrAdminManager, 'contributor', ['IsHrAdmin']],
    [
      'goal and hr admin',
      person('manager', { IsGoalAdmin: true, IsHrAdmin: true }),
      'manager',
      ['IsGoalAdmin', 'IsGoalManager', 'IsHrAdmin'],
    ],
    ['plain manager', manager, 'contributor', []],
    ['ceo, for an observer', ceo, 'observer', []],
  ] as const)('%s → %j', (_, viewer, role, flags) => {
    expect(assignableFlags(viewer, role)).toEqual(flags);
  });
});

describe('canManageUser', () => {
  it('shows for the CEO and org admins on themselves, never for others on themselves', () => {
    expect(canManageUser(ceo, { ...target('ceo'), Id: ceo.Id }, self)).toBe(true);
    expect(canManageUser(orgAdmin, target('contributor', { IsOrgAdmin: true }), self)).toBe(true);
    expect(canManageUser(goalAdminManager, target('manager', { IsGoalAdmin: true }), self)).toBe(false);
  });

  it('shows for a manager above the person, not for one elsewhere, not on deactivated profiles', () => {
    expect(canManageUser(manager, target('contributor'), above)).toBe(true);
    expect(canManageUser(manager, target('contributor'), apart)).toBe(false);
    expect(canManageUser(ceo, target('contributor', { DeactivatedAt: AT }), apart)).toBe(false);
  });
});

describe('status actions', () => {
  const invited = target('contributor', { InvitationAcceptedAt: null });
  const gone = target('contributor', { DeactivatedAt: AT });
  it.each([
    ['ceo deactivates', () => canDeactivate(ceo, target('manager'), apart), true],
    ['nobody deactivates the CEO', () => canDeactivate(orgAdmin, target('ceo'), apart), false],
    ['nobody deactivates themselves', () => canDeactivate(orgAdmin, target('manager'), self), false],
    ['a manager above deactivates', () => canDeactivate(manager, target('contributor'), above), true],
    ['a manager elsewhere does not', () => canDeactivate(manager, target('contributor'), apart), false],
    ['a goal admin elsewhere does not', () => canDeactivate(goalAdminManager, target('contributor'), apart), false],
    ['activate only the deactivated', () => canActivate(ceo, target('contributor'), apart), false],
    ['activate a deactivated report', () => canActivate(manager, gone, above), true],
    ['reinvite before acceptance', () => canReinvite(manager, invited, above), true],
    ['no reinvite after acceptance', () => canReinvite(ceo, target('contributor'), apart), false],
    ['no reinvite while deactivated', () => canReinvite(ceo, { ...invited, DeactivatedAt: AT }, apart), false],
  ] as const)('%s', (_, rule, expected) => {
    expect(rule()).toBe(expected);
  });
});

describe('canChangeManager', () => {
  it('is for the CEO, org admins and managers above; never for the CEO or observers', () => {
    expect(canChangeManager(orgAdmin, target('contributor'), apart)).toBe(true);
    expect(canChangeManager(manager, target('contributor'), above)).toBe(true);
    expect(canChangeManager(manager, target('contributor'), apart)).toBe(false);
    expect(canChangeManager(ceo, target('ceo'), self)).toBe(false);
    expect(canChangeManager(ceo, target('observer'), apart)).toBe(false);
  });
});

describe('adding employees and company', () => {
  it.each([
    [ceo, true, true, 'all', true],
    [orgAdmin, true, true, 'all', false],
    [manager, true, false, 'subtree', false],
    [contributor, false, false, 'subtree', false],
    [observer, false, false, 'subtree', false],
  ] as const)('%j', (viewer, add, observers, scope, company) => {
    expect(canAddEmployee(viewer)).toBe(add);
    expect(canSeeObservers(viewer)).toBe(observers);
    expect(managerScope(viewer)).toBe(scope);
    expect(canEditCompany(viewer)).toBe(company);
  });
});

describe('profileTabs', () => {
  const tenant = { employeeNotesEnabled: true, hasTalentLabels: true };
  it('shows Direct Reports for managers and the CEO, Settings on one’s own, Notes never on one’s own', () => {
    expect(profileTabs(contributor, { ...target('contributor'), Id: contributor.Id }, self, tenant)).toEqual({
      Goals: true,
      DirectReports: false,
      UserManual: true,
      Settings: true,
      Appraisals: false,
      Notes: false,
    });
    expect(profileTabs(manager, target('manager'), above, tenant)).toMatchObject({
      DirectReports: true,
      Settings: false,
      Notes: true,
      Appraisals: true,
    });
  });

  it('shows Appraisals below the viewer or to HR admins, never for the CEO; Notes only when the tenant has them', () => {
    expect(profileTabs(hrAdminManager, target('contributor'), apart, tenant).Appraisals).toBe(true);
    expect(profileTabs(manager, target('contributor'), apart, tenant).Appraisals).toBe(false);
    expect(profileTabs(hrAdminManager, target('ceo'), apart, tenant).Appraisals).toBe(false);
    expect(profileTabs(manager, target('contributor'), above, { ...tenant, hasTalentLabels: false }).Appraisals).toBe(false);
    expect(profileTabs(manager, target('contributor'), above, { ...tenant, employeeNotesEnabled: false }).Notes).toBe(false);
  });
});

describe('roleChangeRefusal', () => {
  const NO_OBSERVER = 'The observer role cannot be given to a user with direct reports or a manager.';
  const NO_CONTRIBUTOR = 'The contributor role cannot be given to a user with direct reports or a manager.';
  it.each([
    ['manager with reports → contributor', 'manager', 'contributor', { activeReports: 2, hasManager: true }, NO_CONTRIBUTOR],
    ['manager with reports → observer', 'manager', 'observer', { activeReports: 1, hasManager: false }, NO_OBSERVER],
    [
      'manager with reports → observer, manager removed',
      'manager',
      'observer',
      { activeReports: 1, hasManager: true, removeManager: true },
      NO_OBSERVER,
    ],
    ['manager without reports → contributor, keeping the manager', 'manager', 'contributor', { activeReports: 0, hasManager: true }, null],
    ['contributor with a manager → observer', 'contributor', 'observer', { activeReports: 0, hasManager: true }, NO_OBSERVER],
    [
      'contributor → observer, manager removed',
      'contributor',
      'observer',
      { activeReports: 0, hasManager: true, removeManager: true },
      null,
    ],
    ['contributor without a manager → observer', 'contributor', 'observer', { activeReports: 0, hasManager: false }, null],
    ['observer stays observer', 'observer', 'observer', { activeReports: 0, hasManager: true }, null],
    [
      'ceo → manager',
      'ceo',
      'manager',
      { activeReports: 0, hasManager: false },
      'The CEO’s role cannot be changed until someone else is made CEO.',
    ],
    ['manager → ceo', 'manager', 'ceo', { activeReports: 3, hasManager: true }, null],
  ] as const)('%s', (_, from, to, facts, refusal) => {
    expect(roleChangeRefusal({ RoleName: from }, to, facts)).toBe(refusal);
  });
});
