import { describe, expect, it } from 'vitest';
import { isWholeOrder, moved } from './order';

describe('a new order of a goal’s key results', () => {
  it.each<[string, number[], number[], boolean]>([
    ['the same order', [1, 2, 3], [1, 2, 3], true],
    ['a new order of all', [1, 2, 3], [3, 1, 2], true],
    ['one left out', [1, 2, 3], [3, 1], false],
    ['one named twice', [1, 2, 3], [1, 1, 2], false],
    ['another goal’s', [1, 2, 3], [1, 2, 4], false],
    ['one more than there are', [1, 2], [1, 2, 3], false],
    ['none of none', [], [], true],
  ])('%s: %j as %j is whole: %s', (_, current, ordered, whole) => {
    expect(isWholeOrder(current, ordered)).toBe(whole);
  });

  it.each<[number[], number, -1 | 1, number[]]>([
    [[1, 2, 3], 1, -1, [2, 1, 3]],
    [[1, 2, 3], 1, 1, [1, 3, 2]],
    [[1, 2, 3], 0, -1, [1, 2, 3]],
    [[1, 2, 3], 2, 1, [1, 2, 3]],
    [[1, 2, 3], 5, 1, [1, 2, 3]],
  ])('%j with the one at %d moved by %d: %j', (ids, index, by, expected) => {
    expect(moved(ids, index, by)).toEqual(expected);
  });
});
