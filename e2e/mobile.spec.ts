import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the menu folds away behind a button', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager);

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Help', exact: true }).click();

  await expect(page).toHaveURL(/\/v3\/help$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Help', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
