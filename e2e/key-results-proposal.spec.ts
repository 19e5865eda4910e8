import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs, createDraftGoal } from './support/api';
import { chooseRadio, expect, expectGoalOpen, test } from './support/goals';

// An approved goal's key results change through its edit (decision 070): the owner proposes a new list, sends the
// goal's edits for approval, and the manager sees the proposal in the review and approves it.
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/key-results-proposal-${name}.png`, fullPage: true });
const section = (detail: Locator) => detail.getByRole('region', { name: 'Measured key results' });

test("an owner proposes new key results for an approved goal and the manager's approval applies them", async ({ pageAs, request }) => {
  test.slow();
  const title = `Grow the wholesale channel ${Date.now().toString(36)}`;
  const [emma, daniel] = await Promise.all([DEMO_ACCOUNTS.contributor, DEMO_ACCOUNTS.manager].map((email) => apiAs(request, email)));
  const goalId = await createDraftGoal(emma!, title);
  const customers = await emma!.post<{ Id: number }>(`/Goal/${goalId}/keyresults`, {
    Title: 'New wholesale customers',
    Kind: 'number',
    Target: 40,
    Unit: 'customers',
  });
  await emma!.post(`/Goal/${goalId}/keyresults`, { Title: 'Wholesale revenue', Kind: 'currency', Target: 20000, Currency: 'EUR' });
  await emma!.post('/Goal/approve', { Id: goalId, Status: 'review', Comment: '' });
  await daniel!.post('/Goal/approve', { Id: goalId, Status: 'approved', Comment: '' });
  await emma!.post(`/Goal/keyresults/${customers.Id}/checkin`, { Value: 10 });

  const page = await pageAs(DEMO_ACCOUNTS.contributor);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/v3/goals/${goalId}`);
  const detail = await expectGoalOpen(page, title);
  await detail.getByRole('tab', { name: 'Details' }).click();
  await expect(section(detail).getByRole('button', { name: 'Add a measured key result' })).toHaveCount(0);

  // The proposal: a higher revenue target, and a new key result put first.
  await section(detail).getByRole('button', { name: 'Propose changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose key results' });
  await dialog.getByRole('button', { name: 'Edit Wholesale revenue' }).click();
  const change = page.getByRole('dialog', { name: 'Change the key result' });
  await change.getByLabel('Target').fill('30000');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await dialog.getByRole('button', { name: 'Add a measured key result' }).click();
  const add = page.getByRole('dialog', { name: 'Add a key result' });
  await add.getByLabel('Key result').fill('Trade fair leads');
  await add.getByLabel('Target').fill('200');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await dialog.getByRole('button', { name: 'Move Trade fair leads up' }).click();
  await dialog.getByRole('button', { name: 'Move Trade fair leads up' }).click();
  await expect(dialog.getByRole('list', { name: 'Proposed key results' }).getByRole('listitem')).toHaveText([
    /^Trade fair leads/,
    /^New wholesale customers/,
    /^Wholesale revenue.*€30,000/,
  ]);
  await dialog.screenshot({ path: '/tmp/key-results-proposal-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Save proposal' }).click();
  await expect(dialog).toBeHidden();

  // Nothing changed yet: the proposal shows beside the goal's key results, marked.
  const proposed = section(detail).getByRole('list', { name: 'Proposed key results' });
  await expect(section(detail).getByText('Proposed key results, not yet sent for approval')).toBeVisible();
  await expect(proposed.getByRole('listitem')).toHaveText([
    /Trade fair leads.*New$/,
    /New wholesale customers/,
    // A changed one says what it was.
    /Wholesale revenue · €0 → €30,000Changedwas Wholesale revenue · €0 → €20,000$/,
  ]);
  const own = section(detail).getByRole('list', { name: 'Key results of the goal' });
  await expect(own.getByRole('listitem').filter({ hasText: 'Wholesale revenue' })).toContainText('€20,000');
  await shot(page, 'draft-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'draft-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The owner sends the goal's edits for approval.
  await detail.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Submit edits' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit edits' });
  await submit.getByRole('button', { name: 'Submit edits' }).click();
  await expect(submit).toBeHidden();
  await expect(section(detail).getByText('Proposed key results, waiting for approval')).toBeVisible();

  // The manager reviews the edits: the proposed key results are part of what he accepts.
  const manager = await pageAs(DEMO_ACCOUNTS.manager);
  await manager.setViewportSize({ width: 1280, height: 900 });
  await manager.goto(`/v3/goals/${goalId}`);
  const managed = await expectGoalOpen(manager, title);
  await managed.getByRole('button', { name: 'More actions' }).click();
  await manager.getByRole('menuitem', { name: 'Review edits' }).click();
  const review = manager.getByRole('dialog', { name: 'Review edits' });
  await expect(review.getByText('Proposed key results, waiting for approval')).toBeVisible();
  await expect(review.getByRole('list', { name: 'Proposed key results' }).getByRole('listitem')).toHaveCount(3);
  await shot(manager, 'review-1280');
  await chooseRadio(review, 'Yes');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toBeHidden();

  // Applied: the new list in its order, the readings kept (10 of 40 customers).
  await managed.getByRole('tab', { name: 'Details' }).click();
  const rows = section(managed).getByRole('list', { name: 'Key results of the goal' }).getByRole('listitem');
  await expect(rows).toHaveText([/^Trade fair leads/, /^New wholesale customers10 customers/, /^Wholesale revenue€0 · €0 → €30,000/]);
  await expect(section(managed).getByText('Proposed key results', { exact: false })).toHaveCount(0);
});
