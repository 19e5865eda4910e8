import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { createDemoTenant } from './seed';

let t: TestApp;
let headers: (role: keyof typeof DEMO_ACCOUNTS) => Promise<Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  await createDemoTenant(t.database.db, { config: t.config, now: t.clock.now }, { subdomain: 'demo' });
  headers = async (role) => bearer(await signIn(t, DEMO_ACCOUNTS[role], 'demo', DEMO_PASSWORD));
});
afterAll(() => t.close());

type List = { count: number; data: { IsOverdue: boolean }[] };
const list = async (role: keyof typeof DEMO_ACCOUNTS, IsCompleted: boolean) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/actionitem/Get',
      headers: await headers(role),
      payload: { IsCompleted, PageSize: 100 },
    })
  ).json() as List;

describe('the demo company’s notes and action items', () => {
  it('gives every demo account action items in both tabs, and some are overdue', async () => {
    let overdue = 0;
    for (const role of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
      const [open, done] = [await list(role, false), await list(role, true)];
      expect([role, open.count > 0, done.count > 0]).toEqual([role, true, true]);
      overdue += open.data.filter((i) => i.IsOverdue).length;
    }
    expect(overdue).toBeGreaterThan(0);
  });

  it('has notes on, and Daniel keeps notes about his reports that nobody else reads', async () => {
    const daniel = await headers('manager');
    const company = (await t.app.inject({ url: '/api/tenant/company', headers: daniel })).json();
    expect(company.EmployeeNotesEnabled).toBe(true);
    const reports = (await t.app.inject({ url: '/api/profile/OrgData', headers: daniel })).json().Nodes as { Id: number; Name: string }[];
    const noah = reports.find((p) => p.Name === 'Noah Patel')!;
    const titles = async (role: keyof typeof DEMO_ACCOUNTS) =>
      ((await t.app.inject({ url: `/api/note/${noah.Id}`, headers: await headers(role) })).json() as { Title: string }[]).map(
        (n) => n.Title,
      );
    expect(await titles('manager')).toEqual(['1:1 — workload', 'Career conversation']);
    expect(await titles('ceo')).toEqual([]);
    expect(await titles('hrAdmin')).toEqual([]);
  });
});
