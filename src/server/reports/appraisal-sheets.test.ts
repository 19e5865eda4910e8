import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenAppraisalReportsWorld, type AppraisalReportsWorld, type AppraisalWho } from '../testing/appraisal-reports-world';
import { readSheet } from '../testing/report-kit';
import { withTenant } from '../db/tenant-context';
import { feedbackRequests } from '../db/schema';
import { NO_APPRAISALS, NO_APPRAISALS_IN_PERIOD, TALENT_OFF } from '../../domain/reports/report-access';

let t: TestApp;
let o: AppraisalReportsWorld;
let other: AppraisalReportsWorld;

beforeAll(async () => {
  t = await createTestApp();
  other = await givenAppraisalReportsWorld(t, 'globex');
  o = await givenAppraisalReportsWorld(t, 'acme');
}, 60_000);
afterAll(() => t.close());

const get = async (who: AppraisalWho, url: string, world = o) => t.app.inject({ url: `/api${url}`, headers: await world.as(who) });
const sheetOf = async (who: AppraisalWho, url: string) => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return { res, sheet: await readSheet(res.rawPayload) };
};
const inGerman = async (who: AppraisalWho, url: string) => {
  const res = await t.app.inject({ url: `/api${url}`, headers: { ...(await o.as(who)), 'accept-language': 'de' } });
  expect(res.statusCode, res.body).toBe(200);
  return { res, sheet: await readSheet(res.rawPayload) };
};
/**
 * Feedback about cal in Q1: a peer asked, one declined, one given, one nominated (not asked yet), and cal's self-review
 * handed in; about mia one upward answer. Written as the feedback part stores them.
 */
const givenFeedback = () =>
  withTenant(t.database.db, o.org.tenant.TenantId, async (tx) => {
    const row = (subjectId: number, respondentId: number, kind: string, state: string) => ({
      tenantId: o.org.tenant.TenantId,
      periodId: o.q1,
      subjectId,
      respondentId,
      kind,
      state,
      questions: [],
    });
    const { ids } = o;
    await tx
      .insert(feedbackRequests)
      .values([
        row(ids.cal, ids.dee, 'peer', 'requested'),
        row(ids.cal, ids.gina, 'peer', 'declined'),
        row(ids.cal, ids.hana, 'peer', 'submitted'),
        row(ids.cal, ids.gus, 'peer', 'nominated'),
        row(ids.cal, ids.cal, 'self', 'submitted'),
        row(ids.mia, ids.cal, 'upward', 'submitted'),
      ]);
  });
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);

