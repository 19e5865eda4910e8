import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { PDFS_BUSY, PDFS_BUSY_RETRY_SECONDS, renderPdf, WAITING_PER_COMPANY, type PdfDocument } from '../http/pdf';

const rows = (n: number): PdfDocument => ({
  content: [{ table: { body: Array.from({ length: n }, (_, i) => [String(i + 1), `Person ${i + 1}`, `Goal of person ${i + 1}`]) } }],
});

describe('a company whose PDFs fill its waiting line is answered 429 (issue 26)', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof givenGoalOrg>>;
  let globex: Awaited<ReturnType<typeof givenGoalOrg>>;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
    globex = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
  });
  afterAll(() => t.close());

  it('refuses its next PDF with Retry-After while another company’s is made', async () => {
    const [acmeCeo, globexCeo] = [await acme.as('ceo'), await globex.as('ceo')];
    const owner = { tenantId: acme.tenant.TenantId };
    // A long PDF of acme's takes its renderer; WAITING_PER_COMPANY more wait behind it.
    const busy = [rows(5000), ...Array.from({ length: WAITING_PER_COMPANY }, () => rows(1))].map((doc) => renderPdf(doc, {}, owner));
    const over = await t.app.inject({ url: '/api/report/userreport/pdf', headers: acmeCeo });
    expect([over.statusCode, over.json().Message, over.headers['retry-after']]).toEqual([429, PDFS_BUSY, String(PDFS_BUSY_RETRY_SECONDS)]);
    const other = await t.app.inject({ url: '/api/report/userreport/pdf', headers: globexCeo });
    expect([other.statusCode, other.headers['content-type']]).toEqual([200, 'application/pdf']);
    await Promise.all(busy);
    expect((await t.app.inject({ url: '/api/report/userreport/pdf', headers: acmeCeo })).statusCode).toBe(200);
  }, 120_000);
});
