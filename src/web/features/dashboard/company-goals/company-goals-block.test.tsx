import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aGoal } from '../../../testing/goals';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { goalKeys } from '../../goals';
import { dashboardKeys } from '../api/dashboard-keys';
import { CompanyGoalsBlock } from './company-goals-block';

// Two company goals of the quarter: one 42.5 % of the way by its key results, one without key results.
const measured = aGoal({ Id: 7, Progress: 42.5, GoalDetail: { Title: 'Grow revenue', Measurement: 'ARR', Description: null } });
const plain = aGoal({ Id: 8, Progress: null, GoalDetail: { Title: 'Hire well', Measurement: 'Hires', Description: null } });

describe('the dashboard’s company goals', () => {
  it('shows the progress of a goal with key results, and none for a goal without', () => {
    renderScreen(<CompanyGoalsBlock />, {
      session: aSession(),
      seed: [
        [goalKeys.company(), { Goals: [measured, plain], count: 2 }],
        [dashboardKeys.theme(), null],
      ],
    });
    const [first, second] = within(screen.getByRole('list', { name: /company goals/i })).getAllByRole('listitem');
    expect(within(first!).getByText('Grow revenue')).toBeTruthy();
    expect(within(first!).getByRole('img', { name: 'Progress 43%' })).toBeTruthy();
    expect(within(second!).getByText('Hire well')).toBeTruthy();
    expect(within(second!).queryByRole('img', { name: /^Progress/ })).toBeNull();
  });
});
