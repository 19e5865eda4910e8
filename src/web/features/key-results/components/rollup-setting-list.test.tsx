import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../../contract/goals';
import type { ProgressRollup } from '../../../../contract/progress-rollup';
import { aGoal } from '../../../testing/goals';
import { takeRequests } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { progressRollupQueryOptions } from '../api/progress-rollup-api';
import { RollupSetting } from './rollup-setting';

// Ada's goal 501 counting its aligned goals (decision 069): 'Accounts' (502, 60 %, weight 3) and 'Churn' (503, 20 %),
// and one she may not see.
const rollup = (over: Partial<ProgressRollup> = {}): ProgressRollup => ({
  Progress: 38.3,
  CountChildren: true,
  ChildWeight: 1,
  CountedGoals: 3,
  Counted: [
    { Id: 502, Title: 'Accounts', Progress: 60, Weight: 3 },
    { Id: 503, Title: 'Churn', Progress: 20, Weight: 1 },
  ],
  ...over,
});
const editable = { ...aGoal().Permissions, Edit: true };

function show(goal: Goal, counted: ProgressRollup = rollup()) {
  return renderScreen(<RollupSetting goal={goal} />, {
    session: aSession(),
    seed: [[progressRollupQueryOptions(goal.Id).queryKey, counted]],
  });
}
const list = () => screen.getByRole('list', { name: 'Aligned goals counted in the progress' });

describe('the aligned goals a goal counts', () => {
  it('are listed to a reader with a link to each, its progress and its weight, and how many more count unseen', () => {
    show(aGoal({ CountChildren: true }));
    const items = within(list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Accounts60%Weight 3', 'Churn20%Weight 1']);
    expect(within(items[0]!).getByRole('link', { name: 'Accounts' }).getAttribute('href')).toBe('/v3/goals/502');
    expect(screen.getByText('and 1 more that you cannot see')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(takeRequests()).toEqual([]);
  });

  it('tell a reader who may see none of them that they count', () => {
    show(aGoal({ CountChildren: true }), rollup({ CountedGoals: 2, Counted: [] }));
    expect(screen.getByText('The progress includes 2 aligned goals.')).toBeTruthy();
    expect(screen.getByText('You cannot see them.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('take a new weight from whoever may edit the goal, sent once on Enter, and show why it was not saved', async () => {
    const { user } = show(aGoal({ CountChildren: true, Permissions: editable }));
    expect(screen.getByText('Each counts like a key result of its weight (1 unless set).')).toBeTruthy();
    const weight = screen.getByRole('spinbutton', { name: 'Weight of Churn' });
    await user.clear(weight);
    await user.type(weight, '2.5{Enter}');
    await user.tab();
    await waitFor(() =>
      expect(takeRequests()).toEqual([
        { method: 'PUT', url: expect.stringContaining('/api/Goal/503/progress/weight'), body: { Weight: 2.5 } },
      ]),
    );
    // The component tests' network is down: the reason shows under the field.
    const reason = await screen.findByRole('alert');
    expect(reason.textContent).toBe('The server could not be reached. Please check your connection.');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(weight.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('go back to the weight kept when the field is emptied, sending nothing', async () => {
    const { user } = show(aGoal({ CountChildren: true, Permissions: editable }));
    const weight = screen.getByRole('spinbutton', { name: 'Weight of Accounts' });
    await user.clear(weight);
    await user.tab();
    await waitFor(() => expect((weight as HTMLInputElement).value).toBe('3'));
    expect(takeRequests()).toEqual([]);
  });
});
