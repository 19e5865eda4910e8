import type { Page } from '@playwright/test';
import type { ActionItemList } from '../src/contract/action-items';
import type { NotificationList } from '../src/contract/notifications';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs } from './support/api';
import { animationsSettled, axeViolations } from './support/axe';
import { expect, test } from './support/test';

// Spec: issue 15 — a manager's private note about a report, never seen by the report; an action item made from
// it, completed by the report, seen under Completed by the manager. Axe over the screens on the way.

const PHONE = { width: 390, height: 844 };

/** The header's link names the count of open items assigned to the viewer. */
const actionItemsLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Action Items/ });

async function openNotesOfEmma(page: Page): Promise<void> {
  await page.goto('/v3/profile?tab=reports');
  await page.getByRole('link', { name: 'Emma Fischer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emma Fischer');
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/v3\/profile\/\d+\?tab=notes$/);
}

async function noAxeViolations(page: Page, where: string): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .trellis-skeleton')).toHaveCount(0);
  await animationsSettled(page);
  expect.soft(await axeViolations(page), where).toEqual([]);
}

test('a manager keeps a private note about a report, makes an action item of it; the report completes it, never seeing the note', async ({
  pageAs,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Career talk ${stamp}`;
  const body = `Wants to lead the checkout rewrite (${stamp}).`;

  // Daniel writes the note on Emma's Notes tab; the drawer asks for both fields first.
  const daniel = await pageAs(DEMO_ACCOUNTS.manager);
  await openNotesOfEmma(daniel);
  await expect(daniel.getByText('Only you can read your notes about Emma Fischer')).toBeVisible();
  await daniel.getByRole('button', { name: 'Add Note' }).click();
  const noteDrawer = daniel.getByRole('dialog', { name: 'Add Note' });
  await noteDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(noteDrawer.getByText('Please enter!')).toHaveCount(2);
  await noteDrawer.getByLabel('Title').fill(title);
  await noteDrawer.getByRole('textbox', { name: 'Body', exact: true }).click();
  await daniel.keyboard.insertText(body);
  await noteDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(daniel.getByText('The note was added.')).toBeVisible();
  const note = daniel.getByRole('article', { name: title });
  await expect(note).toContainText(body);
  await noAxeViolations(daniel, 'Notes tab');

  // The search finds it by its body, and says so when nothing matches.
  await daniel.getByLabel('Search notes').fill(stamp);
  await expect(daniel.getByRole('article')).toHaveCount(1);
  await daniel.getByLabel('Search notes').fill(`nothing-${stamp}`);
  await expect(daniel.getByText('No notes match this search.')).toBeVisible();
  await daniel.getByLabel('Search notes').fill('');
  await expect(note).toBeVisible();

  // Emma: no Notes tab on her own profile, nothing of the note in any answer or screen of hers.
  const emma = await pageAs(DEMO_ACCOUNTS.contributor);
  const emmaApi = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const emmaId = emmaApi.session.Profile.Id;
  await emma.goto('/v3/profile');
  await expect(emma.getByRole('tab', { name: 'Goals' })).toBeVisible();
  await expect(emma.getByRole('tab', { name: 'Notes' })).toHaveCount(0);
  await emma.goto(`/v3/profile/${emmaId}?tab=notes`);
  await expect(emma.getByRole('tab', { name: 'Goals' })).toBeVisible();
  await expect(emma.getByRole('tab', { name: 'Notes' })).toHaveCount(0);
  await expect(emma.getByText(title)).toHaveCount(0);
  const own = await request.get(`/api/note/${emmaId}`, { headers: { authorization: `Bearer ${emmaApi.session.Token}` } });
  expect(await own.text()).not.toContain(stamp);
  expect(JSON.stringify(await emmaApi.get<NotificationList>('/notification/1'))).not.toContain(stamp);
  expect(JSON.stringify(await emmaApi.post<ActionItemList>('/actionitem/Get', { PageSize: 100 }))).not.toContain(stamp);
  await emma.goto('/v3/notifications');
  await expect(emma.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(emma.getByText(stamp)).toHaveCount(0);
  await emma.goto('/v3/actionitems');
  await expect(emma.getByRole('heading', { name: 'Action Items', level: 1 })).toBeVisible();
  const mine = { Page: 1, PageSize: 1, IsCompleted: false, Filters: { AssigneeId: [emmaId] } };
  const openBefore = (await emmaApi.post<ActionItemList>('/actionitem/Get', mine)).count;
  await expect(actionItemsLink(emma)).toHaveAttribute('aria-label', openBefore ? `Action Items, ${openBefore} open` : 'Action Items');

  // Daniel makes an action item of the note: Emma is filled in, he is the requester, and the drawer names the note.
  // The title is his to write (the note's names the talk, and stays his): Save without one asks for it.
  const itemTitle = `Plan the checkout rewrite with Emma ${stamp}`;
  await note.getByRole('button', { name: /^Create action item/ }).click();
  const itemDrawer = daniel.getByRole('dialog', { name: 'Add Action Item' });
  await expect(itemDrawer.getByLabel('Title')).toHaveValue('');
  await expect(itemDrawer).toContainText(`Made from your private note “${title}”`);
  await expect(itemDrawer.locator('.ant-form-item').filter({ hasText: 'Assignee' })).toContainText('Emma Fischer');
  await expect(itemDrawer.locator('.ant-form-item').filter({ hasText: 'Requester' })).toContainText('Daniel Cho');
  await itemDrawer.getByRole('button', { name: 'Save' }).click();
  // Both the title and the deadline are asked for (spec 001 §5).
  await expect(itemDrawer.getByText('Please enter!')).toHaveCount(2);
  await itemDrawer.getByLabel('Title').fill(itemTitle);
  const deadline = new Date(Date.now() + 7 * 86_400_000);
  const mmddyyyy = `${String(deadline.getMonth() + 1).padStart(2, '0')}/${String(deadline.getDate()).padStart(2, '0')}/${deadline.getFullYear()}`;
  await itemDrawer.getByLabel('Deadline').fill(mmddyyyy);
  await itemDrawer.getByLabel('Deadline').press('Enter');
  await itemDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(daniel.getByText('The action item was added.')).toBeVisible();

  // Emma's header counts one more open item as the notification arrives; she marks it complete.
  await expect(actionItemsLink(emma)).toHaveAttribute('aria-label', `Action Items, ${openBefore + 1} open`);
  await actionItemsLink(emma).click();
  const row = emma.getByRole('row', { name: new RegExp(itemTitle) });
  // The field takes the spec's MM/DD/YYYY; the list reads the day the way every screen shows one.
  const readable = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(row).toContainText(readable(deadline));
  await expect(row).toContainText('Daniel Cho');
  await expect(row.getByText(/From a note/)).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(emma.getByText(title)).toHaveCount(0);
  await noAxeViolations(emma, 'Action Items (In Progress)');
  await row.getByRole('button', { name: `Mark as Complete: ${itemTitle}` }).click();
  await expect(emma.getByText('Marked as complete; it is under Completed now.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await emma.getByRole('tab', { name: 'Completed' }).click();
  await expect(emma.getByRole('row', { name: new RegExp(itemTitle) }).getByRole('button', { name: /^Unmark as Complete/ })).toBeVisible();

  // Daniel finds it under Completed, with the way back to his note.
  await daniel.goto('/v3/actionitems');
  await daniel.getByRole('tab', { name: 'Completed' }).click();
  const done = daniel.getByRole('row', { name: new RegExp(itemTitle) });
  await expect(done).toContainText('Emma Fischer');
  await expect(done).toContainText(`Completed ${readable(new Date())}`);
  await expect(done.getByRole('button', { name: /^Mark as Complete|^Unmark/ })).toHaveCount(0);
  await expect(done.getByRole('link', { name: 'From a note about Emma Fischer' })).toHaveAttribute(
    'href',
    /\/v3\/profile\/\d+\?tab=notes$/,
  );
  await noAxeViolations(daniel, 'Action Items (Completed)');
  await done.getByRole('link', { name: 'From a note about Emma Fischer' }).click();
  await expect(daniel.getByRole('article', { name: title })).toBeVisible();

  // Deleting the note asks first.
  await daniel
    .getByRole('article', { name: title })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await daniel.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(daniel.getByText('The note was deleted.')).toBeVisible();
  await expect(daniel.getByRole('article', { name: title })).toHaveCount(0);
});

test('the action items list sorts, filters and searches on the server', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager, { at: '/v3/actionitems' });
  const titles = () => page.locator('tbody tr.ant-table-row td:first-child strong').allInnerTexts();
  // The rows of items, not the table's placeholder row while the first page loads.
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();

  // Earliest deadline first (spec 001 §9); a click on Title sorts by title, again the other way.
  const byDeadline = await titles();
  await page.getByRole('columnheader', { name: 'Title' }).click();
  await expect.poll(titles).toEqual([...byDeadline].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await page.getByRole('columnheader', { name: 'Title' }).click();
  await expect.poll(titles).toEqual([...byDeadline].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

  // The Assignee filter offers the tab's assignees; choosing one keeps only their items.
  await page.getByRole('columnheader', { name: 'Assignee' }).getByRole('button').click();
  const menu = page.locator('.ant-table-filter-dropdown:visible');
  await menu.getByText('Emma Fischer', { exact: true }).click();
  await menu.getByRole('button', { name: 'OK' }).click();
  // The rows change once the server has answered; wait for that answer rather than read the old rows.
  const assignees = () => page.locator('tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
  await expect
    .poll(async () => {
      const cells = await assignees();
      return cells.length > 0 && cells.every((cell) => cell.includes('Emma Fischer'));
    })
    .toBe(true);

  // The title search asks the server, and an empty answer says so.
  await page.getByLabel('Search by title').fill('no such item anywhere');
  await expect(page.getByText('No Action Items Found')).toBeVisible();
});

test('the action items page on a phone: cards, the drawer, and a reminder’s link to one item', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager, { viewport: PHONE, at: '/v3/actionitems' });
  const cards = page.getByRole('list', { name: 'Action items' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.getByText('Overdue').first()).toBeVisible();
  await noAxeViolations(page, 'Action Items (phone)');

  await page.getByRole('button', { name: 'New Action Item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Action Item' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter!')).toHaveCount(2);
  await expect(drawer.getByText('Please select!')).toHaveCount(1);
  await noAxeViolations(page, 'Add Action Item (phone)');
  await drawer.getByLabel('Title').fill('Something to do');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(drawer).toHaveCount(0);

  // A link to one item (reminders, notifications) shows it marked, on its tab.
  const first = cards.getByRole('listitem').first();
  const id = (await first.getAttribute('id'))!.replace('action-item-', '');
  await page.goto(`/v3/actionitems?item=${id}`);
  await expect(page.locator(`#action-item-${id}`)).toHaveAttribute('aria-current', 'true');
  await page.goto('/v3/actionitems?item=999999');
  await expect(page.getByText('This action item was not found')).toBeVisible();
});

test('the Notes tab and the note drawer on a phone', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager, { viewport: PHONE });
  await openNotesOfEmma(page);
  await expect(page.getByRole('button', { name: 'Add Note' })).toBeVisible();
  await noAxeViolations(page, 'Notes tab (phone)');
  await page.getByRole('button', { name: 'Add Note' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Note' });
  await expect(drawer.getByRole('textbox', { name: 'Body', exact: true })).toBeVisible();
  await noAxeViolations(page, 'Add Note (phone)');
});
