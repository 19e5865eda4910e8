import type { Locator, Page } from '@playwright/test';
import { E2E_URL } from '../playwright.config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/demo/accounts';
import { workerCompany } from './support/company';
import { personOnChart } from './support/org-chart';
import { choicesOf, pick, settledPopup } from './support/select';
import { expect, signIn, test } from './support/test';

const chartOf = (page: Page) => page.getByRole('tree', { name: 'Org chart' });
const personOn = personOnChart;
const directoryOf = (page: Page) => page.getByRole('region', { name: 'Employee directory' });
const rows = (page: Page) => directoryOf(page).locator('tbody tr td:first-child a');
const rowNames = (page: Page) => rows(page).allInnerTexts();
/** Organization from the main menu of a signed-in page. */
async function openOrganization(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organization', exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/organization$/);
  await expect(page.getByRole('heading', { name: 'Organization', exact: true })).toBeVisible();
}

/** Whether the element's box lies inside the chart's visible area. */
async function insideChart(page: Page, item: Locator): Promise<boolean> {
  const [box, view] = await Promise.all([item.boundingBox(), chartOf(page).boundingBox()]);
  if (!box || !view) return false;
  return box.x >= view.x && box.y >= view.y && box.x + box.width <= view.x + view.width && box.y + box.height <= view.y + view.height;
}

const layerTransform = (page: Page) =>
  chartOf(page)
    .locator('.org-chart-layer')
    .evaluate((el) => (el as HTMLElement).style.transform);

test('the org chart opens on oneself among one’s peers, expands and collapses, pans and zooms', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.contributor);
  await openOrganization(page);
  const chart = chartOf(page);

  // Emma reports to Daniel, who reports to the CEO: the chain is open and Emma is the chosen person, in view.
  const emma = personOn(chart, 'Emma Fischer');
  await expect(emma).toHaveAttribute('aria-selected', 'true');
  await expect(emma).toHaveAttribute('aria-level', '3');
  await expect(emma).toContainText('(You)');
  await expect(emma).toContainText('Senior Software Engineer');
  expect(await insideChart(page, emma)).toBe(true);
  await expect(personOn(chart, 'Olivia Hart')).toHaveAttribute('aria-level', '1');
  await expect(personOn(chart, 'Daniel Cho')).toHaveAttribute('aria-expanded', 'true');
  await expect(personOn(chart, 'Noah Patel')).toBeVisible();
  // An invited colleague is on the chart and says so; the observer and a former employee are not.
  await expect(personOn(chart, 'Felix Wagner')).toContainText('Invited');
  await expect(personOn(chart, 'Victor Obi')).toHaveCount(0);
  await expect(personOn(chart, 'Ryan Scott')).toHaveCount(0);

  // Another person, found by name: the address carries them and the chart centres on them.
  await page.getByRole('combobox', { name: 'Find a person on the chart' }).fill('Marcus');
  await (await settledPopup(page)).getByText('Marcus Reed', { exact: true }).click();
  await expect(page).toHaveURL(/\/v3\/organization\/\d+$/);
  const marcus = personOn(chart, 'Marcus Reed');
  await expect(marcus).toHaveAttribute('aria-selected', 'true');
  expect(await insideChart(page, marcus)).toBe(true);

  // Grace's team is closed until asked for; opening it fetches and places her three reports under her.
  const grace = personOn(chart, 'Grace Kim');
  await expect(grace).toHaveAttribute('aria-expanded', 'false');
  await expect(personOn(chart, 'Arjun Mehta')).toHaveCount(0);
  await grace.getByRole('button', { name: 'Show 3 direct reports of Grace Kim' }).click();
  await expect(grace).toHaveAttribute('aria-expanded', 'true');
  const arjun = personOn(chart, 'Arjun Mehta');
  await expect(arjun).toHaveAttribute('aria-level', '4');
  await expect(arjun).toHaveAttribute('data-parent-id', (await grace.getAttribute('data-person-id'))!);
  await expect(personOn(chart, 'Sara Lindqvist')).toBeVisible();
  await grace.getByRole('button', { name: 'Hide 3 direct reports of Grace Kim' }).click();
  await expect(personOn(chart, 'Arjun Mehta')).toHaveCount(0);

  // Zoom buttons scale the chart; dragging the background moves it.
  // The chart may have opened zoomed out to show a whole team: Zoom out takes a fifth off whatever it was.
  const scaleOf = (transform: string) => Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? 1);
  const before = await layerTransform(page);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(async () => scaleOf(await layerTransform(page))).toBeCloseTo(scaleOf(before) * 0.8, 3);
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 220, box.y + 120, { steps: 5 });
  await page.mouse.up();
  expect(await layerTransform(page)).not.toBe(before);
  await page.getByRole('button', { name: 'Centre on the selected person' }).click();
  await expect.poll(() => insideChart(page, marcus)).toBe(true);

  // A person's card opens their profile.
  await marcus.getByRole('link').click();
  await expect(page).toHaveURL(/\/v3\/profile\/\d+$/);
});

