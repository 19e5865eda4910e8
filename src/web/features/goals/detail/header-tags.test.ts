import { describe, expect, it } from 'vitest';
import { badgeColor } from '../components/badge-colors';
import { headerTags } from './header-tags';

const texts = (...args: Parameters<typeof headerTags>) => headerTags(...args).map((t) => t.text);

describe('headerTags', () => {
  it('shows the state once, before the other badges', () => {
    expect(texts('approved', ['Needs Update', 'Trending Down'])).toEqual(['Approved', 'Needs Update', 'Trending Down']);
    expect(texts('draft', ['Draft'])).toEqual(['Draft']);
    expect(texts('review', ['Draft', 'Needs Review'])).toEqual(['Draft in review', 'Needs Review']);
    expect(texts('shelved', ['Shelved'])).toEqual(['Shelved']);
    expect(texts('finalized', ['Finalized'])).toEqual(['Finalized']);
  });

  it('lets a result badge speak for the state', () => {
    expect(texts('results_in_review', ['Results in review (In Dispute)'])).toEqual(['Results in review (In Dispute)']);
  });

  it('colours badges as the goal list does', () => {
    const tags = headerTags('approved', ['Needs Update', 'Status is 3 weeks old', 'Pending edits']);
    expect(tags.map((t) => t.color)).toEqual([
      'geekblue',
      badgeColor('Needs Update'),
      badgeColor('Status is 3 weeks old'),
      badgeColor('Pending edits'),
    ]);
    expect(headerTags('finalized', ['Finalized'])[0]!.color).toBe(badgeColor('Finalized'));
    expect(headerTags('results_in_review', ['Results in review (In Dispute)'])[0]!.color).toBe(
      badgeColor('Results in review (In Dispute)'),
    );
  });
});
