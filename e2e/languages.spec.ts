import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { expect, test } from './support/test';

// Issue 30, decision 062: the sign-in screens follow the browser; a signed-in person's own choice of language is
// kept with them and follows them to the next start; taking it away goes back to the browser's, then the company's.

test('the login screen speaks the browser’s language when Trellis speaks it, else English', async ({ browser }) => {
  for (const [locale, heading, forgot] of [
    ['de-DE', 'Anmelden', 'Passwort vergessen?'],
    ['fr-FR', 'Log in', 'Lost your password?'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/v3/login');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: forgot })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'de-DE' ? 'de' : 'en');
    await context.close();
  }
});

test('a person chooses German in their settings, keeps it after a reload, and goes back to their browser’s', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.contributor, { at: '/v3/profile?tab=settings' });
  const english = page.getByRole('combobox', { name: 'Language' });
  await expect(english).toBeVisible();
  try {
    await english.click();
    await page.locator('.ant-select-dropdown:visible').getByText('Deutsch').click();
    await expect(page.getByRole('heading', { name: 'Sprache' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toBeVisible();
  } finally {
    // The demo company is shared with the worker's other tests: its people go back to no choice.
    const german = page.getByRole('combobox', { name: 'Sprache' });
    if (await german.isVisible()) {
      await german.click();
      await page.locator('.ant-select-dropdown:visible').getByText('Wie mein Browser, dann mein Unternehmen').click();
    }
  }
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
