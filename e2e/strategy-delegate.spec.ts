import type { APIRequestContext, Page } from '@playwright/test';
import type { ManualState } from '../src/contract/user-manual';
import type { ProfileDetail } from '../src/contract/profile';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs } from './support/api';
import { animationsSettled } from './support/axe';
import { expect, signIn, test } from './support/test';

// Issue 25: the strategy delegate (the spec's 'strategy person'), the company drawer on the strategy page, and the
// user manual site's old addresses (spec 001 §2, §6, §7; decision 031).

const PHONE = { width: 390, height: 844 };
const SHOTS = '/work/shots/people';
const WELCOME =
  "Use this page to publish your organization's Mission, Vision, Values, and Strategic Objectives. Only the fields you fill out will be visible to your organization.";
const DRAFT = 'The strategy document is currently is Draft';

const strategyLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Strategy', exact: true });

/** Sets Daniel's delegate flag through the API as the CEO, keeping his other flags. */
async function setDelegate(request: APIRequestContext, on: boolean): Promise<void> {
  const ceo = await apiAs(request, DEMO_ACCOUNTS.ceo);
  const danielId = (await apiAs(request, DEMO_ACCOUNTS.manager)).session.Profile.Id;
  const p = await ceo.get<ProfileDetail>(`/profile/${danielId}`);
  const res = await request.put(`/api/profile/Roles/${danielId}`, {
    headers: { authorization: `Bearer ${ceo.session.Token}` },
    data: {
      RoleName: p.RoleName,
      IsOrgAdmin: p.IsOrgAdmin,
      IsGoalAdmin: p.IsGoalAdmin,
      IsHrAdmin: p.IsHrAdmin,
      IsGoalManager: p.IsGoalManager,
      IsDelegate: on,
    },
  });
  expect(res.status()).toBe(200);
}

test.describe('the strategy delegate', () => {
  // Other specs expect Daniel as the demo made him.
  test.afterAll(async ({ request }) => setDelegate(request, false));

  test('the CEO makes a manager strategy delegate; he sees Strategy, edits and publishes; a contributor reads it', async ({
    pageAs,
    request,
  }) => {
    test.slow();
    await setDelegate(request, false);
    const danielId = (await apiAs(request, DEMO_ACCOUNTS.manager)).session.Profile.Id;
    const mission = `Outfit every family for the trail ${Date.now().toString(36)}`;

    // Daniel has no Strategy entry yet.
    const daniel = await pageAs(DEMO_ACCOUNTS.manager);
    await expect(strategyLink(daniel)).toHaveCount(0);

    // The CEO ticks Strategy Delegate in Manage User (and looks at it on a phone first).
    for (const viewport of [PHONE, undefined]) {
      const ceo = await pageAs(DEMO_ACCOUNTS.ceo, { viewport, at: `/v3/profile/${danielId}` });
      await ceo.getByRole('region', { name: 'User Permissions' }).getByRole('button', { name: 'Manage User' }).click();
      const drawer = ceo.getByRole('dialog', { name: 'Manage User' });
      const box = drawer.getByRole('checkbox', { name: /Strategy Delegate/ });
      await expect(box).toBeEnabled();
      await expect(drawer).toContainText('Sees the Strategy page in the menu, edits and publishes the company strategy.');
      await box.check();
      await expect(drawer.getByRole('button', { name: 'Save' })).toBeEnabled();
      await animationsSettled(ceo);
      await ceo.screenshot({ path: `${SHOTS}/manage-user-${viewport ? 'phone' : 'desktop'}.png` });
      if (viewport) {
        await ceo.close();
        continue;
      }
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(drawer).toBeHidden();
      await expect(ceo.getByText('Daniel Cho’s permissions are saved.')).toBeVisible();
      await expect(ceo.getByRole('region', { name: 'User Permissions' }).getByText('Strategy Delegate', { exact: true })).toBeVisible();
    }

    // Daniel, on his next page load, has Strategy in the menu and edits it like the CEO.
    await daniel.reload();
    await strategyLink(daniel).click();
    await expect(daniel).toHaveURL(/\/v3\/strategy$/);
    await expect(daniel.getByText(WELCOME)).toBeVisible();
    // The company drawer is the CEO's (and org admins'): not his.
    await expect(daniel.getByRole('button', { name: 'Company Settings' })).toHaveCount(0);
    await daniel
      .getByRole('button', { name: /^(Edit|Add Your Strategies)$/ })
      .first()
      .click();
    const drawer = daniel.getByRole('dialog', { name: 'Mission, Vision, & Values' });
    const field = drawer.getByRole('textbox', { name: 'Mission Statement', exact: true });
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
    await daniel.keyboard.insertText(mission);
    await drawer.getByRole('button', { name: 'Save Draft' }).click();
    await expect(drawer).toBeHidden();
    await daniel.getByRole('alert').filter({ hasText: DRAFT }).getByRole('button', { name: 'Publish' }).click();
    await expect(daniel.getByText(DRAFT)).toBeHidden();

    // Emma has no Strategy entry, and reads the published mission through the dashboard's View Details.
    const emma = await pageAs(DEMO_ACCOUNTS.contributor);
    await expect(strategyLink(emma)).toHaveCount(0);
    await emma.getByRole('link', { name: 'View Details' }).click();
    await expect(emma).toHaveURL(/\/v3\/strategy$/);
    await expect(emma.getByRole('region', { name: 'Mission Statement' })).toContainText(mission);
    await expect(emma.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  });
});

test('the strategy page opens the company drawer for the CEO', async ({ pageAs }) => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', undefined],
  ] as const) {
    const ceo = await pageAs(DEMO_ACCOUNTS.ceo, { viewport, at: '/v3/strategy' });
    await expect(ceo.getByRole('heading', { name: 'Strategy', exact: true, level: 1 })).toBeVisible();
    await expect(ceo.locator('.ant-skeleton, .trellis-skeleton')).toHaveCount(0);
    await ceo.screenshot({ path: `${SHOTS}/strategy-${name}.png` });
    await ceo.getByRole('button', { name: 'Company Settings' }).click();
    const drawer = ceo.getByRole('dialog', { name: 'Company Settings' });
    await expect(drawer.getByLabel('Name', { exact: true })).toHaveValue('Northwind Outfitters');
    await animationsSettled(ceo);
    await ceo.screenshot({ path: `${SHOTS}/strategy-company-drawer-${name}.png` });
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
  }
});

test('the manual site’s /login/{privateKey} and /profile/{publicKey} open the questionnaire and the report, after sign-in', async ({
  page,
  request,
}) => {
  const emma = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const state = await emma.get<ManualState>(`/myusermanual/isexist/${emma.session.Profile.Id}`);
  expect(state.PrivateKey).not.toBeNull();

  // Signed out: sign in first, then the questionnaire.
  await page.goto(`/login/${state.PrivateKey}`);
  await expect(page).toHaveURL(/\/v3\/login$/);
  await signIn(page, DEMO_ACCOUNTS.contributor);
  await expect(page).toHaveURL(new RegExp(`/v3/manual/take/${state.PrivateKey}$`));
  await expect(page.getByRole('heading', { name: 'DISC-style assessment', level: 1 })).toBeVisible();
  await expect(page.getByText('It belongs to someone else, or the link is incomplete.')).toHaveCount(0);

  await page.goto(`/profile/${state.PublicKey}`);
  await expect(page).toHaveURL(new RegExp(`/v3/manual/${state.PublicKey}$`));
  await expect(page.getByRole('heading', { name: 'Emma Fischer’s user manual', level: 1 })).toBeVisible();
});
