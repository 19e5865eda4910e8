import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenListOrg, type ListOrg, type Who } from '../testing/goal-list-fixtures';
import { pdfText } from '../testing/pdf-text';
import { readSheet } from '../testing/report-kit';
import { levelText } from '../../domain/goals/levels';
import { givenMeasuredGoal } from '../testing/key-result-kit';

let t: TestApp;
let o: ListOrg;
let other: ListOrg;

beforeAll(async () => {
  t = await createTestApp();
  other = await givenListOrg(t, 'globex');
  o = await givenListOrg(t, 'acme');
  const hiddenParent = await o.build('gus', 'Gus private aim', { state: 'approved', hidden: true });
  const revenue = await o.build('mia', 'Grow revenue', { state: 'approved' });
  // Cal's app measures 3 of 8 screens shipped (37.5 %): a draft given its key result, approved through the API.
  const ship = await o.build('cal', 'Ship the app', {
    state: 'draft',
    parentId: revenue.id,
    statuses: [
      [3, 4],
      [2, 3],
    ],
  });
  await givenMeasuredGoal(t, o.as, { goalId: ship.id, owner: 'cal', approver: 'mia', target: 8, reading: 3 });
  await o.build('cal', 'Quiet work', { state: 'approved', parentId: hiddenParent.id, statuses: [[4, 4]] });
  await o.build('dee', 'Secret plan', { state: 'approved', hidden: true });
  await o.build('cal', 'Old win', {
    state: 'finalized',
    periodId: o.previous,
    at: new Date('2026-02-01T00:00:00Z'),
    results: { owner: { completed: false, text: 'Hm', by: o.ids.cal }, manager: { completed: true, text: 'Done', by: o.ids.mia } },
  });
  await o.build('dee', 'Old open', { state: 'approved', periodId: o.previous, at: new Date('2026-02-01T00:00:00Z') });
});
afterAll(() => t.close());

const get = async (who: Who, url: string, org = o) => t.app.inject({ url: `/api${url}`, headers: await org.as(who) });
const inGerman = async (who: Who, url: string) =>
  t.app.inject({ url: `/api${url}`, headers: { ...(await o.as(who)), 'accept-language': 'de' } });

