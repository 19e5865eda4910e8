import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { Comment } from '../../../../contract/goals';
import { canAddComment, canChangeComment, commentError, commentsOn } from './comment-rules';

const t = testTexts('goalDetail');

const comment = (over: Partial<Comment>): Comment => ({
  Id: 1,
  UserId: 5,
  Name: 'Emma Fischer',
  Comment: 'On track.',
  CreatedAt: '2026-04-10T10:00:00Z',
  UpdatedAt: '2026-04-10T10:00:00Z',
  CommentableId: 40,
  Type: 'GoalStatus',
  IsMine: false,
  ...over,
});

describe('commentError', () => {
  it.each(['', '   ', '\n\t'])('refuses an empty comment %j', (text) => {
    expect(commentError(text, t)).toBe('Please enter your comment.');
  });
  it('lets a comment with text go', () => {
    expect(commentError(' Looks good ', t)).toBeNull();
  });
});

describe('canChangeComment', () => {
  it('offers edit and delete only to the author', () => {
    expect(canChangeComment(comment({ IsMine: true }))).toBe(true);
    expect(canChangeComment(comment({ IsMine: false }))).toBe(false);
  });
});

describe('commentsOn', () => {
  it('picks the comments of one status, history entry or result', () => {
    const all = [
      comment({ Id: 1, Type: 'GoalStatus', CommentableId: 40 }),
      comment({ Id: 2, Type: 'GoalStatus', CommentableId: 41 }),
      comment({ Id: 3, Type: 'StateTransition', CommentableId: 40 }),
      comment({ Id: 4, Type: 'OwnerGoalResult', CommentableId: 7 }),
    ];
    expect(commentsOn(all, 'GoalStatus', 40).map((c) => c.Id)).toEqual([1]);
    expect(commentsOn(all, 'StateTransition', 40).map((c) => c.Id)).toEqual([3]);
    expect(commentsOn(all, 'OwnerGoalResult', 7).map((c) => c.Id)).toEqual([4]);
    expect(commentsOn(all, 'ManagerGoalResult', 7)).toEqual([]);
  });
});

describe('canAddComment', () => {
  const person = { Id: 9, RoleName: 'contributor' as const, IsOrgAdmin: false, IsGoalAdmin: false, IsHrAdmin: false };
  const goalOf = (ownerId: number, isManager = false) => ({
    User: { Id: ownerId, Name: 'Owner', OrgUnit: null, Title: null, Avatar: null, ParentId: null },
    IsManager: isManager,
  });

  it('lets anyone but an observer comment on statuses and results', () => {
    expect(canAddComment(person, goalOf(3), 'GoalStatus')).toBe(true);
    expect(canAddComment(person, goalOf(3), 'OwnerGoalResult')).toBe(true);
    expect(canAddComment({ ...person, RoleName: 'observer' }, goalOf(3), 'GoalStatus')).toBe(false);
  });

  it.each([
    ['the owner', person, goalOf(9), true],
    ["the owner's manager", person, goalOf(3, true), true],
    ['an org admin', { ...person, IsOrgAdmin: true }, goalOf(3), true],
    ['a goal admin', { ...person, IsGoalAdmin: true }, goalOf(3), true],
    ['an HR admin', { ...person, IsHrAdmin: true }, goalOf(3), true],
    ['a colleague', person, goalOf(3), false],
  ])('approval actions: %s may comment: %s', (_who, viewer, goal, may) => {
    expect(canAddComment(viewer, goal, 'StateTransition')).toBe(may);
  });
});
