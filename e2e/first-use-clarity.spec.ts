import type { Page, Request } from '@playwright/test';
import type { CompanyGoals } from '../src/contract/goals';
import type { NotificationList } from '../src/contract/notifications';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs } from './support/api';
import { chooseRadio, expect, goalCard, goalList, moreAction, openGoal, test } from './support/goals';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/first-use-${name}.png` });
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

test('a review from a dashboard reminder shows what is approved, confirms it, asks nothing more and reads its notice', async ({
  pageAs,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Shorten onboarding to five days ${stamp}`;
  const emma = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const parent = (await emma.get<CompanyGoals>('/goal/companygoals')).Goals[0]!;
  const goal = await emma.post<{ Id: number }>('/Goal', {
    Title: title,
    Measurement: 'New hires ship code on day five',
    Description: 'Pair every new hire with a buddy.',
    OwnerId: emma.session.Profile.Id,
    PeriodId: emma.session.Period!.Id,
    ParentId: parent.Id,
    IsDraft: true,
  });
  await emma.post('/Goal/approve', { Id: goal.Id, Status: 'review', Comment: '' });

  const daniel = await pageAs(DEMO_ACCOUNTS.manager);
  await daniel.setViewportSize({ width: 1440, height: 900 });
  await daniel.goto('/v3/home');
  const reviewData: string[] = [];
  daniel.on('response', (r) => {
    if (r.url().includes('/api/dashboard/reviewdata/')) reviewData.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  // The API calls on their way, to know when the dashboard's refresh has come back.
  const apiCalls = new Set<Request>();
  daniel.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.add(r);
  });
  daniel.on('requestfinished', (r) => apiCalls.delete(r));
  daniel.on('requestfailed', (r) => apiCalls.delete(r));
  const reminder = daniel.getByRole('listitem').filter({ hasText: title });
  await reminder.getByRole('button', { name: `Review: ${title}` }).click();
  const dialog = daniel.getByRole('dialog', { name: 'Review request' });
  const shown = dialog.getByRole('region', { name: 'Goal under review' });
  for (const text of [
    title,
    'New hires ship code on day five',
    'Pair every new hire with a buddy.',
    parent.GoalDetail.Title,
    'Emma Fischer',
  ]) {
    await expect(shown).toContainText(text);
  }
  await expect(shown.getByRole('link', { name: 'Open goal' })).toHaveAttribute('href', `/v3/goals/${goal.Id}`);
  await shot(daniel, 'review-dialog-1440');

  await chooseRadio(dialog, 'Yes');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(daniel, 'Goal approved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(reminder).toHaveCount(0);
  // The dashboard refreshed (every call it made has come back); nothing asked again for the answered request.
  await expect.poll(() => apiCalls.size).toBe(0);
  expect(reviewData.filter((r) => !r.startsWith('200'))).toEqual([]);
  expect(reviewData).toHaveLength(1);

  const danielApi = await apiAs(request, DEMO_ACCOUNTS.manager);
  await expect
    .poll(async () => {
      const { Notifications } = await danielApi.get<NotificationList>('/notification/1');
      return Notifications.filter((n) => n.GoalId === goal.Id && n.NotifiedObjectType === 'Goal').map((n) => n.IsRead);
    })
    .toEqual([true]);

  // Emma's goal is approved: her first weekly update is confirmed too.
  const owner = await pageAs(DEMO_ACCOUNTS.contributor);
  const mine = await openGoal(owner, title);
  await mine.getByRole('button', { name: /Update$/ }).click();
  const update = owner.getByRole('dialog', { name: 'Weekly update' });
  await chooseRadio(update.getByRole('radiogroup', { name: 'Likelihood' }), 'Likely');
  await chooseRadio(update.getByRole('radiogroup', { name: 'Quality' }), 'Good');
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(toast(owner, 'Weekly update saved')).toBeVisible();
});

