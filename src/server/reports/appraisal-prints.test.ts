import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenAppraisalReportsWorld, type AppraisalReportsWorld, type AppraisalWho } from '../testing/appraisal-reports-world';
import { pdfText } from '../testing/pdf-text';
import { countStatements } from '../testing/statement-count';
import { feedbackRequests, tenants } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { givenVoices } from '../testing/feedback-world';
import { DEFAULT_QUESTIONS } from '../../domain/talent/review-questions';
import { NO_APPRAISALS_IN_PERIOD, PREVIOUS_NOT_BEFORE } from '../../domain/reports/report-access';

let t: TestApp;
let o: AppraisalReportsWorld;
let other: AppraisalReportsWorld;

beforeAll(async () => {
  t = await createTestApp();
  other = await givenAppraisalReportsWorld(t, 'globex');
  o = await givenAppraisalReportsWorld(t, 'acme');
}, 60_000);
afterAll(() => t.close());

const get = async (who: AppraisalWho, url: string) => t.app.inject({ url: `/api${url}`, headers: await o.as(who) });
const print = (period: number, person: number, previous: number, mode: 1 | 2) =>
  `/report/appraisal/${period}/${person}/${previous}/${mode}`;
const printed = async (who: AppraisalWho, url: string) => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  if (process.env.APPRAISAL_PRINT_OUT) writeFileSync(process.env.APPRAISAL_PRINT_OUT, res.rawPayload);
  return { res, text: await pdfText(res.rawPayload) };
};

describe('report 10, the people an appraisal print may be made for', () => {
  const pick = async (who: AppraisalWho, periodId = o.q1) => {
    const res = await get(who, `/report/appraisalusers/${periodId}`);
    expect(res.statusCode, res.body).toBe(200);
    const names = (list: { Name: string }[]) => list.map((p) => p.Name);
    return { users: names(res.json().users), managers: names(res.json().managers), json: res.json() };
  };

  it('lists the people with a completed appraisal the viewer may see, and their managers, by name', async () => {
    const hana = await pick('hana');
    expect([hana.users, hana.managers]).toEqual([
      ['cal', 'dee', 'hana', 'mia'],
      ['acme CEO', 'mia', 'vic'],
    ]);
    expect(hana.json.users[0]).toEqual({ Id: o.ids.cal, Name: 'cal', ManagerId: o.ids.mia });
    expect(await pick('vic')).toMatchObject({ users: ['cal', 'dee', 'mia'], managers: ['mia', 'vic'] });
    expect(await pick('mia', o.q2)).toMatchObject({ users: ['cal'], managers: ['mia'] });
    expect(await pick('gus')).toMatchObject({ users: [], managers: [] });
  });

  it('is out of reach (404) for contributors and observers, as another company’s quarter is', async () => {
    for (const who of ['cal', 'gina', 'obi'] as const) expect((await get(who, `/report/appraisalusers/${o.q1}`)).statusCode).toBe(404);
    expect((await get('hana', `/report/appraisalusers/${other.q1}`)).statusCode).toBe(404);
  });
});

