import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { appraisals, notifications } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { createTestApp, givenUser, PASSWORD, type TestApp } from '../testing/test-app';
import { appraisalBody, givenTalentWorld, type TalentWorld } from '../testing/talent-world';
import { pdfText } from '../testing/pdf-text';
import { DEFAULT_TALENT_LABELS } from '../../domain/talent/settings-rules';

let t: TestApp;
let w: TalentWorld;
let other: TalentWorld;
type Who = Parameters<TalentWorld['org']['as']>[0];

beforeAll(async () => {
  t = await createTestApp();
  other = await givenTalentWorld(t, 'globex');
  w = await givenTalentWorld(t, 'acme');
});
afterAll(() => t.close());

const as = (who: Who) => w.org.as(who);
const call = async (who: Who | 'hana', method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who === 'hana' ? await w.asHana() : await as(who), ...(payload ? { payload } : {}) });
const row = (id: number) =>
  withTenant(t.database.db, w.org.tenant.TenantId, async (tx) => (await tx.select().from(appraisals).where(eq(appraisals.id, id)))[0]);
/**
 * A download asked for in German (issue 30): by the browser's Accept-Language, or by the person's chosen language
 * whatever their browser asks (set for the one request and cleared again).
 */
type GermanBy = 'browser' | 'choice';
const getInGerman = async (who: Who | 'hana', url: string, by: GermanBy) => {
  const headers = who === 'hana' ? await w.asHana() : await as(who);
  const language = (Language: string | null) =>
    t.app.inject({ method: 'PUT', url: '/api/Profile/Language', headers, payload: { Language } });
  if (by === 'browser') return t.app.inject({ url: `/api${url}`, headers: { ...headers, 'accept-language': 'de' } });
  expect((await language('de')).statusCode).toBe(200);
  try {
    return await t.app.inject({ url: `/api${url}`, headers: { ...headers, 'accept-language': 'en' } });
  } finally {
    await language(null);
  }
};
const start = async (userId = w.org.ids.cal, over: Record<string, unknown> = {}) => {
  const res = await call('mia', 'POST', '/talent', appraisalBody(userId, w.q1, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Id as number;
};

describe('an appraisal from start to print', () => {
  let id: number;

  it('is started by the direct manager only, once per quarter', async () => {
    expect((await call('vic', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1))).statusCode).toBe(403);
    expect((await call('cal', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1))).statusCode).toBe(403);
    const empty = await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1, { Review: '<p> </p>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors).toEqual([{ Field: 'Review', Message: 'This is required.' }]);
    expect((await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1, { Primary: 4 }))).statusCode).toBe(400);

    id = await start();
    const a = (await call('mia', 'GET', `/talent/single/${id}`)).json();
    expect(a).toMatchObject({
      State: 'draft',
      Status: 'Started (30%)',
      Progress: 30,
      PrimaryRating: 2,
      PrimaryLabel: 'Meets expectations',
      SecondaryLabel: 'Ready now',
      RatingScale: 3,
      Review: '<p>Cal shipped the <strong>trail map</strong> redesign.</p>',
      Permissions: { CanEdit: true, CanDelete: true, CanShare: true, CanSign: false, CanCountersign: false, CanPrint: false },
    });
    const again = await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1));
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('An appraisal for this quarter already exists.');
  });

  it('is a draft the employee and peers cannot see; the chain above and HR can', async () => {
    expect((await call('cal', 'GET', `/talent/single/${id}`)).statusCode).toBe(404);
    expect((await call('dee', 'GET', `/talent/single/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/talent/single/${id}`, headers: await other.org.as('mia') })).statusCode).toBe(404);
    expect((await call('vic', 'GET', `/talent/single/${id}`)).json().Permissions).toMatchObject({ CanEdit: false, CanShare: false });
    expect((await call('hana', 'GET', `/talent/single/${id}`)).statusCode).toBe(200);
    const mine = (await call('cal', 'GET', `/talent/user/${w.org.ids.cal}`)).json();
    expect(mine.evaluations).toHaveLength(1);
    expect(mine.evaluations[0]).toMatchObject({
      Appraisal: null,
      CanStart: false,
      Period: { Id: w.q1, IsOpen: true, ClosesOn: '2026-07-15' },
    });
  });

  it('refuses what others may not do, and the state does not allow, changing nothing', async () => {
    const before = await row(id);
    expect((await call('vic', 'PUT', `/talent/${id}`, appraisalBody(w.org.ids.cal, w.q1, { Primary: 1 }))).statusCode).toBe(403);
    expect((await call('vic', 'DELETE', `/talent/${id}`)).statusCode).toBe(403);
    expect((await call('hana', 'GET', `/talent/share/${id}`)).statusCode).toBe(403);
    expect((await call('mia', 'POST', `/talent/managersign/${id}`, { Sign: 'mia' })).statusCode).toBe(409);
    expect((await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: 'cal' })).statusCode).toBe(404);
    expect((await call('mia', 'GET', `/talent/print/${id}`)).statusCode).toBe(409);
    const elsewhere = await call('mia', 'PUT', `/talent/${id}`, appraisalBody(w.org.ids.dee, w.q1));
    expect([elsewhere.statusCode, elsewhere.json().Message]).toEqual([400, 'An appraisal stays with its person and quarter.']);
    expect(await row(id)).toEqual(before);
  });

  it('is shared once, and the employee is told', async () => {
    const shared = await call('mia', 'GET', `/talent/share/${id}`);
    expect(shared.json().evaluationData).toMatchObject({ State: 'shared', Status: 'Shared (60%)', Progress: 60 });
    expect((await call('mia', 'GET', `/talent/share/${id}`)).statusCode).toBe(409);
    await t.deps.events.settled();
    const told = await withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, w.org.ids.cal), eq(notifications.objectType, 'EmployeeEvaluation'))),
    );
    expect(told.map((n) => [n.subject, n.objectId])).toEqual([['mia shared your Q1 2026 appraisal with you; please read and sign it', id]]);
  });

  it('shows the employee the review but not the ratings unless the company shares them', async () => {
    const seen = (await call('cal', 'GET', `/talent/single/${id}`)).json();
    expect(seen).toMatchObject({
      RatingsHidden: true,
      PrimaryRating: null,
      PrimaryLabel: null,
      Review: expect.stringContaining('trail map'),
    });
    expect(seen.Permissions).toMatchObject({ CanSign: true, CanEdit: false });
    await call('hana', 'PUT', '/talent/labels', {
      ...(await call('hana', 'GET', '/talent/labels')).json(),
      Settings: { ShareRatingWithEmployee: true },
    });
    expect((await call('cal', 'GET', `/talent/single/${id}`)).json()).toMatchObject({ RatingsHidden: false, PrimaryRating: 2 });
    await call('hana', 'PUT', '/talent/labels', DEFAULT_TALENT_LABELS);
  });

  it('is edited by its reviewer while shared, until the employee signs', async () => {
    const edited = await call('mia', 'PUT', `/talent/${id}`, appraisalBody(w.org.ids.cal, w.q1, { Primary: 3 }));
    expect(edited.json()).toMatchObject({ State: 'shared', PrimaryLabel: 'Exceeds expectations', Notice: null });
  });

  it('is signed by the employee with their full name and a comment', async () => {
    const wrong = await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: 'Somebody Else' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors[0]).toMatchObject({ Field: 'Sign' });
    expect((await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: '' })).json().Errors[0].Message).toBe('This is required.');
    const signed = await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: 'Cal', Comment: 'Thanks, fair.' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      State: 'acknowledged',
      Progress: 90,
      EmployeeComments: 'Thanks, fair.',
      EmployeeSignature: { SignerId: w.org.ids.cal, Name: 'cal', Kind: 'typed', Value: 'cal' },
    });
  });

  it('is read-only once signed, the employee still changing their signature (decision 035)', async () => {
    const before = await row(id);
    const edited = await call('mia', 'PUT', `/talent/${id}`, appraisalBody(w.org.ids.cal, w.q1, { Primary: 3 }));
    expect([edited.statusCode, edited.json().Message]).toEqual([400, 'This appraisal is signed and can no longer be changed.']);
    expect((await call('mia', 'DELETE', `/talent/${id}`)).statusCode).toBe(400);
    expect(await row(id)).toEqual(before);
    const png = await sharp({ create: { width: 40, height: 16, channels: 4, background: { r: 20, g: 20, b: 20, alpha: 1 } } })
      .png()
      .toBuffer();
    const drawn = `data:image/png;base64,${png.toString('base64')}`;
    const fake = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a', 'hex').toString('base64')}`;
    expect((await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: fake })).json().Errors[0]).toEqual({
      Field: 'Sign',
      Message: 'This signature is not a readable image.',
    });
    // sharp reads SVG too: a drawing labelled PNG is taken as a PNG by its bytes only (issue 26).
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="16"><rect width="40" height="16"/></svg>';
    const svgAsPng = `data:image/png;base64,${Buffer.from(svg).toString('base64')}`;
    const refused = await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: svgAsPng });
    expect([refused.statusCode, refused.json().Errors[0]]).toEqual([
      400,
      { Field: 'Sign', Message: 'A drawn signature must be a PNG image.' },
    ]);
    expect((await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: drawn })).json()).toMatchObject({
      State: 'acknowledged',
      EmployeeSignature: { Kind: 'drawn', Value: expect.stringMatching(/^data:image\/png;base64,/) },
    });
  });

  it('is completed by the manager’s countersignature, and then no longer changes', async () => {
    expect((await call('vic', 'POST', `/talent/managersign/${id}`, { Sign: 'vic' })).statusCode).toBe(403);
    const done = await call('mia', 'POST', `/talent/managersign/${id}`, { Sign: 'mia' });
    expect(done.json()).toMatchObject({ State: 'completed', Status: 'Completed (100%)', Progress: 100, ManagerSignature: { Name: 'mia' } });
    const before = await row(id);
    expect((await call('mia', 'PUT', `/talent/${id}`, appraisalBody(w.org.ids.cal, w.q1))).statusCode).toBe(400);
    expect((await call('mia', 'DELETE', `/talent/${id}`)).statusCode).toBe(400);
    expect((await call('cal', 'POST', `/talent/employeesign/${id}`, { Sign: 'cal' })).statusCode).toBe(409);
    expect(await row(id)).toEqual(before);
  });

  it('prints as a PDF with the review, the ratings and both signatures', async () => {
    const res = await call('cal', 'GET', `/talent/print/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Appraisal cal Q1 2026.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Appraisal of cal');
    expect(text).toContain('Q1 2026 · Completed (100%)');
    expect(text).toContain('Cal shipped the trail map redesign.');
    expect(text).toContain('The ratings are not shared with employees in this company.');
    // Signed at 15:00 UTC, printed in the company's zone (Central Time, UTC-5 in May), under its name.
    expect(text).toContain('mia, 20 May 2026, 10:00 GMT-5');
    expect(text).toMatch(/acme Inc · made \d{1,2} \w{3} 2026, \d\d:\d\d GMT-[56]/);
    expect(text).toContain('Page 1 of 1');
    const manager = await pdfText((await call('mia', 'GET', `/talent/print/${id}`)).rawPayload);
    expect(manager).toContain('Performance');
    expect(manager).toContain('Exceeds expectations (3)');
  });

  it.each<GermanBy>(['browser', 'choice'])('prints in German for a German reader (by %s): words, times and page', async (by) => {
    const res = await getInGerman('cal', `/talent/print/${id}`, by);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment; filename="Beurteilung cal Q1 2026.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      'Beurteilung von cal',
      // The PDF's text reads the no-break space before '%' as a space.
      'Q1 2026 · Abgeschlossen (100 %)',
      'Beurteilt von: mia · Führungskraft: mia',
      'Bewertungen',
      'Die Bewertungen werden in diesem Unternehmen nicht mit den Mitarbeitenden geteilt.',
      'Mitarbeitende(r)',
      'mia, 20. Mai 2026, 10:00 GMT-5',
      'Seite 1 von 1',
    ])
      expect(text).toContain(s);
    expect(text).toMatch(/acme Inc · erstellt am \d{1,2}\. \w+\.? 2026, \d\d:\d\d GMT-[56]/);
    expect(text).not.toMatch(/Appraisal of|Completed|Reviewer:|not shared|Employee|Page \d|made /);
  });
});

describe('the overview, matrix and compliance spreadsheet', () => {
  // Lee joins Mia's team after Q1 (settings-and-eligibility.test.ts: too new for its appraisal).
  beforeAll(() =>
    givenUser(t, w.org.tenant.TenantId, {
      name: 'lee',
      email: w.org.email('lee'),
      password: PASSWORD,
      role: 'contributor',
      managerEmail: w.org.email('mia'),
    }),
  );
  it('shows a manager their team with statuses, and refuses what is not below them', async () => {
    const res = await call('mia', 'GET', `/talent/${w.q1}/${w.org.ids.mia}/0?matrix=1`);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.users.map((u: { Name: string }) => u.Name)).toEqual(['cal', 'dee']);
    expect(o.count).toBe(2);
    // Lee (added after Q1) reports to Mia too, but is not listed for Q1.
    expect(o.directreports).toHaveLength(3);
    expect(o.directreports).toEqual(expect.arrayContaining([w.org.ids.cal, w.org.ids.dee]));
    expect(o.evaluations).toEqual([expect.objectContaining({ UserId: w.org.ids.cal, Status: 'Completed (100%)', PrimaryRating: 3 })]);
    expect(o.Matrix).toEqual({ Size: 3, Cells: [{ Primary: 3, Secondary: 3, Count: 1, Tone: 4 }], Rated: 1, Unrated: 1 });
    expect(o.Periods.map((p: { Id: number }) => p.Id)).toEqual([w.q1]);
    // Another team's link is out of reach (404), never a sign-out (decision 027).
    expect((await call('mia', 'GET', `/talent/${w.q1}/${w.org.ids.vic}/0`)).statusCode).toBe(404);
    expect((await call('cal', 'GET', `/talent/${w.q1}/${w.org.ids.mia}/0`)).json().Message).toBe('You are not authorized!');
    expect((await call('mia', 'GET', `/talent/0/0/1`)).statusCode).toBe(404);
    expect((await call('obi', 'GET', `/talent/0/${w.org.ids.obi}/0`)).statusCode).toBe(404);
  });

  it('gives HR admins the organisation, paged and searchable, and a matrix cell’s people', async () => {
    const o = (await call('hana', 'GET', `/talent/0/0/1?pageSize=2`)).json();
    // Everyone but the CEO and the observer: vic, gina, gus, mia, cal, dee, hana.
    expect(o.count).toBe(7);
    expect(o.users.map((u: { Name: string }) => u.Name)).toEqual(['cal', 'dee']);
    expect(o.Period.Id).toBe(w.q1);
    expect(o.CanOrganizationView).toBe(true);
    const page2 = (await call('hana', 'GET', `/talent/0/0/1?pageSize=2&page=2`)).json();
    expect(page2.users.map((u: { Name: string }) => u.Name)).toEqual(['gina', 'gus']);
    expect((await call('hana', 'GET', `/talent/0/0/1?search=VI`)).json().users.map((u: { Name: string }) => u.Name)).toEqual(['vic']);
    const cell = (await call('hana', 'GET', `/talent/0/0/1?primary=3&secondary=3`)).json();
    expect(cell.users.map((u: { Name: string }) => u.Name)).toEqual(['cal']);
    expect((await call('vic', 'GET', `/talent/0/${w.org.ids.vic}/1`)).json().users.map((u: { Name: string }) => u.Name)).toEqual([
      'cal',
      'dee',
      'mia',
    ]);
  });

  it('downloads the compliance spreadsheet with one row per person in scope', async () => {
    const res = await call('hana', 'GET', `/talent/excel/${w.q1}/0/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('Appraisal Compliance Q1 2026.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Appraisal Compliance')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1, 9)).toEqual(['Employee', 'Job title', 'Manager', 'Reviewer', 'Quarter', 'Status', 'Progress', 'Performance']);
    const cal = rows.find((r) => r[1] === 'cal')!;
    expect(cal.slice(1, 10)).toEqual(['cal', '', 'mia', 'mia', 'Q1 2026', 'Completed (100%)', 1, 'Exceeds expectations', 'Ready now']);
    const dee = rows.find((r) => r[1] === 'dee')!;
    expect(dee.slice(5, 8)).toEqual(['Q1 2026', 'Not Started', 0]);
    expect(rows).toHaveLength(8);
    expect(sheet.getColumn(10).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((await call('cal', 'GET', `/talent/excel/${w.q1}/0/1`)).statusCode).toBe(404);
  });

  it.each<GermanBy>(['browser', 'choice'])('downloads the compliance spreadsheet in German for a German reader (by %s)', async (by) => {
    const res = await getInGerman('hana', `/talent/excel/${w.q1}/0/1`, by);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Beurteilungsstand Q1 2026.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Beurteilungsstand')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual([
      'Mitarbeitende(r)',
      'Berufsbezeichnung',
      'Führungskraft',
      'Beurteilende(r)',
      'Quartal',
      'Status',
      'Fortschritt',
      'Performance',
      'Potential',
      'Letzte Änderung',
      'Feedback angefragt',
      'Feedback gegeben',
      'Selbsteinschätzung abgegeben',
    ]);
    const cal = rows.find((r) => r[1] === 'cal')!;
    expect(cal.slice(5, 8)).toEqual(['Q1 2026', 'Abgeschlossen (100\u00a0%)', 1]);
    expect(rows.find((r) => r[1] === 'dee')!.slice(5, 8)).toEqual(['Q1 2026', 'Nicht begonnen', 0]);
    // The last change as German spreadsheets show a moment, and a column wide enough for its German header.
    expect(sheet.getColumn(10).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.getColumn(7).width).toBeGreaterThanOrEqual('Fortschritt'.length + 3);
    const direct = await getInGerman('vic', `/talent/excel/${w.q1}/${w.org.ids.vic}/1/1`, by);
    expect(direct.headers['content-disposition']).toContain('filename="Beurteilungsstand Q1 2026 (direkte Mitarbeitende).xlsx"');
  });

  it.each([
    ['a 4th path segment', (a: number, b: number, c: number) => `/talent/excel/${a}/${b}/${c}/1`],
    ['a query value', (a: number, b: number, c: number) => `/talent/excel/${a}/${b}/${c}?directReports=1`],
  ])('lists only the caller’s direct reports with the direct-reports flag as %s (spec 001 §7)', async (_how, url) => {
    const names = async (who: Who | 'hana', path: string) => {
      const res = await call(who, 'GET', path);
      expect(res.statusCode, res.body).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows = book.getWorksheet('Appraisal Compliance')!.getSheetValues().slice(2) as unknown[][];
      return { names: rows.map((r) => r[1]), managers: [...new Set(rows.map((r) => r[3]))], file: res.headers['content-disposition'] };
    };
    // Vic looks at everyone below him; with the flag only Mia, who reports to him, is listed.
    expect((await names('vic', `/talent/excel/${w.q1}/${w.org.ids.vic}/1`)).names).toEqual(['cal', 'dee', 'mia']);
    expect(await names('vic', url(w.q1, w.org.ids.vic, 1))).toEqual({
      names: ['mia'],
      managers: ['vic'],
      file: expect.stringContaining('Appraisal Compliance Q1 2026 (direct reports).xlsx'),
    });
    expect((await names('mia', url(w.q1, w.org.ids.mia, 0))).names).toEqual(['cal', 'dee']);
    // HR's organisation view with the flag: HR's own direct reports, here none.
    expect((await names('hana', url(w.q1, 0, 1))).names).toEqual([]);
    expect((await call('mia', 'GET', `/talent/excel/${w.q1}/${w.org.ids.mia}/0/2`)).statusCode).toBe(400);
  });

  it('gives the period’s goals of a person with the prediction accuracy, to those who may see their appraisals', async () => {
    const res = await call('mia', 'GET', `/talent/goals/${w.org.ids.cal}/${w.q1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Goals: [],
      GoalStatuses: [],
      Accuracy: { Goals: [], Brier: null, Explanation: expect.stringMatching(/nothing to score/) },
    });
    expect((await call('dee', 'GET', `/talent/goals/${w.org.ids.cal}/${w.q1}`)).statusCode).toBe(404);
  });
});
