import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KeyResult, KeyResultProposal } from '../../../../contract/key-results';
import { aGoal } from '../../../testing/goals';
import { aKeyResult } from '../../../testing/key-results';
import { takeRequests } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { goalProgressQueryOptions, keyResultsQueryOptions } from '../api/key-results-api';
import { proposalQueryOptions } from '../api/proposal-api';
import { KeyResultsSection } from './key-results-section';

// Ada (10) owns the approved goal 501 and has a manager (2): she proposes its key results with its edit (decision 070).
const revenue = aKeyResult({ Title: 'Revenue' });
const churn: KeyResult = { ...revenue, Id: 2, Title: 'Churn', Kind: 'percent', Direction: 'decrease', Start: 8, Target: 4, Currency: null };
const permissions = { ...aGoal().Permissions, Edit: true, Update: true };

function show(proposal: KeyResultProposal | null, pendingEdits = proposal !== null) {
  const goal = aGoal({ Progress: 40, Permissions: permissions, Badges: pendingEdits ? ['Pending edits'] : [] });
  return renderScreen(<KeyResultsSection goal={goal} headingLevel={3} ownerPicker={() => null} />, {
    session: aSession(),
    seed: [
      [keyResultsQueryOptions(501).queryKey, [revenue, churn]],
      [proposalQueryOptions(501).queryKey, proposal],
      [goalProgressQueryOptions(501).queryKey, { Progress: 40, Expected: 50, Weeks: [] }],
    ],
  });
}

describe('the owner of an approved goal proposes its key results', () => {
  it('offers a proposal instead of changes, and sends the whole new list in its order', async () => {
    const { user } = show(null);
    expect(screen.queryByRole('button', { name: 'Add a measured key result' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More for Revenue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Propose changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose key results' });
    const list = within(dialog).getByRole('list', { name: 'Proposed key results' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['Revenue€0 → €50,000', 'Churn8% → 4%']);
    await user.click(within(dialog).getByRole('button', { name: 'Move Churn up' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((r) => r.querySelector('strong')?.textContent),
    ).toEqual(['Churn', 'Revenue']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Revenue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save proposal' }));
    // The network is down here: the refusal shows in the dialog, which keeps the list.
    expect(await within(dialog).findByText('The proposal was not saved')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(takeRequests().map((r) => [r.method, new URL(r.url, 'http://x').pathname, r.body])).toEqual([
      [
        'PUT',
        '/api/Goal/501/keyresults/proposal',
        {
          KeyResults: [
            {
              Id: 2,
              Title: 'Churn',
              Kind: 'percent',
              Direction: 'decrease',
              Start: 8,
              Target: 4,
              Unit: null,
              Currency: null,
              Weight: 1,
              OwnerId: 10,
            },
          ],
        },
      ],
      // The refusal refreshes what the goal shows.
      ['GET', '/api/Goal/501/keyresults', undefined],
      ['GET', '/api/Goal/501/progress', undefined],
    ]);
  });

  it('shows a proposal with what is new, changed and removed, and lets its owner change or withdraw it', () => {
    show({
      EditId: 9,
      State: 'draft',
      KeyResults: [
        { ...revenue, Target: 80000, Change: 'changed' },
        { ...revenue, Id: null, Title: 'Partners', Kind: 'number', Currency: null, Target: 10, Change: 'added' },
      ],
      Removed: [{ Id: 2, Title: 'Churn' }],
    });
    const proposed = screen.getByRole('list', { name: 'Proposed key results' });
    expect(
      within(proposed)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['Revenue · €0 → €80,000Changedwas Revenue · €0 → €50,000', 'Partners · 0 → 10New']);
    expect(screen.getByText('Proposed key results, not yet sent for approval')).toBeTruthy();
    expect(screen.getByText('Removed: Churn')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change proposal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Propose changes' })).toBeNull();
  });
});
