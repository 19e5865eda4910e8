import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { PredictionData } from '../../../../contract/predictions';
import { aGoal } from '../../../testing/goals';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { predictionQueryOptions } from '../api/get-prediction';
import type { PredictionView } from '../prediction-rules';
import { PredictionMatrixView } from './prediction-matrix-view';

const view: PredictionView = { week: 0, level: null, states: [], cell: null };
const cells = Array.from({ length: 25 }, (_, i) => ({ Likelihood: Math.floor(i / 5), Quality: i % 5, Count: i === 18 ? 1 : 0 }));

// Ada's goal with one goal aligned directly below it, predicted Likely and Good in week 3, 62.5 % of the way by its key
// results.
const data: PredictionData = {
  goal: aGoal({ ChildCount: 2 }),
  childs: [
    {
      Id: 601,
      ParentId: 501,
      Level: 1,
      Title: 'Export invoices as CSV',
      State: 'shelved',
      Hidden: false,
      Progress: 62.5,
      User: { Id: 20, Name: 'Bob Stone', OrgUnit: 'Engineering', Avatar: null },
      Status: { Id: 9, Likelihood: 3, Quality: 3, StartDate: '2026-04-13' },
    },
  ],
  count: 2,
  matrix: { Cells: cells, NoStatus: 1, Total: 2, Levels: [{ Level: 1, Count: 2 }] },
  results: [],
  managerresults: [],
  weekPeriod: { Id: 303, Week: 3, StartDate: '2026-04-13', EndDate: '2026-04-19', PeriodId: 22, Quarter: 'Q2 2026', IsCurrent: true },
  prevWeek: 302,
  nextWeek: null,
  Page: 1,
  // One a page: the second goal is behind Load More.
  PageSize: 1,
};

const matrix = () =>
  renderScreen(<PredictionMatrixView goalId={501} view={view} wide onView={() => undefined} />, {
    session: aSession(),
    seed: [[predictionQueryOptions(501, view).queryKey, { pages: [data], pageParams: [1] }]],
  });

describe('the prediction matrix', () => {
  it('names its grid, weeks and goals', () => {
    matrix();
    expect(screen.getByRole('navigation', { name: 'Weeks' })).toBeTruthy();
    expect(screen.getByText('Week 3 · Apr 13 – Apr 19')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Likely, 4 of 5 · Good, 4 of 5: 1 goal' })).toBeTruthy();
    expect(screen.getByText('2 goals aligned below')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No prediction yet: 1' })).toBeTruthy();
    expect(screen.getByText('1 of 2 goals')).toBeTruthy();
  });
});

describe('the prediction matrix in German', () => {
  it('names its grid, weeks, filters and goals in German', async () => {
    await i18next.changeLanguage('de');
    try {
      matrix();
      expect(screen.getByRole('navigation', { name: 'Wochen' })).toBeTruthy();
      expect(screen.getByText('Woche 3 · 13. Apr. – 19. Apr.')).toBeTruthy();
      expect(screen.getByText('Diese Woche')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Ebene' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Status des Ziels' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Wahrscheinlich, 4 von 5 · Gut, 4 von 5: 1 Ziel' })).toBeTruthy();
      expect(screen.getByText('2 Ziele darunter ausgerichtet')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Noch keine Prognose: 1' })).toBeTruthy();

      const list = screen.getByRole('list', { name: 'Alle Ziele' });
      expect(within(list).getByText('Bob Stone · Ebene 1')).toBeTruthy();
      expect(within(list).getByText('Zurückgestellt')).toBeTruthy();
      expect(within(list).getByText('Fortschritt jetzt')).toBeTruthy();
      expect(within(list).getByRole('img', { name: 'Fortschritt 63\u00a0%' })).toBeTruthy();
      expect(screen.getByText('1 von 2 Zielen')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
