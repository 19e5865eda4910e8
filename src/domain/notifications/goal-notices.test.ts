import { describe, expect, it } from 'vitest';
import { planGoalNotices, type GoalNoticeInput } from './goal-notices';
import type { GoalEventType } from './event-types';

// Owner Cal (3) reports to Mia (2); Fay (5) and Finn (6) follow the goal; Tom (7) commented before.
const cal = { id: 3, name: 'Cal Jones' };
const mia = { id: 2, name: 'Mia Chen' };
const fay = 5;
const finn = 6;
const tom = 7;

const input = (type: GoalEventType, actor = cal, extra: Partial<GoalNoticeInput> = {}): GoalNoticeInput => ({
  type,
  actor,
  goal: { id: 40, title: 'Ship the onboarding revamp', owner: cal, managerId: mia.id },
  data: {},
  followers: [fay, finn],
  ...extra,
});

// Who hears, why, and what their notice says (its key in the catalogue's notices namespace; notice-words.test.ts reads
// them in English and German).
const who = (i: GoalNoticeInput) => planGoalNotices(i).map((n) => [n.userId, n.role, n.subject.key]);

describe('who hears of a goal event', () => {
  it.each<[string, GoalNoticeInput, [number, string, string][]]>([
    ['a request for approval: the manager', input('goal_submitted'), [[2, 'manager', 'goal.submitted']]],
    ['edits for approval: the manager', input('goal_edit_submitted'), [[2, 'manager', 'goal.editSubmitted']]],
    ['a shelving request: the manager', input('goal_shelve_requested'), [[2, 'manager', 'goal.shelveRequested']]],
    ['approval: the owner', input('goal_approved', mia), [[3, 'owner', 'goal.approved']]],
    ['approved edits: the owner', input('goal_edit_approved', mia), [[3, 'owner', 'goal.editApproved']]],
    ['changes requested: the owner', input('goal_changes_requested', mia), [[3, 'owner', 'goal.changesRequested']]],
    [
      'changes requested to edits: the owner',
      input('goal_changes_requested', mia, { data: { editId: 9, from: 'review', to: 'draft' } }),
      [[3, 'owner', 'goal.editChangesRequested']],
    ],
    [
      'shelving approved: the owner',
      input('goal_shelved', mia, { data: { from: 'shelving_in_review', to: 'shelved' } }),
      [[3, 'owner', 'goal.shelveApproved']],
    ],
    [
      'shelved by the manager: the owner',
      input('goal_shelved', mia, { data: { from: 'approved', to: 'shelved' } }),
      [[3, 'owner', 'goal.shelved']],
    ],
    [
      'shelving denied: the owner',
      input('goal_reactivated', mia, { data: { from: 'shelving_in_review', to: 'approved' } }),
      [[3, 'owner', 'goal.shelveDenied']],
    ],
    [
      'a shelving request withdrawn: the manager',
      input('goal_reactivated', cal, { data: { from: 'shelving_in_review', to: 'approved' } }),
      [[2, 'manager', 'goal.shelveWithdrawn']],
    ],
    [
      'unshelved by the manager: the owner',
      input('goal_reactivated', mia, { data: { from: 'shelved', to: 'approved' } }),
      [[3, 'owner', 'goal.reactivated']],
    ],
    [
      'a request withdrawn: the manager',
      input('goal_retracted', cal, { data: { from: 'review', to: 'draft' } }),
      [[2, 'manager', 'goal.retracted']],
    ],
    ['draft edits discarded: nobody', input('goal_retracted', cal, { data: { editId: 9, from: 'draft', to: 'canceled' } }), []],
    [
      'a weekly update: the followers',
      input('goal_status_updated', cal, { status: { id: 77, likelihood: 3, quality: 4, comment: null } }),
      [
        [5, 'follower', 'goal.statusUpdated'],
        [6, 'follower', 'goal.statusUpdated'],
      ],
    ],
    [
      'results submitted: the manager, then followers',
      input('goal_finalized', cal, { data: { from: 'approved', to: 'results_in_review' } }),
      [
        [2, 'manager', 'goal.resultsSubmitted'],
        [5, 'follower', 'goal.resultsSubmittedFollowed'],
        [6, 'follower', 'goal.resultsSubmittedFollowed'],
      ],
    ],
    [
      'results changed in review: the manager',
      input('goal_finalized', cal, { data: { edited: true } }),
      [[2, 'manager', 'goal.resultsChanged']],
    ],
    ['manager review: the owner', input('goal_reviewed', mia, { data: { verdict: 'In Dispute' } }), [[3, 'owner', 'goal.resultsReviewed']]],
    [
      'the owner agreeing with the review: the manager',
      input('goal_reviewed', cal, { data: { from: 'results_in_review', to: 'finalized' } }),
      [[2, 'manager', 'goal.resultsReviewChanged']],
    ],
    ['results taken back: the manager', input('goal_results_retracted', cal), [[2, 'manager', 'goal.resultsRetracted']]],
    [
      'a change of owner: the new owner and the one before',
      input('goal_owner_changed', mia, { previousOwner: { id: 8, name: 'Dee Park' } }),
      [
        [3, 'new_owner', 'goal.given'],
        [8, 'previous_owner', 'goal.givenAway'],
      ],
    ],
    ['an edit by someone else: the owner', input('goal_updated', mia), [[3, 'owner', 'goal.updated']]],
    ['a goal made for someone: the owner', input('goal_created', mia), [[3, 'owner', 'goal.created']]],
    ['publishing for someone: the owner', input('goal_published', mia), [[3, 'owner', 'goal.published']]],
    ['a new parent set by someone else: the owner', input('goal_parent_changed', mia), [[3, 'owner', 'goal.parentChanged']]],
    ['deletion by someone else: the owner', input('goal_deleted', mia), [[3, 'owner', 'goal.deleted']]],
  ])('%s', (_name, event, expected) => {
    expect(who(event)).toEqual(expected);
  });

  it.each<GoalEventType>(['goal_created', 'goal_updated', 'goal_published', 'goal_parent_changed', 'goal_deleted', 'goal_approved'])(
    'never tells the owner of their own %s',
    (type) => {
      expect(who(input(type, cal))).toEqual([]);
    },
  );

  it('never tells the actor: a manager who follows the goal and updates it hears nothing of it', () => {
    expect(
      who(input('goal_status_updated', mia, { followers: [mia.id, fay], status: { id: 1, likelihood: 1, quality: 1, comment: null } })),
    ).toEqual([[5, 'follower', 'goal.statusUpdated']]);
  });

  it('tells nobody above an owner without a manager (the CEO)', () => {
    const ceo = { id: 1, name: 'Olivia Hart' };
    expect(who({ ...input('goal_submitted', ceo), goal: { id: 1, title: 'Grow', owner: ceo, managerId: null } })).toEqual([]);
  });

  it('tells each person once, by the first reason: an owner who follows their own goal hears as owner', () => {
    const event = input('goal_commented', mia, {
      followers: [cal.id],
      comment: { id: 12, body: 'Nice', kind: 'GoalStatus', threadUserIds: [cal.id, tom, mia.id], withAction: false },
    });
    expect(who(event)).toEqual([
      [3, 'owner', 'goal.commented'],
      [7, 'thread', 'goal.replied'],
    ]);
  });

  it('leaves a comment given with an action to that action’s notification', () => {
    const event = input('goal_commented', mia, {
      comment: { id: 12, body: 'Tighten the measure', kind: 'StateTransition', threadUserIds: [], withAction: true },
    });
    expect(who(event)).toEqual([]);
  });
});

