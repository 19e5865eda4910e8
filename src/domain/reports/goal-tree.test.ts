import { describe, expect, it } from 'vitest';
import { hasParentGoals, inTreeOrder, type TreeGoal } from './goal-tree';

const g = (id: number, title: string, parentId: number | null = null): TreeGoal => ({ id, parentId, title });
const order = (goals: TreeGoal[]) => inTreeOrder(goals).map((p) => `${'-'.repeat(p.depth - 1)}${p.goal.title}`);

describe('inTreeOrder', () => {
  it.each([
    { name: 'roots by title, case aside', goals: [g(1, 'beta'), g(2, 'Alpha')], expected: ['Alpha', 'beta'] },
    {
      name: 'children under their parent, depth first',
      goals: [g(1, 'Grow'), g(2, 'Ship', 1), g(3, 'Hire', 1), g(4, 'Design', 2), g(5, 'Audit')],
      expected: ['Audit', 'Grow', '-Hire', '-Ship', '--Design'],
    },
    {
      name: 'a parent not among the goals makes a root',
      goals: [g(2, 'Child of hidden', 99), g(3, 'Other')],
      expected: ['Child of hidden', 'Other'],
    },
    { name: 'equal titles by id', goals: [g(7, 'Same'), g(3, 'Same', null)], expected: ['Same', 'Same'] },
    { name: 'a loop places each goal once', goals: [g(1, 'A', 2), g(2, 'B', 1), g(3, 'C')], expected: ['C'] },
    { name: 'its own parent is a root', goals: [g(1, 'Self', 1)], expected: ['Self'] },
  ])('$name', ({ goals, expected }) => {
    expect(order(goals)).toEqual(expected);
  });

  it('numbers each place as an outline', () => {
    const goals = [g(1, 'Grow'), g(2, 'Ship', 1), g(3, 'Hire', 1), g(4, 'Design', 2), g(5, 'Audit')];
    expect(inTreeOrder(goals).map((p) => `${p.outline} ${p.goal.title}`)).toEqual([
      '1 Audit',
      '2 Grow',
      '2.1 Hire',
      '2.2 Ship',
      '2.2.1 Design',
    ]);
  });

  it('keeps equal titles in id order', () => {
    expect(inTreeOrder([g(7, 'Same'), g(3, 'Same')]).map((p) => p.goal.id)).toEqual([3, 7]);
  });
});

describe('hasParentGoals', () => {
  it.each([
    { goals: [], expected: false },
    { goals: [g(1, 'A'), g(2, 'B')], expected: false },
    { goals: [g(2, 'Child of hidden', 99)], expected: false },
    { goals: [g(1, 'A'), g(2, 'B', 1)], expected: true },
    { goals: [g(1, 'Self', 1)], expected: false },
  ])('$goals.length goals → $expected', ({ goals, expected }) => {
    expect(hasParentGoals(goals)).toBe(expected);
  });
});
