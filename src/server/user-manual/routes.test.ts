import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { multipart } from '../testing/people-world';
import { answersFor } from '../../domain/user-manual/answer-sheets';
import { QUESTIONS } from '../../domain/user-manual/questionnaire';
import { scoreAnswers } from '../../domain/user-manual/scoring';
import type { ManualState, ReportSection } from '../../contract/user-manual';
import type { DomainEvent } from '../events/bus';

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
type Who = Parameters<Org['as']>[0];

// Cal (a contributor under Mia, who is under Vic) takes the assessment, then switches to a manual entry with a PDF.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG_AS_PDF = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('user manuals', () => {
  let t: TestApp;
  let acme: Org;
  let globex: Org;
  const events: DomainEvent[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    globex = await givenGoalOrg(t, 'globex');
    acme = await givenGoalOrg(t, 'acme');
    t.deps.events.subscribe((e) => void events.push(e));
  });
  afterAll(() => t.close());

  const call = async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, org = acme) =>
    t.app.inject({ method, url: `/api${url}`, headers: await org.as(who), ...(payload ? { payload } : {}) });
  const upload = async (who: Who, bytes: Buffer, filename = 'manual.pdf') => {
    const body = multipart(bytes, { filename, type: 'application/pdf' });
    return t.app.inject({
      method: 'POST',
      url: '/api/myusermanual/fileupload',
      headers: { ...(await acme.as(who)), ...body.headers },
      payload: body.payload,
    });
  };
  const state = async (who: Who, profileId: number) => (await call(who, 'GET', `/myusermanual/isexist/${profileId}`)).json() as ManualState;
  const section = <S extends ReportSection['Section']>(report: ReportSection[], name: S) =>
    report.find((s) => s.Section === name) as Extract<ReportSection, { Section: S }>;
  let keys: { PrivateKey: string; PublicKey: string };

  it('starts with none; registering gives the owner both keys, and others see the public one only', async () => {
    expect(await state('cal', acme.ids.cal)).toMatchObject({ status: 0, Status: 0, PublicKey: null, PrivateKey: null, CanEdit: true });
    const res = await call('cal', 'GET', `/myusermanual/register/${acme.ids.cal}`);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json() as ManualState;
    expect(mine).toMatchObject({
      status: 3,
      Status: 3,
      Source: 'assessment',
      Disc: null,
      Progress: { Answered: 0, Total: 36 },
      CanEdit: true,
    });
    keys = { PrivateKey: mine.PrivateKey!, PublicKey: mine.PublicKey! };
    expect(keys.PrivateKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await state('mia', acme.ids.cal)).toMatchObject({
      status: 3,
      PublicKey: keys.PublicKey,
      PrivateKey: null,
      Progress: null,
      CanEdit: false,
    });
    expect((await call('cal', 'GET', `/myusermanual/register/${acme.ids.cal}`)).json().PrivateKey).toBe(keys.PrivateKey);
  });

  it('lets only the owner register, connect and open the questionnaire', async () => {
    expect((await call('mia', 'GET', `/myusermanual/register/${acme.ids.cal}`)).statusCode).toBe(403);
    expect((await call('mia', 'GET', `/myusermanual/connect/${acme.ids.cal}`)).statusCode).toBe(403);
    expect((await call('mia', 'GET', `/myusermanual/assessment/${keys.PrivateKey}`)).statusCode).toBe(404);
    expect((await call('mia', 'PUT', `/myusermanual/assessment/${keys.PrivateKey}`, { Answers: { 1: 5 } })).statusCode).toBe(404);
  });

  it('keeps answers as they come, and connects only a finished questionnaire', async () => {
    const answers = answersFor(0.6, -0.6);
    const firstHalf = Object.fromEntries(QUESTIONS.slice(0, 18).map((q) => [q.id, answers[q.id]!]));
    const saved = await call('cal', 'PUT', `/myusermanual/assessment/${keys.PrivateKey}`, { Answers: firstHalf });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ UserName: 'cal', Answered: 18, Total: 36 });
    expect((await call('cal', 'GET', `/myusermanual/assessment/${keys.PrivateKey}`)).json().Answered).toBe(18);
    const early = await call('cal', 'GET', `/myusermanual/connect/${acme.ids.cal}`);
    expect([early.statusCode, early.json().Message]).toEqual([400, 'Please answer every question first.']);
    expect((await call('cal', 'PUT', `/myusermanual/assessment/${keys.PrivateKey}`, { Answers: { 99: 3 } })).statusCode).toBe(400);
    expect((await call('cal', 'PUT', `/myusermanual/assessment/${keys.PrivateKey}`, { Answers: { 1: 6 } })).statusCode).toBe(400);

    await call('cal', 'PUT', `/myusermanual/assessment/${keys.PrivateKey}`, { Answers: answers });
    const done = await call('cal', 'GET', `/myusermanual/connect/${acme.ids.cal}`);
    expect(done.statusCode, done.body).toBe(200);
    const type = scoreAnswers(answers).type;
    expect(done.json()).toMatchObject({ status: 4, Source: 'assessment', Disc: type, ManualUserManual: null });
    expect(events.some((e) => e.type === 'user_manual_done' && 'userId' in e && e.userId === acme.ids.cal)).toBe(true);
    const directory = await call('mia', 'GET', `/profile/${acme.ids.cal}`);
    expect(directory.json().Profile?.Disc ?? directory.json().Disc).toBe(type);
  });

  it('shows the report by its public key to anyone in the company, with the manager’s details for those above', async () => {
    const peer = await call('dee', 'GET', `/myusermanual/report/${keys.PublicKey}/0`);
    expect(peer.statusCode, peer.body).toBe(200);
    const report = peer.json() as ReportSection[];
    expect(report.map((s) => s.Section)).toEqual(['ScaleInsights', 'Summary', 'Percentages', 'Questions', 'Details', 'User']);
    // The answers are Cal's and his manager's alone (decision 046; manual-pdf.test.ts goes through every reader).
    expect(section(report, 'Questions').Items).toEqual([]);
    expect(section((await call('cal', 'GET', `/myusermanual/report/${keys.PublicKey}/0`)).json(), 'Questions').Items).toHaveLength(36);
    const per = section(report, 'Percentages');
    expect(per.Per1 + per.Per2 + per.Per3 + per.Per4).toBe(100);
    expect(section(report, 'User')).toEqual({ Section: 'User', UserName: 'cal', Description: null });
    const titles = (r: ReportSection[]) => section(r, 'Details').Items.map((d) => d.Title);
    expect(titles(report)).not.toContain('Working with this person');
    expect(peer.body).not.toContain(keys.PrivateKey);
    // Dee asking as a manager gets the same report; Mia and Vic (above Cal) and the CEO get the manager's details.
    expect((await call('dee', 'GET', `/myusermanual/report/${keys.PublicKey}/1`)).json()).toEqual(report);
    for (const above of ['mia', 'vic', 'ceo'] as const) {
      expect(titles((await call(above, 'GET', `/myusermanual/report/${keys.PublicKey}/1`)).json())).toContain('Working with this person');
    }
    expect(titles((await call('cal', 'GET', `/myusermanual/report/${keys.PublicKey}/1`)).json())).not.toContain('Working with this person');
  });

  it('keeps another company out: its people get 404 for the keys and the profile', async () => {
    expect((await call('mia', 'GET', `/myusermanual/report/${keys.PublicKey}/0`, undefined, globex)).statusCode).toBe(404);
    expect((await call('mia', 'GET', `/myusermanual/isexist/${acme.ids.cal}`, undefined, globex)).statusCode).toBe(404);
    expect((await call('cal', 'GET', `/myusermanual/assessment/${keys.PrivateKey}`, undefined, globex)).statusCode).toBe(404);
    expect((await call('mia', 'GET', `/myusermanual/download/${acme.ids.cal}`, undefined, globex)).statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF, whatever its name', async () => {
    const res = await upload('cal', PNG_AS_PDF, 'renamed.pdf');
    expect([res.statusCode, res.json().Message]).toEqual([415, 'Only PDF formats are allowed to upload.']);
  });

  it('a manual entry with a PDF replaces the assessment; the manager reads it and downloads the PDF', async () => {
    const uploaded = await upload('cal', PDF, 'How I work.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { FilePath, Name } = uploaded.json();
    expect(Name).toBe('How I work.pdf');
    const missing = await call('cal', 'POST', '/myusermanual/manualadd/', { Description: '<p>x</p>', FilePath });
    expect([missing.statusCode, missing.json().Message]).toEqual([400, 'Disc: Please select!']);
    const empty = await call('cal', 'POST', '/myusermanual/manualadd/', { Disc: 'S+C', Description: '   ', FilePath });
    expect(empty.statusCode).toBe(400);
    const res = await call('cal', 'POST', '/myusermanual/manualadd/', {
      Disc: 'S+C',
      Description: '<p>I like a <strong>plan</strong>.<script>alert(1)</script></p>',
      FilePath,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 4,
      Source: 'manual',
      Disc: 'S+C',
      ManualUserManual: { Disc: 'S+C', Description: '<p>I like a <strong>plan</strong>.</p>', FilePath },
    });
    expect(await state('mia', acme.ids.cal)).toMatchObject({ Disc: 'S+C', ManualUserManual: { FilePath } });
    const pdf = await call('mia', 'GET', `/myusermanual/download/${acme.ids.cal}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('How I work.pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const report = (await call('mia', 'GET', `/myusermanual/report/${keys.PublicKey}/1`)).json() as ReportSection[];
    expect(section(report, 'Summary').Disc).toBe('S+C');
    expect(section(report, 'Questions').Items).toEqual([]);
    expect(section(report, 'User').Description).toBe('<p>I like a <strong>plan</strong>.</p>');
  });

  it('only the owner writes the entry and its attachment, and only with their own upload', async () => {
    const dees = (await upload('dee', PDF)).json().FilePath as string;
    const res = await call('cal', 'POST', '/myusermanual/manualadd/attachment', { FilePath: dees });
    expect([res.statusCode, res.json().Message]).toEqual([400, 'This file was not found; upload it again.']);
    // Dee's own call writes Dee's manual, never Cal's.
    await call('dee', 'POST', '/myusermanual/manualadd', { Disc: 'I', Description: '<p>Dee</p>' });
    expect((await state('mia', acme.ids.cal)).Disc).toBe('S+C');
    const removed = await call('cal', 'POST', '/myusermanual/manualadd/attachment', { FilePath: null });
    expect(removed.json().ManualUserManual.FilePath).toBeNull();
    expect((await call('mia', 'GET', `/myusermanual/download/${acme.ids.cal}`)).statusCode).toBe(404);
  });

  it('the assessment taken again replaces the manual entry', async () => {
    await call('cal', 'PUT', `/myusermanual/assessment/${keys.PrivateKey}`, { Answers: answersFor(-0.6, 0.6) });
    const done = (await call('cal', 'GET', `/myusermanual/connect/${acme.ids.cal}`)).json() as ManualState;
    expect(done).toMatchObject({ status: 4, Source: 'assessment', ManualUserManual: null, Disc: scoreAnswers(answersFor(-0.6, 0.6)).type });
  });

  it('writes a description of a type to start from, and says it used no model', async () => {
    const res = await call('cal', 'POST', '/myusermanual/gpt', { Disc: 'D' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      WrittenBy: { Kind: 'built-in', Notice: 'Written from the type’s description without an AI model' },
    });
    expect(res.json().Description).toMatch(/^<p>/);
    expect((await call('cal', 'POST', '/myusermanual/gpt', { Disc: 'D+S' })).statusCode).toBe(400);
  });

  describe('in the reader’s language', () => {
    const german = async (who: Who, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...(await acme.as(who)), 'accept-language': 'de' },
        ...(payload ? { payload } : {}),
      });

    it('the questionnaire’s statements and answers follow the browser’s language', async () => {
      const assessment = (await german('cal', `/myusermanual/assessment/${keys.PrivateKey}`)).json();
      expect(assessment.Questions[0]).toEqual({ Id: 1, Text: 'Ich treffe Entscheidungen schnell, auch bei wenigen Informationen.' });
      expect(assessment.Choices.map((c: { Label: string }) => c.Label)).toEqual([
        'Stimme gar nicht zu',
        'Stimme nicht zu',
        'Neutral',
        'Stimme zu',
        'Stimme voll zu',
      ]);
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/myusermanual/assessment/${keys.PrivateKey}`,
        headers: { ...(await acme.as('cal')), 'accept-language': 'de' },
        payload: { Answers: {} },
      });
      expect(saved.json().Choices[4].Label).toBe('Stimme voll zu');
    });

    it('Cal’s manual read by Mia is in Mia’s language: the browser’s, then the one she chose', async () => {
      const titles = (r: ReportSection[]) => section(r, 'Details').Items.map((d) => d.Title);
      const report = (await german('mia', `/myusermanual/report/${keys.PublicKey}/1`)).json() as ReportSection[];
      expect(titles(report)).toEqual(expect.arrayContaining(['In Bestform', 'Unter Druck', 'Zusammenarbeit mit dieser Person']));
      expect(section(report, 'Questions').Items[0]?.Question).toBe('Ich treffe Entscheidungen schnell, auch bei wenigen Informationen.');
      // Cal reads his own in English meanwhile, as his browser asks.
      expect(titles((await call('cal', 'GET', `/myusermanual/report/${keys.PublicKey}/0`)).json())).toContain('At their best');

      expect((await call('mia', 'PUT', '/Profile/Language', { Language: 'de' })).statusCode).toBe(200);
      try {
        const chosen = (await call('mia', 'GET', `/myusermanual/report/${keys.PublicKey}/1`)).json() as ReportSection[];
        expect(titles(chosen)).toEqual(titles(report));
      } finally {
        await call('mia', 'PUT', '/Profile/Language', { Language: null });
      }
    });

    it('the built-in description and its notice are German for a German reader', async () => {
      const res = await german('cal', '/myusermanual/gpt', 'POST', { Disc: 'D' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().WrittenBy).toMatchObject({ Kind: 'built-in', Notice: 'Ohne KI-Modell aus der Beschreibung des Typs geschrieben' });
      expect(res.json().Description).toContain('In Bestform:');
    });
  });
});
