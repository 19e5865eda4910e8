import { describe, expect, it } from 'vitest';
import { activeTab, visibleTabs } from './detail-tabs';

describe('visibleTabs', () => {
  it.each([
    [{ childCount: 0, ancestorCount: 0, asSubGoal: false }, ['details', 'history']],
    [{ childCount: 3, ancestorCount: 0, asSubGoal: false }, ['overview', 'details', 'history']],
    [{ childCount: 0, ancestorCount: 2, asSubGoal: false }, ['details', 'history', 'hierarchy']],
    [{ childCount: 1, ancestorCount: 1, asSubGoal: false }, ['overview', 'details', 'history', 'hierarchy']],
    [{ childCount: 1, ancestorCount: 1, asSubGoal: true }, ['overview', 'details', 'history']],
    [{ childCount: 0, ancestorCount: 4, asSubGoal: true }, ['details', 'history']],
  ])('%o shows %o', (facts, tabs) => {
    expect(visibleTabs(facts)).toEqual(tabs);
  });
});

describe('activeTab', () => {
  it('opens on the first tab: Overview when there are children, else Details', () => {
    expect(activeTab(null, ['overview', 'details', 'history'])).toBe('overview');
    expect(activeTab(null, ['details', 'history'])).toBe('details');
  });

  it('keeps the chosen tab while it is shown and falls back when it goes away', () => {
    expect(activeTab('history', ['details', 'history'])).toBe('history');
    expect(activeTab('hierarchy', ['details', 'history'])).toBe('details');
  });
});
