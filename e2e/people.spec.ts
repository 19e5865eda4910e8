import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { choose, expect as baseExpect, test } from './support/goals';
import { latestMailedLink } from './support/mail';
import { personOnChart } from './support/org-chart';
import { whenSettled } from './support/select';
import { signIn, watchConsole } from './support/test';

// Spec 001 §2 Profile page and §5–§8: a manager adds an employee, who accepts the invitation and looks after
// their own profile; the CEO makes them a Goal Admin; the org chart shows them under their manager; and a
// deactivation ends their session at once. The tests run in order and share the new employee.
// Several browser contexts per test on a shared two-core machine: more time than the default minute, and
// assertions that wait a little longer for lazily loaded parts.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const NEW = { name: 'Iris Novak', email: 'iris.novak@northwind.example', jobTitle: 'Backend Engineer' };
const FIRST_PASSWORD = 'Iris#Novak2026';
const NEW_PASSWORD = 'Trail&Runner42';
const NEW_EMAIL = 'iris.n@northwind.example';
let newId = 0;
let danielId = 0;

// A valid 8×8 PNG, and an SVG dressed up as one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4EaCBFTEMLQkAaplQAc/OcKAAAAAASUVORK5CYII=', 'base64');
const SVG_AS_PNG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const contexts: BrowserContext[] = [];
test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