describe('report 6, Employee Appraisals', () => {
  it('mode 2: every appraisal of the quarter an HR admin may see, typed, ratings as labels and positions', async () => {
    const { res, sheet } = await sheetOf('hana', `/report/employeeappraisal/2/${o.q1}`);
    expect(res.headers['content-disposition']).toContain('filename="Employee Appraisals Q1 2026.xlsx"');
    expect(sheet.frozen).toBe(true);
    expect(sheet.filter).toBeTruthy();
    expect(sheet.header).toEqual([
      'Employee',
      'Job title',
      'Manager',
      'Reviewer',
      'Quarter',
      'Status',
      'Progress',
      'Performance',
      'Performance (position)',
      'Potential',
      'Potential (position)',
      'Rating scale',
      'Started',
      'Shared',
      'Employee signed',
      'Manager signed',
      'Last change',
    ]);
    const brief = sheet.rows.map((r) => [r[0], r[2], r[3], r[4], r[5], r[6], r[7] ?? '', r[8] ?? null, r[9] ?? '', r[10] ?? null]);
    expect(brief).toEqual([
      ['cal', 'mia', 'mia', 'Q1 2026', 'Completed (100%)', 1, 'Meets expectations', 2, 'Ready now', 3],
      ['dee', 'mia', 'mia', 'Q1 2026', 'Completed (100%)', 1, 'Exceeds expectations', 3, 'Growing in role', 1],
      ['gina', 'acme CEO', 'acme CEO', 'Q1 2026', 'Shared (60%)', 0.6, 'Meets expectations', 2, 'Ready for more', 2],
      // Her own: an HR admin sees the ratings of every appraisal she may see (as talent shows it to her).
      ['hana', 'acme CEO', 'acme CEO', 'Q1 2026', 'Completed (100%)', 1, 'Below expectations', 1, 'Growing in role', 1],
      ['mia', 'vic', 'vic', 'Q1 2026', 'Completed (100%)', 1, 'Exceeds expectations', 3, 'Ready for more', 2],
    ]);
    const cal = sheet.rows[0]!;
    expect(cal[11]).toBe(3);
    expect(cal.slice(12, 17).map(day)).toEqual(['2026-05-20', '2026-05-20', '2026-05-20', '2026-05-20', '2026-05-20']);
    const gina = sheet.rows[2]!;
    expect([day(gina[13]), gina[14] ?? null, gina[15] ?? null]).toEqual(['2026-05-20', null, null]);
  });

  it('mode 1: every quarter, newest first, with a name that says so; a manager sees only the people below them', async () => {
    const { res, sheet } = await sheetOf('vic', '/report/employeeappraisal/1/0');
    expect(res.headers['content-disposition']).toContain('filename="Employee Appraisals All quarters.xlsx"');
    expect(sheet.rows.map((r) => [r[0], r[4], r[5]])).toEqual([
      ['cal', 'Q2 2026', 'Completed (100%)'],
      ['dee', 'Q2 2026', 'Started (30%)'],
      ['mia', 'Q2 2026', 'Shared (60%)'],
      ['cal', 'Q1 2026', 'Completed (100%)'],
      ['dee', 'Q1 2026', 'Completed (100%)'],
      ['mia', 'Q1 2026', 'Completed (100%)'],
    ]);
    expect(day(sheet.rows[0]![12])).toBe('2026-08-20');
    const mia = await sheetOf('mia', `/report/employeeappraisal/2/${o.q2}`);
    expect(mia.sheet.rows.map((r) => r[0])).toEqual(['cal', 'dee']);
  });

  // German writes a percentage with a non-breaking space before the sign (Intl), which keeps '100 %' on one line.
  it('is in German for a German reader: headers, statuses, the rating’s position and German days', async () => {
    const { res, sheet } = await inGerman('vic', '/report/employeeappraisal/1/0');
    expect(res.headers['content-disposition']).toContain('filename="Beurteilungen der Mitarbeitenden Alle Quartale.xlsx"');
    // A sheet's name has at most 31 characters: the short one.
    expect(sheet.name).toBe('Beurteilungen');
    expect(sheet.header.slice(0, 9)).toEqual([
      'Mitarbeitende(r)',
      'Berufsbezeichnung',
      'Führungskraft',
      'Beurteilende(r)',
      'Quartal',
      'Status',
      'Fortschritt',
      'Performance',
      'Performance (Stufe)',
    ]);
    expect(sheet.header.slice(-6)).toEqual([
      'Bewertungsskala',
      'Begonnen',
      'Geteilt',
      'Unterschrieben (Mitarbeitende)',
      'Unterschrieben (Führungskraft)',
      'Letzte Änderung',
    ]);
    expect(sheet.rows.map((r) => [r[0], r[4], r[5]]).slice(0, 3)).toEqual([
      ['cal', 'Q2 2026', 'Abgeschlossen (100\u00a0%)'],
      ['dee', 'Q2 2026', 'Begonnen (30\u00a0%)'],
      ['mia', 'Q2 2026', 'Geteilt (60\u00a0%)'],
    ]);
    expect(sheet.formats.at(-1)).toBe('dd.mm.yyyy');
    // The German headers are longer than the English widths: their columns widen to them.
    expect(sheet.widths[sheet.header.indexOf('Unterschrieben (Mitarbeitende)')]).toBeGreaterThan('Unterschrieben (Mitarbeitende)'.length);
  });

  it('the CEO sees the whole company and nothing of another', async () => {
    const { sheet } = await sheetOf('ceo', '/report/employeeappraisal/1/0');
    expect(sheet.rows).toHaveLength(8);
    expect(new Set(sheet.rows.map((r) => r[3]))).toEqual(new Set(['mia', 'vic', 'acme CEO']));
  });

  it('warns when there is nothing to list (§8)', async () => {
    const q3 = await get('hana', `/report/employeeappraisal/2/${o.q3}`);
    expect([q3.statusCode, q3.json().Message]).toEqual([400, NO_APPRAISALS_IN_PERIOD]);
    const gus = await get('gus', '/report/employeeappraisal/1/0');
    expect([gus.statusCode, gus.json().Message]).toEqual([400, NO_APPRAISALS]);
  });
});

