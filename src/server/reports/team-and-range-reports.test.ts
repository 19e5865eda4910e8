import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenListOrg, type ListOrg, type Who } from '../testing/goal-list-fixtures';
import { pdfText } from '../testing/pdf-text';
import { readSheet } from '../testing/report-kit';

let t: TestApp;
let o: ListOrg;
let other: ListOrg;

const none = (weeks: number) => Array.from({ length: weeks }, () => null);

// 2026-05-20 is in week 8 of Q2 2026. Cal's goal fell from 3 to 1 over weeks 7 and 8; Dee's last update was in week 2.
beforeAll(async () => {
  t = await createTestApp();
  other = await givenListOrg(t, 'globex');
  o = await givenListOrg(t, 'acme');
  await o.build('cal', 'Ship the app', { state: 'approved', statuses: [...none(6), [3, 3], [1, 4]] });
  await o.build('cal', 'Write the docs', { state: 'draft' });
  await o.build('dee', 'Close deals', { state: 'approved', statuses: [null, [4, 4]] });
  await o.build('mia', 'Grow revenue', { state: 'approved', statuses: [...none(7), [4, 4]] });
  await o.build('gus', 'Gus secret', { state: 'approved', hidden: true });
  await o.build('cal', 'Old win', { state: 'finalized', periodId: o.previous, at: new Date('2026-02-01T00:00:00Z') });
});
afterAll(() => t.close());

const get = async (who: Who, url: string, org = o) => t.app.inject({ url: `/api${url}`, headers: await org.as(who) });
const inGerman = async (who: Who, url: string) =>
  t.app.inject({ url: `/api${url}`, headers: { ...(await o.as(who)), 'accept-language': 'de' } });

describe('report 9, Team Goal Updates', () => {
  it('gives a card per person below the viewer: at risk, trending down, late, and what needs a look', async () => {
    const res = await get('mia', `/report/teamupdates/pdf/${o.current}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Team Goal Updates Q2 2026.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      'Team Goal Updates',
      'Q2 2026: 2 people',
      'cal',
      '1 of 2 goals approved',
      'Ship the app — likelihood Not sure, 2 of 5, down 2 since the week before',
      'Close deals — last update 2026-04-08',
      'Page 1 of 1',
    ])
      expect(text).toContain(s);
    // Mia's own goal is not hers to report on here: only the people below her.
    expect(text).not.toContain('Grow revenue');
  });

  it('is in German for a German reader: the cards’ counts, levels, reasons and days', async () => {
    const res = await inGerman('mia', `/report/teamupdates/pdf/${o.current}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Ziel-Updates des Teams Q2 2026.pdf')}`);
    const text = await pdfText(res.rawPayload);
    for (const s of [
      'Ziel-Updates des Teams',
      'Q2 2026: 2 Personen · Wahrscheinlichkeit und Qualität',
      '1 von 2 Zielen freigegeben',
      'gefährdet',
      'rückläufig',
      'überfällig',
      'Wahrscheinlichkeit im Schnitt 2,0 von 5, Qualität 5,0 von 5 · letztes Update',
      'Close deals — letztes Update 08.04.2026',
      'Seite 1 von 1',
    ])
      expect(text).toContain(s);
    // The longer German line wraps in its card.
    expect(text).toMatch(/Ship the app — Wahrscheinlichkeit Eher unwahrscheinlich, 2 von 5, seit der Vorwoche um 2\s+gesunken/);
    expect(text).not.toMatch(/goals approved|likelihood|Page 1/);
  });

  it('is for the viewer’s team only: the CEO sees everyone, a manager without reports gets the warning', async () => {
    const ceo = await pdfText((await get('ceo', `/report/teamupdates/pdf/${o.current}`)).rawPayload);
    for (const s of ['vic', 'mia', 'gina', 'Q2 2026: 6 people']) expect(ceo).toContain(s);
    expect(ceo).not.toContain('obi');
    const gus = await get('gus', `/report/teamupdates/pdf/${o.current}`);
    expect([gus.statusCode, gus.json().Message]).toEqual([
      400,
      'You do not have anyone reporting to you, so this report has no data to display.',
    ]);
  });

  it('is not a contributor’s report, and keeps to the company', async () => {
    expect((await get('cal', `/report/teamupdates/pdf/${o.current}`)).statusCode).toBe(404);
    expect((await get('mia', `/report/teamupdates/pdf/${other.current}`)).statusCode).toBe(404);
  });
});

describe('report 8, Multi-Quarter Goal List', () => {
  it('lists the goals of every quarter in the range with their quarter, oldest first', async () => {
    const res = await get('ceo', `/report/multiquarter/excel/${o.previous}/${o.current}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Multi-Quarter Goal List Q1 2026 – Q2 2026.xlsx')}`,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.header.slice(0, 3)).toEqual(['Quarter', 'Owner', 'Title']);
    expect(sheet.rows.map((r) => [r[0], r[2]])).toEqual([
      ['Q1 2026', 'Old win'],
      ['Q2 2026', 'Ship the app'],
      ['Q2 2026', 'Write the docs'],
      ['Q2 2026', 'Close deals'],
      ['Q2 2026', 'Gus secret'],
      ['Q2 2026', 'Grow revenue'],
    ]);
  });

  it('is in German for a German reader: the range in the file’s name, the Quartal column', async () => {
    const res = await inGerman('ceo', `/report/multiquarter/excel/${o.previous}/${o.current}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Ziele mehrerer Quartale Q1 2026 – Q2 2026.xlsx')}`,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Ziele mehrerer Quartale');
    expect(sheet.header.slice(0, 5)).toEqual(['Quartal', 'Verantwortlich', 'Titel', 'Messgröße', 'Status']);
    expect(sheet.rows.map((r) => [r[0], r[2], r[4]])).toContainEqual(['Q2 2026', 'Write the docs', 'Entwurf']);
  });

  it('refuses a range that ends before it starts, and warns for one without goals', async () => {
    const backwards = await get('ceo', `/report/multiquarter/excel/${o.current}/${o.previous}`);
    expect([backwards.statusCode, backwards.json().Message]).toEqual([400, 'The last quarter cannot be before the first.']);
    const empty = await get('ceo', `/report/multiquarter/excel/${o.next}/${o.next}`);
    expect([empty.statusCode, empty.json().Message]).toEqual([
      400,
      'You do not have goals in these quarters, so this report has no data to display.',
    ]);
  });

  it('shows a manager only what they may see, is not a contributor’s report, and keeps to the company', async () => {
    const mia = await readSheet((await get('mia', `/report/multiquarter/excel/${o.previous}/${o.current}`)).rawPayload);
    expect(mia.rows.map((r) => r[2])).toContain('Write the docs');
    expect(mia.rows.map((r) => r[2])).not.toContain('Gus secret');
    expect((await get('dee', `/report/multiquarter/excel/${o.previous}/${o.current}`)).statusCode).toBe(404);
    expect((await get('ceo', `/report/multiquarter/excel/${o.previous}/${other.current}`)).statusCode).toBe(404);
  });
});
