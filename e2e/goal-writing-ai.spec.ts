import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/demo/accounts';
import { GOAL_WRITER_NOTICE } from '../src/domain/ai/notice';
import { workerCompany } from './support/company';
import { startFakeOpenAi } from '../src/server/testing/fake-openai';
import { animationsSettled, axeViolations } from './support/axe';
import { choose, expect, expectGoalOpen, test } from './support/goals';

const NOTICE = GOAL_WRITER_NOTICE;
const CONTEXT = 'Fewer outages of the customer portal; the on-call team is small.';
const OWN_TITLE = 'Keep the customer portal up through the holiday sale';

test('a manager writes a goal with AI help: suggestions fill the form, descriptions follow the typing, the goal saves', async ({
  pageAs,
}) => {
  test.slow();
  const page = await pageAs(DEMO_ACCOUNTS.manager);
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Goal' });

  // The panel is folded away until asked for; it cannot ask without a functional area.
  await drawer.getByRole('button', { name: 'Write with AI' }).click();
  await expect(drawer.getByRole('button', { name: 'Suggest goals' })).toBeDisabled();
  await choose(page, drawer.getByLabel('Functional area'), 'Information Technology');
  await drawer.getByLabel('Context').fill(CONTEXT);
  await drawer.getByRole('button', { name: 'Suggest goals' }).click();

  const answer = drawer.getByRole('region', { name: 'Goal suggestions' });
  const cards = answer.getByRole('list', { name: 'Suggested goals' }).locator(':scope > li');
  await expect(cards).toHaveCount(3);
  await expect(answer.getByText(NOTICE)).toBeVisible();
  // The built-in writer asks no model, so there is nothing to disclose.
  await expect(answer.getByText('What we sent to the AI')).toHaveCount(0);
  await animationsSettled(page);
  expect(await axeViolations(page), 'axe on the drawer with suggestions').toEqual([]);

  // 'Use this' fills the Objective and the Key Results, one a line (this demo company writes OKRs).
  const first = cards.first();
  const title = (await first.getByRole('heading').innerText()).trim();
  const results = (await first.getByRole('listitem').allInnerTexts()).map((r) => r.trim());
  expect(results.length).toBeGreaterThan(0);
  await first.getByRole('button', { name: /^Use this/ }).click();
  await expect(drawer.getByLabel('Objective', { exact: true })).toHaveValue(title);
  await expect(drawer.getByLabel('Key Results', { exact: true })).toHaveValue(results.join('\n'));

  // Other key results for the title, one set to pick.
  await drawer.getByRole('button', { name: 'Suggest key results' }).click();
  const sets = drawer.getByRole('region', { name: 'Suggested key results' }).locator(':scope > ul > li');
  await expect(sets.first()).toBeVisible();
  const picked = (await sets.nth(1).getByRole('listitem').allInnerTexts()).map((r) => r.trim());
  await sets
    .nth(1)
    .getByRole('button', { name: /^Use these/ })
    .click();
  await expect(drawer.getByLabel('Key Results', { exact: true })).toHaveValue(picked.join('\n'));

  // Descriptions follow the title as it is typed, once the typing pauses.
  await drawer.getByLabel('Objective', { exact: true }).fill(OWN_TITLE);
  const descriptions = drawer.getByRole('region', { name: 'Suggested initiatives' });
  const offered = descriptions.getByRole('button', { name: new RegExp(OWN_TITLE) });
  await expect(offered.first()).toBeVisible();
  await expect(descriptions.getByText(NOTICE)).toBeVisible();
  const description = (await offered.first().innerText()).trim();
  await offered.first().click();
  await expect(drawer.getByLabel('Initiatives', { exact: true })).toHaveValue(description);

  await drawer.getByRole('button', { name: 'Save as draft' }).click();
  await expect(drawer).toBeHidden();
  const goal = await expectGoalOpen(page, OWN_TITLE);
  await expect(goal.getByText('Draft', { exact: true })).toBeVisible();
});

test('with the company’s own model, the answer names it and “What we sent to the AI” shows the prompt when opened', async ({
  pageAs,
  request,
}) => {
  // A real OpenAI-compatible server on loopback stands in for the company's model.
  const fake = await startFakeOpenAi();
  const login = await request.post('/api/Auth/Login', {
    data: { userName: DEMO_ACCOUNTS.ceo, password: DEMO_PASSWORD, domain: workerCompany() },
  });
  const headers = { authorization: `Bearer ${(await login.json()).Token}` };
  const setAi = (BaseUrl: string, Model = '') => request.put('/api/tenant/ai', { headers, data: { BaseUrl, Model } });
  try {
    expect((await setAi(fake.url, 'northwind-model')).ok()).toBe(true);
    fake.script({
      json: {
        suggestions: [
          { title: 'Cut portal outages to one a quarter', measurements: ['Outages from 4 to 1'], description: 'On-call rota of four.' },
        ],
      },
    });
    const page = await pageAs(DEMO_ACCOUNTS.manager);
    await page.getByRole('button', { name: 'Add Goal' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add Goal' });
    await drawer.getByRole('button', { name: 'Write with AI' }).click();
    await choose(page, drawer.getByLabel('Functional area'), 'Information Technology');
    await drawer.getByLabel('Context').fill(CONTEXT);
    await drawer.getByRole('button', { name: 'Suggest goals' }).click();

    const answer = drawer.getByRole('region', { name: 'Goal suggestions' });
    await expect(answer.getByRole('heading', { name: 'Cut portal outages to one a quarter' })).toBeVisible();
    await expect(answer.getByText('Written by the AI model northwind-model: check it before you use it.')).toBeVisible();
    const asked = fake.requests.length;
    await answer.getByRole('button', { name: 'What we sent to the AI' }).click();
    // The prompt is asked of the server when the fold opens, and matches what the model received; no model is asked again.
    const sent = (fake.requests.at(-1)!.body as { messages: { content: string }[] }).messages;
    await expect(answer.getByText(`Context: ${CONTEXT}`)).toBeVisible();
    expect(await answer.locator('pre').allInnerTexts()).toEqual([sent[0]!.content, sent[1]!.content]);
    expect(fake.requests.length).toBe(asked);
  } finally {
    await setAi('');
    await fake.close();
  }
});
