import type { Page } from '@playwright/test';
import { writeFigures } from '../src/server/guards/figures';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { goalList } from './support/goals';
import { animationsSettled, axeViolations, type Violation } from './support/axe';
import { expect, test } from './support/test';

// Spec: issue 12 — axe on every screen, at a desktop and a phone width, through each role's menu, and (issue 28) every
// drawer and state: the fully expanded alignment tree, the org chart, the directory's sort, open drawers: 0 moderate,
// serious or critical violations (axe-core 4.14, decision 047). The scans change nothing, so the file's tests run in whichever worker is free (the
// longest file of the suite, it set the run's end when one worker took it all). Each worker writes its part of the
// figures for `npm test`'s summary after its last test here.
test.describe.configure({ mode: 'parallel' });
// The scans read what is on the screen once it has settled: drawers and menus open without sliding in, as for a person
// who asks for less motion (the suite's setting, playwright.config.ts; reduced-motion.spec.ts checks both).

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SIGNED_OUT = ['/v3/login', '/v3/privacy', '/v3/terms', '/v3/forgotpasswordsent', '/v3/unlocksent'];
// Screens not in the side menu, reached from the header.
const HEADER_SCREENS = ['/v3/profile', '/v3/notifications', '/v3/actionitems'];

const checked: string[] = [];
const found: string[] = [];

/** Waits until nothing on the page is loading (spinners, skeletons) and scans it. */
async function scan(page: Page, screen: string): Promise<Violation[]> {
  // The navigation bar shows until the new page has rendered and its first queries have answered.
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .trellis-skeleton')).toHaveCount(0);
  // The pointer rests where the test last clicked, and Chromium hovers whatever renders under it since: a table's 'Click
  // to sort ascending' hint, outside every landmark, failed one scan in CI. Such a hint is not part of the screen.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // A drawer or menu still fading is half transparent: axe would measure colours no one reads.
  await animationsSettled(page);
  const violations = await axeViolations(page);
  checked.push(screen);
  found.push(...violations.map((v) => `${screen}: ${v.rule}`));
  return violations;
}

/**
 * Runs a navigation inside the signed-in app and waits for the next page's own heading: the old page's heading is
 * marked first, because the router keeps the old page on screen until the new one has rendered.
 */
async function arrive(page: Page, navigate: () => Promise<void>): Promise<void> {
  await page.locator('h1').evaluateAll((headings) => headings.forEach((h) => h.setAttribute('data-e2e-left', '')));
  await navigate();
  await expect(page.locator('h1:not([data-e2e-left])')).toBeVisible();
}

/**
 * Goes to an address as the app's own links do (the router follows the history), without loading the app again: a
 * fresh load of the signed-in app is seconds of the suite per screen.
 */
const goInApp = (page: Page, path: string) =>
  arrive(page, () =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path),
  );

/** Opens a drawer, scans it and closes it again. */
async function scanDrawer(page: Page, where: string, open: () => Promise<void>, name?: string): Promise<void> {
  await open();
  const drawer = page.getByRole('dialog', name ? { name } : {});
  await expect(drawer).toBeVisible();
  expect.soft(await scan(page, where), where).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** The side menu's links: always shown on a desktop, behind "Open menu" on a phone. */
async function menuLinks(page: Page, phone: boolean): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main' });
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const names = await menu.getByRole('link').allTextContents();
  if (phone) await page.keyboard.press('Escape');
  await expect(menu).toBeVisible({ visible: !phone });
  return names;
}

async function followMenu(page: Page, phone: boolean, name: string): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  // The menu's link to the screen already shown changes nothing.
  if ((await link.getAttribute('href')) === new URL(page.url()).pathname) await link.click();
  else await arrive(page, () => link.click());
}

for (const [viewportName, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`signed-out screens have no accessibility violations (${viewportName})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const path of SIGNED_OUT) {
      await page.goto(path);
      // The privacy page holds only a link back to the login (spec), so the frame's links say it has loaded.
      await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      expect.soft(await scan(page, `${path} (${viewportName})`), path).toEqual([]);
    }
    await context.close();
  });
}

const ROLES = [
  ['ceo', DEMO_ACCOUNTS.ceo, ['desktop', 'phone']],
  ['org admin', DEMO_ACCOUNTS.orgAdmin, ['desktop']],
  ['manager', DEMO_ACCOUNTS.manager, ['desktop', 'phone']],
  ['contributor', DEMO_ACCOUNTS.contributor, ['desktop', 'phone']],
  ['observer', DEMO_ACCOUNTS.observer, ['desktop']],
] as const;

for (const [role, email, viewports] of ROLES) {
  for (const viewportName of viewports) {
    test(`every screen of the ${role}'s menu has no accessibility violations (${viewportName})`, async ({ pageAs }) => {
      test.slow();
      const phone = viewportName === 'phone';
      const page = await pageAs(email, { viewport: phone ? PHONE : DESKTOP });
      const where = (screen: string) => `${screen} as ${role} (${viewportName})`;
      expect.soft(await scan(page, where('Home')), 'Home').toEqual([]);

      for (const name of await menuLinks(page, phone)) {
        await followMenu(page, phone, name);
        expect.soft(await scan(page, where(name)), name).toEqual([]);
      }

      await followMenu(page, phone, 'Goals');
      await expect(goalList(page).or(page.getByText('No goals in this quarter.'))).toBeVisible();
      const cards = goalList(page).getByRole('link');
      if (await cards.count()) {
        await cards.first().click();
        await expect(page.getByRole('article')).toBeVisible();
        expect.soft(await scan(page, where('goal detail')), 'goal detail').toEqual([]);
      }

      for (const path of HEADER_SCREENS) {
        await goInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect.soft(await scan(page, where(path)), path).toEqual([]);
      }

      // A report's Notes tab is in no menu: the manager reaches it through their Direct Reports.
      if (role === 'manager') {
        await goInApp(page, '/v3/profile?tab=reports');
        await page.getByRole('link', { name: 'Emma Fischer' }).click();
        await page.getByRole('tab', { name: 'Notes' }).click();
        await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
        expect.soft(await scan(page, where('Notes tab')), 'Notes tab').toEqual([]);
      }
    });
  }
}

