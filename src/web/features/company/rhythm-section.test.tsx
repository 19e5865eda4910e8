import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RhythmSettings } from '../../../contract/rhythm';
import { takeRequests } from '../../testing/network';
import { renderScreen } from '../../testing/render';
import { rhythmSettingsQueryOptions } from './api/rhythm-settings';
import { RhythmSection } from './rhythm-section';

// The drawer's Weekly follow-up section: GET /api/tenant/rhythm answered a Berlin company's defaults.
const defaults: RhythmSettings = {
  UpdateWeekday: 5,
  SendHour: 9,
  RemindersOn: true,
  ManagerAfterWeeks: 2,
  SkipLevelAfterWeeks: 3,
  TimeZone: 'Berlin',
  CanEdit: true,
};
const seed = (s: RhythmSettings = defaults) => [[rhythmSettingsQueryOptions().queryKey, s]] as const;
const sentence = () => screen.getByTestId('rhythm-sentence').querySelector('.ant-alert-title')?.textContent;

describe('the weekly follow-up section', () => {
  it('says in plain words what will happen', async () => {
    renderScreen(<RhythmSection />, { seed: seed() });
    expect(await screen.findByText('Weekly follow-up')).toBeTruthy();
    expect(sentence()).toBe(
      'Every Friday at 09:00 (Europe/Berlin) people who have not updated get a reminder; after 2 missed weeks their manager is told, after 3 their manager’s manager.',
    );
  });

  it.each([
    [{ RemindersOn: false }, 'Every Friday at 09:00 (Europe/Berlin) the follow-up runs without reminders; after 2 missed weeks'],
    [
      { ManagerAfterWeeks: 1, SkipLevelAfterWeeks: 4 },
      'get a reminder; after 1 missed week their manager is told, after 4 their manager’s manager.',
    ],
    [{ UpdateWeekday: 1, SendHour: 17 }, 'Every Monday at 17:00 (Europe/Berlin)'],
  ])('with %j says “…%s…”', async (change, words) => {
    renderScreen(<RhythmSection />, { seed: seed({ ...defaults, ...change }) });
    await screen.findByText('Weekly follow-up');
    expect(sentence()).toContain(words);
  });

  it('saves what was chosen, and the sentence follows the choice before saving', async () => {
    const { user } = renderScreen(<RhythmSection />, { seed: seed() });
    await user.click(await screen.findByRole('switch', { name: 'Remind people who have not updated' }));
    expect(sentence()).toContain('the follow-up runs without reminders');
    const skip = screen.getByRole('spinbutton', { name: 'Tell the manager’s manager after missed weeks in a row' });
    await user.clear(skip);
    await user.type(skip, '5');
    expect(sentence()).toContain('after 5 their manager’s manager');
    await user.click(screen.getByRole('button', { name: 'Save follow-up' }));
    expect(takeRequests()).toMatchObject([
      {
        method: 'PUT',
        url: '/api/tenant/rhythm',
        body: { UpdateWeekday: 5, SendHour: 9, RemindersOn: false, ManagerAfterWeeks: 2, SkipLevelAfterWeeks: 5 },
      },
    ]);
  });

  it('does not save a skip level that is not later than the manager', async () => {
    const { user } = renderScreen(<RhythmSection />, { seed: seed() });
    const skip = await screen.findByRole('spinbutton', { name: 'Tell the manager’s manager after missed weeks in a row' });
    await user.clear(skip);
    await user.type(skip, '2');
    await user.click(screen.getByRole('button', { name: 'Save follow-up' }));
    expect(await screen.findByText('Choose more weeks than for the manager.')).toBeTruthy();
    expect(takeRequests()).toEqual([]);
  });

  it('speaks German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<RhythmSection />, { seed: seed() });
      expect(await screen.findByText('Wöchentliche Nachverfolgung')).toBeTruthy();
      expect(sentence()).toBe(
        'Jeden Freitag um 09:00 Uhr (Europe/Berlin) erhalten alle, die noch kein Update gegeben haben, eine Erinnerung; nach 2 versäumten Wochen wird die Führungskraft benachrichtigt, nach 3 deren Führungskraft.',
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
