import { expect, type Locator, type Page } from '@playwright/test';

// antd draws a select's choices in a popup outside the select; only the open one is visible.
export const openPopup = (page: Page): Locator => page.locator('.ant-select-dropdown:visible');

/**
 * An antd popup (a select's choices, a dropdown menu) once it has finished sliding in: a click on it
 * while it still moves can be lost, leaving a select open or a menu item unfollowed (both seen in CI).
 */
export async function whenSettled(popup: Locator): Promise<Locator> {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
  return popup;
}

/** The open select popup once it has settled. */
export const settledPopup = (page: Page): Promise<Locator> => whenSettled(openPopup(page));

/** Opens a select and waits for its settled popup. */
export async function openSelect(page: Page, select: Locator): Promise<Locator> {
  await select.click();
  return settledPopup(page);
}

/** Opens a select (by its combobox) and picks the choice with this exact text; the popup closes. */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  const popup = await openSelect(page, select);
  await popup.getByTitle(option, { exact: true }).click();
  await expect(openPopup(page)).toHaveCount(0);
}

/**
 * Picks a choice of a searchable select by typing its text first: a long list draws only what is in view, so a
 * choice further down (the demo company's goals grow as the suite adds its own) is not there to click.
 */
export async function chooseBySearch(page: Page, select: Locator, option: string): Promise<void> {
  const popup = await openSelect(page, select);
  await select.fill(option);
  await popup.getByTitle(option, { exact: true }).click();
  await expect(openPopup(page)).toHaveCount(0);
}

/** Picks choices of a multiple select (typing each, since long lists only draw what is in view) and closes it. */
export async function pick(page: Page, select: Locator, ...choices: string[]): Promise<void> {
  const popup = await openSelect(page, select);
  for (const choice of choices) {
    if (await select.isEditable()) await select.fill(choice);
    await popup.getByTitle(choice, { exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(openPopup(page)).toHaveCount(0);
}

/** The texts of a select's choices, opened and closed again. */
export async function choicesOf(page: Page, select: Locator): Promise<string[]> {
  const options = (await openSelect(page, select)).locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const texts = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(openPopup(page)).toHaveCount(0);
  return texts;
}
