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

describe('the demo company’s talent', () => {
  it('makes the previous quarter appraisable and open, with appraisals in every state and Emma’s not started', async () => {
    const hana = await headers('hrAdmin');
    const org = (await t.app.inject({ url: '/api/talent/0/0/1?pageSize=100&matrix=1', headers: hana })).json();
    expect(org.Period).toMatchObject({ Quarter: 1, Year: 2026, IsOpen: true });
    expect(org.Periods.length).toBeGreaterThanOrEqual(2);
    const states = org.evaluations.map((e: { State: string }) => e.State);
    expect(new Set(states)).toEqual(new Set(['draft', 'shared', 'acknowledged', 'completed']));
    expect(org.Matrix.Rated).toBe(11);
    const emma = org.users.find((u: { Name: string }) => u.Name === 'Emma Fischer');
    expect(org.evaluations.some((e: { UserId: number }) => e.UserId === emma.Id)).toBe(false);
  });
});
