import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GoalInfo } from '../../../../contract/goals';
import { aGoalInfo } from '../../../testing/goals';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { WeeklyUpdateDialog } from './weekly-update-dialog';
import type { KeyResult } from '../../../../contract/key-results';
import { keyResultsQueryOptions } from '../../key-results/api/key-results-api';

type WeeklyState = GoalInfo['GoalWeeklyStates'][number];
const week = (id: number, n: number, start: string, end: string, isOpen: boolean, given?: [number, number]): WeeklyState => ({
  Week: { Id: id, Week: n, StartDate: start, EndDate: end },
  IsOpen: isOpen,
  Status: given
    ? {
        Id: id * 10,
        GoalId: 501,
        Likelihood: given[0],
        Quality: given[1],
        LikelihoodDelta: null,
        QualityDelta: null,
        CommentCount: 0,
        GoalPeriodWeek: { Id: id, Week: n, StartDate: start, EndDate: end },
      }
    : null,
});

// The session's current week is 303 (week 3); week 1 has closed, week 2 was given Likely and Okay.
const WEEKS = [
  week(301, 1, '2026-03-30', '2026-04-05', false, [1, 1]),
  week(302, 2, '2026-04-06', '2026-04-12', true, [3, 2]),
  week(303, 3, '2026-04-13', '2026-04-19', true),
];

const open = (states: WeeklyState[], keyResults: KeyResult[] = []) =>
  renderScreen(<WeeklyUpdateDialog info={aGoalInfo({}, { GoalWeeklyStates: states })} onClose={() => undefined} />, {
    session: aSession(),
    seed: [[keyResultsQueryOptions(501).queryKey, keyResults]],
  });
const checked = (group: string) =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole<HTMLInputElement>('radio')
    .filter((r) => r.checked)
    .map((r) => r.value);

describe('the weekly update dialog', () => {
  it('opens on this week, empty, and asks for both scales before sending anything', async () => {
    const { user } = open(WEEKS);
    const dialog = screen.getByRole('dialog', { name: 'Weekly update' });
    expect(within(dialog).getByText('Week 3 · Apr 13 – Apr 19 (this week)')).toBeTruthy();
    expect(checked('Likelihood')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Please select a likelihood.')).toBeTruthy();
    expect(await within(dialog).findByText('Please select a quality.')).toBeTruthy();

    await user.click(within(dialog).getByText('Likely'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(dialog).queryByText('Please select a likelihood.')).toBeNull());
    // Sending again validates every field anew: the quality's message returns once its check has run (a busy CI
    // machine caught it between the two).
    expect(await within(dialog).findByText('Please select a quality.')).toBeTruthy();
  });

  it('offers only the open weeks, and a week already given shows its update and says it will be replaced', async () => {
    const { user } = open(WEEKS);
    const dialog = screen.getByRole('dialog', { name: 'Weekly update' });
    expect(within(dialog).queryByText('This week has an update already; saving replaces it.')).toBeNull();

    await user.click(within(dialog).getByRole('combobox'));
    expect(screen.queryByText('Week 1 · Mar 30 – Apr 5')).toBeNull();
    await user.click(screen.getByText('Week 2 · Apr 6 – Apr 12'));

    expect(checked('Likelihood')).toEqual(['3']);
    expect(checked('Quality')).toEqual(['2']);
    expect(await within(dialog).findByText('This week has an update already; saving replaces it.')).toBeTruthy();
  });

  it('says so when no week is open, and cannot be sent', () => {
    open([WEEKS[0]!]);
    const dialog = screen.getByRole('dialog', { name: 'Weekly update' });
    expect(within(dialog).getByText('No week of this goal’s quarter is open for updates right now.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Update' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  });

  it('asks for the values of the key results the owner checks in on, as they stand, beside the prediction', () => {
    const kr = (Id: number, over: Partial<KeyResult>): KeyResult => ({
      Id,
      Title: `Key result ${Id}`,
      Kind: 'number',
      Direction: 'increase',
      Start: 0,
      Target: 40,
      Current: 12,
      Unit: 'customers',
      Currency: null,
      Weight: 1,
      OwnerId: 10,
      OwnerName: 'Ada Park',
      Progress: 30,
      ...over,
    });
    // Ada checks in on her own two; Dee's is his.
    open(WEEKS, [kr(1, {}), kr(2, { Kind: 'milestone', Target: 1, Current: 1, Unit: null }), kr(3, { OwnerId: 12 })]);
    const readings = within(screen.getByRole('group', { name: 'Key results today' }));
    expect(readings.getByRole<HTMLInputElement>('spinbutton', { name: 'Key result 1' }).value).toBe('12');
    expect(readings.getByText('0 customers → 40 customers')).toBeTruthy();
    expect(readings.getByRole('switch', { name: 'Key result 2' }).getAttribute('aria-checked')).toBe('true');
    expect(readings.queryByText('Key result 3')).toBeNull();
  });
});