/** A page in a browser context of its own, signed in with this password (console errors fail the test). */
async function signedIn(browser: Browser, errors: string[], email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  watchConsole(page, errors);
  await page.goto('/v3/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/v3\/home$/);
  return page;
}

/** View Profile from the user menu: in-app navigation to one's own profile. */
async function openOwnProfile(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `User menu for ${name}` }).click();
  const menu = await whenSettled(page.locator('.ant-dropdown:visible'));
  await menu.getByRole('menuitem', { name: /View Profile/ }).click();
  await expect(page).toHaveURL(/\/v3\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (You)`);
}

// A dropdown's menu renders outside the button that opens it; only the open one is visible.
const openMenu = (page: Page): Locator => page.locator('.ant-dropdown:visible');
const card = (page: Page, name: string): Locator => page.getByLabel(`About ${name}`);
const section = (page: Page, name: string, title: string): Locator => card(page, name).getByRole('region', { name: title });

test('a manager adds an employee with an invitation', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager);
  await openOwnProfile(page, 'Daniel Cho');
  await expect(page.getByRole('tab')).toHaveText(['Goals', 'Direct Reports', 'User Manual', 'Settings']);
  await page.getByRole('tab', { name: 'Direct Reports' }).click();
  await expect(page).toHaveURL(/\/v3\/profile\?tab=reports$/);
  const reports = page.getByRole('table', { name: 'Direct reports' });
  await expect(reports.getByRole('row', { name: /Felix Wagner/ })).toContainText('Invited');
  await expect(reports.getByRole('row', { name: /Emma Fischer/ })).toContainText('Active');

  await page.getByRole('button', { name: 'Add Employee' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Employee' });
  // The manager list is limited to Daniel's own subtree, and he is the default; no observer option for a manager.
  await expect(drawer.getByLabel('Manager', { exact: true }).locator('..')).toContainText('Daniel Cho');
  await expect(drawer.getByRole('checkbox', { name: /Observer/ })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(drawer.getByText('Please input your full name!')).toBeVisible();
  await expect(drawer.getByText('Please input your email!')).toBeVisible();
  await drawer.getByLabel('Full name').fill(NEW.name);
  await drawer.getByLabel('Email').fill('iris.novak@northwind');
  await drawer.getByLabel('Email').blur();
  await expect(drawer.getByText('Enter valid email!')).toBeVisible();
  await drawer.getByLabel('Department').fill('x'.repeat(101));
  await expect(drawer.getByText('Must be at most 100 characters.')).toBeVisible();
  await drawer.getByLabel('Department').fill('Engineering');
  // A taken address is refused under Email.
  await drawer.getByLabel('Email').fill(DEMO_ACCOUNTS.contributor);
  await drawer.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(drawer.getByText(`A user with the email ${DEMO_ACCOUNTS.contributor} already exists.`)).toBeVisible();

  // Closing with edits asks first.
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  const unsaved = page.getByRole('dialog', { name: 'You have unsaved changes.' });
  await unsaved.getByRole('button', { name: 'Continue' }).click();
  await expect(unsaved).toBeHidden();
  await drawer.getByLabel('Email').fill(NEW.email);
  await drawer.getByLabel('Job title').fill(NEW.jobTitle);
  await drawer.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `An invitation has been sent to ${NEW.email}.` })).toBeVisible();
  const row = reports.getByRole('row', { name: new RegExp(NEW.name) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText(NEW.jobTitle);

  // Reinvite is offered before the invitation is accepted, and says where it went.
  await row.getByRole('button', { name: `Actions for ${NEW.name}` }).click();
  await expect(openMenu(page).getByRole('menuitem')).toHaveText(['Reinvite', 'Change Manager', 'Deactivate']);
  await page.getByRole('menuitem', { name: 'Reinvite' }).click();
  await expect(page.getByRole('status').filter({ hasText: `An invitation has been re-sent to ${NEW.email}.` })).toBeVisible();

  await row.getByRole('link', { name: NEW.name }).click();
  await expect(page).toHaveURL(/\/v3\/profile\/\d+$/);
  newId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(card(page, NEW.name).getByText('Invited', { exact: true })).toBeVisible();
  await section(page, NEW.name, 'Manager').getByRole('link', { name: 'Daniel Cho' }).click();
  await expect(page).toHaveURL(/\/v3\/profile\/\d+$/);
  danielId = Number(new URL(page.url()).pathname.split('/').pop());
});

test('the invitation link lets them set a password and sign in', async ({ browser, consoleErrors, pageAs }) => {
  // The newest mailed link is the re-sent one; it lets them choose a password and signs them in.
  const link = await latestMailedLink(NEW.email, '/v3/invitation/');
  const context = await browser.newContext();
  contexts.push(context);
  const iris = await context.newPage();
  watchConsole(iris, consoleErrors);
  await iris.goto(link);
  await expect(iris.getByRole('heading', { name: `Welcome, ${NEW.name}` })).toBeVisible();
  await iris.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await iris.getByLabel('Confirm password').fill(FIRST_PASSWORD);
  await iris.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await iris.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await iris.getByRole('button', { name: 'Create my account' }).click();
  await expect(iris).toHaveURL(/\/v3\/home$/);
  // A new employee has no notifications yet: the drawer and the page say so. (Anyone longer in the demo company may be
  // told something at any time: a spec that switches upward feedback on asks every report about their manager.)
  const bell = iris.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  const drawer = iris.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByText('There are no notifications right now.')).toBeVisible();
  await drawer.getByRole('link', { name: 'View All' }).click();
  await expect(iris).toHaveURL(/\/v3\/notifications$/);
  await expect(iris.getByRole('main').getByText('There are no notifications right now.')).toBeVisible();
  await expect(iris.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await openOwnProfile(iris, NEW.name);
  // A contributor's own profile: Goals, User Manual and Settings, no Direct Reports.
  await expect(iris.getByRole('tab')).toHaveText(['Goals', 'User Manual', 'Settings']);
  await expect(iris.getByText('No goals in', { exact: false })).toBeVisible();

  // Their manager's table now shows them as Active.
  const daniel = await pageAs(DEMO_ACCOUNTS.manager, { at: '/v3/profile?tab=reports' });
  await expect(daniel.getByRole('table', { name: 'Direct reports' }).getByRole('row', { name: new RegExp(NEW.name) })).toContainText(
    'Active',
  );
});

test('the new employee edits their profile and changes their password', async ({ browser, consoleErrors }) => {
  const page = await signedIn(browser, consoleErrors, NEW.email, FIRST_PASSWORD);
  await openOwnProfile(page, NEW.name);

  await card(page, NEW.name).getByRole('button', { name: 'Edit profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(drawer.getByLabel('Department')).toHaveCount(0);
  await drawer.getByLabel('Name').fill('');
  await drawer.getByLabel('LinkedIn').fill('http://linkedin.com/in/iris');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please input your name!')).toBeVisible();
  await expect(drawer.getByText('Invalid LinkedIn URL!')).toBeVisible();

  // Pictures are checked by their content: an SVG named .png is refused, a real PNG is saved at once.
  const file = drawer.locator('input[type=file]');
  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: SVG_AS_PNG });
  await expect(drawer.getByRole('alert').filter({ hasText: 'Only PNG and JPG formats are allowed to upload.' })).toBeVisible();
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your avatar has been saved.')).toBeVisible();
  await expect(drawer.getByRole('img', { name: NEW.name })).toBeVisible();
  // The header shows the picture too, instead of the initials.
  await expect(page.getByRole('button', { name: /User menu/ }).locator('img')).toBeVisible();

  await drawer.getByLabel('Name').fill(NEW.name);
  await drawer.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/iris-novak');
  await drawer.getByLabel('Phone').fill('+1 312 555 0199');
  await drawer.getByLabel('Biography').fill('Builds the order and stock services.');
  // A new address waits for its confirmation link; the old one stays in use until then.
  await drawer.getByLabel('Email').fill(NEW_EMAIL);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('A confirmation email has been sent to the new address')).toBeVisible();
  expect(await latestMailedLink(NEW_EMAIL, '/v3/confirmemail/')).toContain('/v3/confirmemail/');
  const about = card(page, NEW.name);
  await expect(about.getByRole('link', { name: NEW.email })).toBeVisible();
  await expect(about.getByRole('link', { name: 'LinkedIn profile' })).toHaveAttribute('href', 'https://www.linkedin.com/in/iris-novak');
  await expect(about.getByRole('link', { name: '+1 312 555 0199' })).toBeVisible();
  await expect(about.getByText('Builds the order and stock services.')).toBeVisible();
  await expect(about.getByRole('img', { name: NEW.name })).toBeVisible();
  // A contributor's department is not edited here (no Department field); it stays as their manager gave it.
  await expect(about.getByText('Engineering', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  const notifications = page.getByRole('switch', { name: 'Email notifications' });
  const wasOn = (await notifications.getAttribute('aria-checked')) === 'true';
  await notifications.click();
  await expect(page.getByText(wasOn ? 'Email notifications are off.' : 'Email notifications are on.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute('aria-checked', String(!wasOn));

  await page.getByRole('button', { name: 'Change Password' }).click();
  const password = page.getByRole('dialog', { name: 'Change Password' });
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Please enter your old password.')).toBeVisible();
  await password.getByLabel('Old password').fill('Not-the-old-one1!');
  await password.getByLabel('New password', { exact: true }).fill('weakpass');
  await expect(password.getByText('Password strength: Easy')).toBeVisible();
  await expect(password.getByText('Mix upper and lower case letters.')).toBeVisible();
  await password.getByLabel('Confirm new password').fill('something else');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Please enter a strong password.')).toBeVisible();
  await expect(password.getByText('New password does not match.')).toBeVisible();
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(password.getByText('Password strength: Strong')).toBeVisible();
  await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Old password not matched!!')).toBeVisible();
  await password.getByLabel('Old password').fill(FIRST_PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!!')).toBeVisible();
  await expect(password).toBeHidden();
  // This session stays; the new password is the one that signs in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${NEW.name} (You)`);
  await signedIn(browser, consoleErrors, NEW.email, NEW_PASSWORD);
});

