import type { Page } from '@playwright/test';
import type { PredictionData } from '../src/contract/predictions';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs } from './support/api';
import { demoGoal, expect, goalList, openGoal, test } from './support/goals';

// Issue 25, one truth: the levels read the same on every screen ('Not sure, 2 of 5'), and the audit log names the new
// kinds of entry in words. Screenshots for a look go to /work/shots/truth.
const SHOTS = '/work/shots/truth';
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

test('a goal’s squares, their tooltip and the weekly update dialog count the levels the same way, 1 to 5', async ({ pageAs }) => {
  test.slow();
  for (const size of [undefined, PHONE]) {
    const emma = await pageAs(DEMO_ACCOUNTS.contributor);
    if (size) await emma.setViewportSize(size);
    await expect(goalList(emma)).toBeVisible();
    // The newest status of Emma's slipping goal: its tooltip names the level and its number, the square shows it.
    const row = goalList(emma)
      .getByRole('img', { name: /^Latest status: / })
      .first();
    await expect(row).toHaveAttribute('aria-label', /^Latest status: [A-Za-z ]+, [1-5] of 5 · [A-Za-z ]+, [1-5] of 5/);
    const label = (await row.getAttribute('aria-label'))!;
    const [, likelihood] = /^Latest status: [A-Za-z ]+, ([1-5]) of 5/.exec(label)!;
    const square = row.getByTestId('status-square').filter({ hasText: /\d/ }).last();
    await expect(square.locator('span').first()).toHaveText(likelihood!);
    await square.hover();
    await expect(emma.getByRole('tooltip')).toContainText(`Likelihood: `);
    await expect(emma.getByRole('tooltip')).toContainText(` of 5 · Quality: `);
    await shoot(emma, 'goal-squares');

    const goal = await openGoal(emma, demoGoal('current', 'payments'));
    await goal.getByRole('button', { name: /Update$/ }).click();
    const update = emma.getByRole('dialog', { name: 'Weekly update' });
    await expect(update.getByRole('radiogroup', { name: 'Likelihood' })).toContainText('2 of 5');
    // The number shows above the word; the choice keeps the word as its name.
    await expect(update.getByRole('radio', { name: 'Not sure', exact: true })).toHaveCount(1);
    await shoot(emma, 'weekly-update');
    await update.getByRole('button', { name: 'Cancel' }).click();
  }
});

test('the prediction matrix numbers its axes as the squares do', async ({ pageAs, request }) => {
  test.slow();
  const { goal } = await (await apiAs(request, DEMO_ACCOUNTS.manager)).get<PredictionData>('/predication/0/0');
  for (const size of [undefined, PHONE]) {
    const daniel = await pageAs(DEMO_ACCOUNTS.manager);
    if (size) await daniel.setViewportSize(size);
    await daniel.goto(`/v3/predictions/${goal.Id}`);
    const grid = daniel.getByRole('table');
    await expect(grid.getByRole('rowheader', { name: /^Very Likely\s*5 of 5$/ })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: /^Very bad\s*1 of 5$/ })).toBeVisible();
    await shoot(daniel, 'prediction-matrix');
  }
});

test('the audit log shows a download of appraisal data in words', async ({ pageAs, request }) => {
  const hr = await apiAs(request, DEMO_ACCOUNTS.hrAdmin);
  const file = await request.get('/api/report/employeeappraisal/1/0', { headers: { authorization: `Bearer ${hr.session.Token}` } });
  expect(file.ok(), await file.text()).toBe(true);

  for (const size of [undefined, PHONE]) {
    const ceo = await pageAs(DEMO_ACCOUNTS.ceo);
    if (size) await ceo.setViewportSize(size);
    await ceo.goto('/v3/organization?tab=audit');
    const log = ceo.getByRole('region', { name: 'Audit log' });
    await expect(log.getByText('Report downloaded').first()).toBeVisible();
    await expect(log.getByLabel(/^Report: Employee Appraisals/).first()).toBeVisible();
    await expect(log.getByLabel('Format: xlsx').first()).toBeVisible();
    await shoot(ceo, 'audit-log');
  }
});
