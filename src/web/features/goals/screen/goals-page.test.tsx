import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { GoalList } from '../../../../contract/goals';
import type { PeriodList } from '../../../../contract/periods';
import { aGoal } from '../../../testing/goals';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { goalOwnersQueryOptions, periodsQueryOptions } from '../api/get-goal-choices';
import { goalsQueryOptions } from '../api/get-goals';
import { GoalsPage } from './goals-page';

// Ada (10), a manager, sees her goals of Q2 2026 (22): one approved goal that waits for this week's update.
const session = aSession();
const periods: PeriodList = {
  Periods: [{ Id: 22, Index: 22, Quarter: 2, Year: 2026, StartDate: '2026-04-01', EndDate: '2026-06-30', IsCurrent: true }],
  Current: null,
};
const goal = aGoal({ Badges: ['Needs Update', 'Status is 3 weeks old'], Hidden: true });
const page: GoalList = { data: [goal], goalEdits: [], pendingEdits: [], followed: [], ceo: null, count: 1, Page: 1, PageSize: 10 };
const seed = [
  [periodsQueryOptions().queryKey, periods],
  [goalsQueryOptions({ GoalSelectFilter: 'MyGoals' }).queryKey, { pages: [page], pageParams: [1] }],
  // The list again once the drawer's filters apply.
  [
    goalsQueryOptions({ GoalSelectFilter: 'MyGoals', GoalStates: ['review'], NeedsReview: true }).queryKey,
    { pages: [page], pageParams: [1] },
  ],
  [goalOwnersQueryOptions('').queryKey, []],
] as const;

describe('picking goals for Copy to next quarter', () => {
  it('offers one’s own goals, counts the picked ones and opens the dialog from the bar', async () => {
    const { user } = renderScreen(<GoalsPage />, { session, seed, path: '/v3/goals' });
    const list = screen.getByRole('region', { name: 'Goal list' });
    await user.click(within(list).getByRole('checkbox', { name: 'Select Ship the billing export' }));
    const bar = screen.getByRole('group', { name: '1 goal selected' });
    await user.click(within(bar).getByRole('button', { name: 'Copy to next quarter' }));
    // antd names its dialog by an id the test build gives every element ('test-id'): its title says what it is.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Copy to a later quarter')).toBeTruthy();
    // The only quarter listed is the goal's own: there is none later to copy to.
    expect(dialog.textContent).toContain('there is none after these goals’ quarter');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('group', { name: '1 goal selected' })).toBeNull();
    expect(within(list).getByRole('checkbox', { name: 'Select Ship the billing export' })).toHaveProperty('checked', false);
  });
});

describe('the goals page in German', () => {
  it('names the list, its filters and the goal’s badges in German', async () => {
    await i18next.changeLanguage('de');
    try {
      const { user } = renderScreen(<GoalsPage />, { session, seed, path: '/v3/goals' });
      expect(screen.getByRole('heading', { level: 1, name: 'Ziele' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /Ziel hinzufügen/ })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ausrichtung ansehen' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Angezeigte Ziele' })).toBeTruthy();
      expect(screen.getByTitle('Meine Ziele')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Quartal' })).toBeTruthy();
      expect(screen.getByTitle('Q2 2026')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Personen, Abteilungen oder Titel suchen' })).toBeTruthy();

      const list = screen.getByRole('region', { name: 'Zielliste' });
      expect(within(list).getByText('Was die Quadrate bedeuten')).toBeTruthy();
      expect(within(list).getByText('Sehr wahrscheinlich')).toBeTruthy();
      expect(within(list).getByRole('img', { name: 'Privat' })).toBeTruthy();
      expect(within(list).getByRole('img', { name: 'Noch kein wöchentlicher Status' })).toBeTruthy();
      for (const tag of ['Freigegeben', 'Update nötig', 'Status ist 3 Wochen alt']) expect(within(list).getByText(tag)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Filter' }));
      // antd names its drawer by an id the test build gives every element ('test-id'): the heading says what it is.
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByRole('heading', { name: 'Filter' })).toBeTruthy();
      for (const group of ['Zielstatus', 'Wahrscheinlichkeit', 'Qualität', 'Handlungsbedarf', 'Trend', 'Ausrichtung', 'Weitere']) {
        expect(within(drawer).getByRole('group', { name: group })).toBeTruthy();
      }
      await user.click(within(drawer).getByRole('checkbox', { name: 'Entwurf in Prüfung' }));
      await user.click(within(drawer).getByRole('checkbox', { name: 'Prüfung nötig' }));
      await user.click(within(drawer).getByRole('button', { name: 'Anwenden' }));
      const chips = await screen.findByRole('list', { name: 'Angewendete Filter' });
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Entwurf in Prüfung', 'Prüfung nötig']);
      expect(within(chips).getByRole('button', { name: 'Alle entfernen' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
