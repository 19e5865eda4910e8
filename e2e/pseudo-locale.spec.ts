import type { Locator, Page } from '@playwright/test';
import antdEnglish from 'antd/lib/locale/en_US.js';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { PSEUDO_LANGUAGE } from '../src/domain/languages';
import { DEFAULT_TALENT_LABELS } from '../src/domain/talent/settings-rules';
import { TIME_ZONES } from '../src/domain/time-zones';
import { apiAs } from './support/api';
import { COMPANY_GOALS } from './support/goals';
import { inPseudo } from './support/pseudo';
import { expect, test } from './support/test';

// Issue 30, decision 062: in the pseudo-locale every text from the catalogue shows between ⟦ and ⟧. A screen's own words
// (buttons, tabs, headings of its parts, column heads, labels, placeholders, accessible names, empty states) shown
// without those marks did not come from the catalogue. People's data (names, titles, what they wrote) are not words of
// the screen: the checked elements hold few of them, and those that do are left out below.

// The signed-in person's name, on the user menu's button and their profile's heading: data.
const VIEWER = 'Olivia Hart';

/** antd's own words ('Close', 'Cancel', 'Select date'): its locale pack's, German in German (src/web/shared/i18n.ts). */
const ANTD_WORDS = [...new Set(wordsOf(antdEnglish))];

function wordsOf(texts: object): string[] {
  return Object.values(texts).flatMap((v: unknown) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? wordsOf(v) : []));
}

const SCREENS = [
  '/v3/home',
  '/v3/goals',
  '/v3/predictions',
  '/v3/organization',
  '/v3/strategy',
  '/v3/talent',
  '/v3/actionitems',
  '/v3/reports',
  '/v3/help',
  '/v3/profile',
  '/v3/notifications',
];

/** The screen's own words that show without the pseudo-locale's marks, each once, with the element that holds it. */
async function unmarkedWords(page: Page, data: string[] = []): Promise<string[]> {
  return page.evaluate(
    ([known, antd]) => {
      const WORDS =
        'button, [role=tab], [role=menuitem], th, label, h1, h2, h3, h4, .ant-empty-description, .ant-alert-message, .ant-radio-button-wrapper, .ant-select-selection-placeholder, .ant-segmented-item-label, .ant-pagination';
      const shown = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
      // A word of a language (three letters or more), not a number, an initial or a date's digits.
      const wordy = (text: string) => /\p{L}{3,}/u.test(text);
      // Not the catalogue's to say: antd's own words come from its locale pack (German has its own; the pseudo-locale
      // keeps English), a <time>'s title is a date in the language's own form, and the person's name is data. antd's
      // icons are silent (src/web/app/decorative-icons.ts): one that names itself by its file ('aim', 'bell') is found.
      const notOurs = (el: Element, what: string, text: string) =>
        (what === 'title' && (el.tagName === 'TIME' || el.closest('.ant-pagination') !== null)) ||
        known.some((k) => text === k || text.startsWith(`${k} · `)) ||
        antd.includes(text) ||
        /^https?:\/\//.test(text) ||
        // The number field's step buttons, named in English by rc-input-number itself (no prop names them).
        (what === 'aria-label' && el.closest('.ant-input-number-actions') !== null);
      const out = new Set<string>();
      const check = (el: Element, what: string, text: string | null) => {
        const t = (text ?? '').replace(/\s+/g, ' ').trim();
        if (t && wordy(t) && !t.includes('⟦') && !notOurs(el, what, t)) out.add(`${what} <${el.tagName.toLowerCase()}>: ${t}`);
      };
      for (const el of document.querySelectorAll(WORDS)) if (shown(el)) check(el, 'text', (el as HTMLElement).innerText);
      for (const attr of ['placeholder', 'aria-label', 'title'])
        for (const el of document.querySelectorAll(`[${attr}]`)) if (shown(el)) check(el, attr, el.getAttribute(attr));
      // A button that shows only an icon and is named by nothing: a screen reader says just 'button'. (antd's clear
      // button of an empty field is hidden; its page and tab buttons are named by their list item or not focusable.)
      const named = (el: Element) =>
        ['aria-label', 'aria-labelledby', 'title'].some((a) => el.hasAttribute(a)) ||
        ((el as HTMLButtonElement).labels?.length ?? 0) > 0 ||
        (el as HTMLElement).innerText.trim() !== '' ||
        el.querySelector('[aria-label]:not([aria-hidden=true])') !== null;
      for (const el of document.querySelectorAll('button, [role=button]'))
        if (shown(el) && !named(el) && getComputedStyle(el).visibility !== 'hidden' && el.getAttribute('tabindex') !== '-1')
          out.add(`nameless <${el.tagName.toLowerCase()} class="${el.className}">`);
      return [...out].sort();
    },
    [[VIEWER, ...data], ANTD_WORDS] as const,
  );
}

