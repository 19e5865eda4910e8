import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_SUBDOMAIN } from '../src/server/demo/accounts';
import { startOidcProvider, type OidcProviderKit } from '../src/server/testing/oidc-provider-kit';
import { E2E_PORT } from '../playwright.config';
import { apiAs } from './support/api';
import { expect, signIn, test } from './support/test';
import { startTrellis, type TrellisServer } from './support/trellis-server';

// Single sign-on through a real OpenID provider (oidc-provider on the loopback) in a Trellis of its own, which allows
// the provider's http:// loopback issuer as only tests and development may (issue 32, decision 072).
const PORT = E2E_PORT + 1100;
let kit: OidcProviderKit;
let trellis: TrellisServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  kit = await startOidcProvider({ redirectUris: [`http://localhost:${PORT}/api/Auth/sso/callback`] });
  kit.people.set('emma-at-idp', { email: DEMO_ACCOUNTS.contributor, email_verified: true, name: 'Emma Fischer' });
  kit.people.set('nina-at-idp', { email: 'nina.neu@northwind.example', email_verified: true, name: 'Nina Neu' });
  kit.people.set('olaf-at-idp', { email: 'olaf@elsewhere.example', email_verified: true, name: 'Olaf Other' });
  trellis = await startTrellis(PORT, { SSO_LOOPBACK_HTTP_ISSUERS: 'on' });
});
test.afterAll(async () => {
  await trellis?.stop();
  await kit?.close();
});

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** The connection as the CEO would save it in the drawer, changed through the API. */
async function setConnection(change: Record<string, unknown>) {
  const api = await playwrightRequest.newContext({ baseURL: trellis.url });
  const ceo = await apiAs(api, DEMO_ACCOUNTS.ceo, DEMO_SUBDOMAIN);
  const headers = { authorization: `Bearer ${ceo.session.Token}` };
  const current = await (await api.get('/api/tenant/sso', { headers })).json();
  const saved = await api.put('/api/tenant/sso', { headers, data: { ...current, ...change } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await api.dispose();
}

/** A fresh browser at the sign-in screen, through the provider as `sub`, back at Trellis. */
async function signInWithProvider(browser: Browser, sub: string) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${trellis.url}/v3/login`);
  await page.getByRole('button', { name: 'Sign in with 127.0.0.1' }).click();
  await expect(page).toHaveURL(new RegExp(`^${kit.issuer}/interaction/`));
  await page.locator('input[name=login]').fill(sub);
  await page.locator('input[name=password]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  return page;
}

test('the CEO connects the provider in the drawer, and a person signs in with it', async ({ page, browser }) => {
  await page.goto(`${trellis.url}/v3/login`);
  await signIn(page, DEMO_ACCOUNTS.ceo);
  await expect(page).toHaveURL(/\/v3\/home$/);
  await page.goto(`${trellis.url}/v3/organization`);
  await page.getByRole('button', { name: 'Company Settings' }).click();
  const sso = page.getByRole('region', { name: 'Single sign-on' });
  await expect(sso.getByTestId('sso-callback')).toHaveText(`http://localhost:${PORT}/api/Auth/sso/callback`);
  await sso.getByLabel('Issuer URL').fill(`${kit.issuer}/wrong`);
  await sso.getByLabel('Client ID').fill(kit.clientId);
  await sso.getByLabel('Client secret').fill(kit.clientSecret);
  await sso.getByLabel('Email domains').fill('northwind.example');
  await sso.getByLabel('Email domains').press('Enter');
  await sso.getByRole('button', { name: 'Save connection' }).click();
  // Discovery's failure, under the issuer.
  await expect(sso.getByText('The issuer answered no OpenID Connect discovery document')).toBeVisible();
  await sso.getByLabel('Issuer URL').fill(kit.issuer);
  await sso.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('Single sign-on saved: the provider answered.')).toBeVisible();
  await expect(sso.getByText('The sign-in screen shows “Sign in with 127.0.0.1”.')).toBeVisible();
  // What an admin sees to register at the provider: the section's top with the callback address, on a desktop and a phone.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await sso.getByText('Single sign-on', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`drawer-sso-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Emma has an account: the provider's verified address links her to it.
  const emma = await signInWithProvider(browser, 'emma-at-idp');
  await expect(emma).toHaveURL(`${trellis.url}/v3/home`);
  await expect(emma.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  expect(await emma.evaluate(() => window.location.hash)).toBe('');
  await emma.context().close();
});

test('a new person gets an account just in time; a person of another domain is refused', async ({ browser }) => {
  await setConnection({ CreateAccounts: true });
  const nina = await signInWithProvider(browser, 'nina-at-idp');
  await expect(nina).toHaveURL(`${trellis.url}/v3/home`);
  await nina.goto(`${trellis.url}/v3/profile`);
  await expect(nina.getByText('nina.neu@northwind.example').first()).toBeVisible();
  await nina.context().close();

  const olaf = await signInWithProvider(browser, 'olaf-at-idp');
  await expect(olaf).toHaveURL(`${trellis.url}/v3/login?sso=other-domain`);
  await expect(olaf.getByRole('alert')).toHaveText('Your email address does not belong to your company’s domains. Ask your administrator.');
  await olaf.context().close();
});

test('with password sign-in closed, only the CEO still signs in with a password', async ({ page }) => {
  await setConnection({ PasswordSignIn: false });
  await page.goto(`${trellis.url}/v3/login`);
  await expect(page.getByText('Only the CEO keeps a password')).toBeVisible();
  await shot(page, 'sign-in-closed');
  await page.getByRole('button', { name: 'Sign in with a password' }).click();
  await signIn(page, DEMO_ACCOUNTS.contributor);
  await expect(page.getByRole('alert')).toHaveText('Password sign-in is closed for this company: sign in with 127.0.0.1.');
  await shot(page, 'sign-in-refused');
  await signIn(page, DEMO_ACCOUNTS.ceo);
  await expect(page).toHaveURL(/\/v3\/home$/);
});
