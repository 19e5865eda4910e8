import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { PSEUDO_LANGUAGE } from '../src/domain/languages';
import { expect, test } from './support/test';

// Issue 30, decision 062: in the pseudo-locale every text from the catalogue shows between ⟦ and ⟧. A screen's own words
// (buttons, tabs, headings of its parts, column heads, labels, placeholders, accessible names, empty states) shown
// without those marks did not come from the catalogue. People's data (names, titles, what they wrote) are not words of
// the screen: the checked elements hold few of them, and those that do are left out below.

// The signed-in person's name, on the user menu's button and their profile's heading: data.
const VIEWER = 'Olivia Hart';

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
    (known) => {
      const WORDS =
        'button, [role=tab], [role=menuitem], th, label, h1, h2, h3, h4, .ant-empty-description, .ant-alert-message, .ant-radio-button-wrapper, .ant-select-selection-placeholder, .ant-segmented-item-label, .ant-pagination';
      const shown = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
      // A word of a language (three letters or more), not a number, an initial or a date's digits.
      const wordy = (text: string) => /\p{L}{3,}/u.test(text);
      // Not the catalogue's to say: antd's icons name themselves by their file ('aim', 'bell'), antd's own words come from
      // its locale pack (German has its own; the pseudo-locale keeps English), a <time>'s title is a date in the
      // language's own form, and the person's name is data.
      const notOurs = (el: Element, what: string, text: string) =>
        (what === 'aria-label' && el.closest('.anticon') !== null) ||
        (what === 'title' && (el.tagName === 'TIME' || el.closest('.ant-pagination') !== null)) ||
        known.includes(text);
      const out = new Set<string>();
      const check = (el: Element, what: string, text: string | null) => {
        const t = (text ?? '').replace(/\s+/g, ' ').trim();
        if (t && wordy(t) && !t.includes('⟦') && !notOurs(el, what, t)) out.add(`${what} <${el.tagName.toLowerCase()}>: ${t}`);
      };
      for (const el of document.querySelectorAll(WORDS)) if (shown(el)) check(el, 'text', (el as HTMLElement).innerText);
      for (const attr of ['placeholder', 'aria-label', 'title'])
        for (const el of document.querySelectorAll(`[${attr}]`)) if (shown(el)) check(el, attr, el.getAttribute(attr));
      return [...out].sort();
    },
    [VIEWER, ...data],
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
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    found.push(...(await unmarkedWords(page)).map((w) => `${screen} ${w}`));
    if (screen === '/v3/goals') {
      // A goal's detail beside the list.
      // The list's region is named in the pseudo-locale too: a goal's card by its address.
      await page.locator('main a[href^="/v3/goals/"]:not([href$="alignment"])').first().click();
      await expect(page.getByRole('article')).toBeVisible();
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
      // The goal's title names its detail and heads it: data.
      const title = (await page.getByRole('article').getAttribute('aria-label')) ?? '';
      found.push(...(await unmarkedWords(page, [title])).map((w) => `${screen} (a goal) ${w}`));
    }
  }
  await page.evaluate(() => localStorage.removeItem('trellis.language'));
  expect(found).toEqual([]);
});
