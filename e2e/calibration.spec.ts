import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { emailOf } from '../src/server/demo/people';
import { choose, settledPopup } from './support/select';
import { expect, test } from './support/test';

// A calibration end to end (issue 34): the HR admin opens one for a manager's part of the organisation in the
// previous quarter, the manager moves a card with a reason, the history shows it, the HR admin closes it and the
// appraisal carries the new rating. Once at a desktop width (Daniel Cho's part, the grid) and once on a phone
// (Sofia Alvarez's part, the grid as a list by cell): the two parts do not overlap, so both may be open at once.

type Width = { name: string; viewport: { width: number; height: number }; manager: string; person: string; to: string };
const WIDTHS: Width[] = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, manager: 'Daniel Cho', person: 'Noah Patel', to: 'Growing in role' },
  { name: 'phone', viewport: { width: 390, height: 844 }, manager: 'Sofia Alvarez', person: 'Mateo Rossi', to: 'Ready now' },
];

// On a phone the talent page's tabs scroll sideways: a tab brought into view while the bar still slides can miss the
// click, so it is clicked until it is the selected one.
const calibrationTab = async (page: Page) => {
  const tab = page.getByRole('tab', { name: 'Calibration' });
  await expect(async () => {
    await tab.click();
    await expect(page.getByRole('tab', { name: 'Calibration', selected: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('heading', { name: 'Calibrations' })).toBeVisible();
};

for (const w of WIDTHS) {
  test(`a calibration is opened, a card moved with its reason and closed into the appraisal (${w.name})`, async ({ pageAs }, testInfo) => {
    test.slow();
    const name = `${w.manager.split(' ')[0]}'s calibration ${Date.now().toString(36)}`;
    const reason = `Led more than the first rating showed ${Date.now().toString(36)}`;
    const shot = (page: Page, step: string) =>
      page.screenshot({ path: testInfo.outputPath(`calibration-${w.name}-${step}.png`), fullPage: true });

    // Hannah (HR admin) sees the demo's finished calibration and opens one for the manager's part.
    const hannah = await pageAs(DEMO_ACCOUNTS.hrAdmin, { viewport: w.viewport, at: '/v3/talent' });
    await calibrationTab(hannah);
    await expect(hannah.getByRole('listitem').filter({ hasText: /company calibration/ })).toContainText('Closed');
    await hannah.getByRole('button', { name: 'Open calibration' }).click();
    const form = hannah.getByRole('dialog', { name: 'Open a calibration' });
    // The quarters listed for appraisals, newest first: the previous quarter is the newest the demo appraised.
    await form.getByRole('combobox', { name: 'Quarter' }).click();
    await (await settledPopup(hannah)).locator('.ant-select-item-option').first().click();
    await form.getByRole('radio', { name: 'Someone and everyone below them' }).check();
    const person = form.getByRole('combobox', { name: 'Person' });
    await person.click();
    await person.pressSequentially(w.manager.split(' ')[0]!);
    await (await settledPopup(hannah)).getByText(w.manager, { exact: true }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await shot(hannah, 'open');
    await form.getByRole('button', { name: 'Open calibration' }).click();
    await expect(hannah.getByRole('heading', { name, level: 3 })).toBeVisible();
    await expect(hannah.getByText(`${w.manager} and everyone below`)).toBeVisible();
    await expect(hannah.getByText(/^\d+ cards · 0 moved · \d+ without an appraisal$/)).toBeVisible();

    // The manager takes part: the calibration is in their list; they move a card with a reason.
    const manager = await pageAs(emailOf(w.manager), { viewport: w.viewport, at: '/v3/talent' });
    await calibrationTab(manager);
    await manager.getByRole('link', { name }).click();
    const card = manager.getByRole('article', { name: w.person });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Move ${w.person}` }).click();
    const move = manager.getByRole('dialog', { name: `Move ${w.person}` });
    await choose(manager, move.getByRole('combobox', { name: 'Potential' }), w.to);
    await move.getByRole('button', { name: 'Move card' }).click();
    await expect(move.getByText('This is required.')).toBeVisible();
    await move.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await move.getByRole('button', { name: 'Move card' }).click();
    await expect(manager.getByText(new RegExp(`^${w.person} moved to .* · ${w.to}\\.$`))).toBeVisible();
    await expect(card.getByText(/^Moved from /)).toBeVisible();
    if (w.name === 'phone') {
      // On a phone the grid is a list by cell: the card now sits under its new cell's heading.
      await expect(
        manager.getByRole('region', { name: new RegExp(`· ${w.to} \\(\\d+\\)$`) }).getByRole('article', { name: w.person }),
      ).toBeVisible();
    } else {
      await expect(
        manager.getByRole('region', { name: new RegExp(`, ${w.to}: \\d+ cards?$`) }).getByRole('article', { name: w.person }),
      ).toBeVisible();
    }
    await shot(manager, 'moved');

    // The history shows the move, who made it and why.
    await manager.getByRole('button', { name: 'History', exact: true }).first().click();
    const history = manager.getByRole('dialog', { name: `History of ${name}` });
    await expect(history.getByText(new RegExp(`^${w.person}: .* → .* · ${w.to}$`))).toBeVisible();
    await expect(history.getByText(reason)).toBeVisible();
    await expect(history.getByText(new RegExp(`^${w.manager}, `))).toBeVisible();
    await shot(manager, 'history');
    await history.getByRole('button', { name: 'Close', exact: true }).click();
    // Managers do not close.
    await expect(manager.getByRole('button', { name: 'Close calibration' })).toHaveCount(0);

    // Hannah closes it, told what will happen; nothing moves after.
    await hannah.reload();
    await expect(hannah.getByText(/^\d+ cards · 1 moved · \d+ without an appraisal$/)).toBeVisible();
    await hannah.getByRole('button', { name: 'Close calibration' }).click();
    const confirm = hannah.getByRole('dialog', { name: 'Close this calibration?' });
    await expect(confirm).toContainText('The 1 moved card becomes its appraisal’s ratings (Performance and Potential)');
    await shot(hannah, 'close');
    await confirm.getByRole('button', { name: 'Close calibration' }).click();
    await expect(hannah.getByText('The calibration is closed; its ratings are in the appraisals.')).toBeVisible();
    await expect(hannah.locator('header').getByText('Closed', { exact: true })).toBeVisible();
    await expect(hannah.getByRole('button', { name: /^Move / })).toHaveCount(0);

    // The appraisal shows the calibrated rating.
    await hannah.getByRole('link', { name: `${w.person}'s appraisal` }).click();
    const appraisal = hannah.getByRole('dialog', { name: new RegExp(`^Appraisal of ${w.person}`) });
    await expect(appraisal.getByText(w.to, { exact: true })).toBeVisible();
    await shot(hannah, 'appraisal');
  });
}
