import { describe, expect, it } from 'vitest';
import { proposalErrors, proposedItemOf, type ProposedItem } from './proposal-rules';

const revenue: ProposedItem = {
  Id: 4,
  Title: 'Revenue',
  Kind: 'currency',
  Direction: 'increase',
  Start: 0,
  Target: 50000,
  Unit: null,
  Currency: 'EUR',
  Weight: 1,
  OwnerId: 7,
  OwnerName: 'Cal',
};

describe('an item of the proposed list from the form', () => {
  it.each<[string, Parameters<typeof proposedItemOf>, Partial<ProposedItem>]>([
    [
      'a new one has no Id and the goal owner',
      [{ Title: 'Partners', Kind: 'number', Target: 10 }, null, 7],
      { Id: null, OwnerId: 7, OwnerName: '', Start: 0, Weight: 1 },
    ],
    [
      'a changed one keeps its Id and its owner’s name',
      [{ ...revenue, Target: 80000 }, revenue, 7],
      { Id: 4, Target: 80000, OwnerName: 'Cal' },
    ],
    ['a new owner’s name comes with the saved proposal', [{ ...revenue, OwnerId: 9 }, revenue, 7], { Id: 4, OwnerId: 9, OwnerName: '' }],
  ])('%s', (_, args, expected) => {
    expect(proposedItemOf(...args)).toMatchObject(expected);
  });
});

describe("the server's refusals of a proposal", () => {
  const items = [revenue, { ...revenue, Id: null, Title: 'Partners' }];
  it.each<[string, Parameters<typeof proposalErrors>[0], string[]]>([
    ['named by the item’s title', [{ Field: 'KeyResults.1.Target', Message: 'Too low.' }], ['Partners: Too low.']],
    ['about the list as a whole', [{ Field: 'KeyResults', Message: 'Named twice.' }], ['Named twice.']],
    ['an item the list no longer has', [{ Field: 'KeyResults.5.Title', Message: 'Empty.' }], ['Empty.']],
    ['without fields: the message', undefined, ['Refused.']],
  ])('%s', (_, errors, expected) => {
    expect(proposalErrors(errors, items, 'Refused.')).toEqual(expected);
  });
});
