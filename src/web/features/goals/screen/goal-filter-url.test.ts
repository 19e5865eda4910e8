import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { GoalListFilter } from '../api/get-goals';
import { GOAL_FLAGS } from './filter-fields';
import {
  addChoice,
  chipsOf,
  clearChips,
  goalsHref,
  parseFilter,
  parseGoalId,
  removeChip,
  toSearchParams,
  withPeriod,
} from './goal-filter-url';

const parse = (query: string, scope?: GoalListFilter['GoalSelectFilter']) => parseFilter(new URLSearchParams(query), scope);
const names = new Map([[12, 'Daniel Cho']]);
const nameOf = (id: number) => names.get(id);
const t = testTexts('goals');

const everything: GoalListFilter = {
  GoalSelectFilter: 'MyDirectReports',
  PeriodId: 7,
  Title: 'revenue & growth',
  Users: [12, 5],
  Depts: ['Sales', 'R&D: Labs'],
  GoalStates: ['draft', 'review', 'shelving_in_review'],
  Likelihood: [0, 3],
  Quality: [4],
  ...Object.fromEntries(GOAL_FLAGS.map((f) => [f.field, true])),
};

describe('parseFilter and toSearchParams', () => {
  it('read an empty query as My Goals of the current quarter and write it as nothing', () => {
    expect(parse('')).toEqual({ GoalSelectFilter: 'MyGoals' });
    expect(toSearchParams({ GoalSelectFilter: 'MyGoals' }).toString()).toBe('');
  });

  it('round-trip every filter field', () => {
    const query = toSearchParams(everything).toString();
    expect(parse(query)).toEqual(everything);
    expect(toSearchParams(parse(query)).toString()).toBe(query);
  });

  it.each([
    ['scope=reports', 'MyDirectReports'],
    ['scope=company', 'CompanyGoals'],
    ['scope=peers', 'MyManagerAndPeers'],
    ['scope=mine', 'MyGoals'],
    ['scope=everyone', 'MyGoals'],
  ] as const)('reads %s as %s', (query, scope) => {
    expect(parse(query).GoalSelectFilter).toBe(scope);
  });

  it('leave the default scope out, whichever the default is', () => {
    expect(toSearchParams({ GoalSelectFilter: 'CompanyGoals' }, 'CompanyGoals').toString()).toBe('');
    expect(toSearchParams({ GoalSelectFilter: 'MyGoals' }, 'CompanyGoals').toString()).toBe('scope=mine');
    expect(parse('', 'CompanyGoals').GoalSelectFilter).toBe('CompanyGoals');
  });

  it('ignore unknown keys and values', () => {
    expect(
      parse(
        'quarter=abc&user=x&user=-3&user=0&state=bogus&state=approved&likelihood=7&likelihood=2&quality=&needs-update=yes&followed=1&color=red',
      ),
    ).toEqual({ GoalSelectFilter: 'MyGoals', GoalStates: ['approved'], Likelihood: [2], FollowedGoals: true });
  });

  it('read the spec’s misspelt shelving state and write the real one', () => {
    const f = parse('state=shilving_in_review');
    expect(f.GoalStates).toEqual(['shelving_in_review']);
    expect(toSearchParams(f).toString()).toBe('state=shelving_in_review');
  });

  it('drop duplicates, blanks and a blank title', () => {
    expect(parse('user=3&user=3&dept=%20&dept=Sales&dept=Sales&title=%20%20&likelihood=1&likelihood=1')).toEqual({
      GoalSelectFilter: 'MyGoals',
      Users: [3],
      Depts: ['Sales'],
      Likelihood: [1],
    });
  });

  it('cut a title longer than the server takes', () => {
    expect(parse(`title=${'x'.repeat(300)}`).Title).toHaveLength(255);
  });
});

