import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import type { GoalOwner } from '../../../../contract/goals';
import { searchOptions as optionsIn } from './search-options';

const searchOptions = (typed: string, p: Parameters<typeof optionsIn>[1]) => optionsIn(typed, p, testTexts('goals'));

const owner = (Id: number, Name: string, OrgUnit: string | null, JobTitle: string | null = null): GoalOwner => ({
  Id,
  Name,
  OrgUnit,
  JobTitle,
  ParentId: null,
  Avatar: null,
});
const owners = [
  owner(1, 'Olivia Hart', 'Executive', 'CEO'),
  owner(2, 'Daniel Cho', 'Engineering', 'VP Engineering'),
  owner(3, 'Emma Fischer', 'engineering'),
  owner(4, 'Sam Sales', 'Sales'),
  owner(5, 'Nobody', null),
];

describe('searchOptions', () => {
  it('offers nothing for blank text', () => {
    expect(searchOptions('  ', { matches: owners, owners, filter: { GoalSelectFilter: 'MyGoals' } })).toEqual({
      people: [],
      depts: [],
      title: null,
    });
  });

  it('offers the matching people, the departments containing the text and a title search', () => {
    const match = owner(6, 'Bengt Eng', 'Platform', 'Engineer');
    const groups = searchOptions(' eng ', { matches: [match], owners, filter: { GoalSelectFilter: 'MyGoals' } });
    expect(groups.people).toEqual([{ key: 'user:6', label: 'Bengt Eng', hint: 'Engineer · Platform' }]);
    expect(groups.depts).toEqual([{ key: 'dept:Engineering', label: 'Engineering' }]);
    expect(groups.title).toEqual({ key: 'title', label: 'Search "eng" in titles' });
  });

  it('offers only people whose name holds the text, even from an older search', () => {
    const groups = searchOptions('dan', { matches: owners, owners, filter: { GoalSelectFilter: 'MyGoals' } });
    expect(groups.people.map((p) => p.label)).toEqual(['Daniel Cho']);
  });

  it('does not offer what is already chosen', () => {
    const groups = searchOptions('e', {
      matches: owners,
      owners,
      filter: { GoalSelectFilter: 'MyGoals', Users: [1, 2, 3], Depts: ['SALES'] },
    });
    expect(groups.people.map((p) => p.key)).toEqual(['user:4']);
    expect(groups.depts.map((d) => d.label)).toEqual(['Engineering', 'Executive']);
  });
});
