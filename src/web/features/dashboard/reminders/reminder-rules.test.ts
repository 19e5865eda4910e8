import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { Reminder } from '../../../../contract/dashboard';
import {
  FIRST_REMINDERS,
  hasMoreReminders,
  nextTake,
  reminderAction,
  reminderTag,
  reminderTagColor,
  reminderTitle,
  unreadNoticesOfGoal,
} from './reminder-rules';

const reminder = (over: Partial<Reminder>): Reminder => ({
  Key: 'k',
  Id: 7,
  Type: 'WeeklyUpdate',
  Prefix: 'Weekly Update',
  Title: 'Grow repeat orders',
  Quarter: 'Q3 2026',
  PeriodId: 4,
  WeekId: 40,
  GoalId: 7,
  User: null,
  ButtonText: 'Update',
  Link: '/v3/goals/7',
  CreatedAt: null,
  ...over,
});

const ada = { Id: 10, Name: 'Ada Park', JobTitle: null, Avatar: null };

describe('reminder paging', () => {
  it('shows fifty first and ten more per Load More', () => {
    expect(FIRST_REMINDERS).toBe(50);
    expect(nextTake(FIRST_REMINDERS)).toBe(60);
    expect(nextTake(nextTake(FIRST_REMINDERS))).toBe(70);
  });

  it.each([
    [50, 55, true],
    [55, 55, false],
    [12, 12, false],
    [0, 0, false],
  ])('%i shown of %i: Load More %s', (shown, total, more) => {
    expect(hasMoreReminders(shown, total)).toBe(more);
  });
});

describe('reminderAction', () => {
  it.each([
    [
      { Type: 'CreateGoals', Id: 4, GoalId: null, PeriodId: 4 },
      { kind: 'addGoal', periodId: 4 },
    ],
    [{ Type: 'WeeklyUpdate' }, { kind: 'weekly', goalId: 7 }],
    [{ Type: 'ApprovalRequest' }, { kind: 'review', source: 'goal', id: 7 }],
    [{ Type: 'ShelveRequest' }, { kind: 'review', source: 'goal', id: 7 }],
    [
      { Type: 'EditRequest', Id: 91 },
      { kind: 'review', source: 'edit', id: 91 },
    ],
    [{ Type: 'FinalizeResults' }, { kind: 'finalize', goalId: 7 }],
    [{ Type: 'ReviewResults' }, { kind: 'reviewResults', goalId: 7 }],
    [
      { Type: 'FinalizeResults', GoalId: null },
      { kind: 'open', link: '/v3/goals/7' },
    ],
    [
      { Type: 'ActionItemOverdue', Id: 31, GoalId: null, Link: '/v3/actionitems?item=31' },
      { kind: 'open', link: '/v3/actionitems?item=31' },
    ],
    [
      { Type: 'ActionItemDue', Id: 35, GoalId: null, Link: '/v3/actionitems?item=35' },
      { kind: 'open', link: '/v3/actionitems?item=35' },
    ],
  ] as [Partial<Reminder>, unknown][])('%o opens %o', (over, action) => {
    expect(reminderAction(reminder(over))).toEqual(action);
  });

  it.each([
    ['ActionItemOverdue', 'red'],
    ['ActionItemDue', 'gold'],
    ['WeeklyUpdate', undefined],
    ['SignAppraisal', undefined],
  ] as const)('the tag of a %s reminder is coloured %s (its prefix says it in words)', (Type, colour) => {
    expect(reminderTagColor(Type)).toBe(colour);
  });

  it.each([
    [{}, 'Grow repeat orders', 'Grow repeat orders'],
    [
      { Type: 'CreateGoals', Title: 'Set your goals for Q2 2026', Quarter: 'Q2 2026' },
      'Set your goals for Q2 2026',
      'Legen Sie Ihre Ziele für Q2 2026 fest',
    ],
    [
      { Type: 'SignAppraisal', Title: 'Your Q2 2026 appraisal', Quarter: 'Q2 2026' },
      'Your Q2 2026 appraisal',
      'Ihre Beurteilung für Q2 2026',
    ],
    [
      { Type: 'StartAppraisal', Title: "Ada Park's Q2 2026 appraisal", Quarter: 'Q2 2026', User: ada },
      "Ada Park's Q2 2026 appraisal",
      'Beurteilung von Ada Park für Q2 2026',
    ],
    [
      { Type: 'CountersignAppraisal', Title: "Ada Park's Q2 2026 appraisal", Quarter: 'Q2 2026', User: ada },
      "Ada Park's Q2 2026 appraisal",
      'Beurteilung von Ada Park für Q2 2026',
    ],
    [{ Type: 'ActionItemDue', Title: 'Call the supplier' }, 'Call the supplier', 'Call the supplier'],
  ] as const)('titles a reminder %o as %s, in German %s (a title someone wrote stays theirs)', (over, english, german) => {
    expect(reminderTitle(reminder(over), testTexts('dashboard'))).toBe(english);
    expect(reminderTitle(reminder(over), testTexts('dashboard', 'de'))).toBe(german);
  });

  it.each([
    ['Q2 2026', 'Q2 2026', 'Q2 2026'],
    ['Due 04/20/2026', 'Due 2026-04-20', 'Fällig am 2026-04-20'],
  ])('tags a reminder %s as %s, in German %s', (Quarter, english, german) => {
    const day = (iso: string) => iso;
    expect(reminderTag({ Type: 'ActionItemDue', Quarter }, testTexts('dashboard'), day)).toBe(english);
    expect(reminderTag({ Type: 'ActionItemDue', Quarter }, testTexts('dashboard', 'de'), day)).toBe(german);
  });
});

describe('unreadNoticesOfGoal', () => {
  const notice = (Id: number, over: Partial<{ IsRead: boolean; NotifiedObjectType: 'Goal' | 'Comment'; GoalId: number | null }> = {}) => ({
    Id,
    IsRead: false,
    NotifiedObjectType: 'Goal' as const,
    GoalId: 7,
    ...over,
  });
  it.each([
    ['an unread notice of the goal', [notice(1)], [1]],
    ['a read one', [notice(1, { IsRead: true })], []],
    ['another goal’s', [notice(1, { GoalId: 8 })], []],
    ['a comment on the goal', [notice(1, { NotifiedObjectType: 'Comment' })], []],
    ['two requests of the goal', [notice(1), notice(2)], [1, 2]],
  ])('%s', (_, notices, ids) => {
    expect(unreadNoticesOfGoal(notices, 7)).toEqual(ids);
  });
});