test('the CEO makes them a Goal Admin', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.ceo, { at: `/v3/profile/${newId}` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW.name);
  const permissions = section(page, NEW.name, 'User Permissions');
  await expect(permissions.getByText('Individual Contributor')).toBeVisible();
  await permissions.getByRole('button', { name: 'Manage User' }).click();

  const drawer = page.getByRole('dialog', { name: 'Manage User' });
  await drawer.getByRole('checkbox', { name: /Goal Admin/ }).check();
  await drawer.getByRole('checkbox', { name: /Goal Manager/ }).check();
  await expect(drawer.getByText('You only can be either a Goal Admin or Goal Manager.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
  await drawer.getByRole('checkbox', { name: /Goal Manager/ }).uncheck();

  // Making someone CEO needs CONFIRM typed; the CEO steps back rather than choosing it here.
  await choose(page, drawer.getByLabel('Role'), 'CEO');
  await expect(drawer.getByText(/Olivia Hart becomes a Manager reporting to Iris Novak/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
  await drawer.getByLabel('Type CONFIRM to make Iris Novak the CEO').fill('confirm');
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
  await choose(page, drawer.getByLabel('Role'), 'Individual Contributor');
  await expect(drawer.getByLabel('Type CONFIRM to make Iris Novak the CEO')).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('Iris Novak’s permissions are saved.')).toBeVisible();
  await expect(permissions.getByText('Goal Admin', { exact: true })).toBeVisible();

  // The CEO's own role stays until someone else is made CEO.
  await page.goto('/v3/profile');
  await section(page, 'Olivia Hart', 'User Permissions').getByRole('button', { name: 'Manage User' }).click();
  const own = page.getByRole('dialog', { name: 'Manage User' });
  await expect(own.getByText('The CEO’s role cannot be changed until someone else is made CEO.')).toBeVisible();
  await own.getByRole('button', { name: 'Cancel' }).click();
  await expect(own).toBeHidden();
});

test('the org chart shows them under their manager', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.ceo, { at: `/v3/profile/${newId}` });
  await section(page, NEW.name, 'Manager').getByRole('link', { name: 'View Org Chart' }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/organization/${danielId}$`));
  const node = personOnChart(page, NEW.name);
  await expect(node).toBeVisible();
  await expect(node).toHaveAttribute('data-parent-id', String(danielId));
  await expect(personOnChart(page, 'Daniel Cho')).toHaveAttribute('data-person-id', String(danielId));
});

test('a deactivation ends their session at once', async ({ browser, consoleErrors, pageAs }) => {
  const iris = await signedIn(browser, consoleErrors, NEW.email, NEW_PASSWORD);
  await openOwnProfile(iris, NEW.name);

  const daniel = await pageAs(DEMO_ACCOUNTS.manager, { at: '/v3/profile?tab=reports' });
  const row = daniel.getByRole('table', { name: 'Direct reports' }).getByRole('row', { name: new RegExp(NEW.name) });
  await row.getByRole('button', { name: `Actions for ${NEW.name}` }).click();
  // Accepted: no Reinvite any more.
  await expect(openMenu(daniel).getByRole('menuitem')).toHaveText(['Change Manager', 'Deactivate']);
  await daniel.getByRole('menuitem', { name: 'Deactivate' }).click();
  const modal = daniel.getByRole('dialog', { name: `Deactivate ${NEW.name}?` });
  await expect(modal.getByText(`${NEW.name} is signed out at once and can no longer sign in.`, { exact: false })).toBeVisible();
  await expect(modal.getByText(`${NEW.name} has no goals in this or later quarters.`)).toBeVisible();
  await expect(modal.getByText(`Nobody reports to ${NEW.name}.`)).toBeVisible();
  await modal.getByRole('button', { name: 'Deactivate' }).click();
  await expect(modal).toBeHidden();
  await expect(daniel.getByText(`${NEW.name} has been deactivated.`)).toBeVisible();
  // Deactivated people leave the Direct Reports table; their profile says so.
  await expect(row).toHaveCount(0);
  await daniel.goto(`/v3/profile/${newId}`);
  await expect(card(daniel, NEW.name).getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(card(daniel, NEW.name).getByRole('button', { name: 'Activate Profile' })).toBeVisible();

  // The live channel tells her open page, which signs her out where she is, without a click.
  await expect(iris).toHaveURL(/\/v3\/login$/);
  await expect(iris.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a manager sees a report’s profile with the actions their role allows', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager);
  await openOwnProfile(page, 'Daniel Cho');
  await page.getByRole('tab', { name: 'Direct Reports' }).click();
  await page.getByRole('link', { name: 'Emma Fischer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emma Fischer');
  await expect(page.locator('.ant-breadcrumb').getByRole('link', { name: 'Organization' })).toHaveAttribute('href', '/v3/organization');
  // Someone else's contributor profile, below the viewer: Goals, User Manual, Appraisals and (notes are on) Notes (spec 001 §6).
  await expect(page.getByRole('tab')).toHaveText(['Goals', 'User Manual', 'Appraisals', 'Notes']);
  const about = card(page, 'Emma Fischer');
  await expect(about.getByText('Engineering', { exact: true })).toBeVisible();
  await expect(about.getByRole('button', { name: 'Deactivate Profile' })).toBeVisible();
  await expect(about.getByRole('button', { name: 'Reinvite' })).toHaveCount(0);

  // The goals of the quarter, and the goals screen filtered to her.
  const goals = page.getByRole('region', { name: 'Goals of Emma Fischer' });
  await expect(goals.getByRole('link').first()).toBeVisible();
  await page.getByRole('link', { name: 'Open Emma Fischer’s goals in Goals' }).click();
  await expect(page).toHaveURL(/\/v3\/goals\?user=\d+$/);
  await expect(
    page
      .getByRole('region', { name: 'Goal list' })
      .getByText(/Emma Fischer ·/)
      .first(),
  ).toBeVisible();
  await page.goBack();

  // Change Manager: a searchable radio table of the managers she may report to.
  await section(page, 'Emma Fischer', 'Manager').getByRole('button', { name: 'Change Manager' }).click();
  const drawer = page.getByRole('dialog', { name: 'Change Manager for Emma Fischer' });
  await expect(drawer.getByRole('radio', { name: 'Daniel Cho' })).toBeChecked();
  await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
  await drawer.getByLabel('Search managers').fill('nobody by this name');
  await expect(drawer.getByText('No manager matches this search.')).toBeVisible();
  await drawer.getByLabel('Search managers').fill('');
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();

  // Responsibilities need a text.
  await section(page, 'Emma Fischer', 'Responsibilities').getByRole('button', { name: 'Edit responsibilities' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Responsibilities' });
  await edit.getByLabel('Responsibilities').fill('  ');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Please input!')).toBeVisible();
  await edit.getByLabel('Responsibilities').fill('Checkout, payments and the fraud checks around them.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(section(page, 'Emma Fischer', 'Responsibilities')).toContainText('Checkout, payments and the fraud checks around them.');
});

test('on a phone the direct reports are cards and the drawers take the whole width', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.manager);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/v3/profile?tab=reports');
  const list = page.getByRole('list', { name: 'Direct reports' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Emma Fischer' })).toContainText('Active');
  await expect(page.getByRole('table', { name: 'Direct reports' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Employee' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(390);
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();
});

test('a profile that does not exist says so', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.contributor, { at: '/v3/profile/999999' });
  await expect(page.getByText('This person does not exist or you cannot see their profile.')).toBeVisible();
  await page.goto('/v3/profile/abc');
  await expect(page.getByText('This person does not exist or you cannot see their profile.')).toBeVisible();
});