for (const [viewportName, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the chart opens centred on the viewer, whole, with the zoom buttons off the chart (${viewportName})`, async ({ pageAs }) => {
    const page = await pageAs(DEMO_ACCOUNTS.contributor, { viewport, at: '/v3/organization' });
    const emma = personOn(chartOf(page), 'Emma Fischer');
    await expect(emma).toHaveAttribute('aria-selected', 'true');
    // The card, its report pill included, lies within the chart and the window.
    expect(await insideChart(page, emma)).toBe(true);
    const card = (await emma.boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
    expect(card.y + card.height).toBeLessThanOrEqual(viewport.height);
    if (viewportName === 'desktop') {
      // Nothing cut off: her manager and every teammate show whole, zoomed out only as far as cards stay readable.
      const level = await emma.getAttribute('aria-level');
      const team = await chartOf(page).locator(`[role="treeitem"][aria-level="${level}"]`).all();
      expect(team.length).toBeGreaterThan(3);
      for (const mate of [...team, personOn(chartOf(page), 'Daniel Cho')]) expect(await insideChart(page, mate)).toBe(true);
    }
    const chart = (await chartOf(page).boundingBox())!;
    // The zoom buttons never cover a card: they are outside the chart's box altogether.
    const controls = (await page.getByRole('toolbar', { name: 'Chart view' }).boundingBox())!;
    const overlaps = (a: typeof card, b: typeof card) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(controls, card)).toBe(false);
    expect(overlaps(controls, chart)).toBe(false);
    await page.screenshot({ path: `/work/shots/a11y/org-chart-${viewportName}.png` });
  });
}

test('an observer sees the chart from the top', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.observer);
  await openOrganization(page);
  const chart = chartOf(page);
  await expect(personOn(chart, 'Olivia Hart')).toHaveAttribute('aria-selected', 'true');
  await expect(personOn(chart, 'Sofia Alvarez')).toBeVisible();
  await expect(personOn(chart, 'Victor Obi')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Company Settings' })).toHaveCount(0);
});

test('the employee directory searches, filters and sorts on the server', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager);
  await openOrganization(page);
  await expect(page.getByRole('button', { name: 'Company Settings' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Employee Directory' }).click();
  await expect(page).toHaveURL(/tab=directory/);
  const directory = directoryOf(page);
  await expect(directory.getByRole('link', { name: 'Arjun Mehta' })).toBeVisible();
  await expect(directory.getByRole('status')).toContainText(/^1–20 of \d+$/);

  // Search by part of a name.
  await directory.getByRole('textbox', { name: 'Search people' }).fill('fisch');
  await expect.poll(() => rowNames(page)).toEqual(['Emma Fischer']);
  await expect(page).toHaveURL(/q=fisch/);

  // A person's DISC letters (from their user manual) show as on their profile.
  await directory.getByRole('textbox', { name: 'Search people' }).fill('kowalski');
  await expect.poll(() => rowNames(page)).toEqual(['Nina Kowalski']);
  const nina = directory.getByRole('row', { name: /Nina Kowalski/ });
  await expect(nina.getByText('DISC', { exact: true })).toBeVisible();
  await expect(nina.getByText('S', { exact: true })).toBeVisible();
  await directory.getByRole('textbox', { name: 'Search people' }).fill('');

  // Department: only Warehouse people.
  await pick(page, directory.getByRole('combobox', { name: 'Department' }), 'Warehouse');
  await expect.poll(() => rowNames(page)).toEqual(['Arjun Mehta', 'Grace Kim', 'Paul Evans', 'Sara Lindqvist']);

  // Role: a manager has no observer choice.
  const role = directory.getByRole('combobox', { name: 'Role' });
  expect(await choicesOf(page, role)).toEqual(['CEO', 'Manager', 'Individual Contributor']);
  await pick(page, role, 'Manager');
  await expect.poll(() => rowNames(page)).toEqual(['Grace Kim']);

  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual(['Grace Kim']);

  // Sorting by name the other way round, across all departments again.
  await page.goto('/v3/organization?tab=directory');
  await directory.getByRole('columnheader', { name: 'Employee' }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect.poll(async () => (await rowNames(page))[0]).toBe('Zara Ahmed');

  // Former employees on request.
  await pick(page, directory.getByRole('combobox', { name: 'Status' }), 'Deactivated', 'Active', 'Invited');
  await expect.poll(() => rowNames(page)).toEqual(['Ryan Scott']);
});

test('the CEO and org admins can filter by observers', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.orgAdmin);
  await openOrganization(page);
  await page.goto('/v3/organization?tab=directory&role=observer');
  await expect(rows(page)).toHaveText(['Victor Obi']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('chart nodes are 160 wide and the directory is a list of cards', async ({ pageAs }) => {
    const page = await pageAs(DEMO_ACCOUNTS.manager, { at: '/v3/organization' });
    const daniel = personOn(chartOf(page), 'Daniel Cho');
    await expect(daniel).toHaveAttribute('aria-selected', 'true');
    const box = (await daniel.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([160, 160]);

    await page.getByRole('tab', { name: 'Employee Directory' }).click();
    const people = directoryOf(page).getByRole('list', { name: 'People' });
    await expect(people.getByRole('link', { name: 'Arjun Mehta' })).toBeVisible();
    await expect(directoryOf(page).locator('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('company settings', () => {
  // The colour is the demo company's, shared by every spec: put it back whatever happens.
  test.afterEach(async () => {
    const login = await fetch(`${E2E_URL}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: DEMO_ACCOUNTS.ceo, password: DEMO_PASSWORD, domain: workerCompany() }),
    }).then((r) => r.json() as Promise<{ Token: string }>);
    await fetch(`${E2E_URL}/api/tenant/branding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.Token}` },
      body: JSON.stringify({ PrimaryColor: 'E3AB24', UseLightTextOnPrimary: false }),
    });
  });

  test('the CEO changes the primary colour; the header and the sign-in screen show it', async ({ page }) => {
    // Through the form, not the worker's saved session: this test signs out, which ends its session.
    await page.goto('/v3/login');
    await signIn(page, DEMO_ACCOUNTS.ceo);
    await expect(page).toHaveURL(/\/v3\/home$/);
    await openOrganization(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('border-bottom-color', 'rgb(227, 171, 36)');

    await page.getByRole('button', { name: 'Company Settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Company Settings' });
    await expect(drawer.getByLabel('Name', { exact: true })).toHaveValue('Northwind Outfitters');

    // Name is required; closing with changes asks first.
    await drawer.getByLabel('Name', { exact: true }).fill('');
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(drawer.getByText('Please input your full name!')).toBeVisible();
    await drawer.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await drawer.getByLabel('Name', { exact: true }).fill('Northwind Outfitters');

    // A new colour with light text on it.
    await drawer.locator('.ant-color-picker-trigger').click();
    const hex = page.locator('.ant-color-picker-hex-input input');
    await hex.fill('1F6F50');
    await hex.press('Enter');
    await page.keyboard.press('Escape');
    await drawer.getByRole('switch', { name: 'Light text on the primary colour' }).click();
    await expect(drawer.getByRole('group', { name: 'Branding preview' }).getByText('Log in')).toHaveCSS(
      'background-color',
      'rgb(31, 111, 80)',
    );
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Company settings saved.')).toBeVisible();
    await expect(drawer).toBeHidden();

    // The header takes the colour at once, without a reload.
    await expect(header).toHaveCSS('border-bottom-color', 'rgb(31, 111, 80)');
    const mark = header.locator('[data-brand-mark]');
    await expect(mark).toHaveCSS('background-color', 'rgb(31, 111, 80)');
    await expect(mark).toHaveCSS('color', 'rgb(255, 255, 255)');
    // One letter: 'Northwind Outfitters' as two initials read 'NO' (issue 28).
    await expect(mark).toHaveText('N');

    // And so do the sign-in screens.
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/v3\/login$/);
    const logIn = page.getByRole('region', { name: 'Log in' }).getByRole('button', { name: 'Log in' });
    await expect(logIn).toHaveCSS('background-color', 'rgb(31, 111, 80)');
    await expect(logIn).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
});
