import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../../contract/goals';
import type { KeyResult } from '../../../../contract/key-results';
import type { ProgressRollup } from '../../../../contract/progress-rollup';
import { aGoal } from '../../../testing/goals';
import { takeRequests } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { goalProgressQueryOptions, keyResultsQueryOptions } from '../api/key-results-api';
import { progressRollupQueryOptions } from '../api/progress-rollup-api';
import { KeyResultsSection } from './key-results-section';

// Ada's goal 501 in the key results section, counting its aligned goals or not (decision 069).
const noPermissions = aGoal().Permissions;
const editable = { ...noPermissions, Edit: true };
const revenue: KeyResult = {
  Id: 1,
  Title: 'Revenue from new customers',
  Kind: 'number',
  Direction: 'increase',
  Start: 0,
  Target: 100,
  Current: 40,
  Unit: null,
  Currency: null,
  Weight: 1,
  OwnerId: 10,
  OwnerName: 'Ada Park',
  Progress: 40,
};
const progress = { Progress: 40, Expected: 50, Weeks: [] };
const rollup = (over: Partial<ProgressRollup> = {}): ProgressRollup => ({
  Progress: 46,
  CountChildren: true,
  ChildWeight: 1,
  CountedGoals: 2,
  Counted: [],
  ...over,
});

function show(goal: Goal, counted: ProgressRollup | null = null) {
  return renderScreen(<KeyResultsSection goal={goal} headingLevel={3} ownerPicker={() => null} />, {
    session: aSession(),
    seed: [
      [keyResultsQueryOptions(goal.Id).queryKey, [revenue]],
      [goalProgressQueryOptions(goal.Id).queryKey, progress],
      ...(counted ? [[progressRollupQueryOptions(goal.Id).queryKey, counted] as const] : []),
    ],
  });
}

describe('counting the progress of aligned goals', () => {
  it('offers whoever may edit the goal a switch, and sends the choice', async () => {
    const { user } = show(aGoal({ State: 'draft', Permissions: editable }));
    const toggle = screen.getByRole('switch', { name: 'Count the progress of aligned goals' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await waitFor(() =>
      expect(takeRequests()).toEqual([
        { method: 'PUT', url: expect.stringContaining('/api/Goal/501/progress/settings'), body: { CountChildren: true } },
      ]),
    );
  });

  it('tells the readers of a goal that counts them how many its progress includes, without a switch', () => {
    show(aGoal({ Progress: 46, CountChildren: true }), rollup());
    expect(screen.getByText('The progress includes 2 aligned goals.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(takeRequests()).toEqual([]);
  });

  it('shows an editor the switch on and that no aligned goal counts yet', () => {
    show(aGoal({ Permissions: editable, CountChildren: true }), rollup({ CountedGoals: 0, Progress: 40 }));
    expect(screen.getByRole('switch', { name: 'Count the progress of aligned goals' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('No aligned goal with progress counts yet.')).toBeTruthy();
  });

  it('says beside the chart by week that its line includes the aligned goals counted', () => {
    show(aGoal({ Progress: 46, CountChildren: true }), rollup());
    expect(screen.getByText('Includes the aligned goals this goal counts, as they are aligned and weighted today.')).toBeTruthy();
  });

  it('says nothing of it to a reader of a goal that does not count them', () => {
    const { container } = show(aGoal({ Progress: 40 }));
    expect(container.textContent).not.toMatch(/aligned/);
    expect(takeRequests()).toEqual([]);
  });
});
