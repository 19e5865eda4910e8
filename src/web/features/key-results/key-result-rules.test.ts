import { describe, expect, it } from 'vitest';
import type { KeyResult } from '../../../contract/key-results';
import { testTexts } from '../../testing/catalogue-texts';
import {
  amountText,
  changedReadings,
  fieldsFor,
  formValuesOf,
  permissionsOn,
  saveOf,
  showsExpected,
  targetText,
  type KeyResultFormValues,
} from './key-result-rules';

const en = testTexts('goalDetail');
const NBSP = '\u00a0';

const kr = (over: Partial<KeyResult>): KeyResult => ({
  Id: 1,
  Title: 'Revenue',
  Kind: 'number',
  Direction: 'increase',
  Start: 0,
  Target: 100,
  Current: 0,
  Unit: null,
  Currency: null,
  Weight: 1,
  OwnerId: 7,
  OwnerName: 'Cal',
  Progress: 0,
  ...over,
});

describe('how a key result’s amounts read', () => {
  it.each<[string, Partial<KeyResult>, number, string, string]>([
    ['a number with its unit', { Kind: 'number', Unit: 'customers' }, 1250, 'en', '1,250 customers'],
    ['a number without one', { Kind: 'number' }, 3.25, 'de', '3,25'],
    ['a percent, to two decimals', { Kind: 'percent' }, 4.5, 'en', '4.5%'],
    ['an amount of money', { Kind: 'currency', Currency: 'EUR' }, 50000, 'de', `50.000${NBSP}€`],
    ['a milestone done', { Kind: 'milestone' }, 1, 'en', 'Done'],
    ['a milestone not done', { Kind: 'milestone' }, 0, 'en', 'Not done'],
  ])('%s', (_, over, value, language, text) => {
    expect(amountText(kr(over), value, en, language)).toBe(text);
  });

  it.each<[Partial<KeyResult>, string]>([
    [{ Kind: 'currency', Currency: 'USD', Start: 0, Target: 50000 }, '$0 → $50,000'],
    [{ Kind: 'percent', Direction: 'decrease', Start: 8, Target: 4 }, '8% → 4%'],
    [{ Kind: 'percent', Direction: 'atLeast', Target: 95 }, 'at least 95%'],
    [{ Kind: 'number', Direction: 'atMost', Target: 3, Unit: 'incidents' }, 'at most 3 incidents'],
    [{ Kind: 'milestone', Target: 1 }, 'Milestone'],
  ])('the target of %j reads %s', (over, text) => {
    expect(targetText(kr(over), en, 'en')).toBe(text);
  });

  it.each<[KeyResult['Kind'], KeyResult['Direction'], boolean]>([
    ['number', 'increase', true],
    ['currency', 'decrease', true],
    ['percent', 'atLeast', false],
    ['number', 'atMost', false],
    ['milestone', 'increase', false],
  ])('a %s key result to %s shows the expected mark: %s', (Kind, Direction, shown) => {
    expect(showsExpected({ Kind, Direction })).toBe(shown);
  });
});

