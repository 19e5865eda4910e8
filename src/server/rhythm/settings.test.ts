import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { bearer, createTestApp, givenUser, signIn, PASSWORD, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { HOUR_INVALID, MANAGER_AFTER_INVALID, SKIP_LEVEL_AFTER_INVALID, WEEKDAY_INVALID } from '../../contract/rhythm';

// GET and PUT /api/tenant/rhythm (issue 33): everyone of the company reads when the weekly update is due; the CEO and
// org admins change it; every change is audited; another company's settings stay as they are.
let t: TestApp;
let acme: Awaited<ReturnType<typeof givenGoalOrg>>;
let globex: Awaited<ReturnType<typeof givenGoalOrg>>;
let orgAdmin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  acme = await givenGoalOrg(t, 'acme');
  globex = await givenGoalOrg(t, 'globex');
  await givenUser(t, acme.tenant.TenantId, {
    name: 'ora',
    email: 'ora@acme.test',
    password: PASSWORD,
    role: 'contributor',
    isOrgAdmin: true,
  });
  orgAdmin = bearer(await signIn(t, 'ora@acme.test', 'acme'));
});
afterAll(() => t.close());

const get = (who: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/tenant/rhythm', headers: who });
const put = (who: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/tenant/rhythm', headers: who, payload });

const DEFAULTS = { UpdateWeekday: 5, SendHour: 9, RemindersOn: true, ManagerAfterWeeks: 2, SkipLevelAfterWeeks: 3 };
const CHANGED = { UpdateWeekday: 1, SendHour: 14, RemindersOn: false, ManagerAfterWeeks: 3, SkipLevelAfterWeeks: 5 };

const auditOf = (tenantId: number) =>
  queryRows<{ actor_id: number; action: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`SELECT actor_id, action, before, after FROM audit_entries WHERE tenant_id = ${tenantId} ORDER BY id`,
  );

describe('the weekly follow-up settings', () => {
  it('are the defaults (Friday 09:00, reminders on, 2 and 3 weeks) before a company sets any, for everyone to read', async () => {
    const expected = { ...DEFAULTS, TimeZone: 'Central Time (US & Canada)' };
    expect((await get(await acme.as('ceo'))).json()).toEqual({ ...expected, CanEdit: true });
    expect((await get(orgAdmin)).json()).toEqual({ ...expected, CanEdit: true });
    for (const who of ['mia', 'cal', 'obi'] as const) {
      const res = await get(await acme.as(who));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...expected, CanEdit: false });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/tenant/rhythm' })).statusCode).toBe(401);
  });

  it('are changed by the CEO or an org admin only, and audited as a company setting', async () => {
    for (const who of ['mia', 'cal', 'obi'] as const) expect((await put(await acme.as(who), CHANGED)).statusCode).toBe(403);
    expect(await auditOf(acme.tenant.TenantId)).toEqual([]);

    const saved = await put(await acme.as('ceo'), CHANGED);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...CHANGED, TimeZone: 'Central Time (US & Canada)', CanEdit: true });
    expect((await get(await acme.as('cal'))).json()).toMatchObject(CHANGED);

    const byAdmin = await put(orgAdmin, { ...CHANGED, SendHour: 8 });
    expect(byAdmin.statusCode).toBe(200);
    expect(await auditOf(acme.tenant.TenantId)).toEqual([
      {
        actor_id: acme.ids.ceo,
        action: 'company.settings',
        before: { UpdateWeekday: 5, SendHour: 9, RemindersOn: true, ManagerAfterWeeks: 2, SkipLevelAfterWeeks: 3 },
        after: CHANGED,
      },
      { actor_id: expect.any(Number), action: 'company.settings', before: { SendHour: 14 }, after: { SendHour: 8 } },
    ]);
    // Saving the same again changes nothing, and records nothing.
    await put(orgAdmin, { ...CHANGED, SendHour: 8 });
    expect(await auditOf(acme.tenant.TenantId)).toHaveLength(2);
  });

  it("leaves another company's settings as they were", async () => {
    expect((await get(await globex.as('ceo'))).json()).toMatchObject(DEFAULTS);
    const rows = await queryRows<{ tenant_id: number }>(t.database.db, sql`SELECT tenant_id FROM rhythm_settings ORDER BY tenant_id`);
    expect(rows.map((r) => Number(r.tenant_id))).toEqual([acme.tenant.TenantId]);
    expect(await auditOf(globex.tenant.TenantId)).toEqual([]);
  });

  it.each([
    [{ UpdateWeekday: 0 }, 'UpdateWeekday', WEEKDAY_INVALID],
    [{ UpdateWeekday: 8 }, 'UpdateWeekday', WEEKDAY_INVALID],
    [{ UpdateWeekday: 2.5 }, 'UpdateWeekday', WEEKDAY_INVALID],
    [{ SendHour: 24 }, 'SendHour', HOUR_INVALID],
    [{ SendHour: -1 }, 'SendHour', HOUR_INVALID],
    [{ ManagerAfterWeeks: 0 }, 'ManagerAfterWeeks', MANAGER_AFTER_INVALID],
    [{ ManagerAfterWeeks: 13, SkipLevelAfterWeeks: 12 }, 'ManagerAfterWeeks', MANAGER_AFTER_INVALID],
    [{ ManagerAfterWeeks: 3, SkipLevelAfterWeeks: 3 }, 'SkipLevelAfterWeeks', SKIP_LEVEL_AFTER_INVALID],
    [{ ManagerAfterWeeks: 4, SkipLevelAfterWeeks: 2 }, 'SkipLevelAfterWeeks', SKIP_LEVEL_AFTER_INVALID],
    [{ SkipLevelAfterWeeks: 13 }, 'SkipLevelAfterWeeks', SKIP_LEVEL_AFTER_INVALID],
  ])('refuses %j, naming %s', async (change, field, message) => {
    const res = await put(await globex.as('ceo'), { ...DEFAULTS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContainEqual({ Field: field, Message: message });
    expect((await get(await globex.as('ceo'))).json()).toMatchObject(DEFAULTS);
  });

  it('refuses a body without a field', async () => {
    const res = await put(await globex.as('ceo'), { ...DEFAULTS, RemindersOn: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContainEqual({ Field: 'RemindersOn', Message: 'Say whether reminders go out.' });
  });
});
