import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { expect, test } from './support/test';

const drawer = (page: Page) => page.getByRole('dialog', { name: /^Appraisal of Emma Fischer/ });
const emmaRow = (page: Page) => page.getByRole('row', { name: /Emma Fischer/ });

async function openTalent(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Talent', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Talent', level: 1 })).toBeVisible();
}

test('a manager starts and shares an appraisal, the report signs it, the manager countersigns, the matrix and the print show it', async ({
  pageAs,
}) => {
  test.slow();
  const review = `Emma led the checkout rewrite ${Date.now().toString(36)}`;

  // Daniel starts Emma's appraisal of the previous quarter from his team's overview, and shares it.
  const daniel = await pageAs(DEMO_ACCOUNTS.manager);
  await openTalent(daniel);
  await expect(emmaRow(daniel)).toContainText('Not Started');
  await emmaRow(daniel).getByRole('button', { name: 'Start Appraisal' }).click();
  await drawer(daniel).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(daniel).getByText('This is required.').first()).toBeVisible();
  await drawer(daniel)
    .getByRole('radio', { name: /Exceeds expectations/ })
    .check();
  await drawer(daniel)
    .getByRole('radio', { name: /Ready now/ })
    .check();
  await drawer(daniel).getByRole('textbox', { name: 'Review', exact: true }).click();
  await daniel.keyboard.insertText(review);
  await drawer(daniel).getByRole('button', { name: 'Save' }).click();
  await expect(daniel.getByText('The appraisal was saved.')).toBeVisible();
  await expect(emmaRow(daniel)).toContainText('Started (30%)');
  await emmaRow(daniel).getByRole('button', { name: /View/ }).click();
  await expect(drawer(daniel).getByText(review)).toBeVisible();
  await expect(drawer(daniel).getByRole('heading', { name: 'Goals this quarter' })).toBeVisible();
  await drawer(daniel).getByRole('button', { name: 'Share' }).click();
  await daniel.getByRole('dialog', { name: 'Share appraisal' }).getByRole('button', { name: 'Share' }).click();
  await expect(drawer(daniel)).toContainText('Shared (60%)');
  await drawer(daniel).locator('.ant-drawer-body').getByRole('button', { name: 'Close', exact: true }).click();

  // Emma reads it under My Appraisals (her only tab), without the ratings, and signs with a comment.
  // Read-only, the drawer's own button says Close (there is nothing to cancel); editing, it says Cancel.
  await emmaRow(daniel).getByRole('button', { name: /View/ }).click();
  const footer = drawer(daniel).locator('.ant-drawer-body');
  await expect(footer.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await drawer(daniel).getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(footer.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await footer.getByRole('button', { name: 'Cancel', exact: true }).click();
  await footer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer(daniel)).toHaveCount(0);
  const emma = await pageAs(DEMO_ACCOUNTS.contributor);
  await openTalent(emma);
  await expect(emma.getByRole('tab')).toHaveText(['My Appraisals', 'Feedback']);
  await emma
    .getByRole('button', { name: /^View the appraisal of Q\d/ })
    .first()
    .click();
  await expect(emma.getByRole('dialog', { name: 'Appraisal of Emma Fischer' }).getByText(review)).toBeVisible();
  await expect(emma.getByText('Your company does not share ratings with employees')).toBeVisible();
  const sign = emma.getByRole('dialog', { name: 'Sign appraisal' });
  await emma.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(sign).toBeVisible();
  await sign.getByLabel('Comment (optional)').fill('Thank you, a fair picture of the quarter.');
  await sign.getByLabel('Type your full name').fill('Emma');
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(sign.getByText(/Type it as your profile shows it: Emma Fischer/)).toBeVisible();
  await sign.getByLabel('Type your full name').fill('Emma Fischer');
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(emma.getByText('Signed. Your manager will countersign.')).toBeVisible();
  // Her own comment is 'Your comment' to her.
  const emmasDrawer = emma.getByRole('dialog', { name: 'Appraisal of Emma Fischer' });
  await expect(emmasDrawer.getByRole('heading', { name: 'Your comment' })).toBeVisible();
  await expect(emmasDrawer.getByText('Thank you, a fair picture of the quarter.')).toBeVisible();

  // Daniel countersigns from the reminder on his dashboard: the appraisal is complete.
  await daniel.goto('/v3/home');
  const reminder = daniel.getByRole('listitem').filter({ hasText: /Emma Fischer's Q\d \d{4} appraisal/ });
  await reminder.getByRole('button', { name: /^Countersign: / }).click();
  await expect(daniel).toHaveURL(/\/v3\/talent\/appraisal\/\d+$/);
  await expect(drawer(daniel)).toContainText('Acknowledged (90%)');
  await expect(drawer(daniel).getByText('Thank you, a fair picture of the quarter.')).toBeVisible();
  await expect(drawer(daniel).getByRole('heading', { name: "Emma Fischer's comment" })).toBeVisible();
  // Signed, it is read-only (decision 035): no Edit or Delete, and the drawer says why.
  await expect(drawer(daniel).getByText(/This appraisal is signed and can no longer be changed/)).toBeVisible();
  await expect(drawer(daniel).getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
  await drawer(daniel).getByRole('button', { name: 'Sign and complete' }).click();
  const countersign = daniel.getByRole('dialog', { name: 'Sign and complete appraisal' });
  await countersign.getByLabel('Type your full name').fill('Daniel Cho');
  await countersign.getByRole('button', { name: 'Sign and complete' }).click();
  await expect(daniel.getByText('Signed. The appraisal is complete.')).toBeVisible();
  await expect(drawer(daniel)).toContainText('Completed (100%)');
  await expect(drawer(daniel)).toContainText('Signed by Emma Fischer');
  await expect(drawer(daniel)).toContainText('Signed by Daniel Cho');

  // The print downloads as a PDF named for Emma and the quarter.
  const download = daniel.waitForEvent('download');
  await drawer(daniel).getByRole('button', { name: 'Print' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Appraisal Emma Fischer Q\d \d{4}\.pdf$/);
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // Closing takes him back where he came from: the dashboard, without the reminder now.
  await drawer(daniel).locator('.ant-drawer-body').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(daniel).toHaveURL(/\/v3\/home$/);
  await expect(daniel.getByRole('listitem').filter({ hasText: /Emma Fischer's Q\d \d{4} appraisal/ })).toHaveCount(0);

  // The matrix puts Emma in Exceeds expectations × Ready now.
  await openTalent(daniel);
  await daniel.getByRole('tab', { name: 'Talent Matrix' }).click();
  // Others of his team may sit there too (the demo's Mei Tanaka does, on some days); Emma, unrated before, now does.
  const cell = daniel.getByRole('button', { name: /^Exceeds expectations, Ready now: \d+ (person|people)$/ });
  await cell.click();
  const people = daniel.getByRole('region', { name: 'Exceeds expectations · Ready now' });
  await expect(people.getByRole('link', { name: 'Emma Fischer' })).toBeVisible();
});

test('the Talent menu is hidden for observers', async ({ pageAs }) => {
  const observer = await pageAs(DEMO_ACCOUNTS.observer);
  await expect(observer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Talent', exact: true })).toHaveCount(0);
});
