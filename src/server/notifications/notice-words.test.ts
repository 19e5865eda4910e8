import { describe, expect, it } from 'vitest';
import { planActionItemNotices } from '../../domain/notifications/action-item-notices';
import { planAppraisalNotices } from '../../domain/notifications/appraisal-notices';
import { planGoalNotices, type GoalNoticeInput } from '../../domain/notifications/goal-notices';
import { planPeopleNotices } from '../../domain/notifications/people-notices';
import type { NoticeText } from '../../domain/notifications/notice-text';
import type { GoalEventType } from '../../domain/notifications/event-types';
import enNotices from '../../i18n/en/notices';
import { noticeWords, SOMEONE } from './notice-words';

const cal = { id: 3, name: 'Cal Jones' };
const mia = { id: 2, name: 'Mia Chen' };
const input = (type: GoalEventType, actor = cal, extra: Partial<GoalNoticeInput> = {}): GoalNoticeInput => ({
  type,
  actor,
  goal: { id: 40, title: 'Ship the onboarding revamp', owner: cal, managerId: mia.id },
  data: {},
  followers: [5],
  ...extra,
});
const en = noticeWords('en');
const de = noticeWords('de');

describe('a notice in the recipient’s language', () => {
  it('reads the subject and the body with the approval comment, in English as the spec’s product did and in German', () => {
    const [n] = planGoalNotices(input('goal_changes_requested', mia, { actionComment: 'Make the measure countable.' }));
    expect(en.subject(n!.subject)).toBe('Mia Chen requested changes to your goal');
    expect(en.body(n!.body)).toBe('“Ship the onboarding revamp” — Make the measure countable.');
    expect(de.subject(n!.subject)).toBe('Mia Chen bittet um Änderungen an Ihrem Ziel');
    expect(de.body(n!.body)).toBe('„Ship the onboarding revamp“ — Make the measure countable.');
  });

  it('reads a weekly update’s prediction in words', () => {
    const [n] = planGoalNotices(
      input('goal_status_updated', cal, { status: { id: 77, likelihood: 1, quality: 3, comment: 'Vendor is late.' } }),
    );
    expect(en.body(n!.body)).toBe('“Ship the onboarding revamp” — Likelihood: Not sure, quality: Good. Vendor is late.');
    expect(de.body(n!.body)).toBe(
      '„Ship the onboarding revamp“ — Wahrscheinlichkeit: Eher unwahrscheinlich, Qualität: Gut. Vendor is late.',
    );
  });

  it.each([
    [{ verdict: 'In Dispute' }, '“Ship the onboarding revamp” — The results are in dispute.'],
    [{ from: 'results_in_review', to: 'finalized' }, '“Ship the onboarding revamp” — The goal is finalized.'],
    [{ verdict: 'Achieved' }, '“Ship the onboarding revamp” — Result: Achieved.'],
    [{ verdict: 'Not Achieved' }, '“Ship the onboarding revamp” — Result: Not Achieved.'],
  ])('says how a review ended (%o)', (data, body) => {
    expect(en.body(planGoalNotices(input('goal_reviewed', mia, { data }))[0]!.body)).toBe(body);
  });

  it('keeps subjects within 512 characters however long the names', () => {
    const [n] = planGoalNotices(input('goal_approved', { id: 2, name: 'M'.repeat(600) }));
    const subject = en.subject(n!.subject);
    expect(subject).toHaveLength(512);
    expect(subject.endsWith('…')).toBe(true);
  });

  it('names an actor the facts no longer find in the recipient’s language', () => {
    const [n] = planActionItemNotices({
      type: 'action_item_assigned',
      actor: { id: 9, name: SOMEONE },
      assigneeId: 4,
      requesterId: 9,
      actionItemId: 1,
      title: 'Book the offsite',
    });
    expect(en.subject(n!.subject)).toBe('Someone assigned you an action item');
    expect(de.subject(n!.subject)).toBe('Jemand hat Ihnen eine Aufgabe zugewiesen');
    expect(en.body(n!.body)).toBe('Book the offsite');
  });

  it('fails on a key the catalogue lacks rather than showing the key', () => {
    expect(() => en.subject({ key: 'goal.nothingLikeThis' })).toThrow('notices:goal.nothingLikeThis is not in the catalogue');
  });
});

