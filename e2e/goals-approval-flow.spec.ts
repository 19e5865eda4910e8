import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import {
  choose,
  chooseBySearch,
  chooseRadio,
  demoGoal,
  expect,
  expectGoalOpen,
  expectNoReload,
  goalCard,
  historyLabels,
  historyTab,
  markDocument,
  moreAction,
  openGoal,
  openGoalsFromMenu,
  quarterBefore,
  shownQuarter,
  test,
} from './support/goals';

const TITLE = 'Offer guest checkout without an account';
const KEY_RESULTS = 'Guest checkout live on web and in the app\nCheckout conversion up 5%';
const MORE_KEY_RESULTS = `${KEY_RESULTS}\nCart abandonment below 60%`;
const CHANGES = 'Please add a key result for cart abandonment.';
const UPDATE = 'Guest checkout is in beta with 10% of shoppers.';
// A company goal of the CEO; Emma's new goal is aligned to it.
const COMPANY_GOAL = demoGoal('current', 'arr');
// Emma's goal of the previous quarter: approved, never finalized.
const UNFINALIZED = demoGoal('previous', 'errors');

/** The manager's way back to a goal of a direct report: menu, scope, quarter, goal. No page load. */
async function reportsGoal(page: Page, title: string, quarter?: string): Promise<Locator> {
  await openGoalsFromMenu(page);
  await choose(page, page.getByLabel('Goals to show'), 'My Direct Reports');
  if (quarter) await choose(page, page.getByLabel('Quarter', { exact: true }), quarter);
  return openGoal(page, title);
}

/** The owner's way back to one of her goals. */
async function myGoal(page: Page, title: string, quarter?: string): Promise<Locator> {
  await openGoalsFromMenu(page);
  if (quarter) await choose(page, page.getByLabel('Quarter', { exact: true }), quarter);
  return openGoal(page, title);
}

