import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { choose } from './support/select';
import { expect, test } from './support/test';

// The demo's current quarter: Olivia's 'Grow recurring revenue' has Marcus's finance and fulfilment goals
// below it; Laura (Finance) aligned her credit line to the finance goal; Kenji (Operations) his carriers to fulfilment.
const ARR = 'Grow recurring revenue to $12M ARR';
const TRAILHEAD = 'Launch the Trailhead mobile app';
const FINANCE = 'Run a faster, calmer finance operation';
const FULFILMENT = 'Cut fulfilment cost per order by 10%';
const CREDIT = 'Renegotiate the bank credit line';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A row is named by all it shows, its title first ('Grow recurring revenue to $12M ARR, 2 aligned, Olivia Hart, …').
const node = (page: Page, title: string) => page.getByRole('treeitem', { name: new RegExp(`^${escaped(title)},`) });
const expand = (page: Page, title: string) => page.getByRole('button', { name: `Expand ${title}`, exact: true }).click();

test('the CEO opens the alignment tree from the dashboard, walks a branch, filters by department and opens a goal', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.ceo, { viewport: { width: 1440, height: 900 } });
  await page.getByRole('link', { name: 'View alignment' }).click();
  await expect(page).toHaveURL(/\/v3\/goals\/alignment$/);
  await expect(page.getByRole('heading', { name: 'Alignment', level: 1 })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Alignment' });
  await expect(node(page, ARR)).toBeVisible();
  await expect(node(page, TRAILHEAD)).toBeVisible();
  await expect(node(page, FINANCE)).toHaveCount(0);

  await expand(page, ARR);
  const finance = node(page, FINANCE);
  await expect(finance).toBeVisible();
  await expect(finance).toHaveAttribute('aria-level', '2');
  await expect(finance.getByText('Marcus Reed').first()).toBeVisible();
  await expect(node(page, FULFILMENT)).toBeVisible();
  await expand(page, FINANCE);
  await expect(node(page, CREDIT)).toContainText('Laura Schmidt');
  await page.screenshot({ path: '/tmp/alignment-tree-1440.png', fullPage: true });

  // Finance: the company goal with a Finance goal below it stays, with only the branch that leads there.
  await choose(page, page.getByRole('combobox', { name: 'Department' }), 'Finance');
  await expect(page).toHaveURL(/dept=Finance/);
  await expect(node(page, ARR)).toBeVisible();
  await expect(node(page, TRAILHEAD)).toHaveCount(0);
  await expand(page, ARR);
  await expect(node(page, FINANCE)).toBeVisible();
  await expect(node(page, FULFILMENT)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/alignment-tree-1440-finance.png', fullPage: true });

  await tree.getByRole('link', { name: FINANCE, exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/goals\/\d+$/);
  await expect(page.getByRole('heading', { name: FINANCE }).first()).toBeVisible();
});

test('on a phone the tree is an indented list that fits the screen', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.ceo, { viewport: { width: 390, height: 844 }, at: '/v3/goals/alignment' });
  await expand(page, ARR);
  await expand(page, FINANCE);
  const credit = node(page, CREDIT);
  await expect(credit).toContainText('Laura Schmidt');
  const indent = async (title: string) => (await node(page, title).getByRole('link', { name: title }).boundingBox())!.x;
  expect(await indent(FINANCE)).toBeGreaterThan(await indent(ARR));
  expect(await indent(CREDIT)).toBeGreaterThan(await indent(FINANCE));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/alignment-tree-390.png', fullPage: true });
});

test('from the Goals screen, Expand all opens every branch and Collapse all closes them', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.ceo, { viewport: { width: 1440, height: 900 }, at: '/v3/goals' });
  await page.getByRole('link', { name: 'View alignment' }).click();
  await expect(page).toHaveURL(/\/v3\/goals\/alignment/);
  await expect(node(page, ARR)).toBeVisible();
  await expect(node(page, CREDIT)).toHaveCount(0);

  await page.getByRole('button', { name: 'Expand all' }).click();
  // Three levels down, loaded branch by branch as each opens (a level's requests wait for the one above).
  const tree = page.getByRole('tree', { name: 'Alignment' });
  await expect(tree.locator('.ant-skeleton')).toHaveCount(0, { timeout: 30_000 });
  await expect(node(page, CREDIT)).toHaveAttribute('aria-level', '3');
  await expect(node(page, FULFILMENT)).toBeVisible();
  const items = tree.getByRole('treeitem');
  // Every item with goals below it is open, and each of those has its items listed under it.
  await expect(items.and(page.locator('[aria-expanded="false"]'))).toHaveCount(0);
  const levels = await items.evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-level'))));
  expect(Math.max(...levels)).toBeGreaterThanOrEqual(3);
  for (const [i, level] of levels.entries()) if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);

  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(node(page, FINANCE)).toHaveCount(0);
  await expect(items.and(page.locator('[aria-expanded="true"]'))).toHaveCount(0);
  await expect(node(page, ARR)).toHaveAttribute('aria-expanded', 'false');
});
