import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { GoalInfo } from '../../../../contract/goals';
import type { PeriodList } from '../../../../contract/periods';
import { goalWording } from '../components/goal-wording';
import {
  formButtons,
  goalFormRules,
  goalPayload,
  hasChanges,
  initialGoalValues,
  parentRequiredFor,
  quarterChoices,
  splitFieldErrors,
} from './goal-form-rules';

const t = testTexts('goals');

const period = (Id: number, Index: number, IsCurrent = false) => ({
  Id,
  Index,
  StartDate: '',
  EndDate: '',
  Quarter: ((Index - 1) % 4) + 1,
  Year: 2025 + Math.floor((Index - 1) / 4),
  IsCurrent,
});
const list = (currentIndex: number | null): PeriodList => ({
  Periods: [period(18, 8), period(11, 1), period(12, 2), period(13, 3), period(14, 4), period(15, 5), period(16, 6), period(17, 7)].map(
    (p) => ({
      ...p,
      IsCurrent: p.Index === currentIndex,
    }),
  ),
  Current: currentIndex === null ? null : ({ Index: currentIndex } as PeriodList['Current']),
});

describe('quarterChoices', () => {
  it('offers the current quarter and later, at most five, in order', () => {
    expect(quarterChoices(list(2), undefined, t).map((c) => c.label)).toEqual(['Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026']);
  });

  it('offers fewer near the end of the known periods', () => {
    expect(quarterChoices(list(7), undefined, t).map((c) => c.value)).toEqual([17, 18]);
  });

  it('keeps the quarter of a goal being edited', () => {
    expect(quarterChoices(list(3), 11, t).map((c) => c.value)).toEqual([11, 13, 14, 15, 16, 17]);
    expect(quarterChoices(list(3), 14, t).map((c) => c.value)).toEqual([13, 14, 15, 16, 17]);
  });

  it('is empty before the periods load', () => {
    expect(quarterChoices(undefined, undefined, t)).toEqual([]);
  });
});

const viewer = { Id: 5, IsGoalAdmin: false, IsGoalManager: false, RoleName: 'manager' as const, ParentId: 1 };

describe('parentRequiredFor', () => {
  it('asks a goal manager creating for someone else for a parent', () => {
    const gm = { ...viewer, IsGoalManager: true };
    expect(parentRequiredFor(gm, 9, false)).toBe(true);
    expect(parentRequiredFor(gm, 5, false)).toBe(false);
    expect(parentRequiredFor(gm, 9, true)).toBe(false);
    expect(parentRequiredFor({ ...gm, IsGoalAdmin: true }, 9, false)).toBe(false);
    expect(parentRequiredFor(viewer, 9, false)).toBe(false);
  });
});

const info = (over: Partial<GoalInfo['Goal']> = {}, edits: GoalInfo['GoalEdits'] = []) =>
  ({
    Goal: {
      Id: 3,
      State: 'draft',
      GoalType: 'SMART',
      Hidden: true,
      ParentId: 2,
      GoalPeriodId: 12,
      ReportingMemo: null,
      User: { Id: 5, Name: 'Emma', ParentId: 1 },
      GoalDetail: { Title: 'Ship it', Measurement: 'Shipped', Description: null },
      Permissions: { Publish: false, SubmitForApproval: true },
      ...over,
    },
    GoalEdits: edits,
  }) as unknown as GoalInfo;

describe('initialGoalValues', () => {
  it('starts a new goal as the viewer’s, in the current quarter', () => {
    expect(initialGoalValues({ viewerId: 5, currentPeriodId: 12 })).toMatchObject({
      OwnerId: 5,
      PeriodId: 12,
      ParentId: null,
      IsPrivate: false,
      Title: '',
    });
  });

  it('starts a contributing goal under its parent, in the parent’s quarter', () => {
    const parent = info({ Id: 40, GoalPeriodId: 13 }).Goal;
    expect(initialGoalValues({ viewerId: 5, currentPeriodId: 12, parent })).toMatchObject({
      PeriodId: 13,
      ParentId: 40,
    });
  });

  it('edits the goal, or its open proposed edit', () => {
    expect(initialGoalValues({ viewerId: 5, goal: info() })).toEqual({
      OwnerId: 5,
      PeriodId: 12,
      ParentId: 2,
      Title: 'Ship it',
      Measurement: 'Shipped',
      Description: '',
      ReportingMemo: '',
      IsPrivate: true,
    });
    const edit = {
      Id: 1,
      GoalId: 3,
      State: 'draft',
      Title: 'Ship more',
      Measurement: 'M',
      Description: 'D',
      ReportingMemo: null,
      Hidden: false,
      ParentId: null,
      UpdatedAt: '',
    } as const;
    expect(
      initialGoalValues({
        viewerId: 5,
        goal: info({ State: 'approved' }, [{ ...edit, State: 'canceled' }, edit]),
      }),
    ).toMatchObject({
      Title: 'Ship more',
      Description: 'D',
      IsPrivate: false,
      ParentId: null,
    });
  });
});

