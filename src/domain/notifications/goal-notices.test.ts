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

const who = (i: GoalNoticeInput) => planGoalNotices(i).map((n) => [n.userId, n.role, n.subject]);

describe('who hears of a goal event', () => {
  it.each<[string, GoalNoticeInput, [number, string, string][]]>([
    ['a request for approval: the manager', input('goal_submitted'), [[2, 'manager', 'Cal Jones asked you to approve a goal']]],
    ['edits for approval: the manager', input('goal_edit_submitted'), [[2, 'manager', 'Cal Jones asked you to approve edits to a goal']]],
    ['a shelving request: the manager', input('goal_shelve_requested'), [[2, 'manager', 'Cal Jones asked you to shelve a goal']]],
    ['approval: the owner', input('goal_approved', mia), [[3, 'owner', 'Mia Chen approved your goal']]],
    ['approved edits: the owner', input('goal_edit_approved', mia), [[3, 'owner', 'Mia Chen approved the edits to your goal']]],
    ['changes requested: the owner', input('goal_changes_requested', mia), [[3, 'owner', 'Mia Chen requested changes to your goal']]],
    [
      'changes requested to edits: the owner',
      input('goal_changes_requested', mia, { data: { editId: 9, from: 'review', to: 'draft' } }),
      [[3, 'owner', 'Mia Chen requested changes to the edits of your goal']],
    ],
    [
      'shelving approved: the owner',
      input('goal_shelved', mia, { data: { from: 'shelving_in_review', to: 'shelved' } }),
      [[3, 'owner', 'Mia Chen approved shelving your goal']],
    ],
    [
      'shelved by the manager: the owner',
      input('goal_shelved', mia, { data: { from: 'approved', to: 'shelved' } }),
      [[3, 'owner', 'Mia Chen shelved your goal']],
    ],
    [
      'shelving denied: the owner',
      input('goal_reactivated', mia, { data: { from: 'shelving_in_review', to: 'approved' } }),
      [[3, 'owner', 'Mia Chen denied shelving your goal']],
    ],
    [
      'a shelving request withdrawn: the manager',
      input('goal_reactivated', cal, { data: { from: 'shelving_in_review', to: 'approved' } }),
      [[2, 'manager', 'Cal Jones withdrew a request to shelve a goal']],
    ],
    [
      'unshelved by the manager: the owner',
      input('goal_reactivated', mia, { data: { from: 'shelved', to: 'approved' } }),
      [[3, 'owner', 'Mia Chen brought your goal back from the shelf']],
    ],
    [
      'a request withdrawn: the manager',
      input('goal_retracted', cal, { data: { from: 'review', to: 'draft' } }),
      [[2, 'manager', 'Cal Jones withdrew a goal waiting for your approval']],
    ],
    ['draft edits discarded: nobody', input('goal_retracted', cal, { data: { editId: 9, from: 'draft', to: 'canceled' } }), []],
    [
      'a weekly update: the followers',
      input('goal_status_updated', cal, { status: { id: 77, likelihood: 3, quality: 4, comment: null } }),
      [
        [5, 'follower', 'Cal Jones gave a weekly update on a goal you follow'],
        [6, 'follower', 'Cal Jones gave a weekly update on a goal you follow'],
      ],
    ],
    [
      'results submitted: the manager, then followers',
      input('goal_finalized', cal, { data: { from: 'approved', to: 'results_in_review' } }),
      [
        [2, 'manager', 'Cal Jones submitted results for your review'],
        [5, 'follower', 'Cal Jones submitted results of a goal you follow'],
        [6, 'follower', 'Cal Jones submitted results of a goal you follow'],
      ],
    ],
    [
      'results changed in review: the manager',
      input('goal_finalized', cal, { data: { edited: true } }),
      [[2, 'manager', 'Cal Jones changed results waiting for your review']],
    ],
    [
      'manager review: the owner',
      input('goal_reviewed', mia, { data: { verdict: 'In Dispute' } }),
      [[3, 'owner', 'Mia Chen reviewed the results of your goal']],
    ],
    [
      'the owner agreeing with the review: the manager',
      input('goal_reviewed', cal, { data: { from: 'results_in_review', to: 'finalized' } }),
      [[2, 'manager', 'Cal Jones changed the results you reviewed']],
    ],
    [
      'results taken back: the manager',
      input('goal_results_retracted', cal),
      [[2, 'manager', 'Cal Jones took back results waiting for your review']],
    ],
    [
      'a change of owner: the new owner and the one before',
      input('goal_owner_changed', mia, { previousOwner: { id: 8, name: 'Dee Park' } }),
      [
        [3, 'new_owner', 'Mia Chen gave you a goal'],
        [8, 'previous_owner', 'Mia Chen gave your goal to Cal Jones'],
      ],
    ],
    ['an edit by someone else: the owner', input('goal_updated', mia), [[3, 'owner', 'Mia Chen edited your goal']]],
    ['a goal made for someone: the owner', input('goal_created', mia), [[3, 'owner', 'Mia Chen created a goal for you']]],
    ['publishing for someone: the owner', input('goal_published', mia), [[3, 'owner', 'Mia Chen published your goal']]],
    [
      'a new parent set by someone else: the owner',
      input('goal_parent_changed', mia),
      [[3, 'owner', 'Mia Chen aligned your goal to another parent']],
    ],
    ['deletion by someone else: the owner', input('goal_deleted', mia), [[3, 'owner', 'Mia Chen deleted your goal']]],
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
    ).toEqual([[5, 'follower', 'Mia Chen gave a weekly update on a goal you follow']]);
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
      [3, 'owner', 'Mia Chen commented on your goal'],
      [7, 'thread', 'Mia Chen replied where you commented'],
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
      subject: 'Mia Chen requested changes to your goal',
      body: '“Ship the onboarding revamp” — Make the measure countable.',
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
      body: '“Ship the onboarding revamp” — Likelihood: Not sure, quality: Good. Vendor is late.',
    });
  });

  it('a comment opens the comment and quotes it, cut at 300 characters', () => {
    const long = 'x'.repeat(400);
    const [n] = planGoalNotices(
      input('goal_commented', mia, { comment: { id: 12, body: long, kind: 'GoalStatus', threadUserIds: [], withAction: false } }),
    );
    expect(n!.objectType).toBe('Comment');
    expect(n!.objectId).toBe(12);
    expect(n!.body).toBe(`“Ship the onboarding revamp” — ${'x'.repeat(299)}…`);
  });

  it.each([
    [{ verdict: 'In Dispute' }, '“Ship the onboarding revamp” — The results are in dispute.'],
    [{ from: 'results_in_review', to: 'finalized' }, '“Ship the onboarding revamp” — The goal is finalized.'],
    [{ from: 'finalized', to: 'results_in_review' }, '“Ship the onboarding revamp” — The results are in dispute.'],
    [{ verdict: 'Achieved' }, '“Ship the onboarding revamp” — Result: Achieved.'],
  ])('a review says how it ended (%o)', (data, body) => {
    expect(planGoalNotices(input('goal_reviewed', mia, { data }))[0]!.body).toBe(body);
  });

  it('keeps subjects within 512 characters however long the names', () => {
    const longName = { id: 2, name: 'M'.repeat(600) };
    const [n] = planGoalNotices(input('goal_approved', longName));
    expect(n!.subject).toHaveLength(512);
    expect(n!.subject.endsWith('…')).toBe(true);
  });
});
