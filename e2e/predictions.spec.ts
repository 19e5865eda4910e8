import type { Page } from '@playwright/test';
import type { PredictionData } from '../src/contract/predictions';
import { LIKELIHOOD_LABELS, QUALITY_LABELS } from '../src/domain/goals/weekly-status';
import { levelText } from '../src/domain/goals/levels';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs, type Api } from './support/api';
import { expect, expectNoReload, markDocument, test } from './support/goals';
import { openSelect } from './support/select';

const cellButton = (page: Page, l: number, q: number, count: number) =>
  page.getByRole('button', {
    name: `${levelText('likelihood', l)} · ${levelText('quality', q)}: ${count} ${count === 1 ? 'goal' : 'goals'}`,
    exact: true,
  });
const goalList = (page: Page) => page.getByRole('list', { name: 'All Goals' });
const weekHeading = (data: PredictionData) => new RegExp(`^Week ${data.weekPeriod.Week} · `);

/** The fullest cell of a matrix. */
function fullest(data: PredictionData) {
  const cell = [...data.matrix.Cells].sort((a, b) => b.Count - a.Count)[0]!;
  expect(cell.Count, 'the demo goal has predictions below it').toBeGreaterThan(0);
  return cell;
}

/** Every cell shows the server's count for it. */
async function expectCounts(page: Page, data: PredictionData) {
  for (const c of data.matrix.Cells) await expect(cellButton(page, c.Likelihood, c.Quality, c.Count)).toBeVisible();
  await expect(page.getByText(`${data.matrix.Total} ${data.matrix.Total === 1 ? 'goal' : 'goals'} aligned below`)).toBeVisible();
}

/** A goal of Daniel's with a week before the shown one: this week's, or (in a quarter's first week) last quarter's. */
async function matrixWithEarlierWeek(api: Api): Promise<{ goalId: number; data: PredictionData }> {
  const now = await api.get<PredictionData>('/predication/0/0');
  if (now.prevWeek !== null) return { goalId: now.goal.Id, data: now };
  const periods = await api.get<{ Periods: { Id: number; StartDate: string }[] }>('/Goal/periods');
  const earlier = periods.Periods.filter((p) => p.StartDate < now.weekPeriod.StartDate).sort((a, b) =>
    b.StartDate.localeCompare(a.StartDate),
  )[0]!;
  const { GoalId } = await api.get<{ GoalId: number | null }>(`/predication/firstgoal/${earlier.Id}`);
  return { goalId: GoalId!, data: await api.get<PredictionData>(`/predication/${GoalId}/0`) };
}

test('a manager reads the prediction matrix, filters by a cell and a level, and goes a week back', async ({ pageAs, request }) => {
  const api = await apiAs(request, DEMO_ACCOUNTS.manager);
  const current = await api.get<PredictionData>('/predication/0/0');

  const page = await pageAs(DEMO_ACCOUNTS.manager);
  await markDocument(page);

  // Predictions from the menu open Daniel's current goal.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Predictions', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/predictions/${current.goal.Id}$`));
  await expect(page.getByRole('heading', { name: 'Predictions', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: current.goal.GoalDetail.Title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Weeks' }).getByText(weekHeading(current))).toBeVisible();
  await expectCounts(page, current);

  const { goalId, data } = await matrixWithEarlierWeek(api);
  if (goalId !== current.goal.Id) await page.goto(`/v3/predictions/${goalId}`);
  await expectCounts(page, data);

  // A cell narrows the list to its goals, each showing that prediction.
  const cell = fullest(data);
  await cellButton(page, cell.Likelihood, cell.Quality, cell.Count).click();
  await expect(page).toHaveURL(new RegExp(`cell=${cell.Likelihood}-${cell.Quality}`));
  await expect(cellButton(page, cell.Likelihood, cell.Quality, cell.Count)).toHaveAttribute('aria-pressed', 'true');
  await expect(goalList(page).getByRole('listitem')).toHaveCount(Math.min(cell.Count, 20));
  for (const item of await goalList(page).getByRole('listitem').all()) {
    await expect(item).toContainText(`Likelihood${LIKELIHOOD_LABELS[cell.Likelihood]}`);
    await expect(item).toContainText(`Quality${QUALITY_LABELS[cell.Quality]}`);
  }

  // The previous week: its own counts; the chosen cell stays chosen.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${data.prevWeek}`));
  const earlier = await api.get<PredictionData>(
    `/predication/${goalId}/${data.prevWeek}?likelihood=${cell.Likelihood}&quality=${cell.Quality}`,
  );
  await expect(page.getByRole('navigation', { name: 'Weeks' }).getByText(weekHeading(earlier))).toBeVisible();
  await expectCounts(page, earlier);
  await expect(goalList(page).getByRole('listitem')).toHaveCount(Math.min(earlier.count, 20));
  await expect(page.getByRole('button', { name: 'Next week' })).toBeEnabled();

  // Choosing the cell again shows every goal; a level narrows counts and list.
  const chosen = earlier.matrix.Cells.find((c) => c.Likelihood === cell.Likelihood && c.Quality === cell.Quality)!;
  await cellButton(page, cell.Likelihood, cell.Quality, chosen.Count).click();
  await expect(page).not.toHaveURL(/cell=/);
  const levelOne = await api.get<PredictionData>(`/predication/${goalId}/${data.prevWeek}?level=1`);
  await (await openSelect(page, page.getByLabel('Level'))).getByText('Level 1 (aligned directly)', { exact: false }).click();
  await expect(page).toHaveURL(/level=1/);
  await expectCounts(page, levelOne);
  await expect(goalList(page).getByRole('listitem')).toHaveCount(Math.min(levelOne.count, 20));
  for (const item of await goalList(page).getByRole('listitem').all()) await expect(item).toContainText('Level 1');
  await expectNoReload(page);
});

test("an observer sees the company goal's matrix; a goal that does not exist points to the goals", async ({ pageAs, request }) => {
  const api = await apiAs(request, DEMO_ACCOUNTS.observer);
  const data = await api.get<PredictionData>('/predication/0/0');
  expect(data.goal.User.Name, "an observer's matrix is the CEO's").toBe('Olivia Hart');

  const page = await pageAs(DEMO_ACCOUNTS.observer, { at: '/v3/predictions/0' });
  await expect(page).toHaveURL(new RegExp(`/v3/predictions/${data.goal.Id}$`));
  await expectCounts(page, data);

  await page.goto('/v3/predictions/999999999');
  await expect(page.getByText('This goal does not exist or you cannot see it.')).toBeVisible();
  await page.goto('/v3/predictions/not-a-goal');
  await expect(page.getByText('There is no such goal.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to goals' }).click();
  await expect(page).toHaveURL(/\/v3\/goals$/);
});

test('the prediction matrix fits a phone', async ({ pageAs, request }) => {
  const api = await apiAs(request, DEMO_ACCOUNTS.manager);
  const data = await api.get<PredictionData>('/predication/0/0');
  const page = await pageAs(DEMO_ACCOUNTS.manager);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/v3/predictions');
  await expect(page).toHaveURL(new RegExp(`/v3/predictions/${data.goal.Id}$`));
  await expectCounts(page, data);
  const cell = cellButton(page, 4, 4, data.matrix.Cells.find((c) => c.Likelihood === 4 && c.Quality === 4)!.Count);
  const box = (await cell.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThanOrEqual(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
