import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { emailOf } from '../src/server/demo/people';
import { apiAs } from './support/api';
import { pick } from './support/select';
import { expect, test } from './support/test';

// Peer feedback end to end (issue 34): an employee nominates two peers, the manager approves, one peer answers and the
// other declines, the manager reads both, and the employee reads the answer as the company chose (with names here).
// Each width walks a different team of the worker's demo company, so the two do not meet.

const TEAMS = [
  {
    width: 'desktop',
    viewport: { width: 1280, height: 800 },
    employee: 'Emma Fischer',
    manager: 'Daniel Cho',
    answers: 'Noah Patel',
    declines: 'Mei Tanaka',
  },
  {
    width: 'phone',
    viewport: { width: 390, height: 844 },
    employee: 'Mateo Rossi',
    manager: 'Sofia Alvarez',
    answers: 'Chloe Dubois',
    declines: 'Omar Haddad',
  },
] as const;

/** The company asks for peer feedback, shown to the employee with names (its HR admin's settings, through the API). */
async function peerFeedbackOn(request: APIRequestContext) {
  const hr = await apiAs(request, DEMO_ACCOUNTS.hrAdmin);
  const res = await request.put('/api/talent/reviews/settings', {
    headers: { authorization: `Bearer ${hr.session.Token}` },
    data: { SelfReviewOn: false, PeerFeedbackOn: true, UpwardFeedbackOn: false, PeerCap: 5, PeerVisibility: 'named' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const askedItem = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: `Feedback about ${name}` });
/** The request about `name` still waiting for an answer (the demo's earlier quarters hold answered ones about them too). */
const waitingItem = (page: Page, name: string) =>
  askedItem(page, name).filter({ has: page.getByRole('button', { name: 'Answer', exact: true }) });

for (const team of TEAMS) {
  test(`peer feedback from nomination to reading it, at the ${team.width} width`, async ({ pageAs, request }) => {
    test.slow();
    await peerFeedbackOn(request);
    const open = (name: string) => pageAs(emailOf(name), { viewport: team.viewport, at: '/v3/talent/feedback' });
    const words = `${team.employee.split(' ')[0]} explains things well ${Date.now().toString(36)}`;

    // The employee names two peers; they wait for the manager.
    const employee = await open(team.employee);
    await expect(employee.getByRole('tab', { name: 'Feedback', selected: true })).toBeVisible();
    await pick(employee, employee.getByRole('combobox', { name: 'Colleagues to ask' }), team.answers, team.declines);
    await employee.getByRole('button', { name: 'Send to my manager' }).click();
    await expect(employee.getByText('Your manager was asked to approve your peers.')).toBeVisible();
    await expect(employee.getByText(`${team.answers}: waiting for approval`)).toBeVisible();
    await employee.screenshot({ path: test.info().outputPath(`nominated-${team.width}.png`), fullPage: true });

    // The manager approves them as named.
    const manager = await open(team.manager);
    // The employee's own card (a colleague's card may name them as a peer too).
    const card = manager.locator('.ant-card').filter({ has: manager.locator('.ant-card-head-title', { hasText: team.employee }) });
    await expect(card.getByText(`${team.declines}: Waiting for approval`)).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText(`The peers of ${team.employee} were asked.`)).toBeVisible();

    // One peer answers.
    const peer = await open(team.answers);
    await waitingItem(peer, team.employee).getByRole('button', { name: 'Answer', exact: true }).click();
    const form = peer.getByRole('dialog', { name: `Feedback about ${team.employee}` });
    await form.getByRole('textbox', { name: /keep doing/ }).fill(words);
    await form.getByRole('radio', { name: 'Strongly agree' }).check();
    await form.getByRole('button', { name: 'Hand in' }).click();
    await expect(peer.getByText('Thank you: your feedback was handed in.')).toBeVisible();
    await expect(waitingItem(peer, team.employee)).toHaveCount(0);
    await peer.screenshot({ path: test.info().outputPath(`answered-${team.width}.png`), fullPage: true });

    // The other declines, saying why.
    const other = await open(team.declines);
    await waitingItem(other, team.employee).getByRole('button', { name: 'Answer', exact: true }).click();
    await other.getByRole('button', { name: 'Decline' }).click();
    const decline = other.getByRole('dialog', { name: 'Decline to give feedback' });
    await decline.getByRole('textbox', { name: 'Why do you decline?' }).fill('We did not work together this quarter.');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(other.getByText('You declined; the manager was told.')).toBeVisible();

    // The manager reads the answer by name and the decline with its reason (through the notice's address).
    const api = await apiAs(request, emailOf(team.answers));
    const { Items } = await api.get<{ Items: { Id: number; Subject: { Name: string } }[] }>('/talent/feedback/requests?State=submitted');
    const id = Items.find((i) => i.Subject.Name === team.employee)!.Id;
    const managerView = await pageAs(emailOf(team.manager), { viewport: team.viewport, at: `/v3/talent/feedback/${id}` });
    const section = managerView.getByRole('region', { name: 'Feedback' });
    await expect(section.getByText(words)).toBeVisible();
    await expect(section.getByText(team.answers, { exact: true })).toBeVisible();
    await expect(section.getByText(`${team.declines}: Declined — We did not work together this quarter.`)).toBeVisible();
    await managerView.screenshot({ path: test.info().outputPath(`manager-reads-${team.width}.png`), fullPage: true });

    // The employee reads it as the company chose: with the writer's name, and no decline.
    const employeeView = await pageAs(emailOf(team.employee), { viewport: team.viewport, at: `/v3/talent/feedback/${id}` });
    const own = employeeView.getByRole('region', { name: 'Feedback' });
    await expect(own.getByText(words)).toBeVisible();
    await expect(own.getByText(team.answers, { exact: true })).toBeVisible();
    await expect(own.getByText(/We did not work together/)).toHaveCount(0);
    await employeeView.screenshot({ path: test.info().outputPath(`employee-reads-${team.width}.png`), fullPage: true });
  });
}
