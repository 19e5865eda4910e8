import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/demo/accounts';
import { apiAs, createDraftGoal } from './support/api';
import { expectGoalOpen, historyTab } from './support/goals';
import { tabTo } from './support/keyboard';
import { expect, test } from './support/test';

// Spec: issue 12 — sign-in, a weekly update and an approval done with the keyboard alone, every focus stop
// on the way visible. With the default motion a person sees (the suite runs with reduced motion, decision 051): focus
// must land in each dialog as it zooms in.
test.use({ reducedMotion: 'no-preference' });

test('signs in with the keyboard alone', async ({ page }) => {
  await page.goto('/v3/login');
  const form = page.getByRole('region', { name: 'Log in' });
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(DEMO_ACCOUNTS.manager);
  await tabTo(page, form.getByLabel('Password', { exact: true }));
  await page.keyboard.type('wrong password');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toBeVisible();

  // The form keeps what was typed; the password is typed again.
  await expect(form.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.manager);
  await form.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, form.getByRole('button', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v3\/home$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});

test('a manager approves a goal and its owner gives a weekly update, with the keyboard alone', async ({ pageAs, request }) => {
  test.slow();
  const title = `Answer every support mail within a day ${Date.now()}`;
  const emmaApi = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const goalId = await createDraftGoal(emmaApi, title);
  await emmaApi.post('/Goal/approve', { Id: goalId, Status: 'review' });

  // Daniel opens the goal from its address and approves it.
  const daniel = await pageAs(DEMO_ACCOUNTS.manager, { at: `/v3/goals/${goalId}` });
  let goal = await expectGoalOpen(daniel, title);
  await tabTo(daniel, goal.getByRole('button', { name: 'Review request' }));
  await daniel.keyboard.press('Enter');
  const review = daniel.getByRole('dialog', { name: 'Review request' });
  await tabTo(daniel, review.getByRole('radio', { name: 'Yes' }));
  await daniel.keyboard.press('Space');
  await expect(review.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await tabTo(daniel, review.getByRole('button', { name: 'Approve' }));
  await daniel.keyboard.press('Enter');
  await expect(review).toBeHidden();
  await expect(goal.getByText('Approved', { exact: true })).toBeVisible();

  // Emma gives her weekly update: a likelihood and a quality picked with the arrow keys, and a comment.
  const emma = await pageAs(DEMO_ACCOUNTS.contributor, { at: `/v3/goals/${goalId}` });
  goal = await expectGoalOpen(emma, title);
  await tabTo(emma, goal.getByRole('button', { name: /Update$/ }));
  await emma.keyboard.press('Enter');
  const update = emma.getByRole('dialog', { name: 'Weekly update' });
  const likelihood = update.getByRole('radiogroup', { name: 'Likelihood' });
  await tabTo(emma, likelihood);
  await emma.keyboard.press('Space');
  await emma.keyboard.press('ArrowRight');
  await expect(likelihood.getByRole('radio', { checked: true })).toHaveCount(1);
  const quality = update.getByRole('radiogroup', { name: 'Quality' });
  await tabTo(emma, quality);
  await emma.keyboard.press('Space');
  await expect(quality.getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(emma, update.getByLabel('Comment (optional)'));
  await emma.keyboard.type('On track: replies now take 20 hours.');
  await tabTo(emma, update.getByRole('button', { name: 'Update', exact: true }));
  await emma.keyboard.press('Enter');
  await expect(update).toBeHidden();
  await expect((await historyTab(goal)).getByText('On track: replies now take 20 hours.')).toBeVisible();
});
