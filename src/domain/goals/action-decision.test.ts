import { describe, expect, it } from 'vitest';
import { GOAL_STATES, type GoalState } from './states';
import { COMMENT_IS_REQUIRED, PLEASE_ENTER_COMMENT } from './comment-rules';
import { decideApproval, decideRetract, decideRetractEdits, decideShelve, type ActionCase, type CaseFacts } from './action-decision';

const facts = (state: GoalState, over: Partial<CaseFacts> = {}): CaseFacts => ({ state, openEdit: null, byOwner: true, ...over });
// A compact reading of a decision: 'goal:approve', 'edit:submit' or 'illegal'.
const kind = (c: ActionCase) => (c.on === 'illegal' ? 'illegal' : `${c.on}:${c.action}`);

describe('decideApproval', () => {
  it.each([
    [facts('draft'), 'review', 'goal:submit', ['SubmitForApproval']],
    [facts('review'), 'review', 'goal:submit', ['SubmitForApproval']],
    [facts('approved', { openEdit: 'draft' }), 'review', 'edit:submit', ['SubmitForApproval2']],
    [facts('draft'), 'approved', 'goal:publish', ['Publish']],
    [facts('draft', { byOwner: false }), 'approved', 'goal:publish', ['Publish']],
    [facts('review'), 'approved', 'goal:publish', ['Publish']],
    [facts('review', { byOwner: false }), 'approved', 'goal:approve', ['ReviewPublicationRequest', 'Publish']],
    [facts('approved', { openEdit: 'review', byOwner: false }), 'approved', 'edit:approve', ['ReviewPublicationRequest2']],
    [facts('review', { byOwner: false }), 'draft', 'goal:request_changes', ['ReviewPublicationRequest']],
    [facts('approved', { openEdit: 'review', byOwner: false }), 'draft', 'edit:request_changes', ['ReviewPublicationRequest2']],
    [facts('shelving_in_review', { byOwner: false }), 'shelved', 'goal:approve_shelve', ['ApproveShelve']],
    [facts('shelving_in_review', { byOwner: false }), 'approved', 'goal:deny_shelve', ['ApproveShelve']],
  ] as const)('%o with %s is %s, allowed by %o', (f, status, expected, flags) => {
    const c = decideApproval(f, status);
    expect(kind(c)).toBe(expected);
    expect(c.on !== 'illegal' && c.flags).toEqual(flags);
  });

  it('asks a comment exactly of the "No" answers', () => {
    const reviewer = { byOwner: false };
    expect(decideApproval(facts('review', reviewer), 'draft')).toMatchObject({ commentRequired: COMMENT_IS_REQUIRED });
    expect(decideApproval(facts('approved', { ...reviewer, openEdit: 'review' }), 'draft')).toMatchObject({
      commentRequired: COMMENT_IS_REQUIRED,
    });
    expect(decideApproval(facts('shelving_in_review', reviewer), 'approved')).toMatchObject({ commentRequired: COMMENT_IS_REQUIRED });
    for (const c of [
      decideApproval(facts('review', reviewer), 'approved'),
      decideApproval(facts('draft'), 'review'),
      decideApproval(facts('draft'), 'approved'),
    ]) {
      expect(c.on !== 'illegal' && c.commentRequired).toBeUndefined();
    }
  });

  it.each([
    [facts('approved', { byOwner: false }), 'approved', "A goal in state 'approved' cannot be approved."],
    [facts('approved'), 'approved', "A goal in state 'approved' cannot be published."],
    [facts('approved', { openEdit: 'review' }), 'review', "A goal in state 'approved' cannot be submitted for approval."],
    [facts('draft', { byOwner: false }), 'draft', "A goal in state 'draft' cannot be sent back for changes."],
    [facts('finalized'), 'review', "A goal in state 'finalized' cannot be submitted for approval."],
    [facts('approved'), 'shelved', "A goal in state 'approved' cannot be shelved on request."],
  ] as const)('refuses %o with %s: %s', (f, status, message) => {
    expect(decideApproval(f, status)).toEqual({ on: 'illegal', message });
  });
});

describe('decideShelve', () => {
  it.each([
    ['draft', true, 'shelved', 'goal:shelve'],
    ['approved', false, 'shelved', 'goal:shelve'],
    ['shelving_in_review', false, 'shelved', 'goal:approve_shelve'],
    ['approved', true, 'shelving_in_review', 'goal:request_shelve'],
    ['shelved', false, 'reactivated', 'goal:reactivate'],
    ['shelving_in_review', true, 'reactivated', 'goal:cancel_shelve'],
    ['shelving_in_review', false, 'reactivated', 'goal:deny_shelve'],
  ] as const)('%s by owner %s with %s is %s', (state, byOwner, status, expected) => {
    expect(kind(decideShelve(facts(state, { byOwner }), status))).toBe(expected);
  });

  it('is illegal wherever the state machine says so', () => {
    const legal = (status: 'shelved' | 'shelving_in_review' | 'reactivated') =>
      GOAL_STATES.filter((s) => decideShelve(facts(s), status).on !== 'illegal');
    expect(legal('shelved')).toEqual(['draft', 'review', 'approved', 'shelving_in_review']);
    expect(legal('shelving_in_review')).toEqual(['approved']);
    expect(legal('reactivated')).toEqual(['shelving_in_review', 'shelved']);
  });
});

describe('retractions', () => {
  it('withdraws only a request in review, with a comment', () => {
    expect(GOAL_STATES.filter((s) => decideRetract(facts(s)).on !== 'illegal')).toEqual(['review']);
    expect(decideRetract(facts('review'))).toMatchObject({
      on: 'goal',
      action: 'retract',
      flags: ['RetractApprovalRequest'],
      commentRequired: PLEASE_ENTER_COMMENT,
    });
  });

  it.each([
    [null, undefined, 'illegal'],
    ['review', undefined, 'edit:retract'],
    ['review', 'draft', 'edit:retract'],
    ['review', 'canceled', 'illegal'],
    ['draft', undefined, 'edit:discard'],
    ['draft', 'canceled', 'edit:discard'],
    ['draft', 'draft', 'illegal'],
  ] as const)('an edit in %s with Status %s is %s', (openEdit, status, expected) => {
    expect(kind(decideRetractEdits(facts('approved', { openEdit }), status))).toBe(expected);
  });

  it('discards with DiscardDraftChanges and withdraws with RetractApprovalRequest', () => {
    expect(decideRetractEdits(facts('approved', { openEdit: 'draft' }), undefined)).toMatchObject({ flags: ['DiscardDraftChanges'] });
    expect(decideRetractEdits(facts('approved', { openEdit: 'review' }), undefined)).toMatchObject({ flags: ['RetractApprovalRequest'] });
  });
});
