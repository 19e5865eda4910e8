import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AlignmentLevel } from '../../../../contract/goals';
import type { PeriodList } from '../../../../contract/periods';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { periodsQueryOptions } from '../api/get-goal-choices';
import { AlignmentPage } from './alignment-page';
import { alignmentKey } from './get-alignment';

const periods: PeriodList = {
  Periods: [{ Id: 22, Index: 22, Quarter: 2, Year: 2026, StartDate: '2026-04-01', EndDate: '2026-06-30', IsCurrent: true }],
  Current: null,
};
// One company goal of Q2 2026 (22), likely and of good quality, up since the status before, 45 % of the way by its key
// results, with two goals below it.
const level: AlignmentLevel = {
  Goals: [
    {
      Id: 7,
      Title: 'Grow recurring revenue',
      Owner: { Id: 1, Name: 'Olivia Hart', Avatar: null },
      State: 'approved',
      Likelihood: 3,
      Quality: 3,
      LikelihoodDelta: 1,
      QualityDelta: 0,
      Progress: 45,
      ChildCount: 2,
    },
  ],
  count: 1,
};
const seed = [
  [periodsQueryOptions().queryKey, periods],
  // The organization feature's departments query (its key, as the feature's face does not give its options).
  [['people', 'departments'], { Departments: ['Sales'] }],
  [alignmentKey({ periodId: 22, parentId: null, dept: null }), { pages: [level], pageParams: [1] }],
] as const;

describe('the alignment page in German', () => {
  it('names its controls and what each goal’s row says in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<AlignmentPage />, { session: aSession(), seed, path: '/v3/goals/alignment' });
      expect(screen.getByRole('heading', { level: 1, name: 'Ausrichtung' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Unternehmensziele' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Quartal' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Abteilung' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Alle aufklappen/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Alle zuklappen/ })).toBeTruthy();
      expect(screen.getByText(/^Die Unternehmensziele des Quartals/)).toBeTruthy();

      const row = await screen.findByRole('treeitem');
      const status =
        'Neuester Status: Wahrscheinlichkeit Wahrscheinlich, 4 von 5; Qualität Gut, 4 von 5, Wahrscheinlichkeit seit dem vorigen Status gestiegen';
      // German writes a space before the percent sign (a no-break one).
      expect(row.getAttribute('aria-label')).toBe(
        `Grow recurring revenue, 2 ausgerichtet, Olivia Hart, Freigegeben, ${status}, 45\u00a0% erreicht`,
      );
      // The bar shows it; the row's name says it, once.
      expect(within(row).queryByRole('img', { name: /Fortschritt/ })).toBeNull();
      expect(row.querySelector('[data-number]')?.getAttribute('data-number')).toBe('45\u00a0%');
      expect(within(row).getByRole('button', { name: 'Grow recurring revenue aufklappen' })).toBeTruthy();
      expect(within(row).getByRole('img', { name: status })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
