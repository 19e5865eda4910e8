import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { HEADER, line, xlsxOf } from '../testing/import-sheets';
import { users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, multipart } from '../testing/people-world';
import { readSheet } from '../testing/report-kit';

// Report 3's download routes (the template); the import itself is tested beside it, in people/org-import/import.test.ts.
let t: TestApp;
let acme: Awaited<ReturnType<typeof givenPeopleWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await givenPeopleWorld(t, 'acme');
});
afterAll(() => t.close());

type Who = Parameters<typeof acme.as>[0];
const upload = async (who: Who, bytes: Buffer, filename = 'people.xlsx') =>
  t.app.inject({
    method: 'POST',
    url: '/api/report/import',
    ...multipart(bytes, { filename, type: 'application/octet-stream' }),
    headers: { ...multipart(bytes).headers, ...(await acme.as(who)) },
  });

const personByEmail = async (email: string, tenantId = acme.tenant.TenantId) =>
  (
    await withTenant(t.database.db, tenantId, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email.toLowerCase()))),
    )
  )[0];

describe('the import template (report 3)', () => {
  it('is an xlsx with the template header, frozen, and a How to fill sheet', async () => {
    const res = await t.app.inject({ url: '/api/report/importtemplate/xlsx', headers: await acme.as('ceo') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Organisation Import Template.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.header).toEqual(HEADER);
    expect(sheet.rows).toEqual([]);
    expect(sheet.frozen).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['People', 'How to fill']);
  });

  it('is in German for a German reader: its name and instructions; the columns the import reads stay as they are', async () => {
    const res = await t.app.inject({
      url: '/api/report/importtemplate/xlsx',
      headers: { ...(await acme.as('ceo')), 'accept-language': 'de' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Vorlage Organisationsimport.xlsx"');
    expect((await readSheet(res.rawPayload)).header).toEqual(HEADER);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['People', 'Anleitung']);
    const guide = book.worksheets[1]!;
    expect(guide.getRow(1).values).toEqual([undefined, 'Spalte', 'Was Sie eintragen']);
    expect(String(guide.getRow(2).getCell(2).value)).toContain('Pflichtfeld, höchstens 255 Zeichen');
    const csv = await t.app.inject({
      url: '/api/report/importtemplate/csv',
      headers: { ...(await acme.as('ceo')), 'accept-language': 'de' },
    });
    expect(csv.headers['content-disposition']).toContain('filename="Vorlage Organisationsimport.csv"');
    expect(csv.body).toBe(`\ufeff${HEADER.join(',')}\r\n`);
  });

  it('is a csv with the same header, for an org admin too', async () => {
    const res = await t.app.inject({ url: '/api/report/importtemplate/csv', headers: await acme.as('olga') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="Organisation Import Template.csv"');
    expect(res.body).toBe(`\ufeff${HEADER.join(',')}\r\n`);
  });

  it.each(['cal', 'mia', 'hal'] as const)('gives %s the template (report 3) but refuses their import', async (who) => {
    for (const format of ['xlsx', 'csv']) {
      const res = await t.app.inject({ url: `/api/report/importtemplate/${format}`, headers: await acme.as(who) });
      expect(res.statusCode).toBe(200);
    }
    expect((await upload(who, await xlsxOf([line('Zoe', 'zoe@acme.test', 'Contributor')]))).statusCode).toBe(403);
    expect(await personByEmail('zoe@acme.test')).toBeUndefined();
  });
});
