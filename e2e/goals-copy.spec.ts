import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs, createDraftGoal } from './support/api';
import { expect, expectGoalOpen, goalCard, goalList, shownQuarter, test } from './support/goals';

// Copy to next quarter (issue 33, decision 073): a person picks two of their goals in the list, copies them with the
// goal aligned below one of them, opens the copy in the next quarter and follows 'Continued from' back. Hannah's own
// new goals only, so the demo company's goals stay as the other specs expect them.
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/goals-copy-${name}.png`, fullPage: true });

/** 'Q4 2026' → 'Q1 2027'. */
function quarterAfter(label: string): string {
  const [, q, y] = /^Q([1-4]) (\d{4})$/.exec(label) ?? [];
  return Number(q) === 4 ? `Q1 ${Number(y) + 1}` : `Q${Number(q) + 1} ${y}`;
}

test('two goals and the one aligned below are copied to the next quarter, linked both ways', async ({ pageAs, request }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const hiring = `Hire a second recruiter ${stamp}`;
  const benefits = `Renew the benefits plan ${stamp}`;
  const below = `Interview twenty candidates ${stamp}`;
  const hannah = await apiAs(request, DEMO_ACCOUNTS.hrAdmin);
  const hiringId = await createDraftGoal(hannah, hiring);
  await createDraftGoal(hannah, benefits);
  await createDraftGoal(hannah, below, hiringId);

  const page = await pageAs(DEMO_ACCOUNTS.hrAdmin, { viewport: { width: 1280, height: 900 } });
  const current = await shownQuarter(page);
  const next = quarterAfter(current);

  // Picked with the keyboard: the checkbox beside each of one's own goals.
  const pick = goalList(page).getByRole('checkbox', { name: `Select ${hiring}` });
  await pick.focus();
  await page.keyboard.press('Space');
  await expect(pick).toBeChecked();
  await goalList(page)
    .getByRole('checkbox', { name: `Select ${benefits}` })
    .check();
  await expect(page.getByRole('group', { name: '2 goals selected' })).toBeVisible();
  await shot(page, 'selected-1280');

  await page.getByRole('button', { name: 'Copy to next quarter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy to a later quarter' });
  await expect(dialog.getByRole('combobox', { name: 'Quarter' }).locator('..').locator('..')).toContainText(next);
  await expect(dialog.getByRole('radio', { name: 'Start again from their start values' })).toBeChecked();
  const along = dialog.getByRole('checkbox', { name: 'Bring aligned goals along' });
  await along.focus();
  await page.keyboard.press('Space');
  await expect(along).toBeChecked();
  await shot(page, 'dialog-1280');
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByText(`3 goals copied to ${next} as drafts.`)).toBeVisible();
  await dialog.getByRole('link', { name: `Show the goals of ${next}` }).click();
  await expect(dialog).toBeHidden();

  // The next quarter's list: the three drafts, the one below aligned to its parent's copy.
  await expect.poll(() => shownQuarter(page)).toBe(next);
  await expect(goalCard(page, below)).toBeVisible();
  await expect(goalCard(page, benefits)).toBeVisible();
  await goalCard(page, below).click();
  const belowCopy = await expectGoalOpen(page, below);
  await belowCopy.getByRole('tab', { name: 'Details' }).click();
  await expect(belowCopy.getByRole('link', { name: hiring })).toBeVisible();

  await goalCard(page, hiring).click();
  const copy = await expectGoalOpen(page, hiring);
  await copy.getByRole('tab', { name: 'Details' }).click();
  const from = copy.getByRole('listitem').filter({ hasText: 'Continued from' });
  await expect(from).toContainText(`Continued from ${hiring} (${current})`);
  await shot(page, 'copy-1280');
  await from.getByRole('link', { name: hiring }).click();

  // The source, in its own quarter, says where it continues.
  const source = await expectGoalOpen(page, hiring);
  await expect(page).toHaveURL(new RegExp(`/v3/goals/${hiringId}`));
  await source.getByRole('tab', { name: 'Details' }).click();
  await expect(source.getByRole('listitem').filter({ hasText: 'Continued in' })).toContainText(`Continued in ${hiring} (${next})`);

  // On a phone the selection and the dialog fit the screen.
  const phone = await pageAs(DEMO_ACCOUNTS.hrAdmin, { viewport: { width: 390, height: 844 }, at: '/v3/goals' });
  await goalList(phone)
    .getByRole('checkbox', { name: `Select ${benefits}` })
    .check();
  await phone.getByRole('button', { name: 'Copy to next quarter' }).click();
  await expect(phone.getByRole('dialog', { name: 'Copy to a later quarter' })).toBeVisible();
  await shot(phone, 'dialog-390');
  await phone.keyboard.press('Escape');
  await expect(phone.getByRole('dialog', { name: 'Copy to a later quarter' })).toBeHidden();
});