describe('report 7, Appraisal Compliance', () => {
  it('mode 2: everyone in scope appraised for the quarter, with how far their appraisal is', async () => {
    const { res, sheet } = await sheetOf('hana', `/report/employeecomplience/2/${o.q1}`);
    expect(res.headers['content-disposition']).toContain('filename="Appraisal Compliance Q1 2026.xlsx"');
    expect(sheet.frozen).toBe(true);
    expect(sheet.header).toEqual([
      'Quarter',
      'Employee',
      'Job title',
      'Manager',
      'Reviewer',
      'Status',
      'Progress',
      'Last change',
      'Feedback asked',
      'Feedback given',
      'Self-review in',
    ]);
    expect(sheet.rows.map((r) => [r[0], r[1], r[3], r[4] ?? '', r[5], r[6]])).toEqual([
      ['Q1 2026', 'gina', 'acme CEO', 'acme CEO', 'Shared (60%)', 0.6],
      ['Q1 2026', 'gus', 'acme CEO', '', 'Not Started', 0],
      ['Q1 2026', 'hana', 'acme CEO', 'acme CEO', 'Completed (100%)', 1],
      ['Q1 2026', 'vic', 'acme CEO', '', 'Not Started', 0],
      ['Q1 2026', 'cal', 'mia', 'mia', 'Completed (100%)', 1],
      ['Q1 2026', 'dee', 'mia', 'mia', 'Completed (100%)', 1],
      ['Q1 2026', 'mia', 'vic', 'vic', 'Completed (100%)', 1],
    ]);
    expect(sheet.rows[0]![7]).toBeInstanceOf(Date);
  });

  it('is in German for a German reader', async () => {
    const { res, sheet } = await inGerman('hana', `/report/employeecomplience/2/${o.q1}`);
    expect(res.headers['content-disposition']).toContain('filename="Beurteilungsstand Q1 2026.xlsx"');
    expect(sheet.name).toBe('Beurteilungsstand');
    expect(sheet.header).toEqual([
      'Quartal',
      'Mitarbeitende(r)',
      'Berufsbezeichnung',
      'Führungskraft',
      'Beurteilende(r)',
      'Status',
      'Fortschritt',
      'Letzte Änderung',
      'Feedback angefragt',
      'Feedback gegeben',
      'Selbsteinschätzung abgegeben',
    ]);
    expect(sheet.rows.map((r) => [r[1], r[5]]).slice(0, 3)).toEqual([
      ['gina', 'Geteilt (60\u00a0%)'],
      ['gus', 'Nicht begonnen'],
      ['hana', 'Abgeschlossen (100\u00a0%)'],
    ]);
  });

  it('counts the feedback asked and given about each person, and whether their self-review is in (issue 34)', async () => {
    await givenFeedback();
    const { sheet } = await sheetOf('hana', `/report/employeecomplience/2/${o.q1}`);
    const counts = (name: string) => sheet.rows.find((r) => r[1] === name)!.slice(8, 11);
    expect(counts('cal')).toEqual([3, 1, 'Yes']);
    expect(counts('mia')).toEqual([1, 1, 'No']);
    expect(counts('dee')).toEqual([0, 0, 'No']);
    const { sheet: german } = await inGerman('hana', `/report/employeecomplience/2/${o.q1}`);
    expect(german.rows.find((r) => r[1] === 'cal')!.slice(8, 11)).toEqual([3, 1, 'Ja']);
    // The talent page's compliance spreadsheet counts the same.
    const talent = await sheetOf('hana', `/talent/excel/${o.q1}/0/1`);
    expect(talent.sheet.rows.find((r) => r[0] === 'cal')!.slice(10, 13)).toEqual([3, 1, 'Yes']);
  });

  it('mode 1: every appraisal quarter, newest first; a manager’s people only', async () => {
    const { res, sheet } = await sheetOf('mia', '/report/employeecomplience/1/0');
    expect(res.headers['content-disposition']).toContain('filename="Appraisal Compliance All quarters.xlsx"');
    expect(sheet.rows.map((r) => [r[0], r[1], r[5]])).toEqual([
      ['Q2 2026', 'cal', 'Completed (100%)'],
      ['Q2 2026', 'dee', 'Started (30%)'],
      ['Q1 2026', 'cal', 'Completed (100%)'],
      ['Q1 2026', 'dee', 'Completed (100%)'],
    ]);
  });

  it('warns when nobody is appraised (§8)', async () => {
    const q3 = await get('hana', `/report/employeecomplience/2/${o.q3}`);
    expect([q3.statusCode, q3.json().Message]).toEqual([400, NO_APPRAISALS_IN_PERIOD]);
    const gus = await get('gus', '/report/employeecomplience/1/0');
    expect([gus.statusCode, gus.json().Message]).toEqual([400, NO_APPRAISALS]);
  });
});

describe('who may have the appraisal spreadsheets', () => {
  const urls = () => [`/report/employeeappraisal/2/${o.q1}`, '/report/employeeappraisal/1/0', `/report/employeecomplience/2/${o.q1}`];

  it('refuses contributors and observers without HR admin (§6) as out of reach: 404, the session stays', async () => {
    for (const who of ['cal', 'gina', 'obi'] as const)
      for (const url of urls()) expect((await get(who, url)).statusCode, `${who} ${url}`).toBe(404);
  });

  it('answers 404 for another company’s quarter, and 400 for a bad mode', async () => {
    for (const url of [`/report/employeeappraisal/2/${other.q1}`, `/report/employeecomplience/2/${other.q1}`]) {
      const res = await get('ceo', url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('globex');
    }
    expect((await get('ceo', `/report/employeeappraisal/3/${o.q1}`)).statusCode).toBe(400);
    expect((await get('ceo', `/report/employeecomplience/0/${o.q1}`)).statusCode).toBe(400);
  });

  it('refuses every appraisal report while the company has talent off', async () => {
    const set = async (on: boolean) =>
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/tenant/settings', headers: await o.as('ceo'), payload: { TalentEnabled: on } }))
          .statusCode,
      ).toBe(200);
    await set(false);
    try {
      for (const url of [...urls(), `/report/appraisalusers/${o.q1}`, `/report/appraisal/${o.q1}/${o.ids.cal}/0/2`]) {
        const res = await get('hana', url);
        expect([res.statusCode, res.json().Message], url).toEqual([404, TALENT_OFF]);
      }
    } finally {
      await set(true);
    }
    expect((await get('hana', urls()[0]!)).statusCode).toBe(200);
  });
});
