import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { keepAncestors } from '../people';
import { pdfText } from '../testing/pdf-text';

// Issue 26: a report is read in the request's transaction and laid out after it commits. On PGlite (one connection)
// a render inside the transaction made every other request's queries wait for it.

const PEOPLE = 5_000;
// A few probes spread over the render (it takes seconds): each must be answered within the limit. Inside the
// transaction the first one waited for the whole render (36 s of a 38 s PDF on a busy machine).
const PROBES = 8;
const PROBE_EVERY_MS = 400;
const PROBE_LIMIT_MS = 300;

let t: TestApp;
let org: Awaited<ReturnType<typeof givenGoalOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await givenGoalOrg(t, 'acme');
  const tenantId = org.tenant.TenantId;
  await withTenant(t.database.db, tenantId, (tx) =>
    tx.execute(sql`INSERT INTO users (tenant_id, name, email, role_name, job_title, org_unit, parent_id, invitation_accepted_at)
      SELECT ${tenantId}, 'Person ' || n, 'person' || n || '@acme.test', 'contributor', 'Analyst', 'Finance', ${org.ids.mia}, now()
      FROM generate_series(1, ${PEOPLE}) n`),
  );
  await withTenant(t.database.db, tenantId, (tx) => keepAncestors(tx, tenantId));
}, 60_000);
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// On the embedded database, where every request shares one connection. On a PostgreSQL server each request has a
// pooled connection of its own, so nothing waits for a render's transaction there; what the probes would time in
// that pass (three test files at once on two cores) is the machine (a first probe took 380 ms while the 5,000 rows
// were read, beside a browser suite).
describe.skipIf(process.env.DATABASE_URL)('a report is laid out after its transaction commits', () => {
  it('answers other signed-in requests within 300 ms while a 5,000-row PDF renders', async () => {
    const ceo = await org.as('ceo');
    const cal = await org.as('cal');
    // A signed-in GET that reads the database in its own transaction.
    const probe = () => t.app.inject({ url: '/api/talent/labels', headers: cal });
    expect((await probe()).statusCode).toBe(200);

    const started = performance.now();
    let pdfAt = 0;
    const pdf = t.app.inject({ url: '/api/report/userreport/pdf', headers: ceo }).then((res) => {
      pdfAt = performance.now() - started;
      return res;
    });
    // The probes start once the rows have been read (a short query), and go on one at a time until the PDF is there.
    await sleep(400);
    const probes: { sentAt: number; ms: number; status: number }[] = [];
    while (pdfAt === 0 && probes.length < PROBES) {
      const sentAt = performance.now() - started;
      const res = await probe();
      probes.push({ sentAt, ms: performance.now() - started - sentAt, status: res.statusCode });
      await sleep(PROBE_EVERY_MS);
    }
    const res = await pdf;
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain(`${PEOPLE + 8} people`);

    // Every probe sent while the PDF was being made is answered quickly, and several were answered before it came.
    const report = JSON.stringify({ pdfMs: Math.round(pdfAt), probes: probes.map((p) => [Math.round(p.sentAt), Math.round(p.ms)]) });
    const sent = probes.filter((p) => p.sentAt < pdfAt);
    for (const p of sent) {
      expect(p.status).toBe(200);
      expect(p.ms, report).toBeLessThan(PROBE_LIMIT_MS);
    }
    expect(sent.filter((p) => p.sentAt + p.ms < pdfAt).length, report).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
