import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/demo/accounts';
import { workerCompany } from './support/company';
import { chooseRadio } from './support/goals';
import { openSelect } from './support/select';
import { expect, test } from './support/test';

// Liam O'Connor manages Ruby Clarke; no other spec uses them, so her 55 requests disturb no one.
const LIAM = 'liam.oconnor@northwind.example';
const RUBY = 'ruby.clarke@northwind.example';

type Login = { Token: string; Profile: { Id: number }; Period: { Id: number } };
async function apiLogin(request: APIRequestContext, email: string): Promise<Login> {
  const response = await request.post('/api/Auth/Login', {
    data: { userName: email, password: DEMO_PASSWORD, domain: workerCompany() },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Login;
}

const card = (page: Page, title: string): Locator =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const themeBanner = (page: Page) => page.getByRole('region', { name: 'Company theme' });

test('the CEO sets the quarter’s theme and everyone sees it on the dashboard', async ({ pageAs }) => {
  // Three people sign in: more than one screen's test.
  test.slow();
  const theme = `Every order on time ${Date.now().toString(36)}`;
  const ceo = await pageAs(DEMO_ACCOUNTS.ceo);
  const banner = themeBanner(ceo);
  await expect(banner).toBeVisible();

  // Clear whatever theme the demo has, then add one; an empty theme is refused.
  if (await banner.getByRole('button', { name: 'Delete theme' }).isVisible()) {
    await banner.getByRole('button', { name: 'Delete theme' }).click();
    const confirm = ceo.getByRole('dialog', { name: 'Delete the theme?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(banner).toContainText('No theme set for this quarter.');
  await banner.getByRole('button', { name: 'Add Theme' }).click();
  let dialog = ceo.getByRole('dialog', { name: 'Add Theme' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter theme!')).toBeVisible();
  await dialog.getByLabel('Theme').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter theme!')).toBeVisible();
  await dialog.getByLabel('Theme').fill('A first try');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner.getByTestId('theme-title')).toHaveText('A first try');

  await banner.getByRole('button', { name: 'Edit theme' }).click();
  dialog = ceo.getByRole('dialog', { name: 'Edit Theme' });
  await expect(dialog.getByLabel('Theme')).toHaveValue('A first try');
  await dialog.getByLabel('Theme').fill(theme);
  await dialog.getByLabel('Theme').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner.getByTestId('theme-title')).toHaveText(theme);

  // A contributor and an observer see it, without the CEO's buttons.
  for (const email of [DEMO_ACCOUNTS.contributor, DEMO_ACCOUNTS.observer]) {
    const page = await pageAs(email);
    await expect(themeBanner(page).getByTestId('theme-title')).toHaveText(theme);
    await expect(themeBanner(page).getByRole('button')).toHaveCount(0);
  }
});

test('reminders show fifty first and Load More adds ten; a review from a reminder answers the request', async ({ pageAs, request }) => {
  test.slow();
  // Ruby sends 55 goals to Liam for approval, the first as a draft she then submits with a comment.
  const ruby = await apiLogin(request, RUBY);
  const asRuby = { authorization: `Bearer ${ruby.Token}` };
  const titles = Array.from({ length: 55 }, (_, i) => `Reminder check ${String(i + 1).padStart(2, '0')} ${Date.now().toString(36)}`);
  const requestComment = 'The budget line is still an estimate.';
  for (const [i, Title] of titles.entries()) {
    const created = await request.post('/api/Goal', {
      headers: asRuby,
      data: {
        Title,
        Measurement: 'Done by the end of the quarter',
        OwnerId: ruby.Profile.Id,
        PeriodId: ruby.Period.Id,
        IsDraft: i === 0,
      },
    });
    expect(created.status()).toBe(200);
    if (i === 0) {
      const Id = ((await created.json()) as { Id: number }).Id;
      const submitted = await request.post('/api/Goal/approve', {
        headers: asRuby,
        data: { Id, Status: 'review', Comment: requestComment },
      });
      expect(submitted.status()).toBe(200);
    }
  }

  const liam = await pageAs(LIAM);
  const block = card(liam, 'Reminders');
  const items = block.getByRole('listitem');
  const counter = block.getByText(/^\d+ of \d+ reminders$/);
  await expect(items).toHaveCount(50);
  const total = Number(/of (\d+)/.exec(await counter.innerText())![1]);
  expect(total).toBeGreaterThanOrEqual(55);
  await expect(counter).toHaveText(`50 of ${total} reminders`);
  for (let shown = 50; shown < total; shown = Math.min(shown + 10, total)) {
    await block.getByRole('button', { name: 'Load More' }).click();
    const next = Math.min(shown + 10, total);
    await expect(items).toHaveCount(next);
    await expect(counter).toHaveText(`${next} of ${total} reminders`);
  }
  await expect(block.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  // Each of Ruby's requests reads 'Approval Request: <title>' with the quarter and a Review button.
  const first = items.filter({ hasText: titles[0]! });
  await expect(first).toContainText(`Approval Request: ${titles[0]}`);
  await expect(first.locator('.ant-tag')).toHaveText(/^Q[1-4] \d{4}$/);
  await expect(first).toContainText('Ruby Clarke');
  await first.getByRole('button', { name: `Review: ${titles[0]}` }).click();
  const dialog = liam.getByRole('dialog', { name: 'Review request' });
  await expect(dialog).toContainText(titles[0]!);
  // Who asked, and what they wrote with the request.
  await expect(dialog).toContainText('Requested by Ruby Clarke on ');
  await expect(dialog).toContainText(`“${requestComment}”`);
  await chooseRadio(dialog, 'Yes');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(items.filter({ hasText: titles[0]! })).toHaveCount(0);
  await expect(counter).toHaveText(new RegExp(` of ${total - 1} reminders$`));
});

test('compliance data: a manager picks the scope and sees who is concerned; a contributor sees the company', async ({ pageAs }) => {
  test.slow();
  const daniel = await pageAs(DEMO_ACCOUNTS.manager);
  const block = card(daniel, 'Employee Compliance Data');
  const scope = block.getByRole('combobox', { name: 'Compliance scope' });
  await expect(block.locator('.ant-select')).toContainText('My Direct Reports');
  const options = (await openSelect(daniel, scope)).locator('.ant-select-item-option');
  await expect(options).toHaveText(['My Direct Reports', 'My Organization', 'Company']);
  await options.filter({ hasText: 'Company' }).click();
  await expect(block.locator('.ant-select')).toContainText('Company');
  // Until the company's figures arrive, the direct reports' stay on screen, marked busy.
  await expect(block.locator('[aria-busy="true"]')).toHaveCount(0);

  // Each figure is the rounded share of the people it counts.
  const tiles = block.getByRole('button', { name: /^(No Goals|No Weekly Update|Not Finalized): / });
  await expect(tiles).toHaveCount(3);
  for (const tile of await tiles.all()) {
    const label = (await tile.getAttribute('aria-label'))!;
    const [, percent, count, total] = /: (\d+)%, (\d+) of (\d+) (?:person|people)/.exec(label)!.map(Number);
    expect(percent).toBe(total! > 0 ? Math.round((count! * 100) / total!) : 0);
  }

  // Drill down into a figure that concerns someone: the drawer lists exactly those people.
  const concerned = tiles.filter({ hasText: 'Show who' }).first();
  const label = (await concerned.getAttribute('aria-label'))!;
  const [, mode, count] = /^([^:]+): \d+%, (\d+) of/.exec(label)!;
  await concerned.click();
  const drawer = daniel.getByRole('dialog', { name: `${mode} · Company` });
  const people = drawer.getByRole('list', { name: 'People concerned' }).getByRole('listitem');
  await expect(people).toHaveCount(Math.min(Number(count), 20));
  await expect(drawer.getByText(new RegExp(`^${Math.min(Number(count), 20)} of ${count}$`))).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  const emma = await pageAs(DEMO_ACCOUNTS.contributor);
  const emmaBlock = card(emma, 'Employee Compliance Data');
  await expect(emmaBlock.getByRole('button', { name: /^No Goals: / })).toBeVisible();
  await expect(emmaBlock.getByRole('combobox')).toHaveCount(0);
  await expect(emmaBlock).toContainText('Company');
});

test('an observer sees only the company goals and the theme; a phone shows the blocks in one column', async ({ pageAs }) => {
  const victor = await pageAs(DEMO_ACCOUNTS.observer);
  await expect(card(victor, 'Company Goals').getByRole('list', { name: 'Company goals' }).getByRole('listitem').first()).toBeVisible();
  for (const title of ['Reminders', 'Employee Compliance Data', 'Strategy']) {
    await expect(victor.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  }
  await expect(victor.getByRole('button', { name: 'Add a Goal' })).toHaveCount(0);
  await card(victor, 'Company Goals').getByRole('link', { name: 'View All' }).click();
  await expect(victor).toHaveURL(/\/v3\/goals\/type\/company$/);

  const phone = await pageAs(DEMO_ACCOUNTS.manager, { viewport: { width: 390, height: 844 } });
  const boxes = await Promise.all(
    ['Reminders', 'Company Goals', 'Employee Compliance Data'].map(async (title) => {
      const block = card(phone, title);
      await expect(block).toBeVisible();
      return (await block.boundingBox())!;
    }),
  );
  for (let i = 1; i < boxes.length; i += 1) {
    expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
    expect(Math.abs(boxes[i]!.x - boxes[0]!.x)).toBeLessThan(1);
  }
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
