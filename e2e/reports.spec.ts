import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import type { PeriodList } from '../src/contract/periods';
import type { AppraisalUsers } from '../src/contract/reports';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs } from './support/api';
import { animationsSettled, axeViolations } from './support/axe';
import { choose } from './support/select';
import { expect, test } from './support/test';

// Spec: issue 18 — the Reports page of spec 001 §2: the CEO generates reports 1, 4 and 5 from their dialogs and the
// files download (read back as a user's tools would); a contributor sees only the reports §6 gives them.

const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/trellis-reports-${name}.png`, fullPage: true });

async function noAxeViolations(page: Page, where: string): Promise<void> {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await animationsSettled(page);
  expect.soft(await axeViolations(page), where).toEqual([]);
}

async function openReport(page: Page, name: string) {
  await page.getByRole('button', { name: `Generate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function generate(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Generate' }).click()]);
  return download;
}

async function sheetRows(download: Download): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const isPdf = async (download: Download) =>
  readFileSync((await download.path())!)
    .subarray(0, 5)
    .toString('latin1') === '%PDF-';

test('the CEO generates the user list, a quarter’s goal list and its goal tree, and the files download', async ({ pageAs, request }) => {
  test.slow();
  const api = await apiAs(request, DEMO_ACCOUNTS.ceo);
  const period = api.session.Period!;
  const quarter = `Q${period.Quarter} ${period.Year}`;
  const page = await pageAs(DEMO_ACCOUNTS.ceo, { at: '/v3/reports' });
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  for (const name of [
    'User List',
    'Goal Compliance List',
    'Quarterly Goal List',
    'Goal Detail List',
    'Team Goal Updates',
    'AI Annual Summary',
  ])
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await noAxeViolations(page, 'Reports');
  await shot(page, 'desktop');

  // 1: the user list, as a sheet and as a PDF.
  let dialog = await openReport(page, 'User List');
  let download = await generate(page, dialog);
  expect(download.suggestedFilename()).toBe('User List.xlsx');
  const users = await sheetRows(download);
  expect(users[0]).toContain('Name');
  expect(users.length).toBeGreaterThan(10);
  await dialog.getByRole('radio', { name: 'PDF' }).check();
  download = await generate(page, dialog);
  expect(download.suggestedFilename()).toBe('User List.pdf');
  expect(await isPdf(download)).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // 4: this quarter's goals of everyone the CEO can see.
  dialog = await openReport(page, 'Quarterly Goal List');
  // The dialog starts on the latest quarter the report fits: the current one (issue 28).
  await expect(dialog.getByTitle(`${quarter} (current)`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeEnabled();
  await expect(dialog.getByRole('radio', { name: 'Everyone I can see' })).toBeChecked();
  await noAxeViolations(page, 'Quarterly Goal List dialog');
  await shot(page, 'goal-list-dialog');
  download = await generate(page, dialog);
  expect(download.suggestedFilename()).toBe(`Quarterly Goal List ${quarter}.xlsx`);
  const goals = await sheetRows(download);
  expect(goals[0]!.slice(0, 2)).toEqual(['Owner', 'Title']);
  expect(goals.length).toBeGreaterThan(5);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // 5: the same quarter as a goal tree, printed.
  dialog = await openReport(page, 'Goal Detail List');
  await choose(page, dialog.getByLabel('Quarter', { exact: true }), `${quarter} (current)`);
  await dialog.getByRole('radio', { name: 'PDF' }).check();
  download = await generate(page, dialog);
  expect(download.suggestedFilename()).toBe(`Goal Detail List ${quarter}.pdf`);
  expect(await isPdf(download)).toBe(true);
});

test('an HR admin prints one person’s completed appraisal, and downloads the import template', async ({ pageAs, request }) => {
  // The newest quarter with a completed appraisal, as the dialog will offer it.
  const api = await apiAs(request, DEMO_ACCOUNTS.hrAdmin);
  const { Periods } = await api.get<PeriodList>('/Goal/periods');
  let quarter: string | null = null;
  for (const p of [...Periods].sort((a, b) => b.StartDate.localeCompare(a.StartDate))) {
    const people = await api.get<AppraisalUsers>(`/report/appraisalusers/${p.Id}`);
    if (people.users.length > 0) {
      quarter = `Q${p.Quarter} ${p.Year}${p.IsCurrent ? ' (current)' : ''}`;
      break;
    }
  }
  expect(quarter, 'a quarter with completed appraisals in the demo').not.toBeNull();

  const page = await pageAs(DEMO_ACCOUNTS.hrAdmin, { at: '/v3/reports' });
  let dialog = await openReport(page, 'Appraisal Prints');
  await choose(page, dialog.getByLabel('Quarter', { exact: true }), quarter!);
  // Spec 001 §5: Generate needs both a manager and a user; the user is one of the manager's people, or all of them.
  const generateButton = dialog.getByRole('button', { name: 'Generate' });
  await expect(generateButton).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'User' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Manager' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(generateButton).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'User' }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toHaveText(/^Everyone in .+’s team \(\d+\)$/);
  await options.nth(1).click();
  await expect(generateButton).toBeEnabled();
  await noAxeViolations(page, 'Appraisal Prints dialog');
  await shot(page, 'appraisal-prints-dialog');
  const print = await generate(page, dialog);
  expect(print.suggestedFilename()).toMatch(/^Appraisal Prints for .+ Q\d \d{4}\.pdf$/);
  expect(await isPdf(print)).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Report 3 for someone who may not import: the template, and who to send it to.
  await page.getByRole('button', { name: 'Generate Organisation Import' }).click();
  dialog = page.getByRole('dialog', { name: 'Import your organisation' });
  await expect(dialog.getByText('The CEO and org admins import people')).toBeVisible();
  const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Template (Excel)' }).click()]);
  expect(template.suggestedFilename()).toBe('Organisation Import Template.xlsx');
  expect((await sheetRows(template))[0]).toEqual(expect.arrayContaining(['Name', 'Email', 'Manager email', 'Role']));
  await noAxeViolations(page, 'Import dialog');
  await shot(page, 'import-dialog');
});

test('a warning is shown in the dialog, not downloaded', async ({ pageAs, request }) => {
  const period = (await apiAs(request, DEMO_ACCOUNTS.manager)).session.Period!;
  const page = await pageAs(DEMO_ACCOUNTS.manager, { at: '/v3/reports' });
  const dialog = await openReport(page, 'Goal Compliance List');
  await dialog.getByRole('radio', { name: 'People with goals not finalized' }).check();
  await choose(page, dialog.getByLabel('Quarter', { exact: true }), `Q${period.Quarter} ${period.Year} (current)`);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  // A quarter still running has nothing to finalize yet (spec 001 §8).
  await expect(dialog.getByText('You do not have past quarter to generate report.')).toBeVisible();
});

test('a contributor sees only the reports §6 gives them, on a phone as cards', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.contributor, { viewport: PHONE, at: '/v3/reports' });
  const reports = page.getByRole('list', { name: 'Reports' });
  await expect(reports.getByRole('heading')).toHaveText([
    'User List',
    'Goal Compliance List',
    'Organisation Import',
    'Quarterly Goal List',
    'Goal Detail List',
    'AI Goal Summary',
    'AI Annual Summary',
  ]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
  await noAxeViolations(page, 'Reports on a phone');
  await shot(page, 'phone');
  await openReport(page, 'Goal Compliance List');
  await noAxeViolations(page, 'Goal Compliance dialog on a phone');
  await shot(page, 'compliance-dialog-phone');
});
