import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { expect, test } from './support/test';

// Provisioning (SCIM) in the company drawer (issue 32): the CEO makes a token, shown once beside the base URL; the
// provider's calls work with it from any host and stop once it is revoked. Read-only calls only: the demo company's
// people stay as the other specs expect them.
test('the CEO makes a SCIM token, a provider uses it, and revoking it shuts the provider out', async ({ pageAs, request }) => {
  const page = await pageAs(DEMO_ACCOUNTS.ceo, { viewport: { width: 1280, height: 900 }, at: '/v3/organization' });
  await page.getByRole('button', { name: 'Company Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Company Settings' });
  const section = drawer.getByRole('region', { name: 'Provisioning (SCIM)' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(/\/scim\/v2$/)).toBeVisible();

  await section.getByRole('textbox', { name: 'Token name' }).fill('Okta');
  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(section.getByText('Token “Okta” created')).toBeVisible();
  const token = (await section
    .locator('code')
    .filter({ hasText: /^\d+\.[A-Za-z0-9_-]{43}$/ })
    .textContent())!.trim();
  await expect(section.getByText('Not used yet')).toBeVisible();
  await section.screenshot({ path: '/tmp/trellis-scim-1280.png' });

  const headers = { authorization: `Bearer ${token}`, accept: 'application/scim+json' };
  const filter = encodeURIComponent(`userName eq "${DEMO_ACCOUNTS.contributor}"`);
  const found = await request.get(`/scim/v2/Users?filter=${filter}`, { headers });
  expect(found.status()).toBe(200);
  expect(await found.json()).toMatchObject({ totalResults: 1, Resources: [{ userName: DEMO_ACCOUNTS.contributor, active: true }] });

  // Once shown, the token is gone from the screen: the list keeps its name only.
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.locator('code').filter({ hasText: token })).toHaveCount(0);
  await section.getByRole('button', { name: 'Revoke Okta' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The token Okta has been revoked.')).toBeVisible();
  await expect(section.getByText('No tokens yet')).toBeVisible();
  expect((await request.get('/scim/v2/ServiceProviderConfig', { headers })).status()).toBe(401);

  // On a phone the org admin sees the same section, the base URL wrapping within the screen.
  const phone = await pageAs(DEMO_ACCOUNTS.orgAdmin, { viewport: { width: 390, height: 844 }, at: '/v3/organization' });
  await phone.getByRole('button', { name: 'Company Settings' }).click();
  const phoneSection = phone.getByRole('dialog', { name: 'Company Settings' }).getByRole('region', { name: 'Provisioning (SCIM)' });
  await phoneSection.getByRole('textbox', { name: 'Token name' }).fill('Entra ID');
  await phoneSection.getByRole('button', { name: 'Create token' }).click();
  await expect(phoneSection.getByText('Token “Entra ID” created')).toBeVisible();
  await phoneSection.scrollIntoViewIfNeeded();
  await phoneSection.screenshot({ path: '/tmp/trellis-scim-390.png' });
  await phoneSection.getByRole('button', { name: 'Done' }).click();
  await phoneSection.getByRole('button', { name: 'Revoke Entra ID' }).click();
  await phone.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
  await expect(phoneSection.getByText('No tokens yet')).toBeVisible();
});