test('an owner and her manager take a goal from draft to approval, weekly update and finalized results', async ({ pageAs }) => {
  // Two people, one whole quarter of a goal's life: longer than one screen's test.
  test.slow();
  const [emma, daniel] = await Promise.all([pageAs(DEMO_ACCOUNTS.contributor), pageAs(DEMO_ACCOUNTS.manager)]);
  await Promise.all([markDocument(emma), markDocument(daniel)]);
  const previousQuarter = quarterBefore(await shownQuarter(emma));

  // Emma adds a goal aligned to a company goal and asks Daniel to approve it.
  await emma.getByRole('button', { name: 'Add Goal' }).click();
  const drawer = emma.getByRole('dialog', { name: 'Add Goal' });
  await chooseBySearch(emma, drawer.getByLabel('Parent goal'), COMPANY_GOAL);
  await drawer.getByLabel('Objective').fill(TITLE);
  await drawer.getByLabel('Key Results').fill(KEY_RESULTS);
  await drawer.getByRole('button', { name: 'Save as draft' }).click();
  await expect(drawer).toBeHidden();
  let goal = await expectGoalOpen(emma, TITLE);
  await expect(goal.getByText('Draft', { exact: true })).toBeVisible();
  await moreAction(emma, goal, 'Request Approval');
  const request = emma.getByRole('dialog', { name: 'Request Approval' });
  await request.getByRole('button', { name: 'Request Approval' }).click();
  await expect(request).toBeHidden();
  await expect(goal.getByText('Draft in review', { exact: true })).toBeVisible();

  // Daniel finds it among his direct reports' goals, waiting for him, and asks for changes.
  await choose(daniel, daniel.getByLabel('Goals to show'), 'My Direct Reports');
  await expect(goalCard(daniel, TITLE).getByText('Needs Review', { exact: true })).toBeVisible();
  let review = await openGoal(daniel, TITLE);
  await expect(review.getByRole('tabpanel', { name: 'Details' })).toContainText(COMPANY_GOAL);
  await review.getByRole('button', { name: 'Review request' }).click();
  let dialog = daniel.getByRole('dialog', { name: 'Review request' });
  await expect(dialog.getByRole('button', { name: 'Select Yes or No' })).toBeDisabled();
  await chooseRadio(dialog, 'No');
  await dialog.getByRole('button', { name: 'Request Changes' }).click();
  await expect(dialog.getByText('Comment Is Required')).toBeVisible();
  await dialog.getByLabel('Comment').fill(CHANGES);
  await dialog.getByRole('button', { name: 'Request Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(review.getByText('Draft', { exact: true })).toBeVisible();

  // Emma sees the request with Daniel's comment, edits the goal and submits it again.
  goal = await myGoal(emma, TITLE);
  await expect(goal.getByText('Draft', { exact: true })).toBeVisible();
  let history = await historyTab(goal);
  await expect(history.getByText(CHANGES)).toBeVisible();
  await moreAction(emma, goal, 'Edit');
  const edit = emma.getByRole('dialog', { name: 'Edit Goal' });
  await expect(edit.getByLabel('Objective')).toHaveValue(TITLE);
  await edit.getByLabel('Key Results').fill(MORE_KEY_RESULTS);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  await expect(goal.getByText('Draft in review', { exact: true })).toBeVisible();

  // Daniel approves.
  review = await reportsGoal(daniel, TITLE);
  await review.getByRole('button', { name: 'Review request' }).click();
  dialog = daniel.getByRole('dialog', { name: 'Review request' });
  await chooseRadio(dialog, 'Yes');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(review.getByText('Approved', { exact: true })).toBeVisible();

  // Emma's goal is approved; she gives her first weekly update.
  goal = await myGoal(emma, TITLE);
  // Its state's tag (the history, when its tab shows, says 'Approved' too).
  await expect(goal.locator('.ant-tag').getByText('Approved', { exact: true })).toBeVisible();
  history = await historyTab(goal);
  await expect
    .poll(() => historyLabels(history))
    .toEqual(['Created as draft', 'Submitted for approval', 'Changes requested', 'Submitted for approval', 'Approved']);
  // The button's name starts with its icon's.
  await goal.getByRole('button', { name: /Update$/ }).click();
  const update = emma.getByRole('dialog', { name: 'Weekly update' });
  await chooseRadio(update.getByRole('radiogroup', { name: 'Likelihood' }), 'Likely');
  await chooseRadio(update.getByRole('radiogroup', { name: 'Quality' }), 'Good');
  await update.getByLabel('Comment (optional)').fill(UPDATE);
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(update).toBeHidden();

  // Daniel sees the update once he comes back to the goal.
  review = await reportsGoal(daniel, TITLE);
  const statuses = await historyTab(review);
  await expect(statuses.getByText(UPDATE)).toBeVisible();
  await expect(statuses.getByText('Likely', { exact: true })).toBeVisible();
  await expect(statuses.getByText('Good', { exact: true })).toBeVisible();

  // Last quarter's goal: Emma finalizes it, Daniel reviews her results.
  goal = await myGoal(emma, UNFINALIZED, previousQuarter);
  await moreAction(emma, goal, 'Finalize');
  const finalize = emma.getByRole('dialog', { name: 'Finalize' });
  await finalize.getByRole('button', { name: 'Finalize' }).click();
  await expect(finalize.getByText('A description of result is required.')).toBeVisible();
  await chooseRadio(finalize, 'Yes');
  await chooseRadio(finalize.getByRole('radiogroup', { name: 'Quality of the result' }), 'Good');
  await finalize.getByLabel('Describe the result').fill('Checkout errors fell from 0.8% to 0.35% during the sale.');
  await finalize.getByRole('button', { name: 'Finalize' }).click();
  await expect(finalize).toBeHidden();
  await expect(goal.getByText(/^Results in review/)).toBeVisible();

  review = await reportsGoal(daniel, UNFINALIZED, previousQuarter);
  await review.getByRole('button', { name: 'Review results' }).click();
  const results = daniel.getByRole('dialog', { name: 'Review results' });
  await expect(results.getByText('Checkout errors fell from 0.8% to 0.35% during the sale.')).toBeVisible();
  await chooseRadio(results, 'Yes');
  await results.getByLabel('Feedback').fill('Agreed, a calm winter sale.');
  await results.getByRole('button', { name: 'Save review' }).click();
  await expect(results).toBeHidden();
  await expect(review.getByText('Finalized', { exact: true })).toBeVisible();
  const done = await historyTab(review);
  await expect.poll(async () => (await historyLabels(done)).slice(-2)).toEqual(['Submitted results', 'Results finalized']);

  goal = await myGoal(emma, UNFINALIZED, previousQuarter);
  await expect(goal.getByText('Finalized', { exact: true })).toBeVisible();
  await Promise.all([expectNoReload(emma), expectNoReload(daniel)]);
});
