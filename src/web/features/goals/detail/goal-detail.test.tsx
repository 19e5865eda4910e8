import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { GoalInfo } from '../../../../contract/goals';
import type { PeriodList } from '../../../../contract/periods';
import { aGoalInfo } from '../../../testing/goals';
import { takeRequests } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { childGoalsQueryOptions, goalInfoQueryOptions } from '../api/get-goal-info';
import { periodsQueryOptions } from '../api/get-goal-choices';
import { goalProgressQueryOptions, keyResultsQueryOptions } from '../../key-results/api/key-results-api';
import { GoalDetail } from './goal-detail';

const NO_PERIODS: PeriodList = { Periods: [], Current: null };

// Ada's approved goal, which she may update: the detail's Update button opens the weekly update.
const info = aGoalInfo({ Permissions: { ...aGoalInfo().Permissions, Update: true } });
const seed = [
  [goalInfoQueryOptions(501).queryKey, info],
  [childGoalsQueryOptions(501).queryKey, { Goals: [], GoalStatuses: [] }],
  [periodsQueryOptions().queryKey, NO_PERIODS],
  [keyResultsQueryOptions(501).queryKey, []],
  [goalProgressQueryOptions(501).queryKey, { Progress: null, Expected: 0, Weeks: [] }],
] as const;

describe('the goal detail', () => {
  it('keeps the goal and the dialog open on it when a refetch fails (the person loses nothing they typed)', async () => {
    const { user, queryClient } = renderScreen(<GoalDetail goalId={501} />, { session: aSession(), seed });
    await user.click(screen.getByRole('button', { name: /Update$/ }));
    expect(screen.getByRole('dialog', { name: 'Weekly update' })).toBeTruthy();

    // The refetch goes to the network, which a component test refuses as a browser offline would.
    await queryClient.refetchQueries({ queryKey: goalInfoQueryOptions(501).queryKey });
    await waitFor(() => expect(queryClient.getQueryState(goalInfoQueryOptions(501).queryKey)?.status).toBe('error'));
    expect(takeRequests().map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname}`)).toEqual(['GET /api/Goal/501']);

    expect(screen.getByRole('dialog', { name: 'Weekly update' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Ship the billing export' })).toBeTruthy();
  });

  it('shows the error of a first load that failed', async () => {
    renderScreen(<GoalDetail goalId={777} />, { session: aSession() });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(takeRequests().map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname}`)).toEqual(['GET /api/Goal/777']);
  });
});

// Weeks 2 and 3 of Q2 2026: week 2 was given Likely and Okay, week 3 (this week, 303) is open and empty.
const weekly = (id: number, n: number, start: string, end: string, given: boolean): GoalInfo['GoalWeeklyStates'][number] => ({
  Week: { Id: id, Week: n, StartDate: start, EndDate: end },
  IsOpen: true,
  Status: given
    ? {
        Id: 900 + n,
        GoalId: 501,
        Likelihood: 3,
        Quality: 2,
        LikelihoodDelta: -1,
        QualityDelta: null,
        CommentCount: 0,
        GoalPeriodWeek: { Id: id, Week: n, StartDate: start, EndDate: end },
      }
    : null,
});
const entry = (
  Id: number,
  FromState: string | null,
  ToState: string,
  UserId: number,
  Label: string,
): GoalInfo['GoalTransitions'][number] => ({
  Id,
  TransitionableType: 'Goal',
  ActionType: null,
  Meta: null,
  FromState,
  ToState,
  Label,
  GoalName: 'Ship the billing export',
  CreatedAt: `2026-04-0${Id}T09:00:00.000Z`,
  UserId,
  UserName: UserId === 10 ? 'Ada Park' : 'Emma Fischer',
});

describe('the goal detail in German', () => {
  it('speaks German in its header, timeline, tabs and weekly update', async () => {
    await i18next.changeLanguage('de');
    try {
      // German dates come with German's dayjs locale, which loads as the language changes.
      await waitFor(() => expect(dayjs.locale()).toBe('de'));
      const weeks = [weekly(302, 2, '2026-04-06', '2026-04-12', true), weekly(303, 3, '2026-04-13', '2026-04-19', false)];
      const german = aGoalInfo(
        { Permissions: { ...aGoalInfo().Permissions, Update: true }, Hidden: true },
        {
          Ancestors: [{ Id: 400, Title: 'Grow revenue', State: 'approved', UserId: 2, UserName: 'Emma Fischer', ParentId: null }],
          GoalWeeklyStates: weeks,
          GoalStatuses: [weeks[0]!.Status!],
          // Ada made the goal and asked for approval; Emma, her manager, sent it back. The answer's Labels are English.
          GoalTransitions: [
            entry(1, null, 'draft', 10, 'Created as draft'),
            entry(2, 'draft', 'review', 10, 'Submitted for approval'),
            entry(3, 'review', 'draft', 2, 'Changes requested'),
          ],
        },
      );
      const { user } = renderScreen(<GoalDetail goalId={501} />, {
        session: aSession(),
        seed: [[goalInfoQueryOptions(501).queryKey, german], ...seed.slice(1)],
      });

      expect(screen.getByText('Privat')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Folgen/ })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Wochenstatus' })).toBeTruthy();
      expect(screen.getByText('Oben: Wahrscheinlichkeit · unten: Qualität')).toBeTruthy();
      expect(
        screen.getByRole('button', {
          name: 'Woche 2, 6. Apr. – 12. Apr. 2026: Wahrscheinlichkeit Wahrscheinlich, 4 von 5; Qualität Okay, 3 von 5 (offen für ein Update)',
        }),
      ).toBeTruthy();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Verlauf und Kommentare', 'Hierarchie']);
      expect(screen.getByText('Übergeordnetes Ziel')).toBeTruthy();
      expect(screen.getByText('Auf kein übergeordnetes Ziel ausgerichtet')).toBeTruthy();

      await user.click(screen.getByRole('tab', { name: 'Verlauf und Kommentare' }));
      expect(await screen.findByText('Eine Stufe niedriger als im vorigen Status')).toBeTruthy();
      expect(screen.getByText('Als Entwurf erstellt')).toBeTruthy();
      expect(screen.getByText('Zur Freigabe eingereicht')).toBeTruthy();
      expect(screen.getByText('Änderungen angefordert')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: /Update$/ }));
      const dialog = screen.getByRole('dialog', { name: 'Wöchentliches Update' });
      expect(within(dialog).getByText('Woche 3 · 13. Apr. – 19. Apr. (diese Woche)')).toBeTruthy();
      expect(within(dialog).getByText('Wie wahrscheinlich wird dieses Ziel erreicht?')).toBeTruthy();
      expect(within(dialog).getAllByText('4 von 5')).toHaveLength(2);
      await user.click(within(dialog).getByRole('button', { name: 'Update senden' }));
      expect(await within(dialog).findByText('Bitte wählen Sie eine Wahrscheinlichkeit.')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
