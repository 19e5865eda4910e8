import { describe, expect, it } from 'vitest';
import { COMMENT_IS_REQUIRED, PLEASE_ENTER_COMMENT, commentRequiredFor, type CommentedAction } from './comment-rules';
import { GOAL_ACTIONS } from './transitions';

describe('commentRequiredFor', () => {
  it.each<[CommentedAction, string | null]>([
    [{ on: 'goal', action: 'request_changes' }, COMMENT_IS_REQUIRED],
    [{ on: 'goal', action: 'deny_shelve' }, COMMENT_IS_REQUIRED],
    [{ on: 'goal', action: 'retract' }, PLEASE_ENTER_COMMENT],
    [{ on: 'edit', action: 'request_changes' }, COMMENT_IS_REQUIRED],
    [{ on: 'edit', action: 'retract' }, PLEASE_ENTER_COMMENT],
    [{ on: 'edit', action: 'discard' }, PLEASE_ENTER_COMMENT],
    [{ on: 'edit', action: 'submit' }, null],
    [{ on: 'edit', action: 'approve' }, null],
  ])('%o needs %s', (action, message) => {
    expect(commentRequiredFor(action)).toBe(message);
  });

  it('leaves every other goal action optional (spec 000 §5: submit, publish, results, shelving)', () => {
    const required = GOAL_ACTIONS.filter((action) => commentRequiredFor({ on: 'goal', action }) !== null);
    expect(required.sort()).toEqual(['deny_shelve', 'request_changes', 'retract']);
  });
});
