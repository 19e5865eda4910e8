import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { PeriodListEntry } from '../../../../contract/periods';
import { ApiError } from '../../../shared/api-client';
import { aGoal } from '../../../testing/goals';
import { takeRequests } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { CopyDialog, CopyRefusals } from './copy-dialog';

// Q1 2026 (21) past, Q2 (22) current, Q3 (23) to Q2 2027 (26) open for setting goals, Q3 2027 (27) not yet.
const period = (Id: number, Index: number, Quarter: number, Year: number, IsCurrent = false): PeriodListEntry => ({
  Id,
  Index,
  Quarter,
  Year,
  IsCurrent,
  StartDate: '',
  EndDate: '',
});
const periods = [
  period(21, 0, 1, 2026),
  period(22, 1, 2, 2026, true),
  period(23, 2, 3, 2026),
  period(24, 3, 4, 2026),
  period(25, 4, 1, 2027),
  period(26, 5, 2, 2027),
  period(27, 6, 3, 2027),
];
const billing = aGoal({ Id: 501 });
const hiring = aGoal({ Id: 502, GoalDetail: { Title: 'Hire two engineers', Measurement: 'Offers signed', Description: null } });

const open = (goals = [billing, hiring]) =>
  renderScreen(
    <CopyDialog goals={goals} periods={periods} quarterHref={(id) => `/v3/goals?quarter=${id}`} onClose={() => {}} onCopied={() => {}} />,
    {
      session: aSession(),
    },
  );

describe('the Copy to next quarter dialog', () => {
  it('offers the later open quarters, the next first, with the key results from their start', async () => {
    const { user } = open();
    const dialog = screen.getByRole('dialog', { name: 'Copy to a later quarter' });
    expect(dialog.textContent).toContain('Each of the 2 goals becomes a draft of its owner in the quarter you choose');
    const quarter = within(dialog).getByRole('combobox', { name: 'Quarter' });
    expect(dialog.textContent).toContain('Q3 2026');
    await user.click(quarter);
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(options).toEqual(['Q3 2026', 'Q4 2026', 'Q1 2027', 'Q2 2027']);
    expect(within(dialog).getByRole('checkbox', { name: 'Bring aligned goals along' })).toHaveProperty('checked', false);
    expect(within(dialog).getByRole('radio', { name: 'Start again from their start values' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('group', { name: 'Key result values' })).toBeTruthy();
  });

  it('sends the goals, the chosen quarter and choices, and says when the server cannot be reached', async () => {
    const { user } = open();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Quarter' }));
    await user.click(screen.getAllByText('Q4 2026').find((e) => e.closest('.ant-select-item-option'))!);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bring aligned goals along' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Carry their current values' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(takeRequests()).toEqual([
        {
          method: 'POST',
          url: '/api/Goal/copy',
          body: { GoalIds: [501, 502], ToPeriodId: 24, WithChildren: true, KeyResultValues: 'carry' },
        },
      ]),
    );
    expect(await within(dialog).findByText('The server could not be reached. Please check your connection.')).toBeTruthy();
  });

  it('says so when no later quarter is open for the goals', () => {
    open([aGoal({ GoalPeriodId: 26 })]);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('there is none after these goals’ quarter');
    expect(within(dialog).getByRole('button', { name: 'Copy' }).hasAttribute('disabled')).toBe(true);
  });

  it('names each refused goal by its title with the reason', () => {
    const error = new ApiError(400, 'Nothing was copied: some of the goals cannot be copied to that quarter.', [
      { Field: 'GoalIds.1', Message: 'Only goal admins and goal managers create goals for someone else.', GoalId: 502 } as never,
      { Field: 'GoalIds.2', Message: 'Goal not found.', GoalId: 777 } as never,
    ]);
    renderScreen(<CopyRefusals error={error} goals={[billing, hiring]} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Nothing was copied:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hire two engineers: Only goal admins and goal managers create goals for someone else.', 'Goal 777: Goal not found.']);
  });
});

describe('the Copy to next quarter dialog in German', () => {
  it('asks in German', async () => {
    await i18next.changeLanguage('de');
    try {
      open([billing]);
      const dialog = screen.getByRole('dialog', { name: 'In ein späteres Quartal kopieren' });
      expect(dialog.textContent).toContain('Das Ziel wird im gewählten Quartal zu einem Entwurf seiner verantwortlichen Person');
      expect(within(dialog).getByRole('checkbox', { name: 'Ausgerichtete Ziele mitnehmen' })).toBeTruthy();
      expect(within(dialog).getByRole('radio', { name: 'Ihre aktuellen Werte übernehmen' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Kopieren' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
