import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PeriodList, PeriodListEntry } from '../../../../contract/periods';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { periodsQueryOptions } from '../../goals/api/get-goal-choices';
import { REPORT_TYPES } from '../report-rules';
import { ReportDialog } from './report-dialog';

const quarter = (Id: number, Quarter: number, StartDate: string, EndDate: string, IsCurrent = false): PeriodListEntry => ({
  Id,
  Index: Id,
  Quarter,
  Year: 2026,
  StartDate,
  EndDate,
  IsCurrent,
});
const periods: PeriodList = {
  Periods: [
    quarter(21, 1, '2026-01-01', '2026-03-31'),
    quarter(22, 2, '2026-04-01', '2026-06-30', true),
    quarter(23, 3, '2026-07-01', '2026-09-30'),
  ],
  Current: null,
};

const open = (id: number) => {
  const report = REPORT_TYPES.find((r) => r.id === id)!;
  const view = renderScreen(<ReportDialog report={report} onClose={() => undefined} />, {
    session: aSession(),
    seed: [[periodsQueryOptions().queryKey, periods]],
  });
  return { ...view, dialog: screen.getByRole('dialog', { name: report.name }) };
};
const generate = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /Generate/ });
const disabled = (button: HTMLElement) => button.hasAttribute('disabled');
const labels = (dialog: HTMLElement) => [...dialog.querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent);
const choices = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
const checkedRadio = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole<HTMLInputElement>('radio')
    .filter((r) => r.checked)
    .map((r) => r.closest('label')?.textContent);

describe('the report dialogs', () => {
  it('User List asks only for a format, Excel first, and may be generated at once', () => {
    const { dialog } = open(1);
    expect(labels(dialog)).toEqual(['Format']);
    expect(checkedRadio(dialog)).toEqual(['Excel (.xlsx)']);
    expect(within(dialog).getByText('PDF')).toBeTruthy();
    expect(disabled(generate(dialog))).toBe(false);
  });

  it('Goal Compliance List asks whom to list and waits for a quarter, offered newest first', async () => {
    const { dialog, user } = open(2);
    expect(labels(dialog)).toEqual(['Who to list', 'Quarter']);
    expect(checkedRadio(dialog)).toEqual(['People without goals']);
    expect(disabled(generate(dialog))).toBe(true);

    await user.click(within(dialog).getByLabelText('Quarter'));
    expect(choices()).toEqual(['Q3 2026', 'Q2 2026 (current)', 'Q1 2026']);
    await user.click(screen.getByText('Q2 2026 (current)'));
    expect(disabled(generate(dialog))).toBe(false);
  });

  it('Employee Appraisals needs a quarter for one quarter, none for all of them', async () => {
    const { dialog, user } = open(6);
    expect(checkedRadio(dialog)).toEqual(['A chosen quarter']);
    expect(labels(dialog)).toEqual(['Quarters', 'Quarter']);
    expect(disabled(generate(dialog))).toBe(true);

    await user.click(within(dialog).getByText('All quarters'));
    expect(labels(dialog)).toEqual(['Quarters']);
    expect(disabled(generate(dialog))).toBe(false);
  });

  it('Multi-Quarter Goal List ends its range no earlier than it starts', async () => {
    const { dialog, user } = open(8);
    expect(labels(dialog)).toEqual(['From', 'To']);
    expect(disabled(generate(dialog))).toBe(true);

    await user.click(within(dialog).getByLabelText('From'));
    await user.click(screen.getByText('Q2 2026 (current)'));
    // The end follows the start, and only the start's quarter and later ones are offered as the end.
    expect(within(dialog).getAllByTitle('Q2 2026 (current)')).toHaveLength(2);
    expect(disabled(generate(dialog))).toBe(false);
    await user.click(within(dialog).getByLabelText('To'));
    const offered = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)!;
    expect([...offered.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['Q3 2026', 'Q2 2026 (current)']);
  });
});