describe('who may set up and check in, as the screen offers it', () => {
  // The viewer is 7; the goal's owner is 7 unless given, with a manager unless `managerId` is null.
  const goal = (
    State: 'draft' | 'approved',
    Edit: boolean,
    Update: boolean,
    PeriodStartDate = '2026-10-01',
    owner = 7,
    managerId: number | null = 3,
  ) => ({
    State,
    PeriodStartDate,
    Permissions: { Edit, Update } as never,
    User: { Id: owner, ParentId: managerId } as never,
  });
  const none = { Change: false, Propose: false, CheckIn: false };
  it.each<[string, ReturnType<typeof goal>, number | null, typeof none]>([
    ['the owner of a draft sets up', goal('draft', true, false), null, { ...none, Change: true }],
    ['the owner of an approved goal checks in', goal('approved', false, true), null, { ...none, CheckIn: true }],
    ['the owner of an approved goal proposes a change', goal('approved', true, true), null, { ...none, Propose: true, CheckIn: true }],
    [
      'an owner without a manager changes at once',
      goal('approved', true, true, '2026-10-01', 7, null),
      null,
      { ...none, Change: true, CheckIn: true },
    ],
    ["the owner's manager changes at once", goal('approved', true, false, '2026-10-01', 9), null, { ...none, Change: true }],
    ['a key result’s owner checks in on it', goal('approved', false, false), 7, { ...none, CheckIn: true }],
    ['nobody checks in before the quarter begins', goal('approved', false, false, '2027-01-01'), 7, none],
    ['a viewer does neither', goal('approved', false, false), 8, none],
  ])('%s', (_, g, ownerId, expected) => {
    expect(permissionsOn(g, 7, '2026-11-28', ownerId)).toEqual(expected);
  });
});

describe('the set-up form', () => {
  it.each<[KeyResultFormValues['Kind'], KeyResultFormValues['Direction'], ReturnType<typeof fieldsFor>]>([
    ['number', 'increase', { direction: true, start: true, target: true, unit: true, currency: false }],
    ['currency', 'decrease', { direction: true, start: true, target: true, unit: false, currency: true }],
    ['percent', 'atLeast', { direction: true, start: false, target: true, unit: false, currency: false }],
    ['milestone', 'increase', { direction: false, start: false, target: false, unit: false, currency: false }],
  ])('a %s to %s asks for %j', (kind, direction, fields) => {
    expect(fieldsFor(kind, direction)).toEqual(fields);
  });

  it('sends only what the kind asks for, and a milestone from 0 to 1', () => {
    const milestone = {
      Title: 'Launch',
      Kind: 'milestone',
      Direction: 'atMost',
      Start: 5,
      Target: 9,
      Unit: 'x',
      Currency: 'EUR',
      Weight: 2,
    } as const;
    expect(saveOf(milestone)).toEqual({
      Title: 'Launch',
      Kind: 'milestone',
      Direction: 'increase',
      Start: 0,
      Target: 1,
      Unit: null,
      Currency: null,
      Weight: 2,
      OwnerId: null,
    });
    expect(saveOf({ Title: 'Churn', Kind: 'percent', Direction: 'atMost', Start: 8, Target: 4, Unit: ' % ' })).toMatchObject({
      Start: 0,
      Target: 4,
      Unit: null,
      Weight: 1,
    });
  });

  it('reads a key result back into the form as it was saved', () => {
    const saved = kr({ Kind: 'currency', Currency: 'USD', Start: 10, Target: 20, Weight: 3, Unit: null });
    expect(saveOf(formValuesOf(saved))).toEqual({
      Title: 'Revenue',
      Kind: 'currency',
      Direction: 'increase',
      Start: 10,
      Target: 20,
      Unit: null,
      Currency: 'USD',
      Weight: 3,
      OwnerId: 7,
    });
  });
});

describe('the readings of a weekly update', () => {
  const list = [kr({ Id: 1, Current: 10 }), kr({ Id: 2, Kind: 'milestone', Current: 0, Target: 1 }), kr({ Id: 3, Current: 5 })];
  it.each<[string, Record<string, number | boolean | null | undefined> | undefined, { id: number; value: number }[]]>([
    ['none given', undefined, []],
    ['values as they were', { 1: 10, 2: false, 3: 5 }, []],
    [
      'a new value and a milestone done',
      { 1: 12.5, 2: true, 3: 5 },
      [
        { id: 1, value: 12.5 },
        { id: 2, value: 1 },
      ],
    ],
    ['an emptied field is no reading', { 1: null, 3: 0 }, [{ id: 3, value: 0 }]],
  ])('%s', (_, readings, expected) => {
    expect(changedReadings(list, readings)).toEqual(expected);
  });
});
