import { DEMO_PASSWORD } from '../src/server/demo/accounts';
import { latestMailedLink } from './support/mail';
import { expect, signIn, test } from './support/test';

const NEW_PASSWORD = 'Fresh#Start2026';

test('a contributor resets a lost password through the mailed link', async ({ page }) => {
  // An account no other spec signs in as, since this one changes its password.
  const email = 'laura.schmidt@northwind.example';
  await page.goto('/v3/login');
  await page.getByRole('button', { name: 'Lost your password?' }).click();

  const request = page.getByRole('region', { name: 'Send instructions' });
  await expect(request.getByRole('heading', { name: 'Lost your password?' })).toBeVisible();
  const send = request.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await request.getByLabel('Email').fill('laura.schmidt@');
  await expect(send).toBeDisabled();
  await request.getByLabel('Email').fill(email);
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page).toHaveURL(/\/v3\/forgotpasswordsent$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await latestMailedLink(email, '/v3/resetpassword/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();

  await page.getByLabel('New password').fill('weakpass');
  await expect(page.getByText('Password strength:')).toContainText('Easy');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Please enter a strong password.')).toBeVisible();

  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await expect(page.getByText('Password strength:')).toContainText('Strong');
  await page.getByLabel('Confirm password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('New password does not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/v3\/login$/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/v3\/home$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The link was single use.
  await page.goto('/v3/signout');
  await expect(page).toHaveURL(/\/v3\/login$/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/v3\/login$/);
  await expect(page.getByText('Reset password link expired!!')).toBeVisible();
});
