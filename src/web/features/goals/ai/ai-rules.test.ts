import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { filledBy, goalSuggestRequest, goalTextRequest, mayWriteWithAi, measurementText, pastTitlesFrom, whyNotAsk } from './ai-rules';

const t = testTexts('goalDetail');

const values = { OwnerId: 7, PeriodId: 12, ParentId: 30 };

describe('mayWriteWithAi', () => {
  it.each([
    ['ceo', true],
    ['manager', true],
    ['contributor', true],
    ['observer', false],
  ] as const)('%s: %s', (role, expected) => {
    expect(mayWriteWithAi(role)).toBe(expected);
  });
});

describe('whyNotAsk', () => {
  it.each([
    ['no area', { values, area: undefined }, 'Choose a functional area first.'],
    ['no quarter', { values: { ...values, PeriodId: undefined }, area: 'Sales' as const }, 'Choose a quarter first.'],
    ['area and quarter', { values, area: 'Sales' as const }, null],
  ])('%s', (_, args, expected) => {
    expect(whyNotAsk(args, t)).toBe(expected);
  });
});

describe('goalSuggestRequest', () => {
  it.each([
    [
      'the form’s parent, owner and quarter, the context trimmed',
      { values, viewerId: 3, area: 'Legal' as const, context: '  contracts  ', pastTitles: ['Old'] },
      {
        ParentId: 30,
        Category: 'Legal',
        MoreContext: 'contracts',
        AdditionalContext: null,
        goalOwner: 7,
        Quarter: 12,
        pastTitles: ['Old'],
      },
    ],
    [
      'oneself without an owner; no parent, no context',
      { values: { PeriodId: 12, ParentId: null }, viewerId: 3, area: 'Sales' as const, context: ' ' },
      { ParentId: null, Category: 'Sales', MoreContext: null, AdditionalContext: null, goalOwner: 3, Quarter: 12, pastTitles: [] },
    ],
    ['nothing without an area', { values, viewerId: 3 }, null],
    ['nothing without a quarter', { values: { OwnerId: 7 }, viewerId: 3, area: 'Sales' as const }, null],
  ])('%s', (_, args, expected) => {
    expect(goalSuggestRequest(args)).toEqual(expected);
  });
});

describe('goalTextRequest', () => {
  it.each([
    ['nothing without a title', { values, viewerId: 3, title: '  ' }, null],
    ['nothing without a quarter', { values: { OwnerId: 7 }, viewerId: 3, title: 'Grow' }, null],
    [
      'the title and measurement typed, trimmed, in the area chosen',
      { values, viewerId: 3, area: 'Product' as const, title: ' Ship v2 ', measurement: ' ' },
      { Category: 'Product', Title: 'Ship v2', Measurement: null, goalOwner: 7, Quarter: 12, ParentId: 30 },
    ],
    [
      'an area even when none was chosen (the server requires one)',
      { values, viewerId: 3, title: 'Ship v2', measurement: 'Live by June' },
      { Category: 'Executive', Title: 'Ship v2', Measurement: 'Live by June' },
    ],
  ])('%s', (_, args, expected) => {
    const got = goalTextRequest(args);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toMatchObject(expected);
  });
});

describe('measurementText', () => {
  it.each([
    [['A', 'B'], 'A\nB'],
    [[' A ', '', '  ', 'B'], 'A\nB'],
    [[], ''],
  ])('%j → %j', (lines, expected) => {
    expect(measurementText(lines)).toBe(expected);
  });
});

describe('filledBy', () => {
  it('fills title, one measurement a line, and description', () => {
    expect(filledBy({ Title: ' Grow ', Measurements: ['10 deals', '5 demos'], Description: 'Why. ' })).toEqual({
      Title: 'Grow',
      Measurement: '10 deals\n5 demos',
      Description: 'Why.',
    });
  });
});

describe('pastTitlesFrom', () => {
  const goal = (owner: number, period: number, Title: string) => ({
    GoalPeriodId: period,
    User: { Id: owner } as never,
    GoalDetail: { Title },
  });
  const loaded = [goal(7, 12, 'Grow'), goal(7, 12, ' Grow '), goal(7, 11, 'Older'), goal(8, 12, 'Someone else'), goal(7, 12, 'Ship')];
  it.each([
    ['the owner’s titles in the quarter, once each', 7, 12, ['Grow', 'Ship']],
    ['another owner', 8, 12, ['Someone else']],
    ['no quarter chosen', 7, undefined, []],
    ['nothing loaded for that quarter', 7, 13, []],
  ])('%s', (_, owner, period, expected) => {
    expect(pastTitlesFrom(loaded, owner, period)).toEqual(expected);
  });

  it('keeps at most 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => goal(7, 12, `Goal ${i}`));
    expect(pastTitlesFrom(many, 7, 12)).toHaveLength(50);
  });
});
