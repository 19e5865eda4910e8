import type { Locator, Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A person's card on the org chart. A card is named by all it shows, the person's name first
 * ('Emma Fischer (You), Senior Software Engineer, Engineering'), so it is found by the start of its name.
 */
export const personOnChart = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('treeitem', { name: new RegExp(`^${escaped(name)}( \\(You\\))?(,|$)`) });
