import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycles';

describe('chunkCycles', () => {
  it.each([
    ['none in a chain', { entry: ['area'], area: ['kit'], kit: [] }, []],
    ['none where two import a third', { entry: ['kit'], area: ['entry', 'kit'], kit: [] }, []],
    ['two that import each other', { entry: [], area: ['icons', 'entry'], icons: ['area'] }, [['area', 'icons', 'area']]],
    ['a circle of three', { a: ['b'], b: ['c'], c: ['a'] }, [['a', 'b', 'c', 'a']]],
    ['one that imports itself', { a: ['a'] }, [['a', 'a']]],
  ] as const)('finds %s', (_case, graph, expected) => {
    expect(chunkCycles(new Map(Object.entries(graph)))).toEqual(expected);
  });
});
