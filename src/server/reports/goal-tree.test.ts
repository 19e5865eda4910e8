import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenListOrg, type ListOrg, type Who } from '../testing/goal-list-fixtures';
import { pdfText } from '../testing/pdf-text';
import { readSheet } from '../testing/report-kit';

let t: TestApp;
let o: ListOrg;
let other: ListOrg;

// Q2: the CEO's company goal, Mia's aligned to it, Cal's and Dee's to Mia's, and Cal's private goal aligned to Mia's.
beforeAll(async () => {
  t = await createTestApp();
  other = await givenListOrg(t, 'globex');
  await other.build('mia', 'Globex root', { state: 'approved' });
  o = await givenListOrg(t, 'acme');
  const company = await o.build('ceo', 'Win the market', { state: 'approved' });
  const mia = await o.build('mia', 'Grow revenue', { state: 'approved', parentId: company.id, statuses: [[3, 3]] });
  await o.build('cal', 'Ship the app', { state: 'approved', parentId: mia.id, statuses: [[1, 4]] });
  await o.build('dee', 'Close deals', { state: 'approved', parentId: mia.id });
  await o.build('cal', 'Cal private aim', { state: 'approved', parentId: mia.id, hidden: true });
  await o.build('gus', 'Lonely goal', { state: 'approved' });
  // Q1 has goals but none aligned to another.
  await o.build('cal', 'Old solo', { state: 'approved', periodId: o.previous });
});
afterAll(() => t.close());

const get = async (who: Who, url: string) => t.app.inject({ url: `/api${url}`, headers: await o.as(who) });
const inGerman = async (who: Who, url: string) =>
  t.app.inject({ url: `/api${url}`, headers: { ...(await o.as(who)), 'accept-language': 'de' } });
const post = async (who: Who, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: await o.as(who), payload: payload as object });

describe('report 5, Goal Detail List', () => {
  it('lists the quarter as its tree: level, then each goal under the one it aligns to', async () => {
    const res = await get('ceo', `/report/goaltree/excel/${o.current}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Goal Detail List Q2 2026.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.frozen).toBe(true);
    expect(sheet.header.slice(0, 7)).toEqual(['Level', 'Goal', 'Owner', 'Measurement', 'Description', 'State', 'Likelihood']);
    expect(sheet.rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      [1, 'Lonely goal', 'gus'],
      [1, 'Win the market', 'acme CEO'],
      [2, 'Grow revenue', 'mia'],
      [3, 'Cal private aim', 'cal'],
      [3, 'Close deals', 'dee'],
      [3, 'Ship the app', 'cal'],
    ]);
    const ship = sheet.rows.find((r) => r[1] === 'Ship the app')!;
    expect([ship[6], ship[7]]).toEqual(['Not sure, 2 of 5', 'Very good, 5 of 5']);
  });

  it('leaves out what the viewer may not see: Dee does not get Cal’s private goal', async () => {
    const sheet = await readSheet((await get('dee', `/report/goaltree/excel/${o.current}`)).rawPayload);
    expect(sheet.rows.map((r) => r[1])).not.toContain('Cal private aim');
    expect(sheet.rows.map((r) => r[1])).toContain('Close deals');
  });

  it('is a PDF with each goal numbered under its parent', async () => {
    const res = await get('mia', `/report/goaltree/pdf/${o.current}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Goal Detail List Q2 2026.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const s of ['Goal Detail List', 'Win the market', '2 Win the market', '2.1 Grow revenue', '2.1.3 Ship the app', 'Page 1 of 1'])
      expect(text).toContain(s);
  });

  it('is in German for a German reader: sheet and PDF, headers, states and levels', async () => {
    const res = await inGerman('ceo', `/report/goaltree/excel/${o.current}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Zielstruktur Q2 2026.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Zielstruktur');
    expect(sheet.header.slice(0, 7)).toEqual([
      'Ebene',
      'Ziel',
      'Verantwortlich',
      'Messgröße',
      'Beschreibung',
      'Status',
      'Wahrscheinlichkeit',
    ]);
    const ship = sheet.rows.find((r) => r[1] === 'Ship the app')!;
    expect([ship[5], ship[6], ship[7]]).toEqual(['Freigegeben', 'Eher unwahrscheinlich, 2 von 5', 'Sehr gut, 5 von 5']);

    const pdf = await inGerman('mia', `/report/goaltree/pdf/${o.current}`);
    expect(pdf.headers['content-disposition']).toContain('filename="Zielstruktur Q2 2026.pdf"');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['Zielstruktur', 'Q2 2026: 6 Ziele, nach ihrer Ausrichtung', '2.1.3 Ship the app', 'Freigegeben', 'Seite 1 von 1'])
      expect(text).toContain(s);
    // The PDF leaves the description out, in German as in English.
    expect(text).not.toContain('Beschreibung');
  });

  it('answers which of the asked quarters have a tree, and warns for one without parent goals', async () => {
    const periods = await post('cal', '/report/goaltree/periods', [o.previous, o.current, o.next, other.current]);
    expect(periods.statusCode, periods.body).toBe(200);
    expect(periods.json()).toEqual([o.current]);
    const none = await get('cal', `/report/goaltree/excel/${o.previous}`);
    expect([none.statusCode, none.json().Message]).toEqual([400, 'You do not have Parent Goals, so this report has no data to display.']);
  });

  it('keeps to the company and to the report’s readers', async () => {
    expect((await get('ceo', `/report/goaltree/pdf/${other.current}`)).statusCode).toBe(404);
    expect((await post('ceo', '/report/goaltree/periods', ['x'])).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/report/goaltree/excel/${o.current}` })).statusCode).toBe(401);
  });
});

describe('every report PDF names the company and prints its time in the company’s time zone', () => {
  it.each([
    ['User List', () => '/report/userreport/pdf'],
    ['Quarterly Goal List', () => `/report/goallist/pdf/${o.current}/0`],
    ['Goal Detail List', () => `/report/goaltree/pdf/${o.current}`],
    ['Team Goal Updates', () => `/report/teamupdates/pdf/${o.current}`],
  ])('%s, for a company in Auckland (UTC+12)', async (title, url) => {
    const acme = o.tenantId;
    await t.database.db.update(tenants).set({ timeZone: 'Auckland' }).where(eq(tenants.id, acme));
    try {
      const res = await get('mia', url());
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(title);
      // 2026-05-20 15:00 UTC is 03:00 the next morning in Auckland.
      expect(text).toContain('acme Inc · made 21 May 2026, 03:00 GMT+12');
      expect(text).toMatch(/Page 1 of \d/);
    } finally {
      await t.database.db.update(tenants).set({ timeZone: 'Central Time (US & Canada)' }).where(eq(tenants.id, acme));
    }
  });
});
