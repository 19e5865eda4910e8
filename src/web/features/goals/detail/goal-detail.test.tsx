import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PeriodList } from '../../../../contract/periods';
import { aGoalInfo } from '../../../testing/goals';
import { takeRequests } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { childGoalsQueryOptions, goalInfoQueryOptions } from '../api/get-goal-info';
import { periodsQueryOptions } from '../api/get-goal-choices';
import { GoalDetail } from './goal-detail';

const NO_PERIODS: PeriodList = { Periods: [], Current: null };

// Ada's approved goal, which she may update: the detail's Update button opens the weekly update.
const info = aGoalInfo({ Permissions: { ...aGoalInfo().Permissions, Update: true } });
const seed = [
  [goalInfoQueryOptions(501).queryKey, info],
  [childGoalsQueryOptions(501).queryKey, { Goals: [], GoalStatuses: [] }],
  [periodsQueryOptions().queryKey, NO_PERIODS],
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
