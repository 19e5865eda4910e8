import { describe, expect, it } from 'vitest';
import { chainAbove, legIdOf } from './org-chain';

// CEO 1 → 2 (VP) → 3 (manager) → 4; CEO 1 → 5; 6 has no manager; 7 ↔ 8 loop (never on a real chart); 9 → 10 (not loaded).
const parents = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, 3],
  [5, 1],
  [6, null],
  [7, 8],
  [8, 7],
  [9, 10],
]);

describe('chainAbove', () => {
  it.each<[number, number[]]>([
    [1, []],
    [2, [1]],
    [4, [3, 2, 1]],
    [6, []],
    [7, [8]],
    [9, [10]],
    [42, []],
  ])('above %i: %j', (id, chain) => {
    expect(chainAbove(id, parents)).toEqual(chain);
  });
});

describe('legIdOf', () => {
  it.each<[string, number, number | null, number]>([
    ['the CEO', 1, 1, 0],
    ['a CEO’s direct report is their own leg', 2, 1, 2],
    ['two levels down', 3, 1, 2],
    ['three levels down', 4, 1, 2],
    ['another leg', 5, 1, 5],
    ['someone without a manager', 6, 1, 0],
    ['a loop', 7, 1, 0],
    ['a chain that leaves the map', 9, 1, 0],
    ['a company without a CEO', 4, null, 0],
  ])('%s', (_case, id, ceo, leg) => {
    expect(legIdOf(id, parents, ceo)).toBe(leg);
  });
});
