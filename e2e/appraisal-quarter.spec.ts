import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { emailOf } from '../src/server/demo/people';
import { apiAs } from './support/api';
import { pick, settledPopup } from './support/select';
import { expect, test } from './support/test';
import { answerUpward, firstSelfQuestion, handInSelfReview, moveCard, switchVoicesOn, UPWARD_IDEAS, VOICES } from './support/voices';

// A quarter's appraisal with every voice, end to end (issue 34): the HR admin switches the voices on; the employee
// hands in a self-review and names two peers; the manager approves them; one answers and one declines; three reports
// answer about the manager; the manager writes the appraisal beside the self-review and the feedback; a calibration
// moves the employee's card and closes into the appraisal; the manager shares it and the employee reads it with the
// feedback as the company chose. Once on a desktop (Liam O'Connor's team, the peers named) and once on a phone (Grace
// Kim's team, the peers anonymous): teams no other spec appraises, in the quarter open for appraisals.

// The two teams share nothing, so the two tests may run side by side in two workers' companies (the longest file of
// the suite otherwise kept one worker busy for both, at the end of the run).
test.describe.configure({ mode: 'parallel' });

/** The appraisal drawer of `name`, opened from the manager's team overview (a table row, or a list item on a phone). */
async function openAppraisal(page: Page, name: string, button: RegExp) {
  const row = page.locator('.ant-list-item, tr').filter({ hasText: name }).first();
  await row.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: new RegExp(`^Appraisal of ${name}`) });
}

