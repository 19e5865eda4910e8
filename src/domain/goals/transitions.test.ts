import { describe, expect, it } from 'vitest';
import { GOAL_STATES, type GoalState } from './states';
import {
  GOAL_ACTIONS,
  type GoalAction,
  goalEditTransitionLabel,
  goalTransitionLabel,
  historyLabel,
  nextEditState,
  nextState,
} from './transitions';

// The whole table: for every action, the states it may start from and where it leads.
const LEGAL: Record<GoalAction, Partial<Record<GoalState, GoalState>>> = {
  submit: { draft: 'review', review: 'review' },
  publish: { draft: 'approved', review: 'approved' },
  approve: { review: 'approved' },
  request_changes: { review: 'draft' },
  retract: { review: 'draft' },
  shelve: { draft: 'shelved', review: 'shelved', approved: 'shelved', shelving_in_review: 'shelved' },
  request_shelve: { approved: 'shelving_in_review' },
  approve_shelve: { shelving_in_review: 'shelved' },
  deny_shelve: { shelving_in_review: 'approved' },
  cancel_shelve: { shelving_in_review: 'approved' },
  reactivate: { shelved: 'approved' },
  finalize: { approved: 'results_in_review' },
  retract_results: { results_in_review: 'approved' },
  agree_results: { results_in_review: 'finalized' },
  reopen_results: { finalized: 'results_in_review' },
};

describe('goal state machine', () => {
  const cases = GOAL_ACTIONS.flatMap((action) => GOAL_STATES.map((from) => [action, from, LEGAL[action][from] ?? null] as const));
  it.each(cases)('%s from %s → %s', (action, from, to) => {
    expect(nextState(from, action)).toBe(to);
  });

  it('leaves finalized only when a changed review disagrees again', () => {
    expect(GOAL_ACTIONS.filter((a) => nextState('finalized', a) !== null)).toEqual(['reopen_results']);
  });
});

describe('history labels', () => {
  it.each([
    [null, 'draft', true, 'Created as draft'],
    ['draft', 'approved', true, 'Published'],
    ['draft', 'review', true, 'Submitted for approval'],
    ['review', 'review', true, 'Submitted for approval'],
    ['review', 'approved', false, 'Approved'],
    ['review', 'draft', true, 'Canceled request for approval'],
    ['review', 'draft', false, 'Changes requested'],
    ['draft', 'shelved', false, 'Shelved'],
    ['approved', 'shelved', true, 'Shelved'],
    ['shelved', 'approved', false, 'Unshelved'],
    ['approved', 'shelving_in_review', true, 'Submitted shelving request'],
    ['shelving_in_review', 'shelved', false, 'Shelving approved'],
    ['shelving_in_review', 'approved', true, 'Canceled shelving request'],
    ['shelving_in_review', 'approved', false, 'Shelving denied'],
    ['approved', 'results_in_review', true, 'Submitted results'],
    ['results_in_review', 'finalized', false, 'Results finalized'],
    ['results_in_review', 'approved', true, 'Retracted results'],
    ['finalized', 'results_in_review', false, 'Results reopened'],
  ] as const)('%s → %s (by owner: %s) reads %s', (from, to, byOwner, label) => {
    expect(goalTransitionLabel(from, to, byOwner)).toBe(label);
  });

  it.each([
    ['draft', 'review', true, 'Submitted edits for approval'],
    ['review', 'draft', true, 'Canceled goal edits'],
    ['review', 'draft', false, 'Changes requested to goal edit'],
    ['draft', 'canceled', true, 'Canceled draft edits'],
    ['review', 'approved', false, 'Edits approved'],
  ] as const)('edit %s → %s (by owner: %s) reads %s', (from, to, byOwner, label) => {
    expect(goalEditTransitionLabel(from, to, byOwner)).toBe(label);
  });
});

describe('the label of any History entry', () => {
  const entry = (actionType: number | null, transitionableType: string, fromState: string | null, toState: string | null) => ({
    actionType,
    transitionableType,
    fromState,
    toState,
  });
  it.each([
    ['an owner change', entry(0, 'Goal', null, null), false, 'Owner changed'],
    ['a parent change', entry(1, 'Goal', null, null), false, 'Parent goal changed'],
    ['a deletion', entry(null, 'Goal', 'approved', 'deleted'), true, 'Deleted'],
    ['a goal published', entry(null, 'Goal', 'draft', 'approved'), true, 'Published'],
    ['an approval request withdrawn by its owner', entry(null, 'Goal', 'review', 'draft'), true, 'Canceled request for approval'],
    ['the same by the manager', entry(null, 'Goal', 'review', 'draft'), false, 'Changes requested'],
    ['an edit sent back', entry(null, 'GoalEdit', 'review', 'draft'), false, 'Changes requested to goal edit'],
  ] as const)('%s reads %j', (_case, e, byOwner, expected) => {
    expect(historyLabel(e, byOwner)).toBe(expected);
  });

  it('is said by the `say` given, by key', () => {
    expect(historyLabel(entry(0, 'Goal', null, null), false, (key) => `[${key}]`)).toBe('[ownerChanged]');
  });
});

describe('goal edit states', () => {
  it.each([
    ['draft', 'submit', 'review'],
    ['review', 'retract', 'draft'],
    ['review', 'request_changes', 'draft'],
    ['draft', 'discard', 'canceled'],
    ['review', 'approve', 'approved'],
    ['draft', 'approve', null],
    ['canceled', 'submit', null],
    ['approved', 'discard', null],
    ['review', 'discard', null],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextEditState(from, action)).toBe(to);
  });
});
