import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../testing/catalogue-texts';
import {
  canSave,
  flagRows,
  hasManageChanges,
  initialManageValues,
  manageUserProblems,
  offersRemoveManager,
  roleChangeNote,
  roleChoices,
  rolesPayload,
  type ManageUserValues,
} from './manage-user-rules';
import { aProfile } from './test-profile';

// The rules answer in the words the screens show, English here.
beforeAll(inEnglish);

const values = (over: Partial<ManageUserValues> & { flags?: Partial<ManageUserValues['Flags']> } = {}): ManageUserValues => ({
  RoleName: over.RoleName ?? 'contributor',
  Flags: { IsOrgAdmin: false, IsGoalAdmin: false, IsGoalManager: false, IsHrAdmin: false, IsDelegate: false, ...over.flags },
  Confirm: over.Confirm ?? '',
  RemoveManager: over.RemoveManager ?? false,
});

describe('roleChoices (spec 001 §6)', () => {
  it('offers the roles the server allows the viewer, by their labels', () => {
    expect(roleChoices(aProfile()).options.map((o) => o.label)).toEqual(['Individual Contributor', 'Manager', 'CEO', 'Observer']);
    const manager = aProfile({ Permissions: { ...aProfile().Permissions, AssignableRoles: ['contributor', 'manager'] } });
    expect(roleChoices(manager)).toEqual({
      options: [
        { value: 'contributor', label: 'Individual Contributor' },
        { value: 'manager', label: 'Manager' },
      ],
      locked: null,
    });
  });

  it('locks the CEO’s role until someone else is made CEO', () => {
    const ceo = aProfile({ RoleName: 'ceo', Permissions: { ...aProfile().Permissions, AssignableRoles: [] } });
    expect(roleChoices(ceo)).toEqual({
      options: [{ value: 'ceo', label: 'CEO' }],
      locked: 'The CEO’s role cannot be changed until someone else is made CEO.',
    });
  });
});

describe('flagRows', () => {
  it('gives observers no admin permissions section', () => {
    expect(flagRows(aProfile(), 'observer')).toEqual([]);
  });

  it('shows every flag, enabled where the viewer may give it (a Goal Admin: the goal flags)', () => {
    const byGoalAdmin = aProfile({ Permissions: { ...aProfile().Permissions, AssignableFlags: ['IsGoalAdmin', 'IsGoalManager'] } });
    expect(flagRows(byGoalAdmin, 'contributor').map((r) => [r.label, r.enabled])).toEqual([
      ['Org Admin', false],
      ['Goal Admin', true],
      ['HR Admin', false],
      ['Goal Manager', true],
      ['Strategy Delegate', false],
    ]);
  });

  it('offers the strategy delegate where the CEO or an org admin may give it', () => {
    const byCeo = aProfile({ Permissions: { ...aProfile().Permissions, AssignableFlags: ['IsOrgAdmin', 'IsDelegate'] } });
    expect(flagRows(byCeo, 'manager').find((r) => r.flag === 'IsDelegate')).toEqual({
      flag: 'IsDelegate',
      label: 'Strategy Delegate',
      hint: 'Sees the Strategy page in the menu, edits and publishes the company strategy.',
      enabled: true,
    });
  });
});