test('an owner hears that her request went out, and her manager that he asked for changes', async ({ pageAs, request }) => {
  test.slow();
  const title = `Answer every support ticket within a day ${Date.now().toString(36)}`;
  const api = await apiAs(request, DEMO_ACCOUNTS.contributor);
  await api.post('/Goal', {
    Title: title,
    Measurement: 'First answer within 24 hours',
    OwnerId: api.session.Profile.Id,
    PeriodId: api.session.Period!.Id,
    IsDraft: true,
  });
  const emma = await pageAs(DEMO_ACCOUNTS.contributor);
  // The card names the state as the detail does.
  await expect(goalCard(emma, title).getByText('Draft', { exact: true })).toBeVisible();
  const goal = await openGoal(emma, title);
  await moreAction(emma, goal, 'Request Approval');
  const send = emma.getByRole('dialog', { name: 'Request Approval' });
  await send.getByRole('button', { name: 'Request Approval' }).click();
  await expect(toast(emma, 'Sent for approval')).toBeVisible();
  await expect(goal.getByText('Draft in review', { exact: true })).toBeVisible();
  await expect(goalCard(emma, title).getByText('Draft in review', { exact: true })).toBeVisible();

  // Daniel asks for changes from the goal: he sees the goal and a confirmation.
  const daniel = await pageAs(DEMO_ACCOUNTS.manager, { at: `/v3/goals?scope=reports` });
  const review = await openGoal(daniel, title);
  await review.getByRole('button', { name: 'Review request' }).click();
  const dialog = daniel.getByRole('dialog', { name: 'Review request' });
  await expect(dialog.getByRole('region', { name: 'Goal under review' })).toContainText('First answer within 24 hours');
  await chooseRadio(dialog, 'No');
  await dialog.getByLabel('Comment').fill('Add how you will measure it.');
  await dialog.getByRole('button', { name: 'Request Changes' }).click();
  await expect(toast(daniel, 'Changes requested')).toBeVisible();
});

test('the goal search takes Enter as a title search and keeps its suggestions', async ({ pageAs }) => {
  const daniel = await pageAs(DEMO_ACCOUNTS.manager);
  const search = daniel.getByLabel('Search people, departments or titles');
  await search.fill('Emma');
  await expect(daniel.locator('.ant-select-item-option').filter({ hasText: 'Emma Fischer' })).toBeVisible();
  await search.fill('checkout');
  await expect(daniel.locator('.ant-select-item-option').filter({ hasText: 'Search "checkout" in titles' })).toBeVisible();
  await search.press('Enter');
  await expect(daniel).toHaveURL(/[?&]title=checkout/);
  await expect(daniel.getByText('Title: "checkout"')).toBeVisible();
});

test('goal cards explain their squares at desktop and phone widths', async ({ pageAs }) => {
  const daniel = await pageAs(DEMO_ACCOUNTS.manager);
  await daniel.setViewportSize({ width: 1440, height: 900 });
  await daniel.getByText('What the squares mean').click();
  await expect(daniel.getByText('Each square is a week')).toBeVisible();
  const square = goalList(daniel).getByTestId('status-square').first();
  await square.hover();
  await expect(daniel.getByRole('tooltip').filter({ hasText: /^Week \d+ \(/ })).toBeVisible();
  await shot(daniel, 'goals-legend-1440');
  await daniel.setViewportSize({ width: 390, height: 844 });
  await shot(daniel, 'goals-legend-390');
});

test('empty states lead somewhere: predictions without aligned goals, an observer without visible contributions', async ({ pageAs }) => {
  const emma = await pageAs(DEMO_ACCOUNTS.contributor, { at: '/v3/predictions' });
  await expect(emma.getByText('Predictions show how the goals aligned below one of yours are going')).toBeVisible();
  await emma.setViewportSize({ width: 390, height: 844 });
  await shot(emma, 'predictions-empty-390');
  await emma.getByRole('link', { name: 'See your goals' }).click();
  await expect(emma).toHaveURL(/\/v3\/goals\?scope=mine$/);

  const victor = await pageAs(DEMO_ACCOUNTS.observer, { at: '/v3/goals?scope=company' });
  await expect(goalList(victor)).toBeVisible();
  await goalList(victor).getByRole('link').first().click();
  await expect(victor.getByRole('article')).toBeVisible();
  await expect(victor.getByText('Contributing goals (0)')).toHaveCount(0);
});

test('the production build says no more than its version on the sign-in card', async ({ page }) => {
  await page.goto('/v3/login');
  await expect(page.getByText(/^Version 1\.1/)).toHaveText('Version 1.1');
});

test('an edit waiting for review shows the proposed text beside the current, on a phone too', async ({ pageAs }) => {
  const daniel = await pageAs(DEMO_ACCOUNTS.manager);
  await daniel.setViewportSize({ width: 390, height: 844 });
  await daniel.goto('/v3/home');
  const reminder = daniel.getByRole('listitem').filter({ hasText: 'Edit Request:' }).first();
  await reminder.getByRole('button', { name: /^Review: / }).click();
  const dialog = daniel.getByRole('dialog', { name: 'Review edits' });
  const changes = dialog.getByRole('table', { name: 'Proposed changes' });
  await expect(changes.getByRole('columnheader')).toHaveText(['Field', 'Current', 'Proposed']);
  await expect(changes.getByRole('row')).not.toHaveCount(1);
  await expect(dialog.getByRole('region', { name: 'Goal under review' })).toContainText('Emma Fischer');
  await shot(daniel, 'review-edits-390');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
