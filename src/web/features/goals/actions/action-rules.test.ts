import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { approvalRequest, commentRequired, reviewButtonText, reviewCommentError, reviewRequest, type ApprovalAction } from './action-rules';

const t = testTexts('goalDetail');

describe('commentRequired', () => {
  it.each<[ApprovalAction, string | null]>([
    ['submit', null],
    ['submitEdits', null],
    ['publish', null],
    ['retractResults', null],
    ['shelve', null],
    ['requestShelve', null],
    ['reactivate', null],
    ['retract', 'Please enter comment'],
    ['discardEdits', 'Please enter comment'],
  ])('%s → %s', (action, message) => {
    expect(commentRequired(action, t)).toBe(message);
  });
});

describe('approvalRequest', () => {
  const draft = { Id: 7, State: 'draft' as const };
  const approved = { Id: 7, State: 'approved' as const };

  it.each<
    [
      ApprovalAction,
      {
        Id: number;
        State: 'draft' | 'review' | 'approved' | 'shelved' | 'shelving_in_review' | 'results_in_review';
      },
      'draft' | 'review' | null,
      unknown,
    ]
  >([
    ['publish', draft, null, { call: 'approve', body: { Id: 7, Status: 'approved', Comment: 'c' } }],
    ['submit', draft, null, { call: 'approve', body: { Id: 7, Status: 'review', Comment: 'c' } }],
    ['submitEdits', approved, 'draft', { call: 'approve', body: { Id: 7, Status: 'review', Comment: 'c' } }],
    ['retract', { Id: 7, State: 'review' }, null, { call: 'retract', body: { Id: 7, Status: 'draft', Comment: 'c' } }],
    ['retract', approved, 'review', { call: 'retractEdits', body: { Id: 7, Status: 'draft', Comment: 'c' } }],
    ['discardEdits', approved, 'draft', { call: 'retractEdits', body: { Id: 7, Status: 'canceled', Comment: 'c' } }],
    ['retractResults', { Id: 7, State: 'results_in_review' }, null, { call: 'retractResults', body: { GoalId: 7, Comment: 'c' } }],
    ['requestShelve', approved, null, { call: 'shelve', body: { Id: 7, Status: 'shelving_in_review', Comment: 'c' } }],
    ['shelve', approved, null, { call: 'shelve', body: { Id: 7, Status: 'shelved', Comment: 'c' } }],
    ['reactivate', { Id: 7, State: 'shelved' }, null, { call: 'shelve', body: { Id: 7, Status: 'reactivated', Comment: 'c' } }],
  ])('%s from %o (edit %s)', (action, goal, openEdit, expected) => {
    expect(approvalRequest(action, goal, openEdit, '  c ')).toEqual(expected);
  });

  it('leaves an empty comment out', () => {
    expect(approvalRequest('publish', draft, null, '   ').body).toEqual({
      Id: 7,
      Status: 'approved',
      Comment: undefined,
    });
  });
});

describe('review dialog', () => {
  it.each([
    ['request', null, 'Select Yes or No'],
    ['shelve', null, 'Select Yes or No'],
    ['request', 'yes', 'Approve'],
    ['shelve', 'yes', 'Approve'],
    ['request', 'no', 'Request Changes'],
    ['shelve', 'no', 'Deny Request'],
  ] as const)('%s with %s reads %s', (kind, choice, text) => {
    expect(reviewButtonText(kind, choice, t)).toBe(text);
  });

  it('needs a comment only for No', () => {
    expect(reviewCommentError('no', ' ', t)).toBe('Comment Is Required');
    expect(reviewCommentError('no', 'fix the measure', t)).toBeNull();
    expect(reviewCommentError('yes', '', t)).toBeNull();
  });

  it.each([
    ['request', 'yes', 'approved'],
    ['request', 'no', 'draft'],
    ['shelve', 'yes', 'shelved'],
    ['shelve', 'no', 'approved'],
  ] as const)('%s answered %s sends %s', (kind, choice, status) => {
    expect(reviewRequest(kind, choice, 3, ' ok ')).toEqual({ Id: 3, Status: status, Comment: 'ok' });
  });
});
