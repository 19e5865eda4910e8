import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, signIn, bearer, type TestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { createDemoTenant } from './seed';
import { emailOf } from './people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  await createDemoTenant(t.database.db, { config: t.config, now: t.clock.now }, { subdomain: 'demo' });
});
afterAll(() => t.close());

type Row = {
  name: string;
  email: string;
  status: number | null;
  source: string | null;
  disc: string | null;
  user_disc: string | null;
  answered: number;
};
const manuals = () =>
  queryRows<Row>(
    t.database.db,
    sql`SELECT u.name, u.email, m.status, m.source, m.disc, u.disc AS user_disc,
          (SELECT count(*)::int FROM jsonb_object_keys(coalesce(m.answers, '{}'::jsonb))) AS answered
        FROM users u LEFT JOIN user_manuals m ON m.tenant_id = u.tenant_id AND m.user_id = u.id
        WHERE u.deactivated_at IS NULL AND u.invitation_accepted_at IS NOT NULL`,
  );

describe('the demo company’s user manuals', () => {
  it('gives most people a manual — many types, some by hand — one an assessment halfway, some none', async () => {
    const rows = await manuals();
    const done = rows.filter((r) => r.status === 4);
    expect(done.length / rows.length).toBeGreaterThan(0.6);
    expect(new Set(done.map((r) => r.disc)).size).toBeGreaterThanOrEqual(8);
    expect(done.filter((r) => r.source === 'manual').map((r) => r.name)).toEqual(
      expect.arrayContaining(['Omar Haddad', 'Ethan Brooks', 'Nina Kowalski']),
    );
    for (const r of done) expect([r.name, r.user_disc]).toEqual([r.name, r.disc]);
    expect(rows.find((r) => r.name === 'Noah Patel')).toMatchObject({ status: 3, answered: 14, user_disc: null });
    expect(rows.find((r) => r.name === 'Lucas Martin')).toMatchObject({ status: null, user_disc: null });
  });

  it('shows a manager the report of a report’s manual, with the manager’s details', async () => {
    const daniel = bearer(await signIn(t, DEMO_ACCOUNTS.manager, 'demo', DEMO_PASSWORD));
    const [emma] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM users WHERE email = ${emailOf('Emma Fischer')}`);
    const state = (await t.app.inject({ url: `/api/myusermanual/isexist/${emma!.id}`, headers: daniel })).json();
    expect(state).toMatchObject({ status: 4, Source: 'assessment', PrivateKey: null });
    const report = (await t.app.inject({ url: `/api/myusermanual/report/${state.PublicKey}/1`, headers: daniel })).json();
    expect(JSON.stringify(report)).toContain('Working with this person');
  });
});