describe('what a notification says and opens', () => {
  it('names the goal in the body, with the approval comment', () => {
    const [n] = planGoalNotices(input('goal_changes_requested', mia, { actionComment: 'Make the measure countable.' }));
    expect(n).toEqual({
      userId: 3,
      role: 'owner',
      subject: { key: 'goal.changesRequested', values: { actor: 'Mia Chen' } },
      body: { title: 'Ship the onboarding revamp', parts: ['Make the measure countable.'] },
      objectType: 'Goal',
      objectId: 40,
      goalId: 40,
    });
  });

  it('a weekly update opens the status and reads the prediction in words', () => {
    const [n] = planGoalNotices(
      input('goal_status_updated', cal, { status: { id: 77, likelihood: 1, quality: 3, comment: 'Vendor is late.' } }),
    );
    expect(n).toMatchObject({
      objectType: 'GoalStatus',
      objectId: 77,
      goalId: 40,
      body: {
        title: 'Ship the onboarding revamp',
        parts: [{ key: 'status', values: { likelihood: { key: 'likelihood.1' }, quality: { key: 'quality.3' } } }, 'Vendor is late.'],
      },
    });
  });

  it('a comment opens the comment and quotes it, cut at 300 characters', () => {
    const long = 'x'.repeat(400);
    const [n] = planGoalNotices(
      input('goal_commented', mia, { comment: { id: 12, body: long, kind: 'GoalStatus', threadUserIds: [], withAction: false } }),
    );
    expect(n!.objectType).toBe('Comment');
    expect(n!.objectId).toBe(12);
    expect(n!.body.parts).toEqual([`${'x'.repeat(299)}…`]);
  });

  it.each([
    [{ verdict: 'In Dispute' }, 'review.inDispute'],
    [{ from: 'results_in_review', to: 'finalized' }, 'review.finalized'],
    [{ from: 'finalized', to: 'results_in_review' }, 'review.inDispute'],
    [{ verdict: 'Achieved' }, 'review.achieved'],
    [{ verdict: 'Not Achieved' }, 'review.notAchieved'],
  ])('a review says how it ended (%o: %s)', (data, key) => {
    expect(planGoalNotices(input('goal_reviewed', mia, { data }))[0]!.body.parts).toEqual([{ key }]);
  });
});
