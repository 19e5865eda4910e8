import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../testing/catalogue-texts';
import type { DirectReport, ProfileDetail } from '../../../../contract/profile';
import {
  activeTab,
  defaultQuarter,
  departmentOf,
  managerActionLabel,
  noManagerText,
  orgChartHref,
  permissionLabels,
  personGoalsHref,
  profileIdOf,
  reinviteBanner,
  reportActions,
  visibleTabs,
} from './profile-rules';

// The rules answer in the words the screens show, English here.
beforeAll(inEnglish);

const tabs = (t: Partial<ProfileDetail['Tabs']>): ProfileDetail['Tabs'] => ({
  Goals: false,
  DirectReports: false,
  UserManual: false,
  Settings: false,
  Appraisals: false,
  Notes: false,
  ...t,
});

describe('visibleTabs', () => {
  it.each([
    ['own manager profile', { Goals: true, DirectReports: true, Settings: true }, ['goals', 'reports', 'settings']],
    ['someone else’s contributor profile', { Goals: true }, ['goals']],
    ['an observer looking at themselves', { Settings: true }, ['settings']],
    ['the CEO seen by others', { Goals: true, DirectReports: true }, ['goals', 'reports']],
    ['a report seen by their manager', { Goals: true, Appraisals: true }, ['goals', 'appraisals']],
    ['a report seen by their manager, notes on', { Goals: true, Appraisals: true, Notes: true }, ['goals', 'appraisals', 'notes']],
    ['a manager’s report with reports, notes on', { Goals: true, DirectReports: true, Notes: true }, ['goals', 'reports', 'notes']],
  ])('%s', (_, allowed, expected) => {
    expect(visibleTabs(tabs(allowed))).toEqual(expected);
  });

  it.each([
    ['one’s own profile', { Goals: true, UserManual: true, Settings: true }, ['goals', 'manual', 'settings']],
    [
      'a manager’s, between Direct Reports and Settings',
      { Goals: true, DirectReports: true, UserManual: true, Settings: true },
      ['goals', 'reports', 'manual', 'settings'],
    ],
    [
      'a report’s, before Appraisals and Notes',
      { Goals: true, UserManual: true, Appraisals: true, Notes: true },
      ['goals', 'manual', 'appraisals', 'notes'],
    ],
  ])('offers the User Manual tab where the server allows it: %s', (_, allowed, expected) => {
    expect(visibleTabs(tabs(allowed))).toEqual(expected);
  });

  it('opens the User Manual tab from the address (?tab=manual) only while it is shown', () => {
    expect(activeTab('manual', visibleTabs(tabs({ Goals: true, UserManual: true })))).toBe('manual');
    expect(activeTab('manual', visibleTabs(tabs({ Goals: true })))).toBe('goals');
  });

  it('opens the Notes tab from the address (?tab=notes) only while it is shown', () => {
    expect(activeTab('notes', visibleTabs(tabs({ Goals: true, Notes: true })))).toBe('notes');
    expect(activeTab('notes', visibleTabs(tabs({ Goals: true })))).toBe('goals');
  });
});

describe('activeTab', () => {
  it('keeps the tab of the address while it is shown, else the first', () => {
    expect(activeTab('reports', ['goals', 'reports'])).toBe('reports');
    expect(activeTab('settings', ['goals', 'reports'])).toBe('goals');
    expect(activeTab(null, ['settings'])).toBe('settings');
    expect(activeTab('goals', [])).toBeUndefined();
  });
});

describe('profileIdOf', () => {
  it('is the viewer without an id, the id when it is one, null for nonsense', () => {
    expect(profileIdOf(undefined, 7)).toBe(7);
    expect(profileIdOf('', 7)).toBe(7);
    expect(profileIdOf('42', 7)).toBe(42);
    expect(profileIdOf('0', 7)).toBeNull();
    expect(profileIdOf('-3', 7)).toBeNull();
    expect(profileIdOf('abc', 7)).toBeNull();
    expect(profileIdOf('12abc', 7)).toBeNull();
    expect(profileIdOf('1234567890123456', 7)).toBeNull();
  });
});

