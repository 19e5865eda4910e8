import { describe, expect, it } from 'vitest';
import { GOAL_STATES } from './states';
import { type GoalFacts, type GoalPermission, type GoalViewer, type Relation, editNeedsApproval, goalPermissions } from './permissions';
import { ROLE_NAMES } from '../roles';

const viewer = (v: Partial<GoalViewer> = {}): GoalViewer => ({ roleName: 'contributor', isGoalAdmin: false, isGoalManager: false, ...v });
const goal = (g: Partial<GoalFacts> = {}): GoalFacts => ({
  state: 'draft',
  relation: 'self',
  ownerHasManager: true,
  inViewerCascade: false,
  periodStarted: true,
  openEdit: null,
  hasManagerResult: false,
  ...g,
});
const granted = (v: GoalViewer, g: GoalFacts) =>
  Object.entries(goalPermissions(v, g))
    .filter(([, on]) => on)
    .map(([p]) => p as GoalPermission)
    .sort();

const RELATIONS: Relation[] = ['self', 'manager', 'ancestor', 'other'];
const everyCombination = ROLE_NAMES.flatMap((roleName) =>
  [false, true].flatMap((isGoalAdmin) =>
    [false, true].flatMap((isGoalManager) =>
      RELATIONS.flatMap((relation) =>
        GOAL_STATES.flatMap((state) =>
          [false, true].flatMap((ownerHasManager) =>
            [null, 'draft', 'review'].map((openEdit) => ({
              v: viewer({ roleName, isGoalAdmin, isGoalManager }),
              g: goal({ state, relation, ownerHasManager, openEdit: openEdit as GoalFacts['openEdit'] }),
            })),
          ),
        ),
      ),
    ),
  ),
);

describe('permission invariants over role × flags × relation × state', () => {
  it(`hold for all ${everyCombination.length} combinations`, () => {
    for (const { v, g } of everyCombination) {
      const p = goalPermissions(v, g);
      const where = JSON.stringify({ ...v, ...g });
      if (v.roleName === 'observer') expect(granted(v, g), where).toEqual([]);
      if (v.roleName === 'ceo') expect(p.SubmitForApproval, where).toBe(false);
      expect(p.Publish && p.SubmitForApproval, where).toBe(false);
      if (g.relation !== 'self') {
        for (const own of [
          'Update',
          'Finalize',
          'SubmitForApproval',
          'SubmitForApproval2',
          'RetractApprovalRequest',
          'DiscardDraftChanges',
          'EditResults',
          'RequestToShelve',
        ] as const) {
          expect(p[own], `${own} ${where}`).toBe(false);
        }
      }
      if (g.relation === 'self') {
        for (const review of ['ReviewPublicationRequest', 'ReviewPublicationRequest2', 'ReviewFinalize', 'ApproveShelve'] as const) {
          expect(p[review], `${review} ${where}`).toBe(false);
        }
      }
      if (g.state === 'finalized') expect(p.Edit || p.Delete || p.ChangeGoalOwnership || p.ChangeParentGoal, where).toBe(false);
      if (g.relation === 'other' && !v.isGoalAdmin && v.roleName !== 'ceo' && !(v.isGoalManager && g.inViewerCascade)) {
        expect(granted(v, g), where).toEqual([]);
      }
    }
  });
});

