import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { expect, test } from './support/test';

// The dashboard's progress cards (issue 31, decision 068): the demo manager reads his team's goals by week as a heat map
// and as a table; the CEO reads the share of the company's measured goals on track.
const card = (page: Page, title: string): Locator =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
// The card alone: a full page at 390 px is too tall to read.
const shot = (where: Locator, name: string, width: number) => where.screenshot({ path: `/tmp/kr-dashboard-${name}-${width}.png` });

for (const width of [1440, 390]) {
  test(`a manager reads his team's goals by week on Home, as a heat map and as a table (${width} px)`, async ({ pageAs }) => {
    const page = await pageAs(DEMO_ACCOUNTS.manager);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/v3/home');
    const team = card(page, 'Team progress by week');
    const map = team.getByRole('region', { name: /goals of your team over \d+ weeks/ });
    await expect(map).toBeVisible();
    // A week that has ended shows a goal's progress at its end: a real percentage in a coloured cell.
    await expect(map.getByText(/^\d+%$/).first()).toBeVisible();
    await team.scrollIntoViewIfNeeded();
    await shot(team, 'team-heat-map', width);
    // On a phone the map scrolls sideways inside its card, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await team.getByText('Table', { exact: true }).click();
    const table = team.getByRole('table', { name: /goals of your team over \d+ weeks/ });
    await expect(table.getByRole('columnheader', { name: 'Week 1', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: /· \d+%$/ }).first()).toBeVisible();
    await shot(team, 'team-table', width);
  });
}

test("the CEO reads the share of the company's goals on track by week", async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.ceo);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/v3/home');
    const company = card(page, 'Company goals on track');
    await expect(company.getByText(/^\d+% of \d+ measured goals were on track at the end of week \d+\.$/)).toBeVisible();
    await expect(company.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await company.scrollIntoViewIfNeeded();
    await shot(company, 'company-chart', width);
    await company.getByText('Table', { exact: true }).click();
    await expect(company.getByRole('table', { name: 'Company goals on track' }).getByRole('row')).not.toHaveCount(1);
    await shot(company, 'company-table', width);
  }
  // The team's card is not the company's: a contributor sees neither.
  const emma = await pageAs(DEMO_ACCOUNTS.contributor);
  await emma.goto('/v3/home');
  await expect(emma.getByRole('heading', { name: 'Company Goals', exact: true })).toBeVisible();
  await expect(emma.getByRole('heading', { name: 'Team progress by week' })).toHaveCount(0);
  await expect(emma.getByRole('heading', { name: 'Company goals on track' })).toHaveCount(0);
});
