import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { pdfText } from '../testing/pdf-text';
import { answersFor } from '../../domain/user-manual/answer-sheets';
import { scoreAnswers } from '../../domain/user-manual/scoring';
import type { ManualState, ReportSection } from '../../contract/user-manual';
import { discTexts } from './manual-service';

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;

// Issue 28, decision 046. Cal (under Mia, under Vic, under the CEO) has finished the assessment. Who reads his 36
// answers: Cal and Mia. Everyone else in the company reads the report without them; another company reads nothing.
// The PDF carries what its reader may see, under the company's letterhead.

let t: TestApp;
let acme: Org;
let globex: Org;
let hana: Record<string, string>;
let publicKey: string;
const answers = answersFor(0.6, -0.6);
const type = scoreAnswers(answers).type;

beforeAll(async () => {
  t = await createTestApp();
  globex = await givenGoalOrg(t, 'globex');
  acme = await givenGoalOrg(t, 'acme');
  // An HR admin outside Cal's line.
  await givenUser(t, acme.tenant.TenantId, {
    name: 'hana',
    email: 'hana@acme.test',
    password: PASSWORD,
    role: 'contributor',
    isHrAdmin: true,
  });
  hana = bearer(await signIn(t, 'hana@acme.test', 'acme'));
  const cal = await acme.as('cal');
  const registered = await t.app.inject({ url: `/api/myusermanual/register/${acme.ids.cal}`, headers: cal });
  const { PrivateKey, PublicKey } = registered.json() as ManualState;
  publicKey = PublicKey!;
  await t.app.inject({ method: 'PUT', url: `/api/myusermanual/assessment/${PrivateKey}`, headers: cal, payload: { Answers: answers } });
  expect((await t.app.inject({ url: `/api/myusermanual/connect/${acme.ids.cal}`, headers: cal })).json()).toMatchObject({ status: 4 });
}, 60_000);
afterAll(() => t.close());

type Reader = 'cal' | 'mia' | 'vic' | 'ceo' | 'dee' | 'gina' | 'obi' | 'hana';
const headersOf = async (who: Reader, org = acme) => (who === 'hana' ? hana : org.as(who));
const get = async (who: Reader, url: string, org = acme) => t.app.inject({ url: `/api${url}`, headers: await headersOf(who, org) });
const section = <S extends ReportSection['Section']>(report: ReportSection[], name: S) =>
  report.find((s) => s.Section === name) as Extract<ReportSection, { Section: S }>;

describe('who reads the 36 answers behind a manual', () => {
  it.each([
    ['cal', 'the owner', 36],
    ['mia', 'his direct manager', 36],
    ['vic', 'the manager above his manager', 0],
    ['ceo', 'the CEO, at the top of his line', 0],
    ['hana', 'an HR admin', 0],
    ['dee', 'a colleague under the same manager', 0],
    ['gina', 'a goal admin elsewhere in the company', 0],
    ['obi', 'an observer', 0],
  ] as const)('%s (%s) reads the report with %i answers, in both modes', async (who, _role, count) => {
    for (const mode of ['0', '1']) {
      const res = await get(who, `/myusermanual/report/${publicKey}/${mode}`);
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json() as ReportSection[];
      expect(report.map((s) => s.Section)).toEqual(['ScaleInsights', 'Summary', 'Percentages', 'Questions', 'Details', 'User']);
      expect(section(report, 'Summary').Disc).toBe(type);
      expect(section(report, 'ScaleInsights').Items).toHaveLength(2);
      expect(section(report, 'Questions').Items).toHaveLength(count);
      // Not a word of an answer travels to those who may not read them.
      if (count === 0) expect(res.body).not.toMatch(/Strongly agree|Strongly disagree|AnswerChoice/);
    }
  });

  it('another company reads neither the report nor its PDF (404)', async () => {
    expect((await get('mia', `/myusermanual/report/${publicKey}/1`, globex)).statusCode).toBe(404);
    expect((await get('mia', `/myusermanual/report/${publicKey}/pdf`, globex)).statusCode).toBe(404);
  });
});

