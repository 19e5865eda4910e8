import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { IMPORT_COLUMNS } from '../src/domain/people/import-rules';
import type { DirectoryEntry } from '../src/contract/organization';
import { apiAs } from './support/api';
import { animationsSettled, axeViolations } from './support/axe';
import { latestMailedLink } from './support/mail';
import { expect, test } from './support/test';

// Issue 28: the organisation import shows a preview first — every problem of every row, or what will change — and
// imports only on confirmation, with the invitations now or later.

const PHONE = { width: 390, height: 844 };
const SHOTS = '/work/shots/import';

/** A CSV in the template's columns; each line gives the columns it names. */
const csv = (...lines: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>[]) =>
  Buffer.from([IMPORT_COLUMNS.join(','), ...lines.map((l) => IMPORT_COLUMNS.map((c) => l[c] ?? '').join(','))].join('\r\n'));

const drop = (dialog: Locator, name: string, bytes: Buffer) =>
  dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: bytes });

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await animationsSettled(page);
  expect.soft(await axeViolations(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
}

test('the CEO drops a file, sees every problem, fixes it, checks the plan and imports on confirmation', async ({ pageAs, request }) => {
  test.slow();
  const run = Date.now().toString(36);
  const nora = { Name: `Nora Import ${run}`, Email: `nora.${run}@northwind.example` };
  const nils = { Name: `Nils Import ${run}`, Email: `nils.${run}@northwind.example` };
  const page = await pageAs(DEMO_ACCOUNTS.ceo, { at: '/v3/reports' });
  await page.getByRole('button', { name: 'Generate Organisation Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import your organisation' });

  // 1. A file with problems: Nora's row has a bad role AND an unknown manager, and both are shown.
  await drop(
    dialog,
    'people.csv',
    csv(
      { ...nora, Role: 'Boss', 'Manager email': `ghost.${run}@northwind.example` },
      { ...nils, Role: 'Contributor', 'Manager email': nora.Email, 'HR admin': 'maybe' },
    ),
  );
  const problems = dialog.getByRole('table', { name: 'Problems in the file' });
  await expect(dialog.getByText('3 problems in 2 rows; nothing can be imported yet.')).toBeVisible();
  await expect(problems.getByRole('row')).toHaveCount(4);
  await expect(
    problems.getByRole('row', { name: /2 Manager email No one in the file or in the company has the email ghost/ }),
  ).toBeVisible();
  await expect(problems.getByRole('row', { name: /2 Role "Boss" is not a role/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /3 HR admin Write Yes or No\./ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Import / })).toHaveCount(0);
  await shots(page, 'problems');

  // 2. Fixed: the preview shows two new people, nothing written yet.
  const api = await apiAs(request, DEMO_ACCOUNTS.ceo);
  const directory = async (Search: string) =>
    (await api.post<{ data: DirectoryEntry[] }>('/profile/directory', { Search })).data.map(({ Name, Email, ManagerName, Status }) => ({
      Name,
      Email,
      ManagerName,
      Status,
    }));
  await drop(
    dialog,
    'people-fixed.csv',
    csv(
      { ...nora, Role: 'Manager', 'Manager email': DEMO_ACCOUNTS.manager, Department: 'Imports' },
      { ...nils, Role: 'Contributor', 'Manager email': nora.Email, 'HR admin': 'No' },
    ),
  );
  await expect(dialog.getByText('The file has no problems.')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'New (2)', exact: true })).toHaveAttribute('aria-selected', 'true');
  const fresh = dialog.getByRole('table', { name: 'New people' });
  await expect(fresh.getByRole('row', { name: new RegExp(`${nora.Name} ${nora.Email} Manager Daniel Cho`) })).toBeVisible();
  await expect(
    fresh.getByRole('row', { name: new RegExp(`${nils.Name} ${nils.Email} Individual Contributor ${nora.Name}`) }),
  ).toBeVisible();
  const invite = dialog.getByRole('checkbox', { name: 'Send invitations now' });
  await expect(invite).toBeChecked();
  expect(await directory(nora.Name)).toEqual([]);
  await shots(page, 'plan-new');

  // 3. Confirm: both exist, and were invited.
  await dialog.getByRole('button', { name: 'Import 2 people' }).click();
  await expect(dialog.getByText('2 added, 0 updated, 2 invitations sent.')).toBeVisible();
  expect(await latestMailedLink(nils.Email, '/v3/invitation/')).toContain('/v3/invitation/');
  expect(await directory(`Import ${run}`)).toEqual([
    { Name: nils.Name, Email: nils.Email, ManagerName: nora.Name, Status: 'Invited' },
    { Name: nora.Name, Email: nora.Email, ManagerName: 'Daniel Cho', Status: 'Invited' },
  ]);

  // 4. Another file changes Nils's title and keeps Nora as she is: one changed, one unchanged.
  await dialog.getByRole('button', { name: 'Import another file' }).click();
  await drop(
    dialog,
    'people-2.csv',
    csv(
      { ...nora, Role: 'Manager', 'Manager email': DEMO_ACCOUNTS.manager, Department: 'Imports' },
      { ...nils, Role: 'Contributor', 'Manager email': nora.Email, 'Job title': 'Analyst' },
    ),
  );
  await expect(dialog.getByRole('tab', { name: 'Changed (1)', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('table', { name: 'Changed people' }).getByText('Job title: (empty) → Analyst')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Unchanged (1)' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Send invitations now' })).toHaveCount(0);
  await shots(page, 'plan-changed');
  await dialog.getByRole('button', { name: 'Import 1 person' }).click();
  await expect(dialog.getByText('0 added, 1 updated, 0 invitations sent.')).toBeVisible();
});

test('on a phone the preview lists the problems and then the plan', async ({ pageAs }) => {
  const run = Date.now().toString(36);
  const page = await pageAs(DEMO_ACCOUNTS.orgAdmin, { at: '/v3/reports', viewport: PHONE });
  await page.getByRole('button', { name: 'Generate Organisation Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import your organisation' });
  const pia = { Name: `Pia Phone ${run}`, Email: `pia.${run}@northwind.example` };
  await drop(dialog, 'p.csv', csv({ ...pia, Role: 'Boss', 'Manager email': 'nobody@northwind.example' }));
  await expect(dialog.getByText('2 problems in 1 row; nothing can be imported yet.')).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await dialog.getByRole('table', { name: 'Problems in the file' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/problems-phone.png` });
  await drop(dialog, 'p.csv', csv({ ...pia, Role: 'Contributor', 'Manager email': DEMO_ACCOUNTS.manager }));
  await expect(dialog.getByRole('tab', { name: 'New (1)' })).toBeVisible();
  // Invitations later: Pia is added without a mail, and the dialog says how to invite her.
  await dialog.getByRole('checkbox', { name: 'Send invitations now' }).uncheck();
  await expect(
    dialog.getByText('The new person is added without an email. Invite each later with Reinvite on their profile'),
  ).toBeVisible();
  await dialog.getByRole('table', { name: 'New people' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/plan-phone.png` });
  await dialog.getByRole('button', { name: 'Import 1 person' }).click();
  await expect(
    dialog.getByText('1 added, 0 updated, 0 invitations sent. Invite the new people later with Reinvite on their profile.'),
  ).toBeVisible();
});
