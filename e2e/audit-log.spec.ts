import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAs } from './support/api';
import { expect, test } from './support/test';

const FLAGS = { IsOrgAdmin: false, IsGoalAdmin: false, IsHrAdmin: false, IsGoalManager: false };

/** The demo CEO gives Emma another role through the API (the profile's Manage User form calls the same). */
async function setEmmasRole(request: APIRequestContext, RoleName: string) {
  const ceo = await apiAs(request, DEMO_ACCOUNTS.ceo);
  const emma = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const res = await request.put(`/api/profile/Roles/${emma.session.Profile.Id}`, {
    headers: { authorization: `Bearer ${ceo.session.Token}` },
    data: { RoleName, ...FLAGS },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function openAuditLog(page: Page) {
  await page.goto('/v3/organization?tab=audit');
  await expect(page.getByRole('tab', { name: 'Audit Log', selected: true })).toBeVisible();
  return page.getByRole('region', { name: 'Audit log' });
}

test('the CEO changes a role and reads it in the audit log, on a wide screen and a phone', async ({ pageAs, request }) => {
  await setEmmasRole(request, 'manager');
  // Put back, so the other specs meet the demo company as it was: that is a second entry, newest first.
  await setEmmasRole(request, 'contributor');

  const wide = await pageAs(DEMO_ACCOUNTS.ceo);
  const log = await openAuditLog(wide);
  const first = log.locator('tbody tr').nth(0);
  await expect(first).toContainText('Role changed');
  await expect(first).toContainText('Olivia Hart');
  await expect(first).toContainText('Emma Fischer');
  await expect(first.getByLabel('Role: Manager → Individual Contributor')).toBeVisible();
  await expect(log.locator('tbody tr').nth(1).getByLabel('Role: Individual Contributor → Manager')).toBeVisible();
  await wide.screenshot({ path: '/tmp/trellis-audit-log-1440.png', fullPage: true });

  // A person's name keeps only the entries about them; the kind of change filters too.
  await first.getByRole('button', { name: 'Emma Fischer' }).click();
  await expect(log.getByText('About Emma Fischer')).toBeVisible();
  await expect(log.getByRole('status')).toHaveText('2 changes');

  const phone = await pageAs(DEMO_ACCOUNTS.orgAdmin, { viewport: { width: 390, height: 844 } });
  const phoneLog = await openAuditLog(phone);
  const card = phoneLog.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
  await expect(card).toContainText('Role changed');
  await expect(card.getByLabel('Role: Manager → Individual Contributor')).toBeVisible();
  await phone.screenshot({ path: '/tmp/trellis-audit-log-390.png', fullPage: true });

  // Neither a manager nor an HR admin has the tab.
  const hr = await pageAs(DEMO_ACCOUNTS.hrAdmin, { at: '/v3/organization?tab=audit' });
  await expect(hr.getByRole('tab', { name: 'Org Chart', selected: true })).toBeVisible();
  await expect(hr.getByRole('tab', { name: 'Audit Log' })).toHaveCount(0);
});
