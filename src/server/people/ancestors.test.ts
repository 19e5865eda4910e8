import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, multipart, type PeopleWorld } from '../testing/people-world';
import { HEADER, line } from '../testing/import-sheets';
import { findStrayAncestors } from './ancestors';

// Each person's kept ancestors (people/ancestors.ts) follow every change of the chart made through the API. The
// world: CEO → Vic → Mia → Cal, Dee, Ivy; Vic → Hal; CEO → Olga, Gina, Gus; Obi (observer, outside the chart).
let t: TestApp;
let w: PeopleWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t, 'acme');
});
afterAll(() => t.close());

const roles = (RoleName: string, Confirm?: string) => ({
  RoleName,
  IsOrgAdmin: false,
  IsGoalAdmin: false,
  IsHrAdmin: false,
  IsGoalManager: false,
  Confirm,
});
const csv = (lines: string[][]) => Buffer.from([HEADER, ...lines].map((l) => l.join(',')).join('\r\n'));

/** The names of everyone above the person with this email, the top first, as kept on their row. */
async function keptAbove(email: string): Promise<string[]> {
  const [row] = await withTenant(t.database.db, w.tenant.TenantId, (tx) =>
    queryRows<{ names: string[] }>(
      tx,
      sql`SELECT coalesce((SELECT array_agg(a.name ORDER BY k.n) FROM unnest(u.ancestor_ids) WITH ORDINALITY k(id, n)
                            JOIN users a ON a.tenant_id = u.tenant_id AND a.id = k.id), '{}') AS names
          FROM users u WHERE u.tenant_id = ${w.tenant.TenantId} AND lower(u.email) = lower(${email})`,
    ),
  );
  if (!row) throw new Error(`nobody has the email ${email}`);
  return row.names;
}

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
};

describe('each person’s kept ancestors follow the chart', () => {
  it('start as the chart has them', async () => {
    expect(await keptAbove(w.email('cal'))).toEqual(['acme CEO', 'vic', 'mia']);
    expect(await keptAbove(w.email('ceo'))).toEqual([]);
    expect(await keptAbove(w.email('obi'))).toEqual([]);
  });

  it.each<[string, () => Promise<unknown>, string, string[]]>([
    [
      'a person added under a manager',
      () => ok(w.post('mia', '/api/Profile/AddEmployee', { Name: 'Nia', Email: 'nia@acme.test', ParentId: w.ids.mia })),
      'nia@acme.test',
      ['acme CEO', 'vic', 'mia'],
    ],
    [
      'a manager moved under someone else, with everyone below',
      () => ok(w.get('olga', `/api/Profile/ChangeManager/${w.ids.mia}/${w.ids.olga}`)),
      'cal',
      ['acme CEO', 'olga', 'mia'],
    ],
    [
      'a manager deactivated, their reports moved up',
      () => ok(w.get('olga', `/api/profile/Deactivate/${w.ids.mia}`)),
      'cal',
      ['acme CEO', 'olga'],
    ],
    [
      'an observer joining the chart under the CEO',
      () => ok(w.put('ceo', `/api/profile/Roles/${w.ids.obi}`, roles('contributor'))),
      'obi',
      ['acme CEO'],
    ],
    [
      'a person made observer, outside the chart',
      () => ok(w.put('ceo', `/api/profile/Roles/${w.ids.obi}`, { ...roles('observer'), RemoveManager: true })),
      'obi',
      [],
    ],
    [
      'a new CEO, the old one under them',
      () => ok(w.put('olga', `/api/profile/Roles/${w.ids.vic}`, roles('ceo', 'CONFIRM'))),
      'cal',
      ['vic', 'acme CEO', 'olga'],
    ],
    [
      'an organisation import that adds and moves people',
      async () => {
        const lines = [
          line('Pat', 'pat@acme.test', 'Manager', w.email('olga')),
          line('Cal', w.email('cal'), 'Contributor', 'pat@acme.test'),
        ];
        const bytes = csv(lines);
        await ok(
          t.app.inject({
            method: 'POST',
            url: '/api/report/import',
            ...multipart(bytes, { filename: 'people.csv', type: 'text/csv' }),
            headers: { ...multipart(bytes).headers, ...(await w.as('olga')) },
          }),
        );
      },
      'cal',
      ['vic', 'acme CEO', 'olga', 'Pat'],
    ],
  ])('after %s', async (_, change, who, above) => {
    await change();
    expect(await keptAbove(who.includes('@') ? who : w.email(who as 'cal'))).toEqual(above);
    expect(await withTenant(t.database.db, w.tenant.TenantId, (tx) => findStrayAncestors(tx, w.tenant.TenantId))).toEqual([]);
  });
});
