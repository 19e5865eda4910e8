import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { outbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenGoalOrg } from '../../testing/goal-org';
import { multipart } from '../../testing/people-world';
import { IMPORT_COLUMNS } from '../../../domain/people/import-rules';

let t: TestApp;
let org: Awaited<ReturnType<typeof givenGoalOrg>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await givenGoalOrg(t, 'acme');
});
afterAll(() => t.close());

const PEOPLE = 1000;

// 5,000 people took 3.8 s on PostgreSQL and 6–13 s on PGlite here (2 shared cores, busy); a fifth of that, with room.
it(`imports ${PEOPLE} people ten levels deep, listed reports before managers, in one request`, async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('People');
  sheet.addRow([...IMPORT_COLUMNS]);
  // Person i reports to person floor(i / 2): p0 under the CEO, p512 and later ten levels below p0; written from the bottom up.
  for (let i = PEOPLE - 1; i >= 0; i--) {
    const manager = i === 0 ? '' : `p${Math.floor(i / 2)}@acme.test`;
    sheet.addRow([
      `Person ${i}`,
      `p${i}@acme.test`,
      'Engineer',
      'R&D',
      manager,
      i < PEOPLE / 2 ? 'Manager' : 'Contributor',
      'No',
      'No',
      'No',
      'No',
    ]);
  }
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/report/import',
    ...multipart(bytes, { filename: 'people.xlsx' }),
    headers: { ...multipart(bytes).headers, ...(await org.as('ceo')) },
  });
  const seconds = (performance.now() - started) / 1000;
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ Created: PEOPLE, Updated: 0, Invited: PEOPLE });
  expect(seconds).toBeLessThan(15);

  const tenantId = org.tenant.TenantId;
  const [deepest] = await t.database.db
    .execute<{ depth: number }>(
      sql`
    WITH RECURSIVE chain(id, depth) AS (
      SELECT id, 0 FROM ${users} WHERE tenant_id = ${tenantId} AND email = 'p0@acme.test'
      UNION ALL SELECT u.id, c.depth + 1 FROM ${users} u JOIN chain c ON u.parent_id = c.id AND u.tenant_id = ${tenantId})
    SELECT max(depth)::int AS depth FROM chain`,
    )
    .then((r) => (r as unknown as { rows: { depth: number }[] }).rows);
  expect(deepest!.depth).toBe(10);
  const [top] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, 'p0@acme.test')));
  expect(top!.parentId).toBe(org.ids.ceo);
  const unlinked = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), isNull(users.parentId), sql`${users.email} LIKE 'p%@acme.test'`));
  expect(unlinked).toEqual([]);
  const [mails] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.tenantId, tenantId));
  expect(mails!.n).toBe(PEOPLE);
}, 60_000);