describe('goalsHref and parseGoalId', () => {
  it('put the goal in the path and the filter in the query', () => {
    expect(goalsHref({ GoalSelectFilter: 'MyGoals' }, null)).toBe('/v3/goals');
    expect(goalsHref({ GoalSelectFilter: 'CompanyGoals', PeriodId: 4 }, 31)).toBe('/v3/goals/31?scope=company&quarter=4');
  });

  it.each([
    ['42', 42],
    ['0', null],
    ['abc', null],
    ['4.5', null],
    [undefined, null],
  ])('reads the goal id %s as %s', (value, id) => {
    expect(parseGoalId(value)).toBe(id);
  });
});

describe('withPeriod', () => {
  it('writes another quarter and leaves the current one out', () => {
    expect(withPeriod({ GoalSelectFilter: 'MyGoals' }, 3, 5)).toEqual({ GoalSelectFilter: 'MyGoals', PeriodId: 3 });
    expect(withPeriod({ GoalSelectFilter: 'MyGoals', PeriodId: 3 }, 5, 5)).toEqual({ GoalSelectFilter: 'MyGoals' });
  });
});

describe('chips', () => {
  const chips = chipsOf(everything, nameOf, t);

  it('name every condition, people by name', () => {
    expect(chips.map((c) => c.label)).toEqual([
      'Daniel Cho',
      'Person #5',
      'Department: Sales',
      'Department: R&D: Labs',
      'Title: "revenue & growth"',
      'Draft',
      'Draft in review',
      'Shelving in review',
      'Likelihood: Not at all',
      'Likelihood: Likely',
      'Quality: Very good',
      'Needs Update',
      'Needs Review',
      'Likelihood trending up',
      'Likelihood trending down',
      'Quality trending up',
      'Quality trending down',
      'Followed goals',
      'Top level goals',
      'Aligned goals',
      'Unaligned goals',
      'Include deactivated users',
      'Exclude private goals',
    ]);
  });

  it('show no chip for scope and quarter', () => {
    expect(chipsOf({ GoalSelectFilter: 'CompanyGoals', PeriodId: 2 }, nameOf, t)).toEqual([]);
  });

  it.each(chipsOf(everything, nameOf, t).map((c) => [c.key]))('removes exactly the chip %s', (key) => {
    const after = removeChip(everything, key);
    expect(chipsOf(after, nameOf, t).map((c) => c.key)).toEqual(chips.map((c) => c.key).filter((k) => k !== key));
    expect(after.GoalSelectFilter).toBe('MyDirectReports');
    expect(after.PeriodId).toBe(7);
  });

  it('leave a filter whose last chip is gone without the field', () => {
    expect(removeChip({ GoalSelectFilter: 'MyGoals', Users: [12] }, 'user:12')).toEqual({ GoalSelectFilter: 'MyGoals' });
  });

  it('ignore an unknown chip', () => {
    expect(removeChip(everything, 'flag:nope')).toEqual(everything);
    expect(removeChip(everything, 'colour:red')).toEqual(everything);
  });

  it('clear all but scope and quarter', () => {
    expect(clearChips(everything)).toEqual({ GoalSelectFilter: 'MyDirectReports', PeriodId: 7 });
  });
});

describe('addChoice', () => {
  const none: GoalListFilter = { GoalSelectFilter: 'MyGoals' };

  it('adds a person, a department or a title, each once', () => {
    const f = addChoice(addChoice(addChoice(addChoice(none, 'user:12'), 'user:12'), 'dept:Sales'), 'title', ' plan ');
    expect(f).toEqual({ GoalSelectFilter: 'MyGoals', Users: [12], Depts: ['Sales'], Title: 'plan' });
  });

  it('replaces the title and ignores nonsense', () => {
    expect(addChoice({ ...none, Title: 'old' }, 'title', 'new').Title).toBe('new');
    expect(addChoice(none, 'user:abc')).toEqual(none);
    expect(addChoice(none, 'weird')).toEqual(none);
  });
});
