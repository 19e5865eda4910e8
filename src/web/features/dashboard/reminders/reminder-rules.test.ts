import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { Reminder } from '../../../../contract/dashboard';
import {
  FIRST_REMINDERS,
  hasMoreReminders,
  nextTake,
  reminderAction,
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

  it('titles a reminder with its prefix, named by its type', () => {
    expect(reminderTitle(reminder({}), testTexts('dashboard'))).toBe('Weekly Update: Grow repeat orders');
    expect(reminderTitle(reminder({ Type: 'ActionItemDue' }), testTexts('dashboard', 'de'))).toBe('Fällige Aufgabe: Grow repeat orders');
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