describe('owner actions', () => {
  it('a contributor with a manager requests approval of a draft rather than publishing it', () => {
    expect(granted(viewer(), goal())).toEqual(['ChangeParentGoal', 'Delete', 'Edit', 'SubmitForApproval']);
  });

  it('the CEO publishes their own draft and cannot request approval', () => {
    const p = goalPermissions(viewer({ roleName: 'ceo' }), goal({ ownerHasManager: false }));
    expect(p).toMatchObject({ Publish: true, SubmitForApproval: false, Shelve: true, Delete: true });
  });

  it('a goal admin requests approval for their own goal when they have a manager', () => {
    const p = goalPermissions(viewer({ roleName: 'manager', isGoalAdmin: true }), goal());
    expect(p).toMatchObject({ Publish: false, SubmitForApproval: true });
  });

  it('an owner of an approved goal updates, finalizes, requests shelving and proposes edits', () => {
    expect(granted(viewer(), goal({ state: 'approved' }))).toEqual(['ChangeParentGoal', 'Edit', 'Finalize', 'RequestToShelve', 'Update']);
  });

  it('no weekly update or finalization before the goal’s quarter starts', () => {
    const p = goalPermissions(viewer(), goal({ state: 'approved', periodStarted: false }));
    expect(p).toMatchObject({ Update: false, Finalize: false });
  });

  it('with a draft edit the owner submits it or discards it; with one in review the owner retracts it', () => {
    expect(goalPermissions(viewer(), goal({ state: 'approved', openEdit: 'draft' }))).toMatchObject({
      SubmitForApproval2: true,
      DiscardDraftChanges: true,
      Edit: true,
    });
    expect(goalPermissions(viewer(), goal({ state: 'approved', openEdit: 'review' }))).toMatchObject({
      RetractApprovalRequest: true,
      Edit: false,
      SubmitForApproval2: false,
    });
  });

  it('results: the owner edits or retracts until the manager has answered', () => {
    expect(goalPermissions(viewer(), goal({ state: 'results_in_review' }))).toMatchObject({
      EditResults: true,
      RetractFinalizeResult: true,
    });
    expect(goalPermissions(viewer(), goal({ state: 'results_in_review', hasManagerResult: true }))).toMatchObject({
      EditResults: true,
      RetractFinalizeResult: false,
    });
  });
});

describe('reviewer actions', () => {
  const manager = viewer({ roleName: 'manager' });
  it('the direct manager reviews requests, edits, shelving and results', () => {
    expect(goalPermissions(manager, goal({ relation: 'manager', state: 'review' })).ReviewPublicationRequest).toBe(true);
    expect(goalPermissions(manager, goal({ relation: 'manager', state: 'approved', openEdit: 'review' })).ReviewPublicationRequest2).toBe(
      true,
    );
    expect(goalPermissions(manager, goal({ relation: 'manager', state: 'shelving_in_review' })).ApproveShelve).toBe(true);
    expect(goalPermissions(manager, goal({ relation: 'manager', state: 'results_in_review' })).ReviewFinalize).toBe(true);
    expect(goalPermissions(manager, goal({ relation: 'manager', state: 'finalized' })).EditFinalizeResults).toBe(true);
  });

  it('a skip-level manager does not review but may shelve, reassign and realign', () => {
    const p = goalPermissions(manager, goal({ relation: 'ancestor', state: 'review' }));
    expect(p).toMatchObject({
      ReviewPublicationRequest: false,
      Shelve: true,
      ChangeGoalOwnership: true,
      ChangeParentGoal: true,
      Publish: false,
    });
  });

  it('a goal admin approves for managers and publishes for others', () => {
    const p = goalPermissions(viewer({ isGoalAdmin: true }), goal({ relation: 'other', state: 'review' }));
    expect(p).toMatchObject({ ReviewPublicationRequest: true, Publish: true, Shelve: true, ChangeGoalOwnership: true });
  });

  it('a goal manager acts only on goals cascaded from their own', () => {
    const gm = viewer({ roleName: 'manager', isGoalManager: true });
    expect(goalPermissions(gm, goal({ relation: 'other', inViewerCascade: true })).Publish).toBe(true);
    expect(goalPermissions(gm, goal({ relation: 'other', inViewerCascade: false })).Publish).toBe(false);
  });
});

describe('whose change of a goal is a proposal the manager approves', () => {
  it.each<[string, Parameters<typeof editNeedsApproval>[0], boolean]>([
    ['the owner of an approved goal with a manager', { state: 'approved', byOwner: true, ownerHasManager: true }, true],
    ['the owner without a manager (the CEO) decides alone', { state: 'approved', byOwner: true, ownerHasManager: false }, false],
    ['someone who decides for the owner', { state: 'approved', byOwner: false, ownerHasManager: true }, false],
    ['the owner of a draft', { state: 'draft', byOwner: true, ownerHasManager: true }, false],
    ['the owner of a goal in review', { state: 'review', byOwner: true, ownerHasManager: true }, false],
  ])('%s: %s', (_, g, proposes) => {
    expect(editNeedsApproval(g)).toBe(proposes);
  });
});