test('every screen’s own words come from the catalogue (pseudo-locale)', async ({ pageAs }) => {
  test.slow();
  const page = await pageAs(DEMO_ACCOUNTS.ceo);
  await page.evaluate((pseudo) => localStorage.setItem('trellis.language', pseudo), PSEUDO_LANGUAGE);
  const found: string[] = [];
  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LANGUAGE);
    await expect(page.locator('h1').first()).toBeVisible();
    // The navigation bar (src/web/components/navigation-progress.tsx), not a goal's progress.
    await expect(page.locator('[role=progressbar].print-hidden')).toHaveCount(0);
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .trellis-skeleton')).toHaveCount(0);
    found.push(...(await unmarkedWords(page)).map((w) => `${screen} ${w}`));
    if (screen === '/v3/goals') {
      // A goal's detail beside the list.
      // The list's region is named in the pseudo-locale too: a goal's card by its address.
      await page.locator('main a[href^="/v3/goals/"]:not([href$="alignment"])').first().click();
      await expect(page.getByRole('article')).toBeVisible();
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .trellis-skeleton')).toHaveCount(0);
      // The goal's title names its detail and heads it: data.
      const title = (await page.getByRole('article').getAttribute('aria-label')) ?? '';
      found.push(...(await unmarkedWords(page, [title])).map((w) => `${screen} (a goal) ${w}`));
    }
  }
  await page.evaluate(() => localStorage.removeItem('trellis.language'));
  expect(found).toEqual([]);
});

/** The people a page links to by name (their profiles), and those a radio or a select's choice names: data. */
async function peopleNamed(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('a[href^="/v3/profile/"]')].map((a) => (a as HTMLElement).innerText.trim()),
    ...[...document.querySelectorAll('input[type=radio][aria-label]')].map((r) => r.getAttribute('aria-label') ?? ''),
  ]);
}

/** The drawer or dialog that opened last, once it has shown what it loads. */
async function opened(page: Page): Promise<Locator> {
  const dialog = page.locator('.ant-drawer-open [role=dialog], .ant-modal-wrap:not([style*="display: none"]) [role=dialog]').last();
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .trellis-skeleton')).toHaveCount(0);
  return dialog;
}