// Not exact: a button's icon adds its own name ('plus Add Goal').
const button = (page: Page, name: string) => () => page.getByRole('button', { name }).first().click();

for (const [viewportName, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the fully expanded alignment tree has no accessibility violations (${viewportName})`, async ({ pageAs }) => {
    test.slow();
    const page = await pageAs(DEMO_ACCOUNTS.ceo, { viewport, at: '/v3/goals/alignment' });
    await page.getByRole('button', { name: 'Expand all' }).click();
    // Branch by branch, each level's requests after the one above: a while on a busy machine.
    await expect(page.getByRole('tree', { name: 'Alignment' }).locator('.ant-skeleton')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('treeitem', { name: /^Renegotiate the bank credit line,/ })).toBeVisible();
    await expect(page.getByRole('treeitem', { expanded: false })).toHaveCount(0);
    const where = `expanded alignment tree as ceo (${viewportName})`;
    expect.soft(await scan(page, where), where).toEqual([]);
  });

  test(`the org chart, company drawer and directory have no accessibility violations (${viewportName})`, async ({ pageAs }) => {
    test.slow();
    const page = await pageAs(DEMO_ACCOUNTS.ceo, { viewport, at: '/v3/organization' });
    const where = (screen: string) => `${screen} as ceo (${viewportName})`;
    await expect(page.getByRole('tree', { name: 'Org chart' }).getByRole('treeitem').first()).toBeVisible();
    expect.soft(await scan(page, where('org chart')), 'org chart').toEqual([]);
    await scanDrawer(page, where('company drawer'), button(page, 'Company Settings'), 'Company Settings');

    await page.getByRole('tab', { name: 'Employee Directory' }).click();
    await expect(page.getByRole('region', { name: 'Employee directory' }).getByRole('link').first()).toBeVisible();
    // A phone sorts with a select ('Sort:'), a desktop by the table's headers.
    if (viewportName === 'phone') await expect(page.getByText('Sort:')).toBeVisible();
    expect.soft(await scan(page, where('directory')), 'directory').toEqual([]);
  });

  test(`the goal, notifications, profile and action item drawers have no accessibility violations (${viewportName})`, async ({
    pageAs,
  }) => {
    test.slow();
    const page = await pageAs(DEMO_ACCOUNTS.ceo, { viewport, at: '/v3/goals' });
    const where = (screen: string) => `${screen} as ceo (${viewportName})`;
    await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
    await scanDrawer(page, where('goal drawer'), button(page, 'Add Goal'), 'Add Goal');
    // Copy to next quarter (decision 073): one of her own goals picked, the dialog scanned, the selection cleared.
    await goalList(page).getByRole('checkbox').first().check();
    await scanDrawer(page, where('copy to next quarter dialog'), button(page, 'Copy to next quarter'), 'Copy to a later quarter');
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await scanDrawer(page, where('notifications drawer'), button(page, 'Notifications'), 'Notifications');

    await goInApp(page, '/v3/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scanDrawer(page, where('profile drawer'), button(page, 'Edit profile'), 'Edit Profile');
    await scanDrawer(page, where('manage user drawer'), button(page, 'Manage User'), 'Manage User');

    await goInApp(page, '/v3/actionitems');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scanDrawer(page, where('action item drawer'), button(page, 'New Action Item'), 'Add Action Item');
  });

  test(`the manager's appraisal and note drawers have no accessibility violations (${viewportName})`, async ({ pageAs }) => {
    test.slow();
    const page = await pageAs(DEMO_ACCOUNTS.manager, { viewport, at: '/v3/talent' });
    const where = (screen: string) => `${screen} as manager (${viewportName})`;
    // An appraisal of Daniel's team in the previous quarter (the demo has them in every state).
    const view = page.getByRole('button', { name: /^View/ }).first();
    await scanDrawer(page, where('appraisal drawer'), () => view.click());

    await goInApp(page, '/v3/profile?tab=reports');
    await page.getByRole('link', { name: 'Emma Fischer' }).click();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await scanDrawer(page, where('note drawer'), button(page, 'Add Note'), 'Add Note');
  });
}

test.afterAll(() => {
  const figures = { 'screens checked': checked.length, 'moderate, serious or critical violations': found.length };
  writeFigures('accessibility', figures, `worker-${test.info().parallelIndex}`);
});