describe('hasChanges', () => {
  const start = initialGoalValues({ viewerId: 5, currentPeriodId: 12 });
  it('ignores untouched fields and surrounding spaces', () => {
    expect(hasChanges(start, { ...start })).toBe(false);
    expect(hasChanges(start, { Title: '  ' })).toBe(false);
    expect(hasChanges(start, { ParentId: undefined })).toBe(false);
  });
  it('sees typed text and changed choices', () => {
    expect(hasChanges(start, { Title: 'x' })).toBe(true);
    expect(hasChanges(start, { PeriodId: 13 })).toBe(true);
    expect(hasChanges(start, { IsPrivate: true })).toBe(true);
  });
});

describe('goalPayload', () => {
  const values = {
    OwnerId: 5,
    PeriodId: 12,
    ParentId: undefined,
    Title: ' T ',
    Measurement: ' M ',
    Description: ' ',
    ReportingMemo: ' memo ',
    IsPrivate: true,
  };
  it('trims, drops empty text and sends the memo only for percent goals', () => {
    expect(goalPayload(values, { isDraft: true, editing: false, goalType: 'SMART' })).toEqual({
      Title: 'T',
      Measurement: 'M',
      Description: null,
      IsPrivate: true,
      OwnerId: 5,
      PeriodId: 12,
      ParentId: null,
      ReportingMemo: null,
      IsDraft: true,
      IsFromEdit: false,
    });
    expect(goalPayload(values, { isDraft: false, editing: true, goalType: 'ObjectiveResult' })).toMatchObject({
      ReportingMemo: 'memo',
      IsDraft: false,
      IsFromEdit: true,
    });
  });
});

describe('formButtons', () => {
  it('publishes a new goal for an owner with nobody above, else submits', () => {
    expect(formButtons({ viewer: { ...viewer, ParentId: null } })).toEqual({
      draft: 'Save as draft',
      final: 'Publish',
    });
    expect(formButtons({ viewer })).toEqual({ draft: 'Save as draft', final: 'Submit' });
  });

  it('publishes for others as goal admin, goal manager or CEO', () => {
    const other = { Id: 9, ParentId: 5 };
    expect(formButtons({ viewer: { ...viewer, IsGoalManager: true }, owner: other }).final).toBe('Publish');
    expect(formButtons({ viewer: { ...viewer, IsGoalAdmin: true }, owner: other }).final).toBe('Publish');
    expect(formButtons({ viewer: { ...viewer, RoleName: 'ceo' }, owner: other }).final).toBe('Publish');
  });

  it('follows the goal’s permissions when editing', () => {
    expect(formButtons({ viewer, goal: info() })).toEqual({ draft: 'Save as draft', final: 'Submit' });
    expect(formButtons({ viewer, goal: info({ Permissions: { Publish: true } as GoalInfo['Permissions'] }) }).final).toBe('Publish');
    expect(formButtons({ viewer, goal: info({ Permissions: {} as GoalInfo['Permissions'] }) })).toEqual({
      draft: 'Save',
      final: null,
    });
    expect(formButtons({ viewer, goal: info({ State: 'approved' }) })).toEqual({
      draft: 'Save as draft',
      final: 'Submit',
    });
    expect(formButtons({ viewer: { ...viewer, Id: 1 }, goal: info({ State: 'approved' }) })).toEqual({
      draft: 'Save',
      final: null,
    });
  });
});

describe('splitFieldErrors', () => {
  it('puts server errors on matching fields and keeps the rest', () => {
    expect(
      splitFieldErrors([
        { Field: 'PeriodId', Message: 'Please select quarter!' },
        { Field: 'Other', Message: 'Nope' },
      ]),
    ).toEqual({
      fields: [{ name: 'PeriodId', errors: ['Please select quarter!'] }],
      other: ['Nope'],
    });
    expect(splitFieldErrors(undefined)).toEqual({ fields: [], other: [] });
  });
});

describe('goalFormRules', () => {
  it('uses the spec’s texts, in OKR wording for OKR tenants', () => {
    const smart = goalFormRules(goalWording('SMART', t), t);
    expect(smart.OwnerId[0]!.message).toBe('Please select owner!');
    expect(smart.PeriodId[0]!.message).toBe('Please select quarter!');
    expect(smart.Title[0]!.message).toBe('Please input your Title!');
    expect(smart.Title[1]).toMatchObject({ max: 255 });
    expect(smart.Measurement[1]).toMatchObject({ max: 3000 });
    expect(smart.ReportingMemo[0]).toMatchObject({ max: 255 });
    expect(goalFormRules(goalWording('OKR', t), t).Title[0]!.message).toBe('Please input your Objective!');
  });
});
