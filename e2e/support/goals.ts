import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CURRENT_GOALS, PREVIOUS_GOALS, type GoalPlan } from '../../src/server/demo/goal-plans';
import { inQuarter } from '../../src/server/demo/goal-plans/plan';
import { test as base, watchConsole, type PageAs } from './test';

export { expect } from './test';
export { choicesOf, choose, chooseBySearch } from './select';

/** The first day of the demo's current or previous quarter (calendar quarters, src/server/demo/seed.ts), UTC midnight. */
const quarterStart = (quarter: 'current' | 'previous') => {
  const today = new Date();
  return Date.UTC(today.getFullYear(), Math.floor(today.getMonth() / 3) * 3 - (quarter === 'previous' ? 3 : 0), 1);
};

/** The title of a demo goal by its key in src/server/demo/goal-plans, as its quarter reads it ('{month 3}' a month). */
export function demoGoal(quarter: 'current' | 'previous', key: string): string {
  const plan = (quarter === 'current' ? CURRENT_GOALS : PREVIOUS_GOALS).find((g: GoalPlan) => g.key === key);
  if (!plan) throw new Error(`No demo goal ${quarter}:${key}`);
  return inQuarter(plan.title, quarterStart(quarter));
}

/** The CEO's company goals of the running quarter. */
export const COMPANY_GOALS = CURRENT_GOALS.filter((g) => g.owner === 'olivia' && g.parent === null).map((g) =>
  inQuarter(g.title, quarterStart('current')),
);

/**
 * `test` with `pageAs(email, { viewport?, at? })`: a page in a browser context of its own, signed in (the worker's saved
 * session of that person) and showing the goals screen, or the address `at`; its console errors fail the test like the
 * default page's.
 */
export const test = base.extend<{ pageAs: PageAs }>({
  pageAs: async ({ browser, consoleErrors, sessionOf }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (email, { viewport, at } = {}) => {
      const context = await browser.newContext({ ...(viewport ? { viewport } : {}), storageState: await sessionOf(email) });
      opened.push(context);
      const page = await context.newPage();
      watchConsole(page, consoleErrors);
      if (at) {
        await page.goto(at);
        return page;
      }
      await page.goto('/v3/home');
      await expect(page).toHaveURL(/\/v3\/home$/);
      await openGoalsFromMenu(page);
      return page;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

/** Goals from the main menu: in-app navigation, no page load. */
export async function openGoalsFromMenu(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals', exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/goals$/);
  await expect(page.getByRole('heading', { name: 'Goals', exact: true })).toBeVisible();
  await expect(goalList(page).or(page.getByText('No goals in this quarter.'))).toBeVisible();
}

export const goalList = (page: Page): Locator => page.getByRole('region', { name: 'Goal list' });
export const goalCard = (page: Page, title: string): Locator => goalList(page).getByRole('link', { name: title });
/** The open goal: its detail is an article named by the goal's title. */
export const goalDetail = (page: Page, title: string): Locator => page.getByRole('article', { name: title, exact: true });

/** Waits for the goal's detail to show and returns it. */
export async function expectGoalOpen(page: Page, title: string): Promise<Locator> {
  const detail = goalDetail(page, title);
  await expect(detail.getByRole('heading', { name: title, exact: true })).toBeVisible();
  return detail;
}

/** Clicks a goal in the list and waits for its detail. */
export async function openGoal(page: Page, title: string): Promise<Locator> {
  await goalCard(page, title).click();
  return expectGoalOpen(page, title);
}

/** The quarter shown by the goals screen's quarter select. */
export async function shownQuarter(page: Page): Promise<string> {
  // The select shows its value beside its search input.
  const label = (await page.getByLabel('Quarter').locator('..').innerText()).trim();
  expect(label).toMatch(/^Q[1-4] \d{4}$/);
  return label;
}

/** 'Q1 2027' → 'Q4 2026'. */
export function quarterBefore(label: string): string {
  const [, q, y] = /^Q([1-4]) (\d{4})$/.exec(label) ?? [];
  if (!q || !y) throw new Error(`Not a quarter label: ${label}`);
  return Number(q) === 1 ? `Q4 ${Number(y) - 1}` : `Q${Number(q) - 1} ${y}`;
}

/** Clicks a radio button (antd draws it as a label over a hidden input). */
export async function chooseRadio(scope: Locator, name: string): Promise<void> {
  const radio = scope.getByRole('radio', { name, exact: true });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/**
 * Picks an entry of the open goal's more-menu. The menu is opened again when it is gone before the entry was clicked:
 * a live update from the other person's page re-renders the detail and can close it, and a click on an entry that is
 * no longer there waited out the whole test (goals-approval-flow in CI, 28 November 2026).
 */
export async function moreAction(page: Page, detail: Locator, entry: string): Promise<void> {
  const item = page.getByRole('menuitem', { name: entry, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await detail.getByRole('button', { name: 'More actions' }).click();
    await item.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens the History and Comments tab of the open goal. */
export async function historyTab(detail: Locator): Promise<Locator> {
  await detail.getByRole('tab', { name: 'History and Comments' }).click();
  const panel = detail.getByRole('tabpanel', { name: 'History and Comments' });
  await expect(panel.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
  return panel;
}

/** The labels of the History list, oldest first (each entry's label is its first bold text). */
export const historyLabels = (panel: Locator): Promise<string[]> =>
  panel
    .getByRole('list')
    .first()
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('strong')?.textContent ?? ''));

/** Marks the document, so that `expectNoReload` can tell it was never loaded again. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
}

export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'e2eSameDocument' in window), 'the page was loaded again').toBe(true);
}
