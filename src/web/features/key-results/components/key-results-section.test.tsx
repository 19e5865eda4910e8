import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../../contract/goals';
import type { GoalProgress, KeyResult } from '../../../../contract/key-results';
import { aGoal } from '../../../testing/goals';
import { aKeyResult } from '../../../testing/key-results';
import { takeRequests } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { goalProgressQueryOptions, keyResultsQueryOptions } from '../api/key-results-api';
import { progressRollupQueryOptions } from '../api/progress-rollup-api';
import { KeyResultsSection } from './key-results-section';

// Ada's goal 501 of Q2 2026 with two measured key results; Ada (10) is signed in.
const revenue = aKeyResult({ Weight: 2 });
const portal: KeyResult = {
  ...revenue,
  Id: 2,
  Title: 'Launch the partner portal',
  Kind: 'milestone',
  Start: 0,
  Target: 1,
  Current: 0,
  Currency: null,
  Weight: 1,
  OwnerId: 12,
  OwnerName: 'Dee Lane',
  Progress: 0,
};
const progress: GoalProgress = {
  Progress: 26.7,
  Expected: 50,
  Weeks: [
    { WeekId: 301, StartDate: '2026-04-01', Progress: 10, Expected: 7.7, Likelihood: 3, Quality: 2 },
    { WeekId: 302, StartDate: '2026-04-08', Progress: 26.7, Expected: 15.4, Likelihood: 2, Quality: null },
    { WeekId: 303, StartDate: '2026-04-15', Progress: null, Expected: 23.1, Likelihood: null, Quality: null },
  ],
};
const noPermissions = aGoal().Permissions;

function show(goal: Goal, list: KeyResult[] = [revenue, portal]) {
  return renderScreen(<KeyResultsSection goal={goal} headingLevel={3} ownerPicker={() => null} />, {
    session: aSession(),
    seed: [
      [keyResultsQueryOptions(goal.Id).queryKey, list],
      [goalProgressQueryOptions(goal.Id).queryKey, progress],
    ],
  });
}

describe('a goal’s measured key results', () => {
  it('shows each with where it stands, where it is headed, its owner when not the goal’s, and its bar against the line', () => {
    show(aGoal({ Progress: 26.7, Permissions: { ...noPermissions, Update: true } }));
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Revenue from new customers€20,000 · €0 → €50,000 · Weight 2'),
      expect.stringContaining('Launch the partner portalNot done · Milestone · Owner: Dee Lane'),
    ]);
    expect(screen.getByRole('img', { name: 'Progress 27%, expected by now 50%' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('img', { name: 'Progress 40%, expected by now 50%' })).toBeTruthy();
    // A milestone has no straight line to follow.
    expect(within(rows[1]!).getByRole('img', { name: 'Progress 0%' })).toBeTruthy();
    // The owner checks in on both; nobody sets up an approved goal's key results here.
    expect(screen.getAllByRole('button', { name: 'Check in' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add a measured key result' })).toBeNull();
    expect(takeRequests()).toEqual([]);
  });

  it('lets a key result’s own owner check in on it alone', () => {
    const dee = renderScreen(<KeyResultsSection goal={aGoal({ Progress: 26.7 })} headingLevel={3} ownerPicker={() => null} />, {
      session: aSession({ Id: 12 }),
      seed: [
        [keyResultsQueryOptions(501).queryKey, [revenue, portal]],
        [goalProgressQueryOptions(501).queryKey, progress],
      ],
    });
    const rows = within(dee.container).getAllByRole('listitem');
    expect(within(rows[0]!).queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Check in' })).toBeTruthy();
  });

  it('offers set-up on a draft its owner may edit, and says what key results are for while there are none', () => {
    show(aGoal({ State: 'draft', Permissions: { ...noPermissions, Edit: true } }), []);
    expect(screen.getByRole('button', { name: 'Add a measured key result' })).toBeTruthy();
    expect(screen.getByText('No measured key results yet. Add one to track this goal with numbers.')).toBeTruthy();
  });

  it('says nothing of key results to someone who cannot add any to a goal without them', () => {
    const { container } = show(aGoal(), []);
    expect(container.textContent).toBe('');
  });

  it('shows a reader the progress of a goal that counts its aligned goals without key results of its own', () => {
    renderScreen(<KeyResultsSection goal={aGoal({ Progress: 60, CountChildren: true })} headingLevel={3} ownerPicker={() => null} />, {
      session: aSession(),
      seed: [
        [keyResultsQueryOptions(501).queryKey, []],
        [goalProgressQueryOptions(501).queryKey, progress],
        [progressRollupQueryOptions(501).queryKey, { Progress: 60, CountChildren: true, ChildWeight: 1, CountedGoals: 2, Counted: [] }],
      ],
    });
    expect(screen.getByText('Progress of the goal')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Progress 60%, expected by now 50%' })).toBeTruthy();
    expect(screen.getByText('Progress by week')).toBeTruthy();
    expect(screen.queryByText('No measured key results yet. Add one to track this goal with numbers.')).toBeNull();
  });

  it('shows the weeks as a table on request: progress, the line and the week’s prediction', async () => {
    const { user } = show(aGoal({ Progress: 26.7 }));
    await user.click(screen.getByText('Table'));
    const table = screen.getByRole('table', { name: 'Progress 27% against 50% expected by now, over 3 weeks.' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'WeekProgressExpectedLikelihoodQuality',
      '1 · Week of Apr 1, 202610%8%Likely, 4 of 5Okay, 3 of 5',
      '2 · Week of Apr 8, 202627%15%Unsure, 3 of 5–',
      '3 · Week of Apr 15, 2026Not yet23%––',
    ]);
  });

  it('moves a key result of a draft up in the list at once, and back when the server refuses', async () => {
    const { user } = show(aGoal({ State: 'draft', Progress: 0, Permissions: { ...noPermissions, Edit: true } }));
    const titles = () =>
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((r) => r.querySelector('strong')?.textContent);
    await user.click(screen.getByRole('button', { name: 'More for Revenue from new customers' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['Edit', 'Move down', 'Remove']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'More for Launch the partner portal' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    // The network is down here: the server's refusal shows, and the list goes back to the order the server keeps.
    expect(await screen.findByText('The server could not be reached. Please check your connection.')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Revenue from new customers', 'Launch the partner portal']));
    expect(takeRequests().map((r) => [r.method, new URL(r.url, 'http://x').pathname, r.body])).toEqual([
      ['PUT', '/api/Goal/501/keyresults/order', { Ids: [2, 1] }],
      ['GET', '/api/Goal/501/keyresults', undefined],
    ]);
  });
});
