import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PeriodList, PeriodListEntry } from '../../../../contract/periods';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { periodsQueryOptions } from '../../goals/api/get-goal-choices';
import { REPORT_TYPES } from '../report-rules';
import { reportKeys } from '../api/report-api';
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
    // Report 10 asks whom it may print for in the quarter it starts on (Q1).
    seed: [
      [periodsQueryOptions().queryKey, periods],
      [reportKeys.appraisalUsers(21), { users: [], managers: [] }],
    ],
  });
  return { ...view, dialog: screen.getByRole('dialog', { name: i18next.t(`reports:types.name.${report.key}`) }) };
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

// 2026-05-20: Q2 is current, Q1 has ended (and is listed for appraisals), Q3 begins within three months.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-20T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const shownQuarter = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label).closest('.ant-select-content')?.getAttribute('title') ?? null;

describe('the report dialogs', () => {
  it('User List asks only for a format, Excel first, and may be generated at once', () => {
    const { dialog } = open(1);
    expect(labels(dialog)).toEqual(['Format']);
    expect(checkedRadio(dialog)).toEqual(['Excel (.xlsx)']);
    expect(within(dialog).getByText('PDF')).toBeTruthy();
    expect(disabled(generate(dialog))).toBe(false);
  });

  it('Goal Compliance List asks whom to list, offers quarters newest first and starts on the latest that fits', async () => {
    const { dialog, user } = open(2);
    expect(labels(dialog)).toEqual(['Who to list', 'Quarter']);
    expect(checkedRadio(dialog)).toEqual(['People without goals']);
    expect(shownQuarter(dialog, 'Quarter')).toBe('Q2 2026 (current)');
    expect(disabled(generate(dialog))).toBe(false);

    await user.click(within(dialog).getByLabelText('Quarter'));
    expect(choices()).toEqual(['Q3 2026', 'Q2 2026 (current)', 'Q1 2026']);
    await user.click(screen.getByText('Q3 2026'));
    expect(shownQuarter(dialog, 'Quarter')).toBe('Q3 2026');
    // Goals not finalized need a quarter that has ended: the choice moves to the latest one.
    await user.click(within(dialog).getByText('People with goals not finalized'));
    expect(shownQuarter(dialog, 'Quarter')).toBe('Q1 2026');
    expect(disabled(generate(dialog))).toBe(false);
  });

  it.each([
    [4, 'Q2 2026 (current)'],
    [9, 'Q2 2026 (current)'],
    [7, 'Q1 2026'],
    [10, 'Q1 2026'],
  ])('report %i starts on %s', (id, shown) => {
    const { dialog } = open(id);
    expect(shownQuarter(dialog, 'Quarter')).toBe(shown);
  });

  it('Employee Appraisals starts on the latest quarter listed for appraisals, and needs none for all of them', async () => {
    const { dialog, user } = open(6);
    expect(checkedRadio(dialog)).toEqual(['A chosen quarter']);
    expect(labels(dialog)).toEqual(['Quarters', 'Quarter']);
    expect(shownQuarter(dialog, 'Quarter')).toBe('Q1 2026');
    expect(disabled(generate(dialog))).toBe(false);

    await user.click(within(dialog).getByText('All quarters'));
    expect(labels(dialog)).toEqual(['Quarters']);
    expect(disabled(generate(dialog))).toBe(false);
  });

  it('Multi-Quarter Goal List starts on the current quarter and ends its range no earlier than it starts', async () => {
    const { dialog, user } = open(8);
    expect(labels(dialog)).toEqual(['From', 'To']);
    expect([shownQuarter(dialog, 'From'), shownQuarter(dialog, 'To')]).toEqual(['Q2 2026 (current)', 'Q2 2026 (current)']);
    expect(disabled(generate(dialog))).toBe(false);

    await user.click(within(dialog).getByLabelText('From'));
    await user.click(screen.getByText('Q3 2026'));
    // The end follows the start, and only the start's quarter and later ones are offered as the end.
    expect([shownQuarter(dialog, 'From'), shownQuarter(dialog, 'To')]).toEqual(['Q3 2026', 'Q3 2026']);
    await user.click(within(dialog).getByLabelText('To'));
    const offered = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)!;
    expect([...offered.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['Q3 2026']);
  });
});

describe('the report dialogs in German', () => {
  it('ask for their choices in German, the current quarter marked', async () => {
    await i18next.changeLanguage('de');
    try {
      const { dialog } = open(2);
      expect(screen.getByRole('dialog', { name: 'Zielerfüllungsliste' })).toBe(dialog);
      expect(labels(dialog)).toEqual(['Wer aufgeführt wird', 'Quartal']);
      expect(checkedRadio(dialog)).toEqual(['Personen ohne Ziele']);
      expect(shownQuarter(dialog, 'Quartal')).toBe('Q2 2026 (aktuell)');
      expect(
        within(dialog)
          .getByRole('button', { name: /Erstellen/ })
          .hasAttribute('disabled'),
      ).toBe(false);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
