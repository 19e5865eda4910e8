import { describe, expect, it } from 'vitest';
import {
  createGoalsDue,
  getsReminders,
  goalReminderTypes,
  reminderRank,
  REMINDER_TEXTS,
  REMINDER_TYPES,
  type ReminderGoalFacts,
} from './reminders';

const goal = (over: Partial<ReminderGoalFacts>): ReminderGoalFacts => ({
  state: 'approved',
  viewerIsOwner: false,
  viewerIsManager: false,
  ownerActive: true,
  periodCurrent: true,
  periodEnded: false,
  hasCurrentWeekStatus: true,
  openEdit: null,
  hasManagerResult: false,
  ...over,
});
const own = (over: Partial<ReminderGoalFacts>) => goal({ viewerIsOwner: true, ...over });
const report = (over: Partial<ReminderGoalFacts>) => goal({ viewerIsManager: true, ...over });
const ended = { periodCurrent: false, periodEnded: true };

describe('goalReminderTypes', () => {
  it.each([
    ['own approved goal without this week’s status', own({ hasCurrentWeekStatus: false }), ['WeeklyUpdate']],
    [
      'own goal in shelving review without this week’s status',
      own({ state: 'shelving_in_review', hasCurrentWeekStatus: false }),
      ['WeeklyUpdate'],
    ],
    ['own approved goal already updated this week', own({}), []],
    ['own draft without a status', own({ state: 'draft', hasCurrentWeekStatus: false }), []],
    ['own shelved goal', own({ state: 'shelved', hasCurrentWeekStatus: false }), []],
    ['own approved goal of a later quarter', own({ periodCurrent: false, hasCurrentWeekStatus: false }), []],
    ['own approved goal of an ended quarter', own({ ...ended, hasCurrentWeekStatus: false }), ['FinalizeResults']],
    ['own goal of an ended quarter in results review', own({ ...ended, state: 'results_in_review' }), []],
    ['own finalized goal', own({ ...ended, state: 'finalized' }), []],
    ['own goal in review (waits for the manager, not me)', own({ state: 'review' }), []],
    ['report’s goal submitted for approval', report({ state: 'review' }), ['ApprovalRequest']],
    ['report’s shelving request', report({ state: 'shelving_in_review' }), ['ShelveRequest']],
    ['report’s edit in review', report({ openEdit: 'review' }), ['EditRequest']],
    ['report’s edit still a draft', report({ openEdit: 'draft' }), []],
    ['report’s results without my review', report({ state: 'results_in_review' }), ['ReviewResults']],
    ['report’s results I already reviewed (dispute)', report({ state: 'results_in_review', hasManagerResult: true }), []],
    ['report’s draft', report({ state: 'draft' }), []],
    ['deactivated report’s request', report({ state: 'review', ownerActive: false }), []],
    ['someone else’s request (not my report)', goal({ state: 'review' }), []],
    ['report’s goal without a weekly status (theirs to update)', report({ hasCurrentWeekStatus: false }), []],
  ] as const)('%s → %j', (_, facts, expected) => {
    expect(goalReminderTypes(facts)).toEqual(expected);
  });
});

describe('createGoalsDue', () => {
  const current = { startDate: '2026-04-01', isCurrent: true };
  const next = { startDate: '2026-07-01', isCurrent: false };

  it.each([
    ['current quarter without goals', 'contributor', '2026-05-10', current, 0, true],
    ['current quarter with a goal', 'manager', '2026-05-10', current, 1, false],
    ['observer without goals', 'observer', '2026-05-10', current, 0, false],
    ['next quarter more than two weeks ahead', 'ceo', '2026-06-16', next, 0, false],
    ['next quarter exactly two weeks ahead', 'ceo', '2026-06-17', next, 0, true],
    ['next quarter a week ahead', 'contributor', '2026-06-24', next, 0, true],
    ['next quarter a week ahead with a goal', 'contributor', '2026-06-24', next, 2, false],
  ] as const)('%s → %s', (_, role, today, period, goalCount, due) => {
    expect(createGoalsDue({ role, today, period, goalCount })).toBe(due);
  });
});

describe('reminder texts and order', () => {
  it('gives every kind a prefix and a button and ranks them in list order', () => {
    for (const t of REMINDER_TYPES) expect(REMINDER_TEXTS[t].Prefix && REMINDER_TEXTS[t].ButtonText).toBeTruthy();
    expect(reminderRank('CreateGoals')).toBeLessThan(reminderRank('ApprovalRequest'));
    expect(reminderRank('ReviewResults')).toBeLessThan(reminderRank('WeeklyUpdate'));
    expect(reminderRank('WeeklyUpdate')).toBeLessThan(reminderRank('FinalizeResults'));
  });

  it('gives observers no reminders', () => {
    expect(getsReminders('observer')).toBe(false);
    expect(getsReminders('contributor')).toBe(true);
  });
});
