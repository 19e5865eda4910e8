import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_URL } from '../../playwright.config';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { apiAs } from './api';
import { workerCompany, workerUrl } from './company';

// The browser reports every failed request as a console error; the specs expect some (a wrong password is a 401,
// a taken address a 409).
const EXPECTED = /Failed to load resource: the server responded with a status of (400|401|403|404|409)/;

type Viewport = { width: number; height: number };

const HOME = '/v3/home';

/** Opens a signed-in page of its own for a person (see `test` below). */
export type PageAs = (email: string, options?: { viewport?: Viewport; at?: string }) => Promise<Page>;

/** What a browser context keeps of a sign-in: the token in local storage (src/web/app/auth-token.ts). */
export type Session = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'];

/**
 * Every spec fails when the page logs an error or throws, as unit tests fail on console.error.
 * `pageAs(email, { viewport?, at? })` opens a signed-in page of its own, on the dashboard or at the address `at` (video
 * players answered locally: there is no network here), watched for console errors like `page`.
 * Sessions: each worker signs in once per person through the API (`sessionOf`, its storage state also saved under
 * E2E_TMP_DIR/sessions) and every page of that person starts from it. A test that signs out, changes a
 * password or deactivates someone does it in a session it signed in itself: the saved ones must stay valid.
 * The browser talks to this worker's own demo company (e2e/support/company.ts); `request` to the server's plain
 * address, naming the company when it signs in (e2e/support/api.ts).
 */
export const test = base.extend<
  {
    consoleErrors: string[];
    pageAs: PageAs;
  },
  { sessionOf: (email: string) => Promise<Session> }
>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none.
  baseURL: async ({}, use) => use(workerUrl()),
  request: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: E2E_URL });
    await use(request);
    await request.dispose();
  },
  sessionOf: [
    async ({ playwright }, use) => {
      const sessions = new Map<string, Promise<Session>>();
      const dir = join(process.env.E2E_TMP_DIR!, 'sessions');
      mkdirSync(dir, { recursive: true });
      // Signed in through the API, as the login form does (sign-in.spec.ts tests the form): the browser keeps only
      // the token and when it was received (src/web/shared/auth-token.ts).
      const signInOnce = async (email: string): Promise<Session> => {
        const request = await playwright.request.newContext({ baseURL: E2E_URL });
        try {
          const { session } = await apiAs(request, email);
          const localStorage = [
            { name: 'auth_token', value: session.Token },
            { name: 'auth_token_at', value: String(Date.now()) },
          ];
          const state = { cookies: [], origins: [{ origin: workerUrl(), localStorage }] };
          writeFileSync(join(dir, `${workerCompany()}-${email}.json`), JSON.stringify(state, null, 2));
          return state;
        } finally {
          await request.dispose();
        }
      };
      await use((email) => {
        if (!sessions.has(email)) sessions.set(email, signInOnce(email));
        return sessions.get(email)!;
      });
    },
    { scope: 'worker' },
  ],
  pageAs: async ({ browser, consoleErrors, sessionOf }, use, testInfo) => {
    const opened: BrowserContext[] = [];
    await use(async (email, { viewport, at = HOME } = {}) => {
      const context = await browser.newContext({ ...(viewport ? { viewport } : {}), storageState: await sessionOf(email) });
      opened.push(context);
      await context.route(/^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>video</p>' }),
      );
      const page = await context.newPage();
      watchConsole(page, consoleErrors);
      await page.goto(at);
      if (at === HOME) {
        await expect(page).toHaveURL(/\/v3\/home$/);
        await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
      }
      return page;
    });
    if (testInfo.status !== testInfo.expectedStatus) await attachPages(opened, testInfo);
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

/**
 * A failed test's signed-in pages as they were at the end, each named by its size, address and open dialogs (the CI
 * summary prints the names, which outlive the pictures): Playwright's own page snapshot shows only one page, and a
 * test that opens a page per width (one-truth.spec.ts) must say which one stopped where.
 */
async function attachPages(contexts: BrowserContext[], testInfo: TestInfo): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages()).filter((page) => !page.isClosed());
  for (const [i, page] of pages.entries()) {
    const state = await page
      .evaluate(() => ({
        width: window.innerWidth,
        height: window.innerHeight,
        dialogs: [...document.querySelectorAll('[role=dialog]')].map(
          (d) =>
            d.getAttribute('aria-label') ??
            document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent ??
            d.textContent?.slice(0, 40),
        ),
      }))
      .catch(() => null);
    const dialogs = state?.dialogs.length ? `dialogs: ${state.dialogs.join(', ')}` : 'no dialog';
    const name = `page ${i + 1} of ${pages.length}: ${state?.width}×${state?.height}, ${page.url()}, ${dialogs}`;
    const path = testInfo.outputPath(`page-${i + 1}.png`);
    if (await page.screenshot({ path, timeout: 5_000 }).catch(() => null)) await testInfo.attach(name, { path, contentType: 'image/png' });
  }
}

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
