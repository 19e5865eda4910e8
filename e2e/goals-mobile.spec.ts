import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { demoGoal, expectGoalOpen, goalCard, goalList } from './support/goals';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const GOAL = demoGoal('current', 'ship');

test('on a phone a goal opens full screen and Back returns to the list', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals', exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/goals$/);

  await goalCard(page, GOAL).click();
  await expect(page).toHaveURL(/\/v3\/goals\/\d+$/);
  const detail = await expectGoalOpen(page, GOAL);
  await expect(detail.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(goalList(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Goals', exact: true })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await detail.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/v3\/goals$/);
  await expect(detail).toBeHidden();
  await expect(goalCard(page, GOAL)).toBeVisible();
});

test('a dialog open on a goal stays open, with what was chosen, when the window crosses to the phone layout and back', async ({
  pageAs,
}) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager);
  // A tablet turned from landscape to portrait: the list beside the goal gives way to the goal alone, and back.
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/v3/goals');
  await goalCard(page, GOAL).click();
  const detail = await expectGoalOpen(page, GOAL);
  await detail.getByRole('button', { name: 'Update', exact: true }).click();
  const update = page.getByRole('dialog', { name: 'Weekly update' });
  const likelihood = update.getByRole('radiogroup', { name: 'Likelihood' });
  await likelihood.getByText('Likely', { exact: true }).click();

  await page.setViewportSize({ width: 800, height: 1100 });
  await expect(goalList(page)).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(update).toBeVisible();
  await expect(likelihood.getByRole('radio', { name: 'Likely', exact: true })).toBeChecked();

  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(goalList(page)).toBeVisible();
  await expect(update).toBeVisible();
  await expect(likelihood.getByRole('radio', { name: 'Likely', exact: true })).toBeChecked();
  await update.getByRole('button', { name: 'Cancel' }).click();
  await expect(update).toBeHidden();
});
