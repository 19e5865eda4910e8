import { describe, expect, it } from 'vitest';
import { badgeColor } from './badge-colors';

describe('badgeColor', () => {
  it.each([
    ['Draft', 'default'],
    ['Shelved', 'default'],
    ['Pending edits', 'gold'],
    ['Needs Update', 'orange'],
    ['Needs Review', 'blue'],
    ['Results in review (Achieved)', 'cyan'],
    ['Results in review (Not Achieved)', 'red'],
    ['Results in review (In Dispute)', 'magenta'],
    ['Finalized', 'green'],
    ['Needs Finalization', 'purple'],
    ['Status is 3 weeks old', 'volcano'],
    ['Status is 12 weeks old', 'volcano'],
    ['Trending Down', 'red'],
    ['Something new', 'default'],
  ])('%s is %s', (badge, color) => {
    expect(badgeColor(badge)).toBe(color);
  });
});