describe('manageUserProblems (spec 001 §5 Roles)', () => {
  it('refuses Goal Admin with Goal Manager', () => {
    const problems = manageUserProblems(aProfile(), values({ flags: { IsGoalAdmin: true, IsGoalManager: true } }));
    expect(problems.flags).toBe('You only can be either a Goal Admin or Goal Manager.');
    expect(canSave(problems)).toBe(false);
    expect(canSave(manageUserProblems(aProfile(), values({ flags: { IsGoalAdmin: true } })))).toBe(true);
  });

  it('refuses the observer and contributor roles to someone with direct reports', () => {
    const manager = aProfile({ RoleName: 'manager', DirectReportCount: 3 });
    expect(manageUserProblems(manager, values({ RoleName: 'observer' })).role).toBe(
      'The observer role cannot be given to a user with direct reports or a manager.',
    );
    expect(manageUserProblems(manager, values({ RoleName: 'contributor' })).role).toBe(
      'The contributor role cannot be given to a user with direct reports or a manager.',
    );
    expect(
      manageUserProblems(aProfile({ RoleName: 'manager', DirectReportCount: 0 }), values({ RoleName: 'contributor' })).role,
    ).toBeNull();
  });

  it('makes someone with a manager an observer only when the admin also removes that manager', () => {
    const daniel = {
      Id: 7,
      Name: 'Daniel Cho',
      JobTitle: null,
      OrgUnit: null,
      Avatar: null,
      RoleName: 'manager',
      Status: 'Active',
    } as const;
    const managed = aProfile({ RoleName: 'contributor', Manager: daniel });
    const refused = manageUserProblems(managed, values({ RoleName: 'observer' }));
    expect(refused.role).toBe('The observer role cannot be given to a user with direct reports or a manager.');
    expect(canSave(refused)).toBe(false);
    expect(offersRemoveManager(managed, 'observer')).toBe(true);
    expect(canSave(manageUserProblems(managed, values({ RoleName: 'observer', RemoveManager: true })))).toBe(true);
    expect(rolesPayload(managed, values({ RoleName: 'observer', RemoveManager: true }))).toMatchObject({ RemoveManager: true });
    expect(rolesPayload(managed, values({ RoleName: 'manager', RemoveManager: true }))).not.toHaveProperty('RemoveManager');
    // Direct reports block the role whatever the choice; a contributor keeps their manager.
    const withReports = aProfile({ RoleName: 'manager', DirectReportCount: 2, Manager: daniel });
    expect(offersRemoveManager(withReports, 'observer')).toBe(false);
    expect(manageUserProblems(withReports, values({ RoleName: 'observer', RemoveManager: true })).role).not.toBeNull();
    expect(manageUserProblems(aProfile({ RoleName: 'manager', Manager: daniel }), values()).role).toBeNull();
  });

  it('needs CONFIRM typed to make someone CEO', () => {
    expect(manageUserProblems(aProfile(), values({ RoleName: 'ceo' })).confirm).toBe(true);
    expect(manageUserProblems(aProfile(), values({ RoleName: 'ceo', Confirm: 'confirm' })).confirm).toBe(true);
    expect(manageUserProblems(aProfile(), values({ RoleName: 'ceo', Confirm: ' CONFIRM ' })).confirm).toBe(false);
    // The CEO keeps being CEO without typing anything.
    expect(manageUserProblems(aProfile({ RoleName: 'ceo' }), values({ RoleName: 'ceo' })).confirm).toBe(false);
  });
});

describe('the payload and the notes', () => {
  it('sends the role, the flags and CONFIRM only when making someone CEO', () => {
    expect(rolesPayload(aProfile(), values({ RoleName: 'manager', flags: { IsHrAdmin: true } }))).toEqual({
      RoleName: 'manager',
      IsOrgAdmin: false,
      IsGoalAdmin: false,
      IsGoalManager: false,
      IsHrAdmin: true,
      IsDelegate: false,
    });
    expect(rolesPayload(aProfile(), values({ RoleName: 'ceo', Confirm: 'CONFIRM ' }))).toMatchObject({
      RoleName: 'ceo',
      Confirm: 'CONFIRM',
    });
  });

  it('clears an observer’s flags', () => {
    const admin = aProfile({ IsHrAdmin: true });
    expect(rolesPayload(admin, { ...initialManageValues(admin), RoleName: 'observer' })).toMatchObject({ IsHrAdmin: false });
    const delegate = aProfile({ IsDelegate: true });
    expect(rolesPayload(delegate, { ...initialManageValues(delegate), RoleName: 'observer' })).toMatchObject({ IsDelegate: false });
  });

  it('sees a change only in the role, a flag or the typed word', () => {
    const initial = initialManageValues(aProfile({ IsGoalAdmin: true }));
    expect(initial.Flags.IsGoalAdmin).toBe(true);
    expect(hasManageChanges(initial, initial)).toBe(false);
    expect(hasManageChanges(initial, { ...initial, Flags: { ...initial.Flags, IsGoalAdmin: false } })).toBe(true);
    expect(hasManageChanges(initial, { ...initial, RoleName: 'manager' })).toBe(true);
  });

  it('tells what becoming CEO or an observer means (spec 001 §4)', () => {
    expect(roleChangeNote(aProfile(), 'ceo', 'Olivia Hart')).toBe(
      'Noah Patel becomes the CEO and reports to nobody. Olivia Hart becomes a Manager reporting to Noah Patel and keeps their reports; goals keep their owners.',
    );
    expect(roleChangeNote(aProfile(), 'observer', null)).toMatch(/^Observers stand outside the org chart/);
    expect(roleChangeNote(aProfile(), 'manager', null)).toBeNull();
    expect(roleChangeNote(aProfile(), 'contributor', null)).toBeNull();
  });
});
