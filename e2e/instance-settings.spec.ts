import { request as playwrightRequest, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_SUBDOMAIN } from '../src/server/demo/accounts';
import { E2E_PORT } from '../playwright.config';
import { apiAs } from './support/api';
import { startFakeSentry, type Envelope, type FakeSentry } from './support/fake-sentry';
import { latestMailedLink } from './support/mail';
import { expect, signIn, test } from './support/test';
import { startTrellis, type TrellisServer } from './support/trellis-server';

const THROWN = 'Trellis e2e: thrown on the page of olivia.hart@northwind.example';
const THROWN_REDACTED = 'Trellis e2e: thrown on the page of [email]';

/** Throws outside any handler of the app, as a broken component's timer would. */
const throwOnPage = (page: Page) =>
  page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, THROWN);

// The signed-out card's footer (inside <main>, so no landmark of its own).
const footer = (page: Page) => page.locator('footer');

test.describe('an instance with no settings', () => {
  test('the sign-in footer links to the app’s own terms and privacy pages, which read plainly', async ({ page }) => {
    await page.goto('/v3/login');
    await expect(footer(page).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/v3/terms');
    await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/v3/privacy');

    await page.goto('/v3/terms');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await page.goto('/v3/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByText('It names you only by a number (your user id)', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/\/v3\/login$/);
  });

  test('an invitation asks to accept the terms and the privacy policy, and links to both', async ({ page, request }) => {
    const ceo = await apiAs(request, DEMO_ACCOUNTS.ceo);
    const email = `legal.${Date.now()}@northwind.example`;
    await ceo.post('/Profile/AddEmployee', { Name: 'Lena Legal', Email: email });
    await page.goto(await latestMailedLink(email, '/v3/invitation/'));
    await expect(page.getByRole('heading', { name: 'Welcome, Lena Legal' })).toBeVisible();
    const form = page.locator('form');
    await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/v3/terms');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/v3/privacy');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng!Passw0rd');
    await page.getByLabel('Confirm password').fill('Str0ng!Passw0rd');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Please accept the Terms and Conditions', { exact: true })).toBeVisible();
    await expect(page.getByText('Please accept the Privacy Policy.', { exact: true })).toBeVisible();
  });

  test('a page’s error reaches the server through POST /api/client-errors, without the person’s address', async ({
    pageAs,
    consoleErrors,
  }) => {
    const page = await pageAs(DEMO_ACCOUNTS.ceo);
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/client-errors'));
    await throwOnPage(page);
    const request = await posted;
    expect(request.postDataJSON()).toMatchObject({
      Kind: 'error',
      Message: `Error: ${THROWN_REDACTED}`,
      Url: expect.stringMatching(/\/v3\/home$/),
    });
    expect(request.headers().authorization).toMatch(/^Bearer /); // so the server logs the user's id
    expect((await request.response())?.status()).toBe(200);
    // The page's error reaches the test over Playwright's channel, which can come after the report's own request.
    await expect.poll(() => consoleErrors).toEqual([THROWN]);
    consoleErrors.length = 0; // thrown on purpose
  });

  test('the strategy’s editors get a written founder guide; readers do not', async ({ pageAs }) => {
    const ceo = await pageAs(DEMO_ACCOUNTS.ceo, { at: '/v3/strategy' });
    const guide = ceo.getByRole('heading', { name: 'Founder guidance' });
    await expect(guide).toBeVisible();
    await ceo.getByRole('button', { name: 'Mission: why the company exists' }).click();
    await expect(ceo.getByText('Name the customer and the difference you make', { exact: false })).toBeVisible();
    await expect(ceo.getByTitle('Founder guidance: writing your strategy')).toHaveCount(0);

    const emma = await pageAs(DEMO_ACCOUNTS.contributor, { at: '/v3/strategy' });
    await expect(emma.getByRole('heading', { name: 'Strategy', level: 1 })).toBeVisible();
    await expect(emma.getByRole('heading', { name: 'Founder guidance' })).toHaveCount(0);
  });
});

test.describe('an instance with its settings', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let sentry: FakeSentry;
  let trellis: TrellisServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    sentry = await startFakeSentry();
    trellis = await startTrellis(E2E_PORT + 1000, {
      SENTRY_DSN: `http://e2epublickey@${sentry.origin.replace('http://', '')}/42`,
      SENTRY_ENVIRONMENT: 'e2e',
      TERMS_URL: `${sentry.origin}/terms`,
      PRIVACY_URL: `${sentry.origin}/privacy`,
      UNKNOWN_TENANT_URL: `${sentry.origin}/staging`,
      STRATEGY_GUIDE_VIDEO_URL: 'https://vimeo.com/76979871',
    });
  });
  test.afterAll(async () => {
    await trellis?.stop();
    await sentry?.close();
  });

  const signedIn = async (page: Page, email: string) => {
    await page.goto(`${trellis.url}/v3/login`);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/v3\/home$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  };

  test('a page’s error reaches Sentry as an envelope that names the user by id alone', async ({ page, consoleErrors }) => {
    const api = await playwrightRequest.newContext({ baseURL: trellis.url });
    // The second instance has the one demo company, whichever worker runs this.
    const oliviaId = (await apiAs(api, DEMO_ACCOUNTS.ceo, DEMO_SUBDOMAIN)).session.Profile.Id;
    await api.dispose();
    await signedIn(page, DEMO_ACCOUNTS.ceo);
    await throwOnPage(page);

    const isOurs = (e: Envelope) =>
      e.items.some((i) => i.header.type === 'event' && JSON.stringify(i.payload).includes('Trellis e2e: thrown'));
    await expect.poll(() => sentry.envelopes.filter(isOurs).length, { timeout: 15_000 }).toBe(1);
    const envelope = sentry.envelopes.find(isOurs)!;
    expect(envelope.project).toBe('42');
    type SentEvent = { user?: unknown; request?: { url?: string; headers?: Record<string, string> } };
    const event = envelope.items.find((i) => i.header.type === 'event')!.payload as SentEvent;
    expect(event).toMatchObject({
      environment: 'e2e',
      level: 'error',
      user: { id: String(oliviaId) },
      exception: { values: [{ type: 'Error', value: THROWN_REDACTED }] },
      request: { url: `${trellis.url}/v3/home` },
    });
    expect(event.user).toEqual({ id: String(oliviaId) });
    expect(Object.keys(event.request?.headers ?? {})).toEqual(['User-Agent']);
    // Nothing else of anyone: no address, no name, no password anywhere in what left the browser.
    for (const envelopeSent of sentry.envelopes) {
      expect(envelopeSent.raw).not.toMatch(/northwind\.example|Olivia|Hart|Trellis!2026/);
    }
    // The page's error reaches the test over Playwright's channel, which can come after the report's own request.
    await expect.poll(() => consoleErrors).toEqual([THROWN]);
    consoleErrors.length = 0; // thrown on purpose
  });

  test('the terms and privacy links lead to the configured pages', async ({ page }) => {
    await page.goto(`${trellis.url}/v3/login`);
    await expect(footer(page).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', `${sentry.origin}/terms`);
    await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', `${sentry.origin}/privacy`);
    await page.goto(`${trellis.url}/v3/privacy`);
    await expect(page.getByRole('main').getByRole('link', { name: `${sentry.origin}/privacy` })).toBeVisible();
  });

  test('an address no company uses redirects to UNKNOWN_TENANT_URL', async ({ page }) => {
    await page.goto(`http://nowhere.localhost:${E2E_PORT + 1000}/v3/login`);
    await expect(page).toHaveURL(`${sentry.origin}/staging`);
    await expect(page.getByRole('heading', { name: 'Staging host' })).toBeVisible();
  });

  test('the strategy’s editors watch the founder guidance video', async ({ page }) => {
    await page
      .context()
      .route(/^https:\/\/player\.vimeo\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>video</p>' }),
      );
    await signedIn(page, DEMO_ACCOUNTS.ceo);
    await page.goto(`${trellis.url}/v3/strategy`);
    await expect(page.getByRole('heading', { name: 'Founder guidance' })).toBeVisible();
    await expect(page.getByTitle('Founder guidance: writing your strategy')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
    await expect(page.getByRole('button', { name: 'Mission: why the company exists' })).toHaveCount(0);
  });
});
