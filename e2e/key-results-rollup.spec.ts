import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs, createDraftGoal, type Api } from './support/api';
import { expect, expectGoalOpen, test } from './support/goals';

// A goal counting its aligned goals' progress (decision 069): the demo manager's goal counts two goals of his report
// aligned to it, lists them with their progress and weight, and weighs one 3: the goal's progress follows.
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/key-results-rollup-${name}.png`, fullPage: true });
const section = (detail: Locator) => detail.getByRole('region', { name: 'Measured key results' });

/** A draft of the API's user aligned to `parentId`, with one key result from 0 to 100, approved and read at `reading`. */
async function measuredGoal(owner: Api, approver: Api, title: string, parentId: number | null, reading: number): Promise<number> {
  const goalId = await createDraftGoal(owner, title, parentId);
  const added = await owner.post<{ Id: number }>(`/Goal/${goalId}/keyresults`, {
    Title: 'Signed contracts',
    Kind: 'number',
    Direction: 'increase',
    Start: 0,
    Target: 100,
  });
  await owner.post('/Goal/approve', { Id: goalId, Status: 'review', Comment: '' });
  await approver.post('/Goal/approve', { Id: goalId, Status: 'approved', Comment: '' });
  await owner.post(`/Goal/keyresults/${added.Id}/checkin`, { Value: reading });
  return goalId;
}

test("a manager's goal counts two aligned goals, and a new weight of one moves its progress", async ({ pageAs, request }) => {
  test.slow();
  const tag = Date.now().toString(36);
  const title = `Ship the wholesale portal ${tag}`;
  const [olivia, daniel, emma] = await Promise.all(
    [DEMO_ACCOUNTS.ceo, DEMO_ACCOUNTS.manager, DEMO_ACCOUNTS.contributor].map((email) => apiAs(request, email)),
  );
  const parentId = await measuredGoal(daniel!, olivia!, title, null, 40);
  await measuredGoal(emma!, daniel!, `Portal sign-ups ${tag}`, parentId, 20);
  const orders = await measuredGoal(emma!, daniel!, `Portal orders ${tag}`, parentId, 80);

  const page = await pageAs(DEMO_ACCOUNTS.manager);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/v3/goals/${parentId}`);
  const detail = await expectGoalOpen(page, title);
  await detail.getByRole('tab', { name: 'Details' }).click();
  // The goal's own bar, under its words (the aligned goals' bars come before it).
  const goalProgress = section(detail)
    .locator('div')
    .filter({ has: page.getByText('Progress of the goal', { exact: true }) })
    .last()
    .getByRole('img');
  await expect(goalProgress).toHaveAccessibleName(/^Progress 40%/);

  // Counting them: (40 + 20 + 80) / 3 = 46.7 %.
  await section(detail).getByRole('switch', { name: 'Count the progress of aligned goals' }).click();
  await expect(section(detail).getByText('The progress includes 2 aligned goals.')).toBeVisible();
  await expect(goalProgress).toHaveAccessibleName(/^Progress 47%/);
  const counted = section(detail).getByRole('list', { name: 'Aligned goals counted in the progress' });
  await expect(counted.getByRole('listitem')).toHaveCount(2);
  await expect(counted.getByRole('link', { name: `Portal orders ${tag}` })).toHaveAttribute('href', `/v3/goals/${orders}`);
  await expect(section(detail).getByText('Includes the aligned goals this goal counts', { exact: false })).toBeVisible();

  // The server's rule shows under the field, and nothing changes.
  const weight = counted.getByRole('spinbutton', { name: `Weight of Portal orders ${tag}` });
  await weight.fill('0');
  await weight.press('Enter');
  await expect(counted.getByRole('alert')).toHaveText('The weight must be above 0.');
  await expect(goalProgress).toHaveAccessibleName(/^Progress 47%/);

  // Weighing the orders 3: (40 + 20 + 3 × 80) / 5 = 60 %.
  await weight.fill('3');
  await weight.press('Enter');
  await expect(goalProgress).toHaveAccessibleName(/^Progress 60%/);
  await expect(counted.getByRole('alert')).toHaveCount(0);
  await expect(weight).toHaveValue('3');
  expect((await daniel!.get<{ Goal: { Progress: number } }>(`/Goal/${parentId}`)).Goal.Progress).toBe(60);
  await section(detail).scrollIntoViewIfNeeded();
  await shot(page, '1280');

  // At a phone's width each aligned goal reads on two lines; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  // The phone's layout shows the goal on a page of its own, from its first tab.
  await detail.getByRole('tab', { name: 'Details' }).click();
  await expect(counted.getByRole('listitem')).toHaveCount(2);
  await section(detail).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, '390');

  // His report reads the list without a field to weigh her own goals from his.
  const emmaPage = await pageAs(DEMO_ACCOUNTS.contributor);
  await emmaPage.goto(`/v3/goals/${parentId}`);
  const emmaDetail = await expectGoalOpen(emmaPage, title);
  await emmaDetail.getByRole('tab', { name: 'Details' }).click();
  const read = section(emmaDetail);
  await expect(read.getByRole('list', { name: 'Aligned goals counted in the progress' }).getByText('Weight 3')).toBeVisible();
  await expect(read.getByRole('spinbutton')).toHaveCount(0);
});