describe('the card', () => {
  it('shows Corporate for an empty department', () => {
    expect(departmentOf(null)).toBe('Corporate');
    expect(departmentOf('  ')).toBe('Corporate');
    expect(departmentOf('Sales')).toBe('Sales');
  });

  it('opens the org chart at the manager, or at the person at the top', () => {
    const manager = {
      Id: 3,
      Name: 'Mia',
      JobTitle: null,
      OrgUnit: null,
      Avatar: null,
      RoleName: 'manager' as const,
      Status: 'Active' as const,
    };
    expect(orgChartHref({ Id: 9, Manager: manager, RoleName: 'contributor' })).toBe('/v3/organization/3');
    expect(orgChartHref({ Id: 1, Manager: null, RoleName: 'ceo' })).toBe('/v3/organization/1');
    // Observers are not on the chart.
    expect(orgChartHref({ Id: 34, Manager: null, RoleName: 'observer' })).toBe('/v3/organization');
  });

  it('says why someone has no manager', () => {
    expect(noManagerText('ceo')).toBe('Leads the company; reports to nobody.');
    expect(noManagerText('observer')).toBe('Observers stand outside the org chart.');
    expect(noManagerText('manager')).toBe('Reports to nobody.');
  });

  it('lists the admin permissions held, in a fixed order', () => {
    expect(permissionLabels({ IsOrgAdmin: false, IsGoalAdmin: true, IsGoalManager: false, IsHrAdmin: true, IsDelegate: false })).toEqual([
      'Goal Admin',
      'HR Admin',
    ]);
    expect(permissionLabels({ IsOrgAdmin: true, IsGoalAdmin: false, IsGoalManager: true, IsHrAdmin: false, IsDelegate: true })).toEqual([
      'Org Admin',
      'Goal Manager',
      'Strategy Delegate',
    ]);
  });

  it('says Assign Manager to someone without one', () => {
    expect(managerActionLabel(true)).toBe('Change Manager');
    expect(managerActionLabel(false)).toBe('Assign Manager');
  });

  it('words the reinvite banner as the spec does', () => {
    expect(reinviteBanner('felix.wagner@northwind.example')).toBe('An invitation has been re-sent to felix.wagner@northwind.example.');
  });
});

describe('reportActions', () => {
  const allowed = (p: Partial<DirectReport['Permissions']>): DirectReport['Permissions'] => ({
    CanManageUser: false,
    CanDeactivate: false,
    CanActivate: false,
    CanReinvite: false,
    CanChangeManager: false,
    ...p,
  });

  it.each([
    [
      'an invited report, seen by their manager',
      { CanReinvite: true, CanChangeManager: true, CanDeactivate: true },
      ['reinvite', 'changeManager', 'deactivate'],
    ],
    ['an active report', { CanChangeManager: true, CanDeactivate: true, CanManageUser: true }, ['changeManager', 'deactivate']],
    ['a deactivated report', { CanActivate: true }, ['activate']],
    ['someone the viewer may not touch', {}, []],
  ])('%s', (_, permissions, expected) => {
    expect(reportActions(allowed(permissions))).toEqual(expected);
  });
});

describe('the Goals tab', () => {
  const periods = [
    { Id: 21, Index: 3 },
    { Id: 19, Index: 1 },
    { Id: 20, Index: 2 },
  ];

  it('opens on the current quarter, or before the first one on the earliest', () => {
    expect(defaultQuarter(periods, 20)).toBe(20);
    expect(defaultQuarter(periods, null)).toBe(19);
    expect(defaultQuarter(periods, 99)).toBe(19);
    expect(defaultQuarter([], null)).toBeUndefined();
  });

  it('links to the goals screen filtered to the person, leaving the current quarter out of the address', () => {
    expect(personGoalsHref(8, 20, 20)).toBe('/v3/goals?user=8');
    expect(personGoalsHref(8, 19, 20)).toBe('/v3/goals?quarter=19&user=8');
    expect(personGoalsHref(8, 19, 20, 555)).toBe('/v3/goals/555?quarter=19&user=8');
  });
});
