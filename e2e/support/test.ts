import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';

// The browser reports every failed request as a console error; the specs expect some (a wrong password is a 401,
// a taken address a 409).
const EXPECTED = /Failed to load resource: the server responded with a status of (400|401|403|404|409)/;

type Viewport = { width: number; height: number };

/**
 * Every spec fails when the page logs an error or throws, as unit tests fail on console.error.
 * `pageAs(email)` opens a signed-in page of its own, on the dashboard (video players answered locally:
 * there is no network here), watched for console errors like `page`.
 */
export const test = base.extend<{
  consoleErrors: string[];
  pageAs: (email: string, viewport?: Viewport) => Promise<Page>;
}>({
  pageAs: async ({ browser, consoleErrors }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (email, viewport) => {
      const context = await browser.newContext(viewport ? { viewport } : {});
      opened.push(context);
      await context.route(/^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>video</p>' }),
      );
      const page = await context.newPage();
      watchConsole(page, consoleErrors);
      await page.goto('/v3/login');
      await signIn(page, email);
      await expect(page).toHaveURL(/\/v3\/home$/);
      await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
      return page;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fills and submits the active Log in form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = page.getByRole('region', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Records a page's console errors and uncaught exceptions, as the `consoleErrors` fixture does for `page`. */
export function watchConsole(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED.test(message.text())) errors.push(`${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
}
