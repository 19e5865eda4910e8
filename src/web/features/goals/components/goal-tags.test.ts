import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { badgeColor } from './badge-colors';
import { goalTags } from './goal-tags';

const en = testTexts('goals');
const texts = (state: Parameters<typeof goalTags>[0], badges: readonly string[]) => goalTags(state, badges, en).map((t) => t.text);

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
    const tags = goalTags('approved', ['Needs Update', 'Status is 3 weeks old', 'Pending edits'], en);
    expect(tags.map((t) => t.color)).toEqual([
      'geekblue',
      badgeColor('Needs Update'),
      badgeColor('Status is 3 weeks old'),
      badgeColor('Pending edits'),
    ]);
    expect(goalTags('finalized', ['Finalized'], en)[0]!.color).toBe(badgeColor('Finalized'));
    expect(goalTags('results_in_review', ['Results in review (In Dispute)'], en)[0]!.color).toBe(
      badgeColor('Results in review (In Dispute)'),
    );
  });
});

describe('goalTags in German', () => {
  it('names the state and the server’s badges in German, and keeps a badge it does not know as the server wrote it', () => {
    const tags = goalTags(
      'approved',
      ['Needs Update', 'Status is 3 weeks old', 'Trending Down', 'Something new'],
      testTexts('goals', 'de'),
    );
    expect(tags.map((t) => t.text)).toEqual(['Freigegeben', 'Update nötig', 'Status ist 3 Wochen alt', 'Abwärtstrend', 'Something new']);
    expect(goalTags('results_in_review', ['Results in review (In Dispute)'], testTexts('goals', 'de')).map((t) => t.text)).toEqual([
      'Ergebnisse in Prüfung (strittig)',
    ]);
  });
});