describe('the manual as a PDF', () => {
  const pdf = async (who: Reader) => {
    const res = await get(who, `/myusermanual/report/${publicKey}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''cal%20user%20manual.pdf");
    if (process.env.MANUAL_PDF_OUT) writeFileSync(`${process.env.MANUAL_PDF_OUT}-${who}.pdf`, res.rawPayload);
    // pdf.js joins a line's words as laid out; spaces are enough to find the phrases.
    return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
  };
  const { types } = discTexts('en');

  it('carries the type, its description, the shares, the scales and the details, under the letterhead', async () => {
    const text = await pdf('dee');
    expect(text).toContain('cal’s user manual');
    expect(text).toContain(types.title[type]);
    expect(text).toContain(types.summary[type].slice(0, 60));
    for (const heading of [
      'How the four styles mix',
      'Where they sit on two scales',
      'Working together',
      'At their best',
      'Under pressure',
    ]) {
      expect(text).toContain(heading);
    }
    for (const letter of ['Dominance', 'Influence', 'Steadiness', 'Conscientiousness']) expect(text).toContain(letter);
    expect(text).toContain(types.atBest[type].slice(0, 40));
    // The company's letterhead and the page numbers.
    expect(text).toContain('acme');
    expect(text).toMatch(/Page 1 of \d/);
    // A colleague's copy has neither the managers' part nor the answers.
    expect(text).not.toContain('For managers');
    expect(text).not.toContain('statements and the answers given');
  });

  it('the direct manager’s copy adds the managers’ part and the 36 answers; the skip-level manager’s only the managers’ part', async () => {
    const mia = await pdf('mia');
    expect(mia).toContain('For managers');
    expect(mia).toContain(types.workingWith[type].slice(0, 40));
    expect(mia).toContain('The 36 statements and the answers given');
    expect(mia).toContain('Only the person and their direct manager see these answers.');
    const vic = await pdf('vic');
    expect(vic).toContain('For managers');
    expect(vic).not.toContain('statements and the answers given');
  });

  it('a manual entered by hand prints the person’s own words and says its mix is the type’s usual one', async () => {
    const dee = await acme.as('dee');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/myusermanual/manualadd',
      headers: dee,
      payload: { Disc: 'S+C', Description: '<p>I like a <strong>plan</strong>.</p><ul><li>Mornings are quiet.</li></ul>' },
    });
    const key = (saved.json() as ManualState).PublicKey!;
    const res = await get('cal', `/myusermanual/report/${key}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('dee’s user manual');
    expect(text).toContain('In dee’s own words');
    expect(text).toContain('I like a plan.');
    expect(text).toContain('• Mornings are quiet.');
    expect(text).toContain('entered by hand');
    expect(text).not.toContain('Where they sit on two scales');
  });

  describe('in the reader’s language', () => {
    const de = discTexts('de').types;
    const germanPdf = async (who: Reader, key = publicKey, headers: Record<string, string> = { 'accept-language': 'de' }) => {
      const res = await t.app.inject({ url: `/api/myusermanual/report/${key}/pdf`, headers: { ...(await headersOf(who)), ...headers } });
      expect(res.statusCode, res.body).toBe(200);
      if (process.env.MANUAL_PDF_OUT) writeFileSync(`${process.env.MANUAL_PDF_OUT}-${who}-de.pdf`, res.rawPayload);
      return { res, text: (await pdfText(res.rawPayload)).replace(/\s+/g, ' ') };
    };

    it('a German browser gets every heading, label and type text in German, and a German file name', async () => {
      const { res, text } = await germanPdf('mia');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Bedienungsanleitung%20cal.pdf");
      for (const words of [
        'Bedienungsanleitung von cal',
        de.title[type],
        de.summary[type].slice(0, 60),
        'So mischen sich die vier Stile',
        'Einordnung auf zwei Skalen',
        'von 100 ·',
        'Zusammenarbeit',
        'In Bestform',
        'Für Führungskräfte',
        'Nur die Personen, denen cal direkt oder indirekt unterstellt ist, sehen diesen Teil.',
        de.workingWith[type].slice(0, 40),
        'Die 36 Aussagen und die gegebenen Antworten',
        'Nur die Person selbst und ihre direkte Führungskraft sehen diese Antworten.',
        'Nr. Aussage Antwort',
        'Ich treffe Entscheidungen schnell',
        'Dominanz',
        'Gewissenhaftigkeit',
      ]) {
        expect(text).toContain(words);
      }
      // German puts a space before the percent sign.
      expect(text).toMatch(/\d+\s%/);
      for (const english of ['user manual', 'How the four styles mix', 'Working together', 'For managers', 'Statement', 'Dominance']) {
        expect(text).not.toContain(english);
      }
    });

    it('a reader who chose German gets it whatever the browser says; a manual entered by hand reads so in German', async () => {
      const obi = await acme.as('obi');
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/myusermanual/manualadd',
        headers: obi,
        payload: { Disc: 'C', Description: '<p>Ich mag klare Fragen.</p>' },
      });
      const key = (saved.json() as ManualState).PublicKey!;
      const dee = await acme.as('dee');
      const chose = await t.app.inject({ method: 'PUT', url: '/api/Profile/Language', headers: dee, payload: { Language: 'de' } });
      expect(chose.statusCode, chose.body).toBe(200);
      try {
        const { text } = await germanPdf('dee', key, { 'accept-language': 'en-US' });
        expect(text).toContain('Bedienungsanleitung von obi');
        expect(text).toContain('obi in eigenen Worten');
        expect(text).toContain('Ich mag klare Fragen.');
        expect(text).toContain('Die übliche Mischung des gewählten Typs');
        expect(text).toContain(de.title.C);
        expect(text).not.toContain('entered by hand');
      } finally {
        await t.app.inject({ method: 'PUT', url: '/api/Profile/Language', headers: dee, payload: { Language: null } });
      }
    });
  });

  it('is not found for a key no manual has', async () => {
    expect((await get('mia', '/myusermanual/report/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pdf')).statusCode).toBe(404);
  });
});
