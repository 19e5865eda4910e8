import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Calibration, CalibrationCard } from '../../../../contract/talent-calibration';
import { takeRequests, type SentRequest } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { MoveCardModal } from './move-card-modal';

const labels = { PrimaryLabels: ['Below', 'Meets', 'Exceeds'], SecondaryLabels: ['Growing', 'Ready for more', 'Ready now'] };
const calibration: Calibration = {
  Id: 5,
  Name: 'Q1 engineering',
  PeriodId: 22,
  Quarter: 1,
  Year: 2026,
  Root: { Id: 10, Name: 'Ada Park' },
  Deadline: '2026-06-30',
  State: 'open',
  OpenedBy: { Id: 3, Name: 'Hana Lee' },
  ClosedAt: null,
  CreatedAt: '2026-06-01T10:00:00Z',
  Size: 3,
  PrimaryAxisName: 'Performance',
  SecondaryAxisName: 'Potential',
  ...labels,
  Cells: [],
  Cards: 1,
  Moved: 0,
  NotAppraised: 0,
  PastDeadline: false,
  CanMove: true,
  CanClose: false,
};
const card: CalibrationCard = {
  UserId: 20,
  User: { Id: 20, Name: 'Bob Stone', JobTitle: 'Engineer', Avatar: null },
  Manager: { Id: 10, Name: 'Ada Park' },
  AppraisalId: 61,
  Original: { Primary: 2, Secondary: 1 },
  Current: { Primary: 2, Secondary: 1 },
  Moved: false,
};

describe('moving a card', () => {
  it('asks for the target cell by its labels and for a reason before it moves', async () => {
    const { user } = renderScreen(<MoveCardModal c={calibration} card={card} onClose={() => undefined} />, {
      session: aSession({ Id: 10, Name: 'Ada Park' }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Move Bob Stone' });
    expect(within(dialog).getByText('Now: Meets · Growing')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Performance' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Potential' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Move card' }));
    expect(await within(dialog).findByText('This is required.')).toBeTruthy();
    expect(takeRequests()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Led the launch.');
    await user.click(within(dialog).getByRole('button', { name: 'Move card' }));
    const requests: SentRequest[] = [];
    await waitFor(() => expect(requests.push(...takeRequests())).toBe(1));
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/talent/calibrations/5/moves',
        body: { UserId: 20, Primary: 2, Secondary: 1, Reason: 'Led the launch.' },
      },
    ]);
  });
});
