import { describe, expect, it } from 'vitest';
import { badgeColor } from './badge-colors';
import { goalTags } from './goal-tags';

const texts = (...args: Parameters<typeof goalTags>) => goalTags(...args).map((t) => t.text);

describe('goalTags', () => {
  it.each([
    ['approved', ['Needs Update', 'Trending Down'], ['Approved', 'Needs Update', 'Trending Down']],
    ['draft', ['Draft'], ['Draft']],
    ['review', ['Draft', 'Needs Review'], ['Draft in review', 'Needs Review']],
    ['review', ['Draft'], ['Draft in review']],
    ['shelving_in_review', ['Needs Review'], ['Shelving in review', 'Needs Review']],
    ['shelved', ['Shelved'], ['Shelved']],
    ['finalized', ['Finalized'], ['Finalized']],
  ] as const)('names state %s with badges %j as %j, on the card as in the detail', (state, badges, expected) => {
    expect(texts(state, badges)).toEqual(expected);
  });

  it('lets a result badge speak for the state', () => {
    expect(texts('results_in_review', ['Results in review (In Dispute)'])).toEqual(['Results in review (In Dispute)']);
  });

  it('colours badges as the goal list does', () => {
    const tags = goalTags('approved', ['Needs Update', 'Status is 3 weeks old', 'Pending edits']);
    expect(tags.map((t) => t.color)).toEqual([
      'geekblue',
      badgeColor('Needs Update'),
      badgeColor('Status is 3 weeks old'),
      badgeColor('Pending edits'),
    ]);
    expect(goalTags('finalized', ['Finalized'])[0]!.color).toBe(badgeColor('Finalized'));
    expect(goalTags('results_in_review', ['Results in review (In Dispute)'])[0]!.color).toBe(badgeColor('Results in review (In Dispute)'));
  });
});
