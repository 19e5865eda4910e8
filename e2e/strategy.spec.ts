import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/demo/accounts';
import { workerCompany } from './support/company';
import { expect, test } from './support/test';

const WELCOME =
  "Use this page to publish your organization's Mission, Vision, Values, and Strategic Objectives. Only the fields you fill out will be visible to your organization.";
const DRAFT = 'The strategy document is currently is Draft';
const WATCH_URL = 'https://www.youtube.com/watch?v=u4ZoJKF_VuA';
const EMBED_URL = 'https://www.youtube.com/embed/u4ZoJKF_VuA';

const drawerNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const editor = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Empties an editor. */
async function clear(field: Locator): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
}

/** Replaces an editor's text, as typing would. */
async function write(field: Locator, text: string): Promise<void> {
  await clear(field);
  await field.page().keyboard.insertText(text);
  await expect(field).toHaveText(text);
}

async function openStrategyFromMenu(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Strategy', exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/strategy$/);
  await expect(page.getByRole('heading', { name: 'Strategy', exact: true, level: 1 })).toBeVisible();
}

test('the CEO publishes a strategy with a video and objectives; a contributor reads it without edit controls', async ({ pageAs }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const mission = `Gear that gets every family outdoors ${stamp}`;
  const vision = `The outfitter people trust on every trail ${stamp}`;
  const values = `Honest advice, lasting gear ${stamp}`;
  const customers = `Win back lapsed members ${stamp}`;
  const product = `Lighter tents for families ${stamp}`;

  const ceo = await pageAs(DEMO_ACCOUNTS.ceo);
  await openStrategyFromMenu(ceo);
  await expect(ceo.getByText(WELCOME)).toBeVisible();

  // Mission, vision and values, saved as a draft first. (The demo may hold a strategy already: Edit then.)
  await ceo
    .getByRole('button', { name: /^(Edit|Add Your Strategies)$/ })
    .first()
    .click();
  let drawer = drawerNamed(ceo, 'Mission, Vision, & Values');
  await write(editor(drawer, 'Mission Statement'), mission);
  // Closing with edits asks first; Continue keeps the drawer.
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  const unsaved = ceo.getByRole('dialog', { name: 'You have unsaved changes.' });
  await unsaved.getByRole('button', { name: 'Continue' }).click();
  await expect(unsaved).toBeHidden();
  // The whole mission becomes a link; a typed address without a scheme gets https.
  const missionField = editor(drawer, 'Mission Statement');
  await missionField.press('ControlOrMeta+a');
  await drawer.getByRole('toolbar', { name: 'Mission Statement formatting' }).getByRole('button', { name: 'Link' }).click();
  await ceo.getByLabel('Link address').fill('javascript:alert(1)');
  await ceo.getByLabel('Link address').press('Enter');
  await expect(ceo.getByText('Enter a web address (https://…) or an email address.')).toBeVisible();
  await ceo.getByLabel('Link address').fill('northwind.example/about');
  await ceo.getByLabel('Link address').press('Enter');
  await expect(missionField.getByRole('link', { name: mission })).toBeVisible();
  await write(editor(drawer, 'Vision Statement'), vision);
  const valuesField = editor(drawer, 'Differentiating Values');
  await write(valuesField, values);
  await valuesField.press('ControlOrMeta+a');
  await drawer.getByRole('toolbar', { name: 'Differentiating Values formatting' }).getByRole('button', { name: 'Bold' }).click();
  await drawer.getByRole('button', { name: 'Save Draft' }).click();
  await expect(drawer).toBeHidden();
  await expect(ceo.getByText(DRAFT)).toBeVisible();
  const missionLink = ceo.getByRole('region', { name: 'Mission Statement' }).getByRole('link', { name: mission });
  await expect(missionLink).toHaveAttribute('href', 'https://northwind.example/about');
  await expect(missionLink).toHaveAttribute('target', '_blank');
  await expect(missionLink).toHaveAttribute('rel', /noopener/);
  await expect(ceo.getByRole('region', { name: 'Differentiating Values' }).locator('strong')).toHaveText(values);

  // The video: an invalid link is refused, a watch link is converted for embedding.
  await ceo.getByRole('button', { name: /Add Your Video|Update Video/ }).click();
  drawer = drawerNamed(ceo, 'Message from the CEO');
  const link = drawer.getByLabel('Video link');
  await link.fill('not a link');
  await drawer.getByRole('button', { name: 'Save Draft' }).click();
  await expect(drawer.getByText('Enter valid URL!')).toBeVisible();
  await link.fill(WATCH_URL);
  await expect(drawer.getByText('Enter valid URL!')).toBeHidden();
  await expect(drawer.locator('iframe')).toHaveAttribute('src', EMBED_URL);
  await drawer.getByRole('button', { name: 'Save Draft' }).click();
  await expect(drawer).toBeHidden();

  // Objectives: Customers and Product, not Marketing; publishing makes the whole draft live.
  await ceo.getByRole('button', { name: 'Add/Edit Your Objectives' }).click();
  drawer = drawerNamed(ceo, 'Strategic Objectives');
  await write(editor(drawer, '1. Customers'), customers);
  await clear(editor(drawer, '5. Marketing'));
  await write(editor(drawer, '6. Product'), product);
  await drawer.getByRole('button', { name: 'Publish' }).click();
  await expect(drawer).toBeHidden();
  await expect(ceo.getByText(DRAFT)).toBeHidden();
  await expect(ceo.getByTitle('Message from the CEO')).toHaveAttribute('src', EMBED_URL);
  const number = (name: string) => ceo.getByRole('region', { name }).locator('[data-filled]');
  await expect(number('1 Customers')).toHaveAttribute('data-filled', 'true');
  await expect(number('6 Product')).toHaveAttribute('data-filled', 'true');
  await expect(number('5 Marketing')).toHaveAttribute('data-filled', 'false');
  const completion = ceo.getByRole('region', { name: 'Strategy completion' });
  const part = (name: string) => completion.getByRole('listitem').filter({ hasText: name });
  await expect(part('CEO video').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(part('Mission, Vision, & Values').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // Emma sees the published strategy on her dashboard and its page, and nothing to edit.
  const emma = await pageAs(DEMO_ACCOUNTS.contributor);
  const card = emma.getByRole('region', { name: 'Mission Statement' });
  await expect(card).toContainText(mission);
  await expect(emma.getByRole('region', { name: 'Vision Statement' })).toContainText(vision);
  await expect(emma.getByRole('region', { name: 'Differentiating Values' })).toContainText(values);
  await emma.getByRole('link', { name: 'View Details' }).click();
  await expect(emma).toHaveURL(/\/v3\/strategy$/);
  await expect(emma.getByRole('heading', { name: 'Mission, Vision, & Values' })).toBeVisible();
  await expect(emma.getByRole('region', { name: 'Mission Statement' })).toContainText(mission);
  await expect(emma.getByTitle('Message from the CEO')).toHaveAttribute('src', EMBED_URL);
  await expect(emma.getByRole('region', { name: '1 Customers' })).toContainText(customers);
  await expect(emma.getByRole('region', { name: '6 Product' })).toContainText(product);
  await expect(emma.getByRole('region', { name: '5 Marketing' })).toHaveCount(0);
  await expect(emma.getByText(WELCOME)).toHaveCount(0);
  await expect(emma.getByText(DRAFT)).toHaveCount(0);
  await expect(emma.getByRole('region', { name: 'Strategy completion' })).toHaveCount(0);
  for (const name of ['Edit', 'Add Your Strategies', 'Add/Edit Your Objectives', 'Update Video', 'Add Your Video', 'Publish']) {
    await expect(emma.getByRole('button', { name, exact: true })).toHaveCount(0);
  }

  // A new draft stays with the editors until it is published.
  await ceo.getByRole('button', { name: 'Edit', exact: true }).click();
  drawer = drawerNamed(ceo, 'Mission, Vision, & Values');
  await write(editor(drawer, 'Mission Statement'), `Draft only ${stamp}`);
  await drawer.getByRole('button', { name: 'Save Draft' }).click();
  await expect(ceo.getByText(DRAFT)).toBeVisible();
  await emma.reload();
  await expect(emma.getByRole('region', { name: 'Mission Statement' })).toContainText(mission);
  await expect(emma.getByText(`Draft only ${stamp}`)).toHaveCount(0);
  await ceo.getByRole('alert').filter({ hasText: DRAFT }).getByRole('button', { name: 'Publish' }).click();
  await expect(ceo.getByText(DRAFT)).toBeHidden();
  await emma.reload();
  await expect(emma.getByRole('region', { name: 'Mission Statement' })).toContainText(`Draft only ${stamp}`);
});

test('an observer sees no strategy card; on a phone the published strategy reads in one column', async ({ pageAs, request }) => {
  // Two published objective areas, set through the API as the CEO.
  const login = await request.post('/api/Auth/Login', {
    data: { userName: DEMO_ACCOUNTS.ceo, password: DEMO_PASSWORD, domain: workerCompany() },
  });
  const { Token } = (await login.json()) as { Token: string };
  const saved = await request.post('/api/strategy', {
    headers: { authorization: `Bearer ${Token}` },
    data: {
      StrategyObjective: { Customers: '<p>Members first</p>', Sales: '<p>Grow online sales</p>' },
      IsPublish: true,
    },
  });
  expect(saved.status()).toBe(200);

  const victor = await pageAs(DEMO_ACCOUNTS.observer);
  await expect(victor.getByRole('heading', { name: 'Company Goals' })).toBeVisible();
  await expect(victor.getByRole('link', { name: 'View Details' })).toHaveCount(0);
  await expect(victor.getByRole('heading', { name: 'Reminders' })).toHaveCount(0);

  const phone = await pageAs(DEMO_ACCOUNTS.contributor, { viewport: { width: 390, height: 844 } });
  await phone.getByRole('link', { name: 'View Details' }).click();
  const customers = phone.getByRole('region', { name: '1 Customers' });
  const sales = phone.getByRole('region', { name: '4 Sales' });
  await expect(customers).toContainText('Members first');
  await expect(sales).toContainText('Grow online sales');
  const [a, b] = [await customers.boundingBox(), await sales.boundingBox()];
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
  expect(Math.abs(a!.x - b!.x)).toBeLessThan(1);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