/** Closes the drawer or dialog unchanged, as Escape does, discarding what an editor took for a change. */
async function close(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  const unsaved = page.getByRole('dialog', { name: inPseudo('You have unsaved changes.') });
  await expect(async () => {
    if (await unsaved.isVisible()) await unsaved.getByRole('button', { name: inPseudo('Discard') }).click();
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass();
}

test('the drawers and dialogs a person opens speak from the catalogue too (pseudo-locale)', async ({ pageAs, request: http }) => {
  test.slow();
  const page = await pageAs(DEMO_ACCOUNTS.ceo);
  await page.evaluate((pseudo) => localStorage.setItem('trellis.language', pseudo), PSEUDO_LANGUAGE);
  const found: string[] = [];
  const goTo = async (address: string) => {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LANGUAGE);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .trellis-skeleton')).toHaveCount(0);
  };
  // Opens a drawer or dialog with `open`, notes the words it shows without the marks (people's data in `data`
  // excepted), and closes it.
  const visit = async (what: string, open: () => Promise<unknown>, data: string[] = []) => {
    await open();
    const dialog = await opened(page);
    found.push(...(await unmarkedWords(page, [...data, ...(await peopleNamed(page))])).map((w) => `${what}: ${w}`));
    await close(page, dialog);
  };

  await goTo('/v3/home');
  // The dashboard's reminders open the request's review and the quarter's theme its editor.
  const request = page.locator('[data-reminder=ApprovalRequest]').first();
  const requested = (await request.locator('a').innerText()).replace(/^.*?:\s*/, '');
  await visit('review request', () => request.getByRole('button').click(), [requested]);
  await visit('theme', () => page.getByRole('button', { name: inPseudo('Edit theme') }).click());

  await goTo('/v3/goals');
  await visit('new goal', () => page.getByRole('button', { name: inPseudo('Add Goal') }).click());
  // Olivia's own approved goal (a company goal of the running quarter): its weekly update and its actions' dialogs.
  // Goal ids count across companies, and each worker has its own: the goal is found by its title.
  await goTo('/v3/goals');
  await page.getByRole('link', { name: COMPANY_GOALS[0] }).first().click();
  const goal = page.getByRole('article');
  await expect(goal).toBeVisible();
  const title = (await goal.getAttribute('aria-label')) ?? '';
  // Its measured key results' titles are data too: the weekly update asks for their values under them.
  await expect(page).toHaveURL(/\/v3\/goals\/\d+$/);
  const goalId = new URL(page.url()).pathname.split('/').at(-1);
  const ceo = await apiAs(http, DEMO_ACCOUNTS.ceo);
  const keyResults = (await ceo.get<{ Title: string }[]>(`/Goal/${goalId}/keyresults`)).map((kr) => kr.Title);
  expect(keyResults.length, 'the demo company goal has measured key results').toBeGreaterThan(0);
  await visit(
    'weekly update',
    () =>
      goal
        .getByRole('button', { name: inPseudo('Update') })
        .first()
        .click(),
    [title, ...keyResults],
  );
  for (const action of ['Finalize', 'Change owner', 'Change parent goal']) {
    const entry = inPseudo(action);
    await goal.getByRole('button', { name: inPseudo('More actions') }).click();
    const menu = page.getByRole('menu');
    found.push(...(await unmarkedWords(page, [title])).map((w) => `goal actions menu: ${w}`));
    if ((await menu.getByRole('menuitem', { name: entry }).count()) === 0) {
      found.push(`goal actions menu: no ${action}`);
      await page.keyboard.press('Escape');
      continue;
    }
    await visit(action, () => menu.getByRole('menuitem', { name: entry }).click(), [title]);
  }

  // Daniel's profile: the drawers about him, his notes and his team. His name heads the page and the drawers.
  // Ids count across companies, and each worker has its own: his id is asked of this worker's company.
  const danielId = (await apiAs(http, DEMO_ACCOUNTS.manager)).session.Profile.Id;
  await goTo(`/v3/profile/${danielId}`);
  const people = await page.locator('h1').allInnerTexts();
  const zones = TIME_ZONES.map((zone) => zone.label);
  await visit('edit profile', () => page.getByRole('button', { name: inPseudo('Edit profile') }).click(), [...people, ...zones]);
  await visit('manage user', () => page.getByRole('button', { name: inPseudo('Manage User') }).click(), people);
  await visit('responsibilities', () => page.getByRole('button', { name: inPseudo('Edit responsibilities') }).click(), people);
  await visit('change manager', () => page.getByRole('button', { name: inPseudo('Change Manager') }).click(), people);
  await page.getByRole('tab', { name: inPseudo('Notes') }).click();
  await visit(
    'note',
    () =>
      page
        .getByRole('button', { name: inPseudo('Add Note') })
        .first()
        .click(),
    people,
  );
  await page.getByRole('tab', { name: inPseudo('Direct Reports') }).click();
  await visit('add employee', () => page.getByRole('button', { name: inPseudo('Add Employee') }).click(), people);

  // The time zones are the list's names, which English and the pseudo-locale show as they are (time-zone-labels.ts).
  await goTo('/v3/strategy');
  await visit('company', () => page.getByRole('button', { name: inPseudo('Company Settings') }).click(), zones);
  await visit('strategy section', () =>
    page
      .getByRole('button', { name: inPseudo('Edit') })
      .first()
      .click(),
  );
  await visit('video', () => page.getByRole('button', { name: inPseudo('Update Video') }).click());

  await goTo('/v3/actionitems');
  await visit('new action item', () => page.getByRole('button', { name: inPseudo('New Action Item') }).click());
  await visit('an action item', () =>
    page
      .getByRole('button', { name: inPseudo('Edit') })
      .first()
      .click(),
  );

  await goTo('/v3/talent');
  await visit('talent settings', () => page.getByRole('button', { name: inPseudo('Talent settings') }).click());
  // A report's appraisal to start: the drawer writes nothing before it is saved. Its scales and ratings are the
  // company's, written in Talent settings (the demo company keeps the defaults): data.
  const { PrimaryLabels, SecondaryLabels, FormLable } = DEFAULT_TALENT_LABELS;
  const scales = [FormLable.PrimaryAxisName, FormLable.SecondaryAxisName];
  const ratings = [...PrimaryLabels, ...SecondaryLabels].map((l) => `${l.Label} — ${l.Description}`);
  await visit(
    'appraisal',
    () =>
      page
        .getByRole('button', { name: inPseudo('Start Appraisal') })
        .first()
        .click(),
    [...scales, ...ratings],
  );

  await goTo('/v3/reports');
  for (const report of ['User List', 'Goal Detail List', 'Employee Appraisals']) {
    await visit(report, () => page.getByRole('button', { name: inPseudo(report) }).click());
  }

  await page.evaluate(() => localStorage.removeItem('trellis.language'));
  expect(found).toEqual([]);
});
