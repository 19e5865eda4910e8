import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { choicesOf, COMPANY_GOALS, expect, goalList, openGoal, test } from './support/goals';

test('an observer sees only the company goals and no goal actions', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.observer);

  const scope = page.getByLabel('Goals to show');
  expect(await choicesOf(page, scope)).toEqual(['Company Goals']);
  await expect(page.getByRole('button', { name: 'Add Goal' })).toHaveCount(0);
  const cards = goalList(page).getByRole('link');
  await expect(cards).toHaveCount(COMPANY_GOALS.length);
  for (const card of await cards.all()) await expect(card).toContainText('Olivia Hart ·');
  expect((await cards.locator('strong').allInnerTexts()).sort()).toEqual([...COMPANY_GOALS].sort());

  const detail = await openGoal(page, COMPANY_GOALS[0]!);
  await expect(detail.getByRole('button', { name: /Follow(ing)?$/ })).toBeVisible();
  for (const action of [/Update$/, /More/, /Add a Contributing Goal/, /Copy Goal/]) {
    await expect(detail.getByRole('button', { name: action })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Add Goal' })).toHaveCount(0);
});

test('a contributor has no direct reports to choose', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.contributor);
  const scopes = await choicesOf(page, page.getByLabel('Goals to show'));
  expect(scopes).toEqual(['My Goals', 'Company Goals', 'My Manager & Peers']);
  expect(scopes).not.toContain('My Direct Reports');
});

test('the goal drawer says what is missing or too long', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.goalAdmin);
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Goal' });
  const save = drawer.getByRole('button', { name: 'Save as draft' });

  // OKR wording: the title is the Objective.
  await save.click();
  await expect(drawer.getByText('Please input your Objective!')).toBeVisible();
  await expect(drawer.getByText('Please input your Key Results!')).toBeVisible();

  await drawer.getByLabel('Objective').fill('x'.repeat(256));
  await expect(drawer.getByText('Must be at most 255 characters.')).toBeVisible();
  await expect(drawer.getByText('Please input your Objective!')).toHaveCount(0);
  await drawer.getByLabel('Objective').fill('x'.repeat(255));
  await expect(drawer.getByText('Must be at most 255 characters.')).toHaveCount(0);

  // A goal admin chooses the owner; without one the goal cannot be saved.
  const owner = drawer.getByLabel('Owner');
  await expect(owner.locator('..')).toHaveText('Priya Shah');
  await owner.hover();
  await drawer.getByRole('button', { name: 'Clear' }).click();
  await drawer.getByLabel('Key Results').fill('One key result');
  await save.click();
  await expect(drawer.getByText('Please select owner!')).toBeVisible();
  await expect(drawer).toBeVisible();

  await drawer.getByRole('button', { name: 'Cancel' }).click();
  const unsaved = page.getByRole('dialog', { name: 'You have unsaved changes.' });
  await unsaved.getByRole('button', { name: 'Discard' }).click();
  await expect(drawer).toBeHidden();
});
