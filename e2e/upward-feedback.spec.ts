import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { emailOf } from '../src/server/demo/people';
import { apiAs } from './support/api';
import { expect, test } from './support/test';

// Upward feedback end to end (issue 34): Daniel Cho's reports, each asked about him in the demo's open quarter, answer
// in the Feedback tab. Under three answers Daniel and his manager (the CEO) see only how many answered; from three, the
// answers without anything that names a writer. The two tests run in order in one worker's company.

const DANIEL = 'Daniel Cho';
const WORDS = {
  'Emma Fischer': 'Keep the architecture reviews open to everyone',
  'Noah Patel': 'Fewer meetings on Fridays would help me focus',
  'Mei Tanaka': 'Invite design to sprint planning more often',
} as const;
type Report = keyof typeof WORDS;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The company asks for upward feedback (its HR admin's settings, through the API). */
async function upwardOn(request: APIRequestContext) {
  const hr = await apiAs(request, DEMO_ACCOUNTS.hrAdmin);
  const res = await request.put('/api/talent/reviews/settings', {
    headers: { authorization: `Bearer ${hr.session.Token}` },
    data: { SelfReviewOn: false, PeerFeedbackOn: true, UpwardFeedbackOn: true, PeerCap: 5, PeerVisibility: 'anonymous' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A report answers about Daniel in the Feedback tab: both ratings 'Agree', and words. */
async function answerAboutDaniel(page: Page, report: Report) {
  const item = page.getByRole('listitem').filter({ hasText: `Feedback about your manager ${DANIEL}` });
  await item.getByRole('button', { name: 'Answer' }).click();
  const form = page.getByRole('dialog', { name: `Feedback about your manager ${DANIEL}` });
  for (const question of ['the support I need', 'useful feedback']) {
    await form.locator('.ant-form-item').filter({ hasText: question }).getByRole('radio', { name: 'Agree', exact: true }).check();
  }
  await form.getByRole('textbox', { name: /do differently/ }).fill(WORDS[report]);
  await form.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByText('Thank you: your feedback was handed in.')).toBeVisible();
}

/** A report's answer about Daniel handed in through the API, unless it already was (the first test hands in two). */
async function answeredThroughApi(request: APIRequestContext, report: Report) {
  const api = await apiAs(request, emailOf(report));
  const { Items } = await api.get<{ Items: { Id: number; Kind: string; State: string }[] }>('/talent/feedback/requests?Limit=50');
  const asked = Items.find((i) => i.Kind === 'upward' && i.State !== 'submitted');
  if (!asked) return;
  const answers = [
    { QuestionId: 1, Rating: 4 },
    { QuestionId: 2, Rating: 4 },
    { QuestionId: 3, Text: WORDS[report] },
  ];
  const res = await request.put(`/api/talent/feedback/requests/${asked.Id}`, {
    headers: { authorization: `Bearer ${api.session.Token}` },
    data: { Answers: answers, Submit: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Daniel's feedback as `who` sees it, opened by the address of one upward request about him (as a notice links it). */
async function danielsFeedback(
  pageAs: (email: string, o: { viewport: typeof PHONE; at: string }) => Promise<Page>,
  request: APIRequestContext,
  who: string,
  viewport: typeof PHONE,
) {
  const api = await apiAs(request, emailOf('Emma Fischer'));
  const { Items } = await api.get<{ Items: { Id: number; Kind: string; Subject: { Name: string } }[] }>(
    '/talent/feedback/requests?Limit=50',
  );
  const id = Items.find((i) => i.Kind === 'upward' && i.Subject.Name === DANIEL)!.Id;
  const page = await pageAs(who, { viewport, at: `/v3/talent/feedback/${id}` });
  return { page, section: page.getByRole('region', { name: 'Feedback' }) };
}

test('under three upward answers the manager and their manager see only how many answered, at the desktop width', async ({
  pageAs,
  request,
}) => {
  test.slow();
  await upwardOn(request);
  for (const report of ['Emma Fischer', 'Noah Patel'] as const) {
    await answerAboutDaniel(await pageAs(emailOf(report), { viewport: DESKTOP, at: '/v3/talent/feedback' }), report);
  }
  for (const who of [emailOf(DANIEL), DEMO_ACCOUNTS.ceo]) {
    const { page, section } = await danielsFeedback(pageAs, request, who, DESKTOP);
    await expect(section.getByText(/^2 of \d+ answered, shown from 3\.$/)).toBeVisible();
    await expect(section.getByText(WORDS['Emma Fischer'])).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`upward-under-three-${who}.png`), fullPage: true });
  }
});

test('from the third upward answer they read the answers without names, at the phone width', async ({ pageAs, request }) => {
  test.slow();
  await upwardOn(request);
  // Emma and Noah answered in the first test; through the API if this one runs alone.
  for (const report of ['Emma Fischer', 'Noah Patel'] as const) await answeredThroughApi(request, report);
  await answerAboutDaniel(await pageAs(emailOf('Mei Tanaka'), { viewport: PHONE, at: '/v3/talent/feedback' }), 'Mei Tanaka');
  for (const who of [emailOf(DANIEL), DEMO_ACCOUNTS.ceo]) {
    const { page, section } = await danielsFeedback(pageAs, request, who, PHONE);
    for (const words of Object.values(WORDS)) await expect(section.getByText(words)).toBeVisible();
    for (const writer of Object.keys(WORDS)) await expect(section.getByText(writer)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`upward-shown-${who}.png`), fullPage: true });
  }
});
