import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { E2E_PORT } from '../playwright.config';
import { startChatWebhook, type ChatWebhookServer } from '../src/server/testing/chat-webhook-kit';
import { expect, signIn, test } from './support/test';
import { startTrellis, type TrellisServer } from './support/trellis-server';

// Slack and Teams in Company Settings (issue 33): the CEO connects a Slack incoming webhook (a loopback server that
// speaks Slack's protocol) and sends a test message, which arrives as Slack's blocks. A Trellis of its own allows the
// loopback address, as only tests and development may (CHAT_PRIVATE_ADDRESSES).
const PORT = E2E_PORT + 1300;
let slack: ChatWebhookServer;
let trellis: TrellisServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  slack = await startChatWebhook('slack');
  trellis = await startTrellis(PORT, { CHAT_PRIVATE_ADDRESSES: 'on' });
});
test.afterAll(async () => {
  await trellis?.stop();
  await slack?.close();
});

test('the CEO connects Slack in the drawer and a test message arrives', async ({ page }) => {
  await page.goto(`${trellis.url}/v3/login`);
  await signIn(page, DEMO_ACCOUNTS.ceo);
  await expect(page).toHaveURL(/\/v3\/home$/);
  await page.goto(`${trellis.url}/v3/organization`);
  await page.getByRole('button', { name: 'Company Settings' }).click();
  const section = page.getByRole('dialog', { name: 'Company Settings' }).getByRole('region', { name: 'Slack and Teams' });
  await section.scrollIntoViewIfNeeded();
  const card = section.getByRole('group', { name: 'Slack' });
  await expect(card.getByText('Not connected')).toBeVisible();

  // An address that is no web address is refused under the field.
  await card.getByRole('textbox', { name: 'Slack webhook address' }).fill('hooks.slack.com/services/x');
  await card.getByRole('button', { name: 'Save address' }).click();
  await expect(card.getByText('Enter the webhook address as an https:// address.')).toBeVisible();

  await card.getByRole('textbox', { name: 'Slack webhook address' }).fill(slack.url);
  await card.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Slack is connected.')).toBeVisible();
  const host = new URL(slack.url).host;
  await expect(card.getByText(`Connected to ${host}`)).toBeVisible();
  // Once saved the address is a secret: the field is empty and the screen shows the host only.
  await expect(card.getByRole('textbox', { name: 'Slack webhook address' })).toHaveValue('');
  await expect(page.getByText(new URL(slack.url).pathname)).toHaveCount(0);

  await card.getByRole('button', { name: 'Send a test message' }).click();
  await expect(card.getByText('The test message was posted: look for it in the channel.')).toBeVisible();
  const [posted] = await slack.waitForPosts(1);
  expect(posted).toMatchObject({
    text: expect.stringContaining('Test message from Trellis'),
    blocks: [{ type: 'header', text: { type: 'plain_text', text: 'Test message from Trellis' } }, { type: 'section' }, { type: 'actions' }],
  });
  await expect(card.getByText(/^Last post /)).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/trellis-chat-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Slack says the webhook is gone: the screen says so in words.
  slack.script({ status: 404, body: 'no_service' });
  await card.getByRole('button', { name: 'Send a test message' }).click();
  await expect(card.getByText('The test message was not posted')).toBeVisible();
  await expect(card.getByText(/Slack says this webhook no longer exists or was turned off \(HTTP 404 no_service\)/)).toBeVisible();

  await card.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByText('Not connected')).toBeVisible();
});
