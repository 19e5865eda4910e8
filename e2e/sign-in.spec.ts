import type { APIRequestContext } from '@playwright/test';
import type { CompanyGoals } from '../src/contract/goals';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs } from './support/api';
import { expect, signIn, test } from './support/test';
import { E2E_PORT } from '../playwright.config';

/** A company goal of this worker's demo company (ids are global: each company's goals have ids of their own). */
async function aCompanyGoal(request: APIRequestContext): Promise<{ Id: number; Title: string }> {
  const { Goals } = await (await apiAs(request, DEMO_ACCOUNTS.goalAdmin)).get<CompanyGoals>('/goal/companygoals');
  expect(Goals.length).toBeGreaterThan(0);
  return { Id: Goals[0]!.Id, Title: Goals[0]!.GoalDetail.Title };
}

const MENU = ['Home', 'Goals', 'Predictions', 'Organization', 'Strategy', 'Talent', 'Action Items', 'Reports', 'Help'];

test('the demo CEO signs in, finds the shell and signs out', async ({ page }) => {
  await page.goto('/v3/login');
  await expect(page.getByText('Version 1.1', { exact: true })).toBeVisible();
  await signIn(page, DEMO_ACCOUNTS.ceo);

  await expect(page).toHaveURL(/\/v3\/home$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company Goals', exact: true })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const entry of MENU) await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Northwind Outfitters')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Action Items' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Notifications' }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  // The demo tells the CEO of comments on her goals; e2e/notifications.spec.ts covers the drawer itself.
  await expect(
    drawer.getByRole('list', { name: 'Notifications' }).or(drawer.getByText('There are no notifications right now.')),
  ).toBeVisible();
  await drawer.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/v3\/notifications$/);

  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/v3\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // Signed out, a signed-in address shows the login screen again.
  await page.goto('/v3/goals');
  await expect(page).toHaveURL(/\/v3\/login$/);
});

test('a wrong password says so', async ({ page }) => {
  await page.goto('/v3/login');
  await signIn(page, DEMO_ACCOUNTS.manager, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await expect(page).toHaveURL(/\/v3\/login$/);
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/v3/login');
  const form = page.getByRole('region', { name: 'Log in' });
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByText('Please input your email!')).toBeVisible();
  await expect(form.getByText('Please input your password!')).toBeVisible();
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Email').blur();
  await expect(form.getByText('Please enter valid email')).toBeVisible();
});

test('a stored session survives a reload and old links find their new screens', async ({ page, request }) => {
  const goal = await aCompanyGoal(request);
  await page.goto('/v3/login');
  await signIn(page, DEMO_ACCOUNTS.orgAdmin);
  await expect(page).toHaveURL(/\/v3\/home$/);

  await page.goto('/#/support');
  await expect(page).toHaveURL(/\/v3\/help$/);
  await page.goto(`/v3/performance?selectedGoalId=${goal.Id}`);
  await expect(page).toHaveURL(new RegExp(`/v3/predictions/${goal.Id}$`));
  await page.goto('/v2');
  await expect(page).toHaveURL(/\/v3\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
});

test('a deep link asks for a login first, then opens', async ({ page, request }) => {
  const goal = await aCompanyGoal(request);
  await page.goto(`/v3/goals/${goal.Id}`);
  await expect(page).toHaveURL(/\/v3\/login$/);
  await signIn(page, DEMO_ACCOUNTS.goalAdmin);
  await expect(page).toHaveURL(new RegExp(`/v3/goals/${goal.Id}$`));
  // Exact: the opened goal's detail has headings of its own, such as 'Contributing goals (5)'.
  await expect(page.getByRole('heading', { name: 'Goals', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: goal.Title, exact: true })).toBeVisible();
});

test('an address that no company uses says so instead of a login form', async ({ page }) => {
  await page.goto(`http://nowhere.localhost:${E2E_PORT}/v3/login`);
  await expect(page.getByRole('heading', { name: 'No company uses this address.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('a stored token the server no longer knows leads to the login screen', async ({ page }) => {
  await page.goto('/v3/login');
  await page.evaluate(() => localStorage.setItem('auth_token', 'this-token-was-revoked-long-ago'));
  await page.goto('/v3/home');
  await expect(page).toHaveURL(/\/v3\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('a token older than a day is exchanged for a new one while the user stays signed in', async ({ page, request }) => {
  await page.goto('/v3/login');
  await signIn(page, DEMO_ACCOUNTS.ceo);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const token = () => page.evaluate(() => localStorage.getItem('auth_token'));
  const first = await token();
  expect(first).toBeTruthy();
  // Received two days ago, as far as this browser knows.
  await page.evaluate(() => localStorage.setItem('auth_token_at', String(Date.now() - 2 * 24 * 3600_000)));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(token).not.toBe(first);
  const fresh = await token();
  const relogin = (t: string | null) => request.get('/api/Auth/relogin', { headers: { authorization: `Bearer ${t}` } });
  expect((await relogin(fresh)).status()).toBe(200);
  // The old token answers a minute more, for the requests the page had on their way.
  expect((await relogin(first)).status()).toBe(200);
  // Still signed in: a page change needs no new sign-in.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals', exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/goals/);
});