for (const team of VOICES) {
  test(`a quarter's appraisal with self, peer and upward feedback and a calibration (${team.width})`, async ({ pageAs, request }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    const viewport = team.viewport;
    const shot = (page: Page, step: string) =>
      page.screenshot({ path: test.info().outputPath(`${team.width}-${step}.png`), fullPage: true });
    const open = (name: string, at: string) => pageAs(emailOf(name), { viewport, at });

    // The HR admin switches every voice on, the peers' answers shown as this team's company chose.
    const hannah = await pageAs(DEMO_ACCOUNTS.hrAdmin, { viewport, at: '/v3/talent/myappraisal' });
    await switchVoicesOn(hannah, team.visibility);
    // On the desktop she also words the self-review's first question the company's way.
    if (team.question) await firstSelfQuestion(hannah, team.question);

    // The employee hands in a self-review and names two peers for the manager to approve.
    const employee = await open(team.employee, '/v3/talent/myappraisal');
    await handInSelfReview(employee, `${team.proud} ${stamp}`);
    await employee.getByRole('tab', { name: 'Feedback' }).click();
    await pick(employee, employee.getByRole('combobox', { name: 'Colleagues to ask' }), team.answers, team.declines);
    await employee.getByRole('button', { name: 'Send to my manager' }).click();
    await expect(employee.getByText('Your manager was asked to approve your peers.')).toBeVisible();
    await expect(employee.getByText(`${team.answers}: waiting for approval`)).toBeVisible();

    // The manager approves them; one peer answers, the other declines with a reason.
    const manager = await open(team.manager, '/v3/talent/feedback');
    const card = manager.locator('.ant-card').filter({ has: manager.locator('.ant-card-head-title', { hasText: team.employee }) });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText(`The peers of ${team.employee} were asked.`)).toBeVisible();
    const words = `${team.employee.split(' ')[0]} explains things well ${stamp}`;
    const peer = await open(team.answers, '/v3/talent/feedback');
    const asked = (page: Page) =>
      page
        .getByRole('listitem')
        .filter({ hasText: `Feedback about ${team.employee}` })
        .filter({ has: page.getByRole('button', { name: 'Answer', exact: true }) });
    await asked(peer).getByRole('button', { name: 'Answer', exact: true }).click();
    const form = peer.getByRole('dialog', { name: `Feedback about ${team.employee}` });
    await form.getByRole('textbox', { name: /keep doing/ }).fill(words);
    await form.getByRole('radio', { name: 'Strongly agree' }).check();
    await form.getByRole('button', { name: 'Hand in' }).click();
    await expect(peer.getByText('Thank you: your feedback was handed in.')).toBeVisible();
    const other = await open(team.declines, '/v3/talent/feedback');
    await asked(other).getByRole('button', { name: 'Answer', exact: true }).click();
    await other.getByRole('button', { name: 'Decline' }).click();
    const decline = other.getByRole('dialog', { name: 'Decline to give feedback' });
    await decline.getByRole('textbox', { name: 'Why do you decline?' }).fill('We did not work together this quarter.');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(other.getByText('You declined; the manager was told.')).toBeVisible();

    // Three reports answer about the manager (asked the moment the voices were switched on).
    // Under three answers the manager sees only how many answered; the third comes later.
    const upwardWords = team.upward.map((_, i) => `${UPWARD_IDEAS[i]} ${stamp}`);
    for (const [i, report] of team.upward.slice(0, 2).entries()) {
      await answerUpward(await open(report, '/v3/talent/feedback'), team.manager, upwardWords[i]!);
    }
    const api = await apiAs(request, emailOf(team.upward[0]));
    const { Items } = await api.get<{ Items: { Id: number; Kind: string }[] }>('/talent/feedback/requests?Limit=50');
    const aboutManager = `/v3/talent/feedback/${Items.find((i) => i.Kind === 'upward')!.Id}`;
    const manager2 = await open(team.manager, aboutManager);
    const reports = manager2.getByRole('dialog', { name: new RegExp(`^Feedback about ${team.manager}, Q\\d \\d{4}$`) });
    await expect(reports.getByText(/^2 of \d+ answered, shown from 3\.$/)).toBeVisible();
    await expect(reports.getByText(upwardWords[0]!)).toHaveCount(0);
    await answerUpward(await open(team.upward[2], '/v3/talent/feedback'), team.manager, upwardWords[2]!);

    // The manager writes the appraisal with the self-review beside the form (above it on a phone) and the peers'
    // feedback in the drawer, names and the decline's reason included.
    await manager.goto('/v3/talent');
    const drawer = await openAppraisal(manager, team.employee, /Start Appraisal/);
    const panel = drawer.getByRole('region', { name: `${team.employee}'s self-review` });
    await expect(panel).toContainText(`${team.proud} ${stamp}`);
    if (team.question) await expect(panel).toContainText(team.question);
    const feedback = drawer.getByRole('region', { name: 'Feedback' });
    await expect(feedback.getByText(words)).toBeVisible();
    await expect(feedback.getByText(team.answers, { exact: true })).toBeVisible();
    await expect(feedback.getByText(`${team.declines}: Declined — We did not work together this quarter.`)).toBeVisible();
    const [formBox, panelBox] = [
      await drawer.getByRole('textbox', { name: 'Review', exact: true }).boundingBox(),
      await panel.boundingBox(),
    ];
    if (team.width === 'desktop') expect(panelBox!.x).toBeGreaterThan(formBox!.x + formBox!.width - 1);
    else expect(panelBox!.y + panelBox!.height).toBeLessThan(formBox!.y);
    await drawer.getByRole('radio', { name: /Meets expectations/ }).check();
    await drawer.getByRole('radio', { name: new RegExp(team.from) }).check();
    await drawer.getByRole('textbox', { name: 'Review', exact: true }).click();
    const review = `${team.employee.split(' ')[0]} carried the quarter ${stamp}`;
    await manager.keyboard.insertText(review);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(manager.getByText('The appraisal was saved.')).toBeVisible();
    await shot(manager, 'appraisal-draft');

    // The HR admin opens a calibration of the manager's part for this quarter; the manager moves the employee's card
    // with a reason; the HR admin closes it, and the move becomes the appraisal's rating.
    const calibration = `${team.manager.split(' ')[0]}'s quarter ${stamp}`;
    await hannah.goto('/v3/talent/calibration');
    await hannah.getByRole('button', { name: 'Open calibration' }).click();
    const opening = hannah.getByRole('dialog', { name: 'Open a calibration' });
    // The quarters listed for appraisals, newest first: the one open now.
    await opening.getByRole('combobox', { name: 'Quarter' }).click();
    await (await settledPopup(hannah)).locator('.ant-select-item-option').first().click();
    await opening.getByRole('radio', { name: 'Someone and everyone below them' }).check();
    const person = opening.getByRole('combobox', { name: 'Person' });
    await person.click();
    await person.pressSequentially(team.manager.split(' ')[0]!);
    await (await settledPopup(hannah)).getByText(team.manager, { exact: true }).click();
    await opening.getByRole('textbox', { name: 'Name' }).fill(calibration);
    await opening.getByRole('button', { name: 'Open calibration' }).click();
    await expect(hannah.getByRole('heading', { name: calibration, level: 3 })).toBeVisible();

    await manager.goto('/v3/talent/calibration');
    await manager.getByRole('link', { name: calibration }).click();
    const reason = `Led the team's launch ${stamp}`;
    const moved = await moveCard(manager, team.employee, team.to, reason);
    await expect(moved.getByText(/^Moved from /)).toBeVisible();
    await shot(manager, 'calibration');
    // The history says who moved whom, where and why; managers do not close.
    await manager.getByRole('button', { name: 'History', exact: true }).first().click();
    const history = manager.getByRole('dialog', { name: `History of ${calibration}` });
    await expect(history.getByText(new RegExp(`^${team.employee}: .* → .* · ${team.to}$`))).toBeVisible();
    await expect(history.getByText(reason)).toBeVisible();
    await expect(history.getByText(new RegExp(`^${team.manager}, `))).toBeVisible();
    await history.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(manager.getByRole('button', { name: 'Close calibration' })).toHaveCount(0);

    await hannah.reload();
    await expect(hannah.getByText(/^\d+ cards? · 1 moved · \d+ without an appraisal$/)).toBeVisible();
    await hannah.getByRole('button', { name: 'Close calibration' }).click();
    const confirm = hannah.getByRole('dialog', { name: 'Close this calibration?' });
    await expect(confirm).toContainText('The 1 moved card becomes its appraisal’s ratings (Performance and Potential)');
    await confirm.getByRole('button', { name: 'Close calibration' }).click();
    await expect(hannah.getByText('The calibration is closed; its ratings are in the appraisals.')).toBeVisible();
    await expect(hannah.getByRole('button', { name: /^Move / })).toHaveCount(0);

    // The manager finds the calibrated rating in the appraisal and shares it.
    await manager.goto('/v3/talent');
    const calibrated = await openAppraisal(manager, team.employee, /View/);
    await expect(calibrated.getByText(team.to, { exact: true })).toBeVisible();
    await calibrated.getByRole('button', { name: 'Share' }).click();
    await manager.getByRole('dialog', { name: 'Share appraisal' }).getByRole('button', { name: 'Share' }).click();
    await expect(calibrated).toContainText('Shared (60%)');

    // The employee reads the shared appraisal with the peers' feedback as the company chose, and no decline.
    await employee.goto('/v3/talent/myappraisal');
    await employee
      .getByRole('button', { name: /^View the appraisal of Q\d/ })
      .first()
      .click();
    const own = employee.getByRole('dialog', { name: `Appraisal of ${team.employee}` });
    await expect(own.getByText(review)).toBeVisible();
    const ownFeedback = own.getByRole('region', { name: 'Feedback' });
    if (team.visibility === 'Named') {
      await expect(ownFeedback.getByText(words)).toBeVisible();
      await expect(ownFeedback.getByText(team.answers, { exact: true })).toBeVisible();
    } else {
      await expect(ownFeedback.getByText('3 answers are needed before anonymous feedback is shown; 1 so far.')).toBeVisible();
      await expect(ownFeedback.getByText(words)).toHaveCount(0);
      await expect(ownFeedback.getByText(team.answers)).toHaveCount(0);
    }
    await expect(ownFeedback.getByText(/We did not work together/)).toHaveCount(0);
    await shot(employee, 'employee-reads');

    // The manager reads the reports' answers about them now: all three, and no writer's name.
    await manager2.reload();
    for (const idea of upwardWords) await expect(reports.getByText(idea)).toBeVisible();
    for (const report of team.upward) await expect(reports.getByText(report)).toHaveCount(0);
    await shot(manager2, 'upward');
  });
}