describe('report 4, Quarterly Goal List', () => {
  it('lists the goals a contributor may see, typed, never another person’s private goal', async () => {
    const res = await get('cal', `/report/goallist/excel/${o.current}/0`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Quarterly Goal List Q2 2026.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.frozen).toBe(true);
    expect(sheet.header).toEqual([
      'Owner',
      'Title',
      'Measurement',
      'State',
      'Parent goal',
      'Likelihood',
      'Quality',
      'Last update',
      'Achieved',
      'Progress',
    ]);
    const titles = sheet.rows.map((r) => r[1]);
    expect(titles).toEqual(['Quiet work', 'Ship the app', 'Grow revenue']);
    const ship = sheet.rows.find((r) => r[1] === 'Ship the app')!;
    expect(ship[0]).toBe('cal');
    expect(ship[3]).toBe('Approved');
    expect(ship[4]).toBe('Grow revenue');
    // The levels as the goal's squares and tooltips write them (levelText): the API's 2 and 3 are the third and fourth of five.
    expect([ship[5], ship[6]]).toEqual(['Unsure, 3 of 5', 'Good, 4 of 5']);
    expect([ship[5], ship[6]]).toEqual([levelText('likelihood', 2), levelText('quality', 3)]);
    expect(ship[7]).toBeInstanceOf(Date);
    // The progress from its key results, a percent a sheet can count with; none for a goal without key results.
    expect([ship[9], sheet.formats[9]]).toEqual([0.375, '0.0%']);
    expect(sheet.rows.find((r) => r[1] === 'Grow revenue')![9] ?? null).toBeNull();
    // The parent is Gus's private goal: its title stays hidden from Cal.
    expect(sheet.rows.find((r) => r[1] === 'Quiet work')![4] ?? '').toBe('');
  });

  it('shows the CEO everything below them, the result of a past quarter, and one person on request', async () => {
    const all = await readSheet((await get('ceo', `/report/goallist/excel/${o.current}/0`)).rawPayload);
    expect(all.rows.map((r) => r[1])).toContain('Secret plan');
    expect(all.rows.find((r) => r[1] === 'Quiet work')![4]).toBe('Gus private aim');
    const past = await readSheet((await get('ceo', `/report/goallist/excel/${o.previous}/${o.ids.cal}`)).rawPayload);
    expect(past.rows.map((r) => [r[0], r[1], r[3], r[8]])).toEqual([['cal', 'Old win', 'Finalized', 'Yes']]);
  });

  it('leaves out what XML cannot carry, so a title with U+FFFE or a control character still makes a readable file', async () => {
    await other.build('cal', 'Grow\uFFFE revenue\u0001 in Q2', { state: 'approved' });
    const res = await get('cal', `/report/goallist/excel/${other.current}/0`, other);
    expect(res.statusCode).toBe(200);
    expect((await readSheet(res.rawPayload)).rows.map((r) => r[1])).toContain('Grow revenue in Q2');
  });

  it('is a PDF with the goals and page numbers', async () => {
    const res = await get('cal', `/report/goallist/pdf/${o.current}/${o.ids.cal}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Quarterly Goal List Q2 2026.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const s of ['acme Inc', 'Quarterly Goal List', 'Ship the app', 'Quiet work', 'Progress', '38%', 'Page 1 of 1']) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('Secret plan');
  });

  it('is in German for a German reader: file, sheet, headers, states, levels and Ja/Nein', async () => {
    const res = await inGerman('cal', `/report/goallist/excel/${o.current}/0`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Quartalsziele Q2 2026.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Quartalsziele');
    expect(sheet.header).toEqual([
      'Verantwortlich',
      'Titel',
      'Messgröße',
      'Status',
      'Übergeordnetes Ziel',
      'Wahrscheinlichkeit',
      'Qualität',
      'Letztes Update',
      'Erreicht',
      'Fortschritt',
    ]);
    const ship = sheet.rows.find((r) => r[1] === 'Ship the app')!;
    expect([ship[3], ship[5], ship[6]]).toEqual(['Freigegeben', 'Unsicher, 3 von 5', 'Gut, 4 von 5']);
    expect(sheet.formats[7]).toBe('dd.mm.yyyy');
    const past = await readSheet((await inGerman('ceo', `/report/goallist/excel/${o.previous}/${o.ids.cal}`)).rawPayload);
    expect(past.rows.map((r) => [r[3], r[8]])).toEqual([['Abgeschlossen', 'Ja']]);

    const pdf = await inGerman('cal', `/report/goallist/pdf/${o.current}/${o.ids.cal}`);
    expect(pdf.headers['content-disposition']).toContain('filename="Quartalsziele Q2 2026.pdf"');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['Quartalsziele', 'Q2 2026, Ziele von cal: 2 Ziele', 'Verantwortlich', 'Freigegeben', 'Fortschritt', 'Seite 1 von 1']) {
      expect(text).toContain(s);
    }
    // German writes a (no-break) space before the percent sign; the PDF's text reads it as a space.
    expect(text).toMatch(/38\s%/);
  });

  it('answers 404 for another company’s quarter or person, and says when there is nothing to list', async () => {
    expect((await get('ceo', `/report/goallist/excel/${other.current}/0`)).statusCode).toBe(404);
    expect((await get('ceo', `/report/goallist/pdf/${o.current}/${other.ids.cal}`)).statusCode).toBe(404);
    const none = await get('cal', `/report/goallist/excel/${o.next}/0`);
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe('You do not have goals in this quarter, so this report has no data to display.');
  });
});

describe('report 2, Goal Compliance List', () => {
  const names = async (who: Who, mode: number, periodId: number) => {
    const res = await get(who, `/report/usercomlience/${mode}/${periodId}`);
    expect(res.statusCode, res.body).toBe(200);
    return { res, sheet: await readSheet(res.rawPayload) };
  };

  it('mode 1: the people in scope with no goals in the quarter', async () => {
    const { res, sheet } = await names('ceo', 1, o.current);
    expect(res.headers['content-disposition']).toContain('filename="Goal Compliance List Q2 2026 - No goals.xlsx"');
    expect(sheet.rows.map((r) => r[0])).toEqual(['acme CEO', 'gina', 'vic']);
    expect(sheet.header.slice(5)).toEqual(['Added on']);
    expect(sheet.rows[0]![5]).toBeInstanceOf(Date);
    // A manager's list is their organisation (the widget's scope 2), everyone below them.
    expect((await get('mia', `/report/usercomlience/1/${o.current}`)).json().Message).toMatch(/^Nobody is missing goals/);
  });

  it('mode 2: who missed the prior week’s update, with the week and a count', async () => {
    const { res, sheet } = await names('mia', 2, o.current);
    expect(res.headers['content-disposition']).toContain('filename="Goal Compliance List Q2 2026 - No weekly update.xlsx"');
    // Mia's organisation, as her widget's scope 2 (she is not below herself).
    expect(sheet.rows.map((r) => r[0])).toEqual(['cal', 'dee']);
    const cal = sheet.rows[0]!;
    expect(cal[5]).toBeInstanceOf(Date);
    expect((cal[5] as Date).toISOString().slice(0, 10) < '2026-05-20').toBe(true);
    expect(cal[6]).toBe(2);
    const next = await get('mia', `/report/usercomlience/2/${o.next}`);
    expect(next.statusCode).toBe(400);
    expect(next.json().Message).toBe('This quarter has not begun yet, so there is no week to check weekly updates against.');
  });

  it('mode 3: goals not finalized after the quarter; a quarter not past has the §8 warning', async () => {
    // Gus has nobody below him: nothing to report.
    const gus = await get('gus', `/report/usercomlience/3/${o.previous}`);
    expect([gus.statusCode, gus.json().Message]).toEqual([
      400,
      'Nobody has goals left to finalize in this quarter, so this report has no data to display.',
    ]);
    const dee = await names('mia', 3, o.previous);
    expect(dee.res.headers['content-disposition']).toContain('filename="Goal Compliance List Q1 2026 - Not finalized.xlsx"');
    expect(dee.sheet.rows.map((r) => [r[0], r[6]])).toEqual([['dee', 1]]);
    // A contributor reads the Company list, as their dashboard widget does.
    expect((await names('cal', 3, o.previous)).sheet.rows.map((r) => r[0])).toEqual(['dee']);
    const current = await get('ceo', `/report/usercomlience/3/${o.current}`);
    expect(current.statusCode).toBe(400);
    expect(current.json().Message).toBe('You do not have past quarter to generate report.');
  });

  it('is in German for a German reader: the list in the file’s and the sheet’s name, German headers', async () => {
    const res = await inGerman('mia', `/report/usercomlience/2/${o.current}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Zielerfüllungsliste Q2 2026 - Kein wöchentliches Update.xlsx')}`,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Kein wöchentliches Update');
    expect(sheet.header).toEqual(['Name', 'E-Mail', 'Berufsbezeichnung', 'Abteilung', 'Führungskraft', 'Woche ab', 'Ziele ohne Update']);
    const finalized = await readSheet((await inGerman('mia', `/report/usercomlience/3/${o.previous}`)).rawPayload);
    expect([finalized.name, ...finalized.header.slice(5)]).toEqual(['Nicht abgeschlossen', 'Quartalsende', 'Nicht abgeschlossene Ziele']);
  });

  it('validates the mode and keeps to the company', async () => {
    expect((await get('ceo', `/report/usercomlience/4/${o.current}`)).statusCode).toBe(400);
    expect((await get('ceo', `/report/usercomlience/1/${other.current}`)).statusCode).toBe(404);
  });
});
