import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { expect, signIn, test } from './support/test';

type Violation = { directive: string; blocked: string; sample: string };

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- a global augmentation needs an interface
  interface Window {
    cspViolations: Violation[];
  }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const violationsOf = (page: Page) => page.evaluate(() => window.cspViolations);

test('no screen breaks the Content-Security-Policy: sign-in, dashboard, goals, strategy with an edit drawer, org chart', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  // Every document of the page records what the CSP refused, from its first script on.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }),
    );
  });
  await page
    .context()
    .route(/^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>video</p>' }),
    );
  const screens: string[] = [];
  const checked = async (screen: string) => {
    // Named in the failure: which inserted <style> elements went without the nonce.
    const unsigned = await page.evaluate(() =>
      [...document.querySelectorAll('style')].filter((s) => !s.nonce).map((s) => s.outerHTML.slice(0, 160)),
    );
    expect({ violations: await violationsOf(page), unsigned }, `CSP violations on ${screen}`).toEqual({ violations: [], unsigned: [] });
    screens.push(screen);
  };

  const login = await page.goto('/v3/login');
  const csp = login?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toMatch(/style-src-elem 'self' 'nonce-/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Zod was told to parse without compiling before any of its modules ran (index.html's classic script).
  expect(await page.evaluate(() => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless)).toBe(true);
  await checked('sign-in');

  await signIn(page, DEMO_ACCOUNTS.ceo);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company Goals', exact: true })).toBeVisible();
  await checked('dashboard');

  await menu(page).getByRole('link', { name: 'Goals', exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/goals/);
  await expect(page.getByRole('heading', { name: 'Goals', exact: true })).toBeVisible();
  await checked('goals');

  await menu(page).getByRole('link', { name: 'Strategy', exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/strategy/);
  await page
    .getByRole('button', { name: /^(Edit|Add Your Strategies)$/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Mission, Vision, & Values' });
  await expect(drawer.getByRole('textbox', { name: 'Mission Statement' })).toBeVisible();
  // Tiptap has inserted its own <style> by now: it must carry the nonce.
  expect(await page.evaluate(() => document.querySelectorAll('style[data-tiptap-style]').length)).toBeGreaterThan(0);
  await checked('strategy with an edit drawer');

  // A fresh load (the session is kept): a new document, with its own nonce, records afresh.
  await page.goto('/v3/organization');
  await expect(page.getByRole('tree', { name: 'Org chart' })).toBeVisible();
  await checked('org chart');

  expect(screens).toHaveLength(5);
  expect(consoleErrors.filter((e) => /Content.Security.Policy|Refused to/i.test(e))).toEqual([]);
});

test('the API documentation renders under its CSP', async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }),
    );
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Trellis API/ })).toBeVisible();
  await page.getByText('/api/Auth/Login', { exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});
