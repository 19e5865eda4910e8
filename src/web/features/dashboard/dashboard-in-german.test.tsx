import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Compliance, Reminder } from '../../../contract/dashboard';
import { renderScreen } from '../../testing/render';
import { aSession } from '../../testing/session';
import { complianceQueryOptions } from './api/get-compliance';
import { remindersQueryOptions } from './api/get-reminders';
import { ComplianceBlock } from './compliance/compliance-block';
import { RemindersBlock } from './reminders/reminders-block';
import { FIRST_REMINDERS } from './reminders/reminder-rules';

const reminder: Reminder = {
  Key: 'WeeklyUpdate-7',
  Id: 7,
  Type: 'WeeklyUpdate',
  Prefix: 'Weekly Update',
  Title: 'Grow repeat orders',
  Quarter: 'Q2 2026',
  PeriodId: 22,
  WeekId: 303,
  GoalId: 7,
  User: null,
  ButtonText: 'Update',
  Link: '/v3/goals/7',
  CreatedAt: null,
};

// Reminders whose titles the server composes in English: the quarter's goals to set, an appraisal to countersign; and
// an action item with its deadline on the tag.
const createGoals: Reminder = {
  ...reminder,
  Key: 'CreateGoals-22',
  Id: 22,
  Type: 'CreateGoals',
  Title: 'Set your goals for Q2 2026',
  GoalId: null,
  Link: '/v3/goals?quarter=22',
};
const countersign: Reminder = {
  ...reminder,
  Key: 'CountersignAppraisal-5',
  Id: 5,
  Type: 'CountersignAppraisal',
  Title: "Ada Park's Q2 2026 appraisal",
  GoalId: null,
  User: { Id: 10, Name: 'Ada Park', JobTitle: null, Avatar: null },
  Link: '/v3/talent/appraisal/5',
};
const actionItem: Reminder = {
  ...reminder,
  Key: 'ActionItemDue-9',
  Id: 9,
  Type: 'ActionItemDue',
  Title: 'Call the supplier',
  Quarter: 'Due 04/20/2026',
  GoalId: null,
  Link: '/v3/actionitems?item=9',
};

const compliance: Compliance = {
  Scope: 1,
  users: 4,
  goals: 3,
  lastweekgoals: 2,
  lastgoals: 4,
  LastWeekId: 302,
  LastId: 21,
  IsCurrentWeek: false,
  PeriodId: 22,
  Quarter: 'Q2 2026',
  LastQuarter: 'Q1 2026',
  LastWeek: { Id: 302, Week: 2, StartDate: '2026-04-06', EndDate: '2026-04-12' },
  Modes: [
    { Mode: 1, Count: 1, Total: 4, Percent: 25, CompliantPercent: 75 },
    { Mode: 2, Count: 1, Total: 3, Percent: 33, CompliantPercent: 67 },
    { Mode: 3, Count: 0, Total: 1, Percent: 0, CompliantPercent: 100 },
  ],
};

const seed = [
  [remindersQueryOptions(FIRST_REMINDERS).queryKey, { Reminders: [reminder, createGoals, countersign, actionItem], Total: 4 }],
  [complianceQueryOptions(1).queryKey, compliance],
] as const;

describe('the dashboard in German', () => {
  it('names its reminders and compliance figures in German', async () => {
    await i18next.changeLanguage('de');
    try {
      // German dates come with German's dayjs locale, which loads as the language changes.
      await waitFor(() => expect(dayjs.locale()).toBe('de'));
      renderScreen(
        <>
          <RemindersBlock />
          <ComplianceBlock />
        </>,
        { session: aSession(), seed },
      );
      expect(screen.getByRole('heading', { name: 'Erinnerungen' })).toBeTruthy();
      // The reminder's prefix and button by its type, not the answer's English.
      expect(screen.getByText('Wöchentliches Update:')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Aktualisieren: Grow repeat orders' })).toBeTruthy();
      // The titles the server composed, said again in German; a title someone wrote stays theirs.
      expect(screen.getByRole('button', { name: 'Ziel hinzufügen: Legen Sie Ihre Ziele für Q2 2026 fest' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Gegenzeichnen: Beurteilung von Ada Park für Q2 2026' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Öffnen: Call the supplier' })).toBeTruthy();
      expect(screen.getByText('Fällig am 20.04.2026')).toBeTruthy();

      expect(screen.getByRole('heading', { name: 'Compliance der Mitarbeitenden' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Compliance-Bereich' })).toBeTruthy();
      // German writes a space (a no-break one) before the percent sign.
      expect(
        screen.getByRole('button', {
          name: 'Kein wöchentliches Update: 33\u00a0%, 1 von 3 Personen, Letzte Woche: Woche 2, 6. Apr. – 12. Apr. – Personen anzeigen',
        }),
      ).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'Nicht abgeschlossen: 0\u00a0%, 0 von 1 Person, Ziele aus Q1 2026 nicht abgeschlossen' }),
      ).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
