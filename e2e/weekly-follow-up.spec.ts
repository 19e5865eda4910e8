import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUBDOMAIN } from '../src/server/demo/accounts';
import { E2E_PORT } from '../playwright.config';
import { workerCompany } from './support/company';
import { openPopup, openSelect } from './support/select';
import { expect, test } from './support/test';
import { startTrellis, type TrellisServer } from './support/trellis-server';

// The weekly follow-up (issue 33) in Company Settings: the CEO chooses the day, hour, reminders and thresholds, and the
// drawer says in one sentence what will happen. A second Trellis that looks every 2 seconds shows the follow-up
// arriving in the notifications list once its day and hour have come.

const DEFAULTS = { UpdateWeekday: 5, SendHour: 9, RemindersOn: true, ManagerAfterWeeks: 2, SkipLevelAfterWeeks: 3 };

async function openFollowUp(page: Page) {
  await page.getByRole('button', { name: 'Company Settings' }).click();
  const section = page.getByRole('dialog', { name: 'Company Settings' }).getByRole('region', { name: 'Weekly follow-up' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** Picks a choice of one of the section's selects, named by its label, typing it to narrow the list (24 hours). */
async function pick(page: Page, section: Locator, label: string, option: string) {
  const select = section.getByRole('combobox', { name: label });
  const popup = await openSelect(page, select);
  await select.pressSequentially(option);
  await popup.getByTitle(option, { exact: true }).click();
  await expect(openPopup(page)).toHaveCount(0);
}

test('the CEO changes the weekly follow-up and the drawer says what will happen', async ({ pageAs, request }) => {
  const page = await pageAs(DEMO_ACCOUNTS.ceo, { viewport: { width: 1280, height: 900 }, at: '/v3/organization' });
  const section = await openFollowUp(page);
  const sentence = section.getByTestId('rhythm-sentence');
  await expect(sentence).toContainText(
    'Every Friday at 09:00 (America/Chicago) people who have not updated get a reminder; after 2 missed weeks their manager is told, after 3 their manager’s manager.',
  );
  await section.screenshot({ path: '/tmp/trellis-rhythm-1280.png' });

  await pick(page, section, 'Day of the weekly update', 'Monday');
  await pick(page, section, 'Time', '17:00');
  await section.getByRole('switch', { name: 'Remind people who have not updated' }).click();
  await section.getByRole('spinbutton', { name: 'Tell the manager after missed weeks in a row' }).fill('1');
  await section.getByRole('spinbutton', { name: 'Tell the manager’s manager after missed weeks in a row' }).fill('4');
  await expect(sentence).toContainText(
    'Every Monday at 17:00 (America/Chicago) the follow-up runs without reminders; after 1 missed week their manager is told, after 4 their manager’s manager.',
  );
  await section.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(page.getByText('The weekly follow-up is saved.')).toBeVisible();

  // Everyone of the company reads the day; the CEO's choice is stored.
  const login = await request.post('/api/Auth/Login', {
    data: { userName: DEMO_ACCOUNTS.contributor, password: DEMO_PASSWORD, domain: workerCompany() },
  });
  const headers = { authorization: `Bearer ${(await login.json()).Token}` };
  expect(await (await request.get('/api/tenant/rhythm', { headers })).json()).toMatchObject({
    UpdateWeekday: 1,
    SendHour: 17,
    RemindersOn: false,
    CanEdit: false,
  });

  // On a phone the org admin sees the same section within the screen.
  const phone = await pageAs(DEMO_ACCOUNTS.orgAdmin, { viewport: { width: 390, height: 844 }, at: '/v3/organization' });
  const phoneSection = await openFollowUp(phone);
  await expect(phoneSection.getByTestId('rhythm-sentence')).toContainText('Every Monday at 17:00 (America/Chicago)');
  await phoneSection.screenshot({ path: '/tmp/trellis-rhythm-390.png' });

  // The demo company as the other specs expect it.
  const ceo = await request.post('/api/Auth/Login', {
    data: { userName: DEMO_ACCOUNTS.ceo, password: DEMO_PASSWORD, domain: workerCompany() },
  });
  const restored = await request.put('/api/tenant/rhythm', {
    headers: { authorization: `Bearer ${(await ceo.json()).Token}` },
    data: DEFAULTS,
  });
  expect(restored.status()).toBe(200);
});

test.describe('a Trellis that looks for due follow-ups every 2 seconds', () => {
  test.describe.configure({ timeout: 240_000 });
  let trellis: TrellisServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    trellis = await startTrellis(E2E_PORT + 1200, { RHYTHM_TICK_INTERVAL: '2' });
  });
  test.afterAll(async () => {
    await trellis?.stop();
  });

  test('the follow-up arrives in the notifications list once its day and hour have come', async ({ browser }) => {
    const api = await playwrightRequest.newContext({ baseURL: trellis.url });
    const tokenOf = async (email: string) =>
      (
        (await (
          await api.post('/api/Auth/Login', { data: { userName: email, password: DEMO_PASSWORD, domain: DEMO_SUBDOMAIN } })
        ).json()) as { Token: string }
      ).Token;
    // Today in Chicago from midnight (the drawer's choices, as the first test makes them): due at once.
    const today = new Date().toLocaleDateString('en-US', { weekday: 'long', timeZone: 'America/Chicago' });
    const isoWeekday = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(today) + 1;
    const saved = await api.put('/api/tenant/rhythm', {
      headers: { authorization: `Bearer ${await tokenOf(DEMO_ACCOUNTS.ceo)}` },
      data: { ...DEFAULTS, UpdateWeekday: isoWeekday, SendHour: 0 },
    });
    expect(saved.status()).toBe(200);

    // Daniel manages Emma and others with goals of the quarter: his week's summary of the team arrives.
    const token = await tokenOf(DEMO_ACCOUNTS.manager);
    const headers = { authorization: `Bearer ${token}` };
    const subjects = async () =>
      ((await (await api.get('/api/notification/1', { headers })).json()) as { Notifications: { Subject: string }[] }).Notifications.map(
        (n) => n.Subject,
      );
    await expect.poll(subjects, { timeout: 30_000 }).toContain('Your team’s week');
    await api.dispose();

    const localStorage = [
      { name: 'auth_token', value: token },
      { name: 'auth_token_at', value: String(Date.now()) },
    ];
    const context = await browser.newContext({ storageState: { cookies: [], origins: [{ origin: trellis.url, localStorage }] } });
    const daniel = await context.newPage();
    await daniel.goto(`${trellis.url}/v3/notifications`);
    const item = daniel.getByRole('main').getByRole('listitem').filter({ hasText: 'Your team’s week' });
    await expect(item).toBeVisible();
    await daniel.screenshot({ path: '/tmp/trellis-rhythm-notifications.png' });
    await item.click();
    await expect(daniel).toHaveURL(/\/v3\/goals\?scope=reports$/);
    await context.close();
  });
});