/** Every notice the rules can plan: each goal event in each of its wordings, and every other kind. */
function everyNotice(): NoticeText[] {
  const goal = (type: GoalEventType, actor = mia, extra: Partial<GoalNoticeInput> = {}) =>
    planGoalNotices(input(type, actor, extra)).map((n) => n.subject);
  const status = { id: 1, likelihood: 0, quality: 4, comment: null };
  const comment = { id: 12, body: 'Nice', kind: 'GoalStatus' as const, threadUserIds: [7], withAction: false };
  const people = (type: 'employee_added' | 'manager_updated') =>
    planPeopleNotices({ type, actor: mia, user: { id: 5, name: 'Emma' }, managerId: 3, fromManagerId: 4 }).map((n) => n.subject);
  const appraisal = (type: 'appraisal_shared' | 'appraisal_signed' | 'appraisal_completed', actor: typeof mia) =>
    planAppraisalNotices({
      type,
      actor,
      employee: { id: 5, name: 'Emma' },
      reviewerId: 1,
      managerId: 2,
      appraisalId: 9,
      quarter: 'Q3',
    }).map((n) => n.subject);
  const actionItem = (type: 'action_item_assigned' | 'action_item_changed' | 'action_item_completed' | 'action_item_reopened') =>
    planActionItemNotices({ type, actor: mia, assigneeId: 4, requesterId: 6, actionItemId: 1, title: 'T' }).map((n) => n.subject);
  return [
    ...(
      [
        'goal_created',
        'goal_updated',
        'goal_published',
        'goal_approved',
        'goal_edit_approved',
        'goal_parent_changed',
        'goal_deleted',
      ] as const
    ).flatMap((t) => goal(t)),
    ...(['goal_submitted', 'goal_edit_submitted', 'goal_shelve_requested', 'goal_results_retracted'] as const).flatMap((t) => goal(t, cal)),
    ...goal('goal_changes_requested'),
    ...goal('goal_changes_requested', mia, { data: { editId: 1 } }),
    ...goal('goal_retracted', cal, { data: { from: 'review' } }),
    ...goal('goal_retracted', cal, { data: { from: 'review', editId: 1 } }),
    ...goal('goal_shelved', mia, { data: { from: 'shelving_in_review' } }),
    ...goal('goal_shelved'),
    ...goal('goal_reactivated', mia, { data: { from: 'shelving_in_review' } }),
    ...goal('goal_reactivated', cal, { data: { from: 'shelving_in_review' } }),
    ...goal('goal_reactivated', mia, { data: { from: 'shelved' } }),
    ...goal('goal_status_updated', cal, { status }),
    ...goal('goal_finalized', cal),
    ...goal('goal_finalized', cal, { data: { edited: true } }),
    ...goal('goal_reviewed'),
    ...goal('goal_reviewed', cal),
    ...goal('goal_commented', mia, { comment }),
    ...goal('goal_owner_changed', mia, { previousOwner: { id: 8, name: 'Dee' } }),
    ...people('employee_added'),
    ...people('manager_updated'),
    ...appraisal('appraisal_shared', mia),
    ...appraisal('appraisal_signed', { id: 5, name: 'Emma' }),
    ...appraisal('appraisal_completed', mia),
    ...(['action_item_assigned', 'action_item_changed', 'action_item_completed', 'action_item_reopened'] as const).flatMap(actionItem),
  ];
}

/** The keys of the catalogue's subjects (every text under goal, people, appraisal and actionItem). */
const subjectKeys = () =>
  (['goal', 'people', 'appraisal', 'actionItem'] as const).flatMap((group) =>
    Object.keys(enNotices[group]).map((key) => `${group}.${key}`),
  );

describe('every subject the rules can plan', () => {
  it('has a text in every language, and every subject text is one the rules plan', () => {
    const planned = everyNotice();
    for (const words of [en, de]) for (const subject of planned) expect(words.subject(subject)).not.toContain('{{');
    expect([...new Set(planned.map((s) => s.key))].sort()).toEqual(subjectKeys().sort());
  });
});
