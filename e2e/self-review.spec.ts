import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { emailOf } from '../src/server/demo/people';
import { apiAs } from './support/api';
import { E2E_URL } from '../playwright.config';
import { expect, test } from './support/test';

// The self-review (issue 34): the HR admin switches it on and edits a question, an employee writes and hands it in,
// and the manager reads it beside the appraisal form, at a desktop and at a phone width.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/trellis-self-review-${name}.png`, fullPage: true });

async function openTalent(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Talent', level: 1 })).toBeVisible();
}

/** The employee writes their self-review of the open quarter from the card on My Appraisals and hands it in. */
async function handIn(page: Page, words: string): Promise<void> {
  await openTalent(page);
  await page.getByRole('tab', { name: 'My Appraisals' }).click();
  const card = page.locator('.ant-card').filter({ hasText: /Your self-review for Q\d \d{4} — (was )?due/ });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Start' }).click();
  const drawer = page.getByRole('dialog', { name: /^Self-review: Q\d/ });
  await drawer.getByRole('button', { name: 'Hand in' }).click();
  await expect(drawer.getByText('This is required.').first()).toBeVisible();
  await drawer.getByRole('textbox').nth(0).fill(words);
  await drawer.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(card).toContainText('Draft saved');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('textbox').nth(0)).toHaveValue(words);
  await drawer.getByRole('textbox').nth(1).fill('Run the next incident review.');
  await drawer.getByRole('radio', { name: 'Agree', exact: true }).check();
  await drawer.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByText('Self-review handed in.')).toBeVisible();
  await expect(card).toContainText('Handed in on');
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
}

test('the HR admin switches self-review on and edits a question; Zara hands hers in; Daniel reads it beside the form (1280)', async ({
  pageAs,
}) => {
  test.slow();
  const hannah = await pageAs(DEMO_ACCOUNTS.hrAdmin, { viewport: DESKTOP, at: '/v3/talent/myappraisal' });
  await openTalent(hannah);
  await hannah.getByRole('button', { name: 'Settings' }).click();
  const settings = hannah.getByRole('dialog', { name: 'Talent settings' });
  await settings.getByRole('tab', { name: 'Feedback' }).click();
  await settings.getByRole('switch', { name: 'Self-review' }).check();
  await settings.getByRole('radio', { name: /Summary only/ }).check();
  await settings.getByRole('button', { name: 'Save feedback settings' }).click();
  await expect(hannah.getByText('Feedback settings saved.')).toBeVisible();
  await settings.getByRole('tab', { name: 'Questions' }).click();
  await expect(settings.getByText('These are the built-in questions; save to make them your own.')).toBeVisible();
  const first = settings.getByRole('textbox', { name: 'Question' }).first();
  await first.fill('What are you most proud of this quarter?');
  await settings.getByRole('button', { name: 'Save questions' }).click();
  await expect(hannah.getByText('Questions saved.')).toBeVisible();
  await expect(settings.getByText('These are the built-in questions; save to make them your own.')).toHaveCount(0);
  await shot(hannah, 'settings-1280');

  const zara = await pageAs(emailOf('Zara Ahmed'), { viewport: DESKTOP, at: '/v3/talent/myappraisal' });
  await handIn(zara, 'Cut the deploy time in half.');
  await expect(zara.getByText('What are you most proud of this quarter?')).toHaveCount(0);
  await zara
    .locator('.ant-card')
    .filter({ hasText: /Your self-review/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(zara.getByText('What are you most proud of this quarter?')).toBeVisible();
  await shot(zara, 'form-1280');
  await zara
    .getByRole('dialog', { name: /^Self-review/ })
    .getByRole('button', { name: 'Cancel' })
    .click();

  // Daniel opens Zara's draft appraisal: her self-review stands beside his text, and beside the form when he edits.
  const daniel = await pageAs(DEMO_ACCOUNTS.manager, { viewport: DESKTOP, at: '/v3/talent' });
  await daniel
    .getByRole('row', { name: /Zara Ahmed/ })
    .getByRole('button', { name: /View/ })
    .click();
  const drawer = daniel.getByRole('dialog', { name: /^Appraisal of Zara Ahmed/ });
  const panel = drawer.getByRole('region', { name: "Zara Ahmed's self-review" });
  await expect(panel).toContainText('Cut the deploy time in half.');
  await expect(panel).toContainText('Agree (4 of 5)');
  await drawer.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(panel).toContainText('Run the next incident review.');
  const [formBox, panelBox] = [await drawer.getByRole('textbox', { name: 'Review', exact: true }).boundingBox(), await panel.boundingBox()];
  expect(panelBox!.x).toBeGreaterThan(formBox!.x + formBox!.width - 1);
  await shot(daniel, 'appraisal-1280');
});

test('Ethan hands in his self-review on a phone, and Daniel sees it above the new appraisal (390)', async ({ pageAs, request }) => {
  test.slow();
  const hr = await apiAs(request, DEMO_ACCOUNTS.hrAdmin);
  const on = { SelfReviewOn: true, PeerFeedbackOn: false, UpwardFeedbackOn: false, PeerCap: 5, PeerVisibility: 'anonymous' };
  const saved = await request.put(`${E2E_URL}/api/talent/reviews/settings`, {
    headers: { authorization: `Bearer ${hr.session.Token}` },
    data: on,
  });
  expect(saved.ok()).toBe(true);

  const ethan = await pageAs(emailOf('Ethan Brooks'), { viewport: PHONE, at: '/v3/talent/myappraisal' });
  await handIn(ethan, 'Shipped the new onboarding screens.');
  await shot(ethan, 'my-appraisals-390');

  const daniel = await pageAs(DEMO_ACCOUNTS.manager, { viewport: PHONE, at: '/v3/talent' });
  await daniel
    .getByRole('button', { name: /Start Appraisal/ })
    .first()
    .waitFor();
  const row = daniel.locator('.ant-list-item, tr').filter({ hasText: 'Ethan Brooks' }).first();
  await row.getByRole('button', { name: 'Start Appraisal' }).click();
  const drawer = daniel.getByRole('dialog', { name: /^Appraisal of Ethan Brooks/ });
  const panel = drawer.getByRole('region', { name: "Ethan Brooks's self-review" });
  await expect(panel).toContainText('Shipped the new onboarding screens.');
  const [panelBox, formBox] = [await panel.boundingBox(), await drawer.getByRole('textbox', { name: 'Review', exact: true }).boundingBox()];
  expect(panelBox!.y + panelBox!.height).toBeLessThan(formBox!.y);
  await shot(daniel, 'appraisal-390');
});
