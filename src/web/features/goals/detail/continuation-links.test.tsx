import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render';
import { ContinuationLinks } from './continuation-links';

const info = {
  ContinuedFrom: { Id: 41, Title: 'Build trail maps for the beta', PeriodId: 7, Quarter: 'Q3 2026' },
  ContinuedIn: [{ Id: 88, Title: 'Build offline trail maps', PeriodId: 9, Quarter: 'Q1 2027' }],
};

describe('the links to a goal’s other quarters', () => {
  it('links the goal it continues and its copies, each with its quarter, keeping the list’s filters', () => {
    renderScreen(<ContinuationLinks info={info} />, { path: '/v3/goals/60?quarter=8' });
    const [from, into] = screen.getAllByRole('listitem');
    expect(from!.textContent).toBe('Continued from Build trail maps for the beta (Q3 2026)');
    expect(within(from!).getByRole('link').getAttribute('href')).toBe('/v3/goals/41?quarter=8');
    expect(into!.textContent).toBe('Continued in Build offline trail maps (Q1 2027)');
    expect(within(into!).getByRole('link').getAttribute('href')).toBe('/v3/goals/88?quarter=8');
  });

  it('shows only the links there are', () => {
    renderScreen(<ContinuationLinks info={{ ContinuedFrom: null, ContinuedIn: info.ContinuedIn }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Continued in Build offline trail maps (Q1 2027)']);
  });

  it('says it in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<ContinuationLinks info={info} />);
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Fortgesetzt aus Build trail maps for the beta (Q3 2026)',
        'Fortgesetzt in Build offline trail maps (Q1 2027)',
      ]);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
