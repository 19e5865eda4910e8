import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import {
  GOAL_PERMISSIONS,
  goalPermissions,
  type GoalFacts,
  type GoalPermission,
  type GoalPermissions,
  type GoalViewer,
} from '../../../../domain/goals/permissions';
import type { GoalState } from '../../../../domain/goals/states';
import { menuEntries, openEditOf, pendingDecision, type OpenEdit } from './menu-entries';

const t = testTexts('goalDetail');

const none = Object.fromEntries(GOAL_PERMISSIONS.map((p) => [p, false])) as GoalPermissions;
const only = (...flags: GoalPermission[]) => ({
  ...none,
  ...Object.fromEntries(flags.map((f) => [f, true])),
});
const keys = (p: GoalPermissions, state: GoalState = 'approved', openEdit: OpenEdit = null) =>
  menuEntries(p, state, openEdit, t).map((e) => e.key);

const contributor: GoalViewer = { roleName: 'contributor', isGoalAdmin: false, isGoalManager: false };
const manager: GoalViewer = { roleName: 'manager', isGoalAdmin: false, isGoalManager: false };
const observer: GoalViewer = { roleName: 'observer', isGoalAdmin: false, isGoalManager: false };
const facts = (f: Partial<GoalFacts>): GoalFacts => ({
  state: 'approved',
  relation: 'self',
  ownerHasManager: true,
  inViewerCascade: true,
  periodStarted: true,
  openEdit: null,
  hasManagerResult: false,
  ...f,
});

describe('menuEntries', () => {
  it('is empty without permissions, as for an observer', () => {
    expect(keys(none)).toEqual([]);
    expect(keys(goalPermissions(observer, facts({ relation: 'other' })))).toEqual([]);
  });

  it.each(GOAL_PERMISSIONS.filter((f) => f !== 'Update'))('offers an entry for %s alone', (flag) => {
    expect(keys(only(flag))).toHaveLength(1);
  });

  it('leaves the weekly update to the action bar', () => {
    expect(keys(only('Update'))).toEqual([]);
  });

  it.each<[string, GoalViewer, Partial<GoalFacts>, string[]]>([
    ['own draft with a manager', contributor, { state: 'draft' }, ['submit', 'edit', 'changeParent', 'delete']],
    ['own draft in review', contributor, { state: 'review' }, ['submit', 'edit', 'retract', 'changeParent', 'delete']],
    ['own approved goal', contributor, {}, ['finalize', 'edit', 'requestShelve', 'changeParent']],
    [
      'own approved goal with draft edits',
      contributor,
      { openEdit: 'draft' },
      ['submitEdits', 'finalize', 'edit', 'discardEdits', 'requestShelve', 'changeParent'],
    ],
    [
      'own approved goal with edits in review',
      contributor,
      { openEdit: 'review' },
      ['finalize', 'retract', 'requestShelve', 'changeParent'],
    ],
    ['own results in review', contributor, { state: 'results_in_review' }, ['editResults', 'retractResults']],
    ['own shelving request', contributor, { state: 'shelving_in_review' }, ['reactivate', 'changeParent']],
    [
      'report’s draft in review',
      manager,
      { state: 'review', relation: 'manager' },
      ['review', 'edit', 'shelve', 'changeOwner', 'changeParent', 'delete'],
    ],
    [
      'report’s edits in review',
      manager,
      { relation: 'manager', openEdit: 'review' },
      ['review', 'edit', 'shelve', 'changeOwner', 'changeParent', 'delete'],
    ],
    [
      'report’s shelving request',
      manager,
      { state: 'shelving_in_review', relation: 'manager' },
      ['approveShelve', 'changeOwner', 'changeParent', 'delete'],
    ],
    ['report’s results', manager, { state: 'results_in_review', relation: 'manager' }, ['reviewResults', 'changeOwner', 'delete']],
    ['report’s finalized goal', manager, { state: 'finalized', relation: 'manager' }, ['reviewResults']],
    ['report’s shelved goal', manager, { state: 'shelved', relation: 'manager' }, ['reactivate', 'changeOwner', 'changeParent', 'delete']],
  ])('%s', (_name, viewer, f, expected) => {
    const goal = facts(f);
    expect(keys(goalPermissions(viewer, goal), goal.state, goal.openEdit)).toEqual(expected);
  });

  it.each<[GoalPermissions, GoalState, OpenEdit, string]>([
    [only('ReviewPublicationRequest'), 'review', null, 'Review request'],
    [only('ReviewPublicationRequest2'), 'approved', 'review', 'Review edits'],
    [only('Reactivate'), 'shelved', null, 'Reactivate'],
    [only('Reactivate'), 'shelving_in_review', null, 'Cancel shelving request'],
    [only('RetractApprovalRequest'), 'review', null, 'Retract request'],
    [only('RetractApprovalRequest'), 'approved', 'review', 'Retract edits'],
    [only('ReviewFinalize', 'EditFinalizeResults'), 'results_in_review', null, 'Review results'],
    [only('EditFinalizeResults'), 'finalized', null, 'Edit review'],
    [only('SubmitForApproval'), 'draft', null, 'Request Approval'],
  ])('labels %o in %s (edit %s) as %s', (p, state, openEdit, label) => {
    expect(menuEntries(p, state, openEdit, t).map((e) => e.label)).toEqual([label]);
  });

  it('marks only Delete as dangerous and puts it last', () => {
    const all = menuEntries(only(...GOAL_PERMISSIONS), 'approved', null, t);
    expect(all.at(-1)).toEqual({ key: 'delete', label: 'Delete', danger: true });
    expect(all.filter((e) => e.danger)).toHaveLength(1);
  });
});

describe('menuEntries in German', () => {
  it.each<[GoalPermissions, GoalState, OpenEdit, string]>([
    [only('SubmitForApproval'), 'draft', null, 'Freigabe anfordern'],
    [only('ReviewFinalize'), 'results_in_review', null, 'Ergebnisse prüfen'],
    [only('Reactivate'), 'shelving_in_review', null, 'Zurückstellung zurückziehen'],
    [only('ChangeGoalOwnership'), 'approved', null, 'Verantwortliche Person ändern'],
  ])('labels %o in %s (edit %s) as %s', (p, state, openEdit, label) => {
    expect(menuEntries(p, state, openEdit, testTexts('goalDetail', 'de')).map((e) => e.label)).toEqual([label]);
  });
});

describe('openEditOf', () => {
  it('finds a draft or reviewed edit and ignores closed ones', () => {
    expect(openEditOf([{ State: 'canceled' }, { State: 'review' }])).toBe('review');
    expect(openEditOf([{ State: 'approved' }, { State: 'draft' }])).toBe('draft');
    expect(openEditOf([{ State: 'canceled' }])).toBeNull();
  });
});

describe('pendingDecision', () => {
  it.each<[GoalPermissions, GoalState, string | undefined]>([
    [only('ReviewPublicationRequest', 'Edit', 'Delete'), 'review', 'Review request'],
    [only('ApproveShelve', 'ChangeGoalOwnership'), 'shelving_in_review', 'Review shelving request'],
    [only('ReviewFinalize', 'EditFinalizeResults'), 'results_in_review', 'Review results'],
    [only('EditFinalizeResults'), 'finalized', undefined],
    [only('Finalize', 'Edit'), 'approved', undefined],
  ])('%o in %s → %s', (p, state, label) => {
    expect(pendingDecision(menuEntries(p, state, null, t))?.label).toBe(label);
  });
});