describe('report 10, Appraisal Prints', () => {
  it('mode 2: one person’s completed appraisal as talent prints it, with the company and page numbers', async () => {
    const { res, text } = await printed('mia', print(o.q1, o.ids.cal, 0, 2));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Appraisal Prints for cal Q1 2026.pdf"');
    for (const s of [
      'acme Inc',
      'Appraisal of cal',
      'Q1 2026',
      'Meets expectations (2)',
      'Ready now (3)',
      'trail map',
      'Thanks, mia',
      'Page 1 of 1',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('Previous quarter');
  });

  it('mode 1: the completed appraisals of a manager’s direct reports, a page each', async () => {
    const { res, text } = await printed('vic', print(o.q1, o.ids.mia, 0, 1));
    expect(res.headers['content-disposition']).toContain('filename="Appraisal Prints for mia Q1 2026.pdf"');
    const pages = text
      .split('Appraisal of ')
      .slice(1)
      .map((p) => p.slice(0, 3));
    expect(pages).toEqual(['cal', 'dee']);
    for (const s of ['Page 1 of 2', 'Page 2 of 2', 'spring launch']) expect(text).toContain(s);
    // Mia is Vic's direct report: her own appraisal is in Vic's print, not in Mia's team's.
    expect(text).not.toContain('Appraisal of mia');
    const ceo = await printed('hana', print(o.q1, o.ids.ceo, 0, 1));
    expect(ceo.text).toContain('Appraisal of hana');
    // Her own, with the ratings: an HR admin sees them on every appraisal she may see, as talent's print shows them.
    expect(ceo.text).toContain('Below expectations (1)');
    expect(ceo.text).not.toContain('gina');
  });

  it('prints each person’s self-review and the feedback the reader may see, as talent’s own print does (issue 34)', async () => {
    const tenantId = o.org.tenant.TenantId;
    const asked = DEFAULT_QUESTIONS.self.map((q, i) => ({ id: i + 1, ...q }));
    const peerAsked = DEFAULT_QUESTIONS.peer.map((q, i) => ({ id: i + 1, ...q }));
    const at = new Date('2026-04-10T12:00:00Z');
    await givenVoices(t, tenantId, o.ids.ceo, { selfReviewOn: true, peerFeedbackOn: true, peerVisibility: 'named' });
    await withTenant(t.database.db, tenantId, (tx) =>
      tx.insert(feedbackRequests).values([
        {
          tenantId,
          periodId: o.q1,
          subjectId: o.ids.dee,
          respondentId: o.ids.dee,
          kind: 'self',
          state: 'submitted',
          questions: asked,
          answers: [
            { questionId: 1, rating: null, text: 'DEE-SELF-MARK' },
            { questionId: 2, rating: null, text: 'More design work.' },
            { questionId: 3, rating: 4, text: null },
          ],
          requestedAt: at,
          submittedAt: at,
        },
        {
          tenantId,
          periodId: o.q1,
          subjectId: o.ids.cal,
          respondentId: o.ids.gina,
          kind: 'peer',
          state: 'submitted',
          questions: peerAsked,
          answers: [
            { questionId: 1, rating: null, text: 'CAL-PEER-MARK' },
            { questionId: 3, rating: 5, text: null },
          ],
          requestedAt: at,
          submittedAt: at,
        },
      ]),
    );
    const { text } = await printed('vic', print(o.q1, o.ids.mia, 0, 1));
    const [cal, dee] = text.split('Appraisal of ').slice(1);
    expect(cal).toContain('CAL-PEER-MARK');
    expect(cal).not.toContain('DEE-SELF-MARK');
    expect(dee).toContain('DEE-SELF-MARK');
    expect(dee).not.toContain('CAL-PEER-MARK');
    // Mia prints Dee's alone: her self-review is in it too.
    expect((await printed('mia', print(o.q1, o.ids.dee, 0, 2))).text).toContain('DEE-SELF-MARK');
  });

  it('adds the previous quarter’s ratings of each person for comparison', async () => {
    const { text } = await printed('mia', print(o.q2, o.ids.mia, o.q1, 1));
    expect(text).toContain('Appraisal of cal');
    expect(text).toContain('Exceeds expectations (3)');
    expect(text).toContain('Previous quarter: Q1 2026');
    const previous = text.slice(text.indexOf('Previous quarter: Q1 2026'), text.indexOf('\nReview\n'));
    expect(previous).toContain('Meets expectations (2)');
    expect(previous).toContain('Ready now (3)');
    const vic = await printed('vic', print(o.q2, o.ids.cal, o.q1, 2));
    expect(vic.text).toContain('Previous quarter: Q1 2026');
  });

  it('is in German for a German reader: the print’s headings, status, signatures, comparison and page furniture', async () => {
    const res = await t.app.inject({
      url: `/api${print(o.q2, o.ids.mia, o.q1, 1)}`,
      headers: { ...(await o.as('mia')), 'accept-language': 'de' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Beurteilungsausdrucke mia Q2 2026.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const s of [
      'Beurteilung von cal',
      'Q2 2026 · Abgeschlossen (100 %)',
      'Beurteilt von: mia',
      'Bewertungen',
      'Vorheriges Quartal: Q1 2026',
      'Mitarbeitende(r)',
      'Führungskraft',
      'Seite 1 von',
      'acme Inc · erstellt am ',
    ])
      expect(text).toContain(s);
    // The comparison stands before the review, as in English.
    expect(text.indexOf('Vorheriges Quartal: Q1 2026')).toBeLessThan(text.indexOf('\nBeurteilung\n'));
    expect(text).not.toMatch(/Appraisal of|Previous quarter|Reviewer:|Page \d|made /);
  });

  it('reads every appraisal of a print in one statement, however many it holds (issue 26)', async () => {
    const counter = countStatements(t.database.db);
    const statementsOf = async (url: string) => {
      await printed('vic', url); // signed in and warm
      counter.statements.length = 0;
      const { text } = await printed('vic', url);
      const appraisalReads = counter.statements.filter((q) => q.includes('"employee"')).length;
      return { count: counter.statements.length, appraisalReads, prints: text.split('Appraisal of ').length - 1 };
    };
    const one = await statementsOf(print(o.q1, o.ids.cal, 0, 2));
    const two = await statementsOf(print(o.q1, o.ids.mia, 0, 1));
    // Cal's Q2 print with his Q1 ratings: one more statement (the previous quarter), not one more per appraisal.
    const compared = await statementsOf(print(o.q2, o.ids.cal, o.q1, 2));
    expect([one.prints, two.prints, compared.prints]).toEqual([1, 2, 1]);
    expect([one.appraisalReads, two.appraisalReads, compared.appraisalReads]).toEqual([1, 1, 1]);
    expect(two.count).toBe(one.count);
    expect(compared.count).toBe(one.count + 1);
  });

  it('prints only completed appraisals, of people in the viewer’s scope (§4, §8)', async () => {
    for (const [who, url] of [
      ['mia', print(o.q2, o.ids.dee, 0, 2)],
      ['vic', print(o.q2, o.ids.mia, 0, 2)],
      ['hana', print(o.q1, o.ids.gina, 0, 2)],
      ['gus', print(o.q1, o.ids.cal, 0, 2)],
      ['mia', print(o.q1, o.ids.mia, 0, 2)],
      ['hana', print(o.q3, o.ids.mia, 0, 1)],
    ] as const) {
      const res = await get(who, url);
      expect([res.statusCode, res.json().Message], `${who} ${url}`).toEqual([400, NO_APPRAISALS_IN_PERIOD]);
    }
    for (const previous of [o.q2, o.q3]) {
      const res = await get('mia', print(o.q2, o.ids.cal, previous, 2));
      expect([res.statusCode, res.json().Message]).toEqual([400, PREVIOUS_NOT_BEFORE]);
    }
  });

  it('is refused to contributors and observers without HR admin; HR admins may', async () => {
    for (const who of ['cal', 'gina', 'obi'] as const) expect((await get(who, print(o.q1, o.ids.cal, 0, 2))).statusCode).toBe(404);
    expect((await get('hana', print(o.q1, o.ids.cal, 0, 2))).statusCode).toBe(200);
  });

  it('answers 404 for another company’s quarter, person or previous quarter, showing nothing of theirs', async () => {
    for (const url of [
      print(other.q1, o.ids.cal, 0, 2),
      print(o.q1, other.ids.cal, 0, 2),
      print(o.q2, o.ids.cal, other.q1, 2),
      print(o.q1, other.ids.mia, 0, 1),
    ]) {
      const res = await get('ceo', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('globex');
    }
    const { text } = await printed('ceo', print(o.q1, o.ids.mia, 0, 1));
    expect(text).not.toContain('globex');
  });

  it('names the company and prints every time in the company’s time zone, here far east of UTC', async () => {
    const acme = o.org.tenant.TenantId;
    await t.database.db.update(tenants).set({ timeZone: 'Auckland' }).where(eq(tenants.id, acme));
    try {
      // The clock stands at 2026-08-20 15:00 UTC: 03:00 the next day in Auckland (NZST, UTC+12).
      const { text } = await printed('mia', print(o.q1, o.ids.cal, 0, 2));
      expect(text).toContain('acme Inc · made 21 Aug 2026, 03:00 GMT+12');
      const signed = text.match(/(cal|mia), \d{1,2} \w{3} 2026, \d\d:\d\d GMT\+\d+/g) ?? [];
      expect(signed).toHaveLength(2);
      expect(signed.every((s) => s.endsWith('GMT+13') || s.endsWith('GMT+12'))).toBe(true);
      expect(text).not.toContain('UTC');
    } finally {
      await t.database.db.update(tenants).set({ timeZone: 'Central Time (US & Canada)' }).where(eq(tenants.id, acme));
    }
  });

  it('validates the mode', async () => {
    expect((await get('ceo', print(o.q1, o.ids.cal, 0, 2).replace(/2$/, '3'))).statusCode).toBe(400);
  });
});
