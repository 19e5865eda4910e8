import type { Page } from '@playwright/test';
import type { NotificationList } from '../src/contract/notifications';
import type { GoalInfo } from '../src/contract/goals';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs, createDraftGoal, type Api } from './support/api';
import { choose, demoGoal, expect, goalCard, expectGoalOpen, expectNoReload, markDocument, moreAction, test } from './support/goals';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');
const unreadOf = async (api: Api) => (await api.get<NotificationList>('/notification/1')).UnreadCount;

/** Every notification of a user, through the API's pages. */
async function allNotifications(api: Api): Promise<NotificationList['Notifications']> {
  const all: NotificationList['Notifications'] = [];
  for (let page = 1; ; page++) {
    const { Notifications } = await api.get<NotificationList>(`/notification/${page}`);
    all.push(...Notifications);
    if (Notifications.length < 20) return all;
  }
}

test("the manager's bell rises within a second of a request for approval; opening the notification shows the goal and marks it read", async ({
  pageAs,
  request,
}) => {
  const title = `Publish the trail guide API ${Date.now()}`;
  const emmaApi = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const danielApi = await apiAs(request, DEMO_ACCOUNTS.manager);
  const goalId = await createDraftGoal(emmaApi, title);
  const before = await unreadOf(danielApi);

  const [emma, daniel] = await Promise.all([pageAs(DEMO_ACCOUNTS.contributor), pageAs(DEMO_ACCOUNTS.manager)]);
  await markDocument(daniel);
  await expect(bell(daniel)).toHaveAccessibleName(bellName(before));
  // Daniel watches his reports' goals; Emma's draft is among them.
  await choose(daniel, daniel.getByLabel('Goals to show'), 'My Direct Reports');
  await expect(goalCard(daniel, title).getByText('Draft', { exact: true })).toBeVisible();
  await expect(goalCard(daniel, title).getByText('Needs Review', { exact: true })).toHaveCount(0);

  // Emma asks Daniel to approve her draft.
  await emma.goto(`/v3/goals/${goalId}`);
  const goal = await expectGoalOpen(emma, title);
  await moreAction(emma, goal, 'Request Approval');
  const dialog = emma.getByRole('dialog', { name: 'Request Approval' });
  const answered = emma.waitForResponse((r) => r.url().endsWith('/api/Goal/approve') && r.ok());
  await dialog.getByRole('button', { name: 'Request Approval' }).click();
  await answered;

  // Daniel's bell counts it within a second, without a reload.
  await expect(bell(daniel)).toHaveAccessibleName(bellName(before + 1), { timeout: 1_000 });
  // The goal list refreshed too: the draft now waits for his review.
  await expect(goalCard(daniel, title).getByText('Needs Review', { exact: true })).toBeVisible();
  await expectNoReload(daniel);

  // The drawer lists it on top, unread; opening it shows the goal.
  await bell(daniel).click();
  const drawer = daniel.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByRole('link', { name: new RegExp(title) });
  await expect(item).toContainText('(unread)');
  await expect(drawer.getByRole('listitem').first()).toContainText(title);
  await expect(item).toContainText('Emma Fischer');
  await item.click();
  await expect(drawer).toBeHidden();
  await expect(daniel).toHaveURL(new RegExp(`/v3/goals/${goalId}$`));
  const opened = await expectGoalOpen(daniel, title);
  await expect(opened.getByText('Draft in review', { exact: true })).toBeVisible();
  await expectNoReload(daniel);

  // It is read: the bell is back to its count and the server says so too.
  await expect(bell(daniel)).toHaveAccessibleName(bellName(before));
  await expect
    .poll(async () => (await allNotifications(danielApi)).filter((n) => n.GoalId === goalId).map((n) => n.IsRead))
    .toEqual([true]);

  // View All opens the page, where it shows read.
  await bell(daniel).click();
  await daniel.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'View All' }).click();
  await expect(daniel).toHaveURL(/\/v3\/notifications$/);
  await expect(daniel.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const onPage = daniel.getByRole('main').getByRole('link', { name: new RegExp(title) });
  await expect(onPage).toBeVisible();
  await expect(onPage).not.toContainText('(unread)');
  await expectNoReload(daniel);
});

test('the notifications page shows 20 and Load More while a page comes back full', async ({ pageAs, request }) => {
  // Emma asks again and again; Daniel sends the goal back each time: a notification for each of them.
  const emmaApi = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const danielApi = await apiAs(request, DEMO_ACCOUNTS.manager);
  const goalId = await createDraftGoal(emmaApi, `Map every trailhead in Oregon ${Date.now()}`);
  for (let round = 0; round < 21; round++) {
    await emmaApi.post('/Goal/approve', { Id: goalId, Status: 'review' });
    await danielApi.post('/Goal/approve', { Id: goalId, Status: 'draft', Comment: `Round ${round + 1}: please sharpen the key result.` });
  }
  // Notifications are made from the events after each call has answered (src/server/notifications/subscriber.ts):
  // the list is read once the last round's is there, or a busy server's last one comes after it and the page shows one
  // more than was read.
  await expect
    .poll(async () => (await allNotifications(emmaApi)).some((n) => n.Body.includes('Round 21:')), { timeout: 10_000 })
    .toBe(true);
  const expected = await allNotifications(emmaApi);
  expect(expected.length).toBeGreaterThan(20);

  const page = await pageAs(DEMO_ACCOUNTS.contributor, { at: '/v3/notifications' });
  const list = page.getByRole('main').getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list.getByRole('listitem').first()).toContainText(expected[0]!.Subject);

  const loadMore = page.getByRole('button', { name: 'Load More' });
  for (let shown = 20; shown < expected.length; shown += 20) {
    await loadMore.click();
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(shown + 20, expected.length));
  }
  // Only a page of exactly 20 leaves the button; a total that divides by 20 asks once more and gets nothing.
  if (expected.length % 20 === 0) await loadMore.click();
  await expect(loadMore).toBeHidden();
  await expect(list.getByRole('listitem').last()).toContainText(expected.at(-1)!.Subject);
});

test('a weekly status link opens its goal', async ({ pageAs, request }) => {
  const emmaApi = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const goals = await emmaApi.post<{ data: { Id: number; GoalDetail: { Title: string } }[] }>('/Goal/goals', {
    GoalSelectFilter: 'MyGoals',
    PageSize: 100,
  });
  const title = demoGoal('current', 'payments');
  const goal = goals.data.find((g) => g.GoalDetail.Title === title)!;
  const info = await emmaApi.get<GoalInfo>(`/Goal/${goal.Id}`);
  const status = info.GoalStatuses.at(-1)!;

  const page = await pageAs(DEMO_ACCOUNTS.contributor, { at: `/v3/notifications/goalstatus/${status.Id}` });
  await expect(page).toHaveURL(new RegExp(`/v3/goals/${goal.Id}$`));
  await expectGoalOpen(page, title);

  await page.goto('/v3/notifications/goalstatus/999999999');
  await expect(page.getByText('This weekly update no longer exists or you cannot see it.')).toBeVisible();
});

test('/v2 opens the notifications page', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager, { at: '/v2' });
  await expect(page).toHaveURL(/\/v3\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
});
