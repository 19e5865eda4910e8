import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { expect, test } from './support/test';

test('the help page lists points of contact by admin type', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.goalAdmin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();

  for (const group of ['Org Admins', 'Goal Admins', 'HR Admins', 'Goal Manager']) {
    await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Add and reassign employees, and manage special permissions.')).toBeVisible();
  const orgAdmin = page.getByRole('link', { name: 'Marcus Reed' });
  await expect(orgAdmin.first()).toHaveAttribute('href', /^\/v3\/profile\/\d+$/);
});
