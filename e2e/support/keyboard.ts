import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Whether the focused element shows where focus is: an outline or a focus shadow on it or on the box
 * that draws it (antd draws a select's, a password field's and a radio's focus on a wrapper a few levels up).
 */
function focusShown(): { shown: boolean; what: string } {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { shown: false, what: 'nothing' };
  const marked = (node: Element) => {
    const style = getComputedStyle(node);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  };
  const boxes: Element[] = [element];
  for (let box = element.parentElement; box && boxes.length < 5; box = box.parentElement) boxes.push(box);
  // A radio's real input is hidden; the circle or button beside it shows the focus.
  const label = element.closest('label');
  if (label) boxes.push(...label.querySelectorAll('*'));
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return { shown: boxes.some(marked), what: `${element.tagName.toLowerCase()} "${name}"` };
}

/**
 * Presses Tab until the target (or something inside it) has focus, as a keyboard user would, and checks
 * that every stop on the way shows its focus. Fails if the target is not reached in `limit` presses; does nothing if it has focus already.
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  const unmarked: string[] = [];
  const reached = () => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
  for (let presses = 0; presses < limit; presses++) {
    if (await reached()) {
      expect(unmarked, 'focus stops that do not show focus').toEqual([]);
      return;
    }
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(focusShown);
    if (!focus.shown) unmarked.push(focus.what);
  }
  throw new Error(`${String(target)} not reached in ${limit} presses of Tab`);
}
