import { describe, expect, it } from 'vitest';
import {
  COPY_ALREADY_THERE,
  COPY_NOT_LATER,
  COPY_OWNER_DEACTIVATED,
  COPY_QUARTER_CLOSED,
  copiedValues,
  copyOrder,
  copyRefusal,
  copyTargets,
  parentCandidates,
} from './copy-rules';

describe('copyRefusal', () => {
  const fine = { source: { index: 5 }, target: { index: 6 }, targetOpen: true, ownerDeactivated: false, continuedThere: false };
  it.each([
    ['the next quarter', fine, null],
    ['a quarter two later', { ...fine, target: { index: 7 } }, null],
    ['the same quarter', { ...fine, target: { index: 5 } }, COPY_NOT_LATER],
    ['an earlier quarter', { ...fine, target: { index: 4 } }, COPY_NOT_LATER],
    ['an earlier quarter that is also closed', { ...fine, target: { index: 4 }, targetOpen: false }, COPY_NOT_LATER],
    ['a later quarter closed for setting goals', { ...fine, targetOpen: false }, COPY_QUARTER_CLOSED],
    ['a deactivated owner', { ...fine, ownerDeactivated: true }, COPY_OWNER_DEACTIVATED],
    ['a goal continued there already', { ...fine, continuedThere: true }, COPY_ALREADY_THERE],
    ['a closed quarter before a deactivated owner', { ...fine, targetOpen: false, ownerDeactivated: true }, COPY_QUARTER_CLOSED],
  ])('%s', (_, c, refusal) => {
    expect(copyRefusal(c)).toBe(refusal);
  });
});

describe('copyTargets', () => {
  const open = [{ index: 8 }, { index: 6 }, { index: 7 }, { index: 9 }, { index: 10 }];
  it.each([
    ['after one goal of the current quarter', [6], [7, 8, 9, 10]],
    ['after the latest of goals of two quarters', [6, 8], [9, 10]],
    ['after a goal of a past quarter: every open one', [3], [6, 7, 8, 9, 10]],
    ['after a goal of the last open quarter: none', [10], []],
  ])('%s', (_, sources, indexes) => {
    expect(
      copyTargets(
        open,
        sources.map((index) => ({ index })),
      ).map((q) => q.index),
    ).toEqual(indexes);
  });
});

describe('copyOrder', () => {
  const tree = [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
    { id: 4, parentId: 1 },
    { id: 5, parentId: 99 },
    { id: 6, parentId: null },
  ];
  it.each([
    [
      'roots in the order of the request',
      [
        { id: 6, parentId: null },
        { id: 1, parentId: null },
      ],
      [6, 1],
      [6, 1],
    ],
    ['a tree depth first below its root', tree.slice(0, 4), [1], [1, 2, 3, 4]],
    ['a child requested before its parent comes after it', tree.slice(0, 2), [2, 1], [1, 2]],
    ['children that were requested in the request order', tree.slice(0, 4), [4, 2, 1], [1, 4, 2, 3]],
    ['a goal whose parent is not copied is a root', [tree[4]!, tree[5]!], [5, 6], [5, 6]],
    ['everything', tree, [6, 5, 1], [6, 5, 1, 2, 3, 4]],
  ])('%s', (_, sources, requested, order) => {
    expect(copyOrder(sources, requested)).toEqual(order);
  });
});

describe('parentCandidates', () => {
  const copies = new Map([[10, 110]]);
  const continuations = new Map([
    [20, [220, 210]],
    [10, [310]],
  ]);
  it.each([
    ['no parent: none', null, []],
    ['the parent copied by the same request', 10, [110]],
    ['else the continuations of the parent, oldest first', 20, [210, 220]],
    ['a parent neither copied nor continued: none', 30, []],
  ])('%s', (_, parentId, candidates) => {
    expect(parentCandidates({ parentId, copies, continuations })).toEqual(candidates);
  });
});

describe('copiedValues', () => {
  it.each([
    ['reset starts again from the start', { start: 10, current: 35 }, 'reset', { start: 10, current: 10 }],
    ['carry starts where it stands', { start: 10, current: 35 }, 'carry', { start: 35, current: 35 }],
    ['reset of one never read', { start: 0, current: 0 }, 'reset', { start: 0, current: 0 }],
    ['carry of a decreasing one', { start: 100, current: 60 }, 'carry', { start: 60, current: 60 }],
  ] as const)('%s', (_, kr, values, copied) => {
    expect(copiedValues(kr, values)).toEqual(copied);
  });
});
