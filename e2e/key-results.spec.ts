import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs, createDraftGoal } from './support/api';
import { chooseRadio, expect, expectGoalOpen, expectNoReload, goalCard, markDocument, test } from './support/goals';
import { choose } from './support/select';

// Measured key results (issue 31): set up on a draft, checked in on once approved, the goal's progress in its
// detail and on its card, the weeks as a chart and as a table.
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/key-results-${name}.png`, fullPage: true });

const section = (detail: Locator) => detail.getByRole('region', { name: 'Measured key results' });
const row = (detail: Locator, title: string) => section(detail).getByRole('listitem').filter({ hasText: title });

async function addKeyResult(page: Page, detail: Locator, fill: (dialog: Locator) => Promise<void>) {
  await section(detail).getByRole('button', { name: 'Add a measured key result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a key result' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('an owner sets up measured key results on a draft, checks in once approved and reads the weeks', async ({ pageAs, request }) => {
  test.slow();
  const title = `Win new wholesale customers ${Date.now().toString(36)}`;
  const emma = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const goalId = await createDraftGoal(emma, title);

  const page = await pageAs(DEMO_ACCOUNTS.contributor);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/v3/goals/${goalId}`);
  await markDocument(page);
  const detail = await expectGoalOpen(page, title);
  await expect(section(detail).getByText('No measured key results yet.', { exact: false })).toBeVisible();

  // A number from 0 to 40 customers, and an amount of money with a weight of 2.
  await addKeyResult(page, detail, async (dialog) => {
    await dialog.getByLabel('Key result').fill('New wholesale customers');
    await dialog.getByLabel('Target').fill('40');
    await dialog.getByLabel('Unit').fill('customers');
  });
  await expect(row(detail, 'New wholesale customers')).toContainText('0 customers · 0 customers → 40 customers');
  await addKeyResult(page, detail, async (dialog) => {
    await dialog.getByLabel('Key result').fill('Wholesale revenue');
    await choose(page, dialog.getByLabel('Measured as'), 'Amount of money');
    await dialog.getByLabel('Currency').fill('EUR');
    await dialog.getByLabel('Target').fill('20000');
    // The server's rule shows under its field: an increase needs a target above the start.
    await dialog.getByLabel('Start').fill('30000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('To increase, the target must be above the start.')).toBeVisible();
    await dialog.getByLabel('Start').fill('0');
    await dialog.getByLabel('Weight').fill('2');
  });
  await expect(row(detail, 'Wholesale revenue')).toContainText('€0 · €0 → €20,000 · Weight 2');

  // A third, changed, then removed.
  await addKeyResult(page, detail, async (dialog) => {
    await dialog.getByLabel('Key result').fill('Trade fair stand booked');
    await choose(page, dialog.getByLabel('Measured as'), 'Milestone (done or not)');
  });
  await row(detail, 'Trade fair stand booked').getByRole('button', { name: 'More for Trade fair stand booked' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove this key result?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(row(detail, 'Trade fair stand booked')).toHaveCount(0);
  await expectNoReload(page);
  await shot(page, 'draft-1440');

  // Submitted and approved through the API: the owner checks in from the detail.
  await emma.post('/Goal/approve', { Id: goalId, Status: 'review', Comment: '' });
  const daniel = await apiAs(request, DEMO_ACCOUNTS.manager);
  await daniel.post('/Goal/approve', { Id: goalId, Status: 'approved', Comment: '' });
  await page.reload();
  const approved = await expectGoalOpen(page, title);
  await expect(section(approved).getByRole('button', { name: 'Add a measured key result' })).toHaveCount(0);
  await row(approved, 'New wholesale customers').getByRole('button', { name: 'Check in' }).click();
  const checkin = page.getByRole('dialog', { name: 'Check in: New wholesale customers' });
  await checkin.getByLabel('New value').fill('10');
  await checkin.getByLabel('Comment (optional)').fill('Two chains signed this week.');
  await checkin.getByRole('button', { name: 'Check in' }).click();
  await expect(checkin).toBeHidden();
  // 10 of 40 customers is 25 %; the goal weighs it 1 against the revenue's 2 at 0 %: 8.3 %, shown as 8 %.
  await expect(row(approved, 'New wholesale customers')).toContainText('10 customers');
  await expect(row(approved, 'New wholesale customers').getByRole('img', { name: /^Progress 25%/ })).toBeVisible();
  await expect(
    section(approved)
      .getByRole('img', { name: /^Progress 8%/ })
      .first(),
  ).toBeVisible();

  // The weekly update gives the prediction and the values in one step.
  await approved.getByRole('button', { name: 'Update', exact: true }).click();
  const update = page.getByRole('dialog', { name: 'Weekly update' });
  await chooseRadio(update.getByRole('radiogroup', { name: 'Likelihood' }), 'Likely');
  await chooseRadio(update.getByRole('radiogroup', { name: 'Quality' }), 'Good');
  const readings = update.getByRole('group', { name: 'Key results today' });
  await expect(readings.getByLabel('New wholesale customers')).toHaveValue('10');
  await readings.getByLabel('Wholesale revenue').fill('5000');
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(update).toBeHidden();
  // 25 % and 25 %: the goal stands at 25 %.
  await expect(row(approved, 'Wholesale revenue')).toContainText('€5,000');
  await expect(
    section(approved)
      .getByRole('img', { name: /^Progress 25%/ })
      .first(),
  ).toBeVisible();

  // The weeks, as a table: this week's progress is the readings'.
  await section(approved).getByText('Table', { exact: true }).click();
  const table = section(approved).getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: '25%' }).first()).toBeVisible();
  await section(approved).getByText('Chart', { exact: true }).click();
  await expect(section(approved).getByRole('application')).toBeVisible();
  await shot(page, 'approved-1440');

  // The goal's card in the list carries the same progress.
  await page.goto('/v3/goals');
  await expect(goalCard(page, title).getByRole('img', { name: 'Progress 25%' })).toBeVisible();

  // At a phone's width the section reads top to bottom.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/v3/goals/${goalId}`);
  const phone = await expectGoalOpen(page, title);
  await expect(row(phone, 'Wholesale revenue')).toBeVisible();
  await expect(section(phone).getByRole('application')).toBeVisible();
  await shot(page, 'approved-390');
});
