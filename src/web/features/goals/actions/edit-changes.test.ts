import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { GoalInfo } from '../../../../contract/goals';
import { editChanges } from './edit-changes';

// In English, the tenant's wording and this area's words alike.
const changes = (goal: GoalInfo, titles: Record<number, string> = {}) =>
  editChanges(goal, titles, testTexts('goalDetail'), testTexts('goals'));

const info = (edit: Partial<GoalInfo['GoalEdits'][number]> | null, goalType: 'SMART' | 'OKR' = 'SMART') =>
  ({
    Goal: {
      GoalType: goalType,
      Hidden: false,
      ParentId: 4,
      ReportingMemo: null,
      GoalDetail: { Title: 'Grow', Measurement: '10 deals', Description: null },
    },
    ParentGoal: { Id: 4, Title: 'Company growth' },
    GoalEdits: edit
      ? [
          {
            Id: 1,
            GoalId: 2,
            State: 'review',
            Title: 'Grow',
            Measurement: '10 deals',
            Description: null,
            ReportingMemo: null,
            Hidden: false,
            ParentId: 4,
            UpdatedAt: '',
            ...edit,
          },
        ]
      : [],
  }) as unknown as GoalInfo;

describe('editChanges', () => {
  it('lists only the fields the edit changes', () => {
    expect(changes(info({ Measurement: '12 deals', Hidden: true, ParentId: null }))).toEqual([
      { label: 'Measurement', from: '10 deals', to: '12 deals' },
      { label: 'Private', from: 'No', to: 'Yes' },
      { label: 'Parent goal', from: 'Company growth', to: 'None' },
    ]);
  });

  it('names a new parent by its title when known', () => {
    expect(changes(info({ ParentId: 9 }), { 9: 'Hire well' })).toEqual([{ label: 'Parent goal', from: 'Company growth', to: 'Hire well' }]);
    expect(changes(info({ ParentId: 9 }))).toEqual([{ label: 'Parent goal', from: 'Company growth', to: 'Goal #9' }]);
  });

  it('speaks OKR for OKR goals', () => {
    expect(changes(info({ Title: 'Grow fast' }, 'OKR'))).toEqual([{ label: 'Objective', from: 'Grow', to: 'Grow fast' }]);
  });

  it('is empty without an edit in review', () => {
    expect(changes(info(null))).toEqual([]);
    expect(changes(info({ State: 'draft', Title: 'x' }))).toEqual([]);
  });
});
