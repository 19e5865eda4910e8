import { monitorEventLoopDelay } from 'node:perf_hooks';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../../testing/test-app';
import { withTenant } from '../../db/tenant-context';
import { buildGoal } from '../../goals/goal-factory';
import { summaryWorld, until, type Who, type World } from '../../testing/summary-world';
import { BUILT_IN_NOTICE } from '../../../domain/ai/notice';
import type { AiSummaryAnswer, AiSummaryProgress } from '../../../contract/ai-summaries';

describe('AI summaries with the built-in writer', () => {
  let t: TestApp;
  let w: World;
  let globex: World;
  const progress: AiSummaryProgress[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    globex = await summaryWorld(t, 'globex');
    w = await summaryWorld(t, 'acme');
    t.deps.events.subscribe((e) => {
      if (e.type === 'ai_summary_progress' && e.userId === w.org.ids.mia) progress.push(e.data);
    });
  });
  afterAll(() => t.close());

  const call = async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, org = w.org) =>
    t.app.inject({ method, url: `/api${url}`, headers: await org.as(who), ...(payload ? { payload } : {}) });
  const summary = async (who: Who, url: string) => (await call(who, 'GET', url)).json() as AiSummaryAnswer;
  it('answers the finished summary of her goals and her reports’ in the same request, never holding the event loop a second', async () => {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const first = await call('mia', 'GET', `/Gpt/summary/${w.past}/1`);
    loop.disable();
    expect(first.statusCode, first.body).toBe(200);
    expect(loop.max / 1e6).toBeLessThan(1000);
    const done = first.json() as AiSummaryAnswer;
    expect(done).toMatchObject({ Success: true, Message: null, Progress: null, Kind: 'quarter', ForWhom: 1 });
    expect(done.Success, done.Message ?? '').toBe(true);
    expect(done.User).toMatchObject({ Id: w.org.ids.mia, Name: 'mia' });
    expect(done.Context?.Period).toMatchObject({ Id: w.past, Name: 'Q1 2026' });
    expect(done.Context?.Goals.map((g) => g.Title)).toEqual(['Open the Lyon office', 'Sign 12 resellers', 'Tidy the wiki']);
    expect(done.Context?.Goals.map((g) => [g.OwnerName, g.State, g.Achieved, g.Likelihood])).toEqual([
      ['mia', 'finalized', true, 4],
      ['cal', 'finalized', false, 1],
      ['dee', 'approved', null, null],
    ]);
    // The quarter's trend for the slides' chart: each week the mean of its updates, read 1–5 (the wire's 0–4 plus one).
    expect(done.Context?.Trend).toEqual([
      { Week: 1, Likelihood: 3.5, Quality: 3.5, Goals: 2 },
      { Week: 2, Likelihood: 3.5, Quality: 3.5, Goals: 2 },
      { Week: 3, Likelihood: 2, Quality: 3, Goals: 1 },
      { Week: 4, Likelihood: 5, Quality: 4, Goals: 1 },
    ]);
    expect(done.WrittenBy).toEqual({ Kind: 'built-in', Model: null, Notice: BUILT_IN_NOTICE });
    expect(done.Sent).toBeNull();
    expect(done.GoalSummary?.Summary).toContain("In Q1 2026, mia's team had 3 goals");
    expect(done.GoalSummary?.Summary).toContain('The vendor slipped 3 weeks, so launch is at risk.');
    const texts = new Map(done.GoalSummary?.Goals.map((g) => [g.Id, g.Summary]));
    expect(texts.get(w.goals.lyon)).toContain('“Open the Lyon office” was achieved');
    expect(texts.get(w.goals.resellers)).toContain('was not achieved');
    expect(texts.get(w.goals.quiet)).toContain('had no weekly updates');
    expect(JSON.stringify(done)).not.toContain('Zq81');
    expect(JSON.stringify(done)).not.toContain('Gus unrelated');
    expect(done.GeneratedBy).toEqual({ Id: w.org.ids.mia, Name: 'mia' });
    expect(progress.at(-1)).toEqual({ Kind: 'quarter', PeriodId: w.past, Year: null, ForWhom: 1, Status: 'done', Done: 1, Total: 1 });
  });

  it('keeps the summary: asking again answers the same, without a new generation', async () => {
    const before = progress.length;
    const again = await summary('mia', `/Gpt/summary/${w.past}/1`);
    expect(again.Success).toBe(true);
    expect(progress.length).toBe(before);
  });

  it('refuses a quarter that has not ended, a summary for the CEO from a manager, and an observer', async () => {
    const current = await call('mia', 'GET', `/Gpt/summary/${w.current}/1`);
    expect([current.statusCode, current.json().Message]).toEqual([400, 'You can generate a summary only for a quarter that has ended.']);
    const forCeo = await call('mia', 'GET', `/Gpt/summary/${w.past}/2`);
    // Out of reach by its address, never a sign-out (decision 027).
    expect([forCeo.statusCode, forCeo.json().Message]).toEqual([
      404,
      'Only org admins who are not the CEO may have a summary written for the CEO.',
    ]);
    expect((await call('obi', 'GET', `/Gpt/summary/${w.past}/1`)).statusCode).toBe(404);
    expect((await call('obi', 'GET', '/Gpt/options')).statusCode).toBe(404);
    expect((await call('mia', 'GET', `/Gpt/summary/${w.past}/3`)).statusCode).toBe(400);
    expect((await call('mia', 'GET', `/Gpt/summary/${w.past}/1?wait=later`)).json()).toMatchObject({
      Errors: [{ Field: 'wait' }],
    });
  });

  it('does not reach another company’s quarter', async () => {
    const res = await call('mia', 'GET', `/Gpt/summary/${globex.past}/1`);
    expect(res.statusCode).toBe(404);
  });

  it('keeps her edits, and refuses a goal the summary does not hold', async () => {
    const res = await call('mia', 'PUT', `/Gpt/summary/${w.past}/1`, {
      Summary: 'A good quarter for the team.',
      Goals: [{ Id: w.goals.lyon, Summary: 'Lyon opened early, 40 desks.' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const kept = await summary('mia', `/Gpt/summary/${w.past}/1`);
    expect(kept.GoalSummary?.Summary).toBe('A good quarter for the team.');
    expect(kept.GoalSummary?.Goals.find((g) => g.Id === w.goals.lyon)?.Summary).toBe('Lyon opened early, 40 desks.');
    expect(kept.GoalSummary?.Goals.find((g) => g.Id === w.goals.resellers)?.Summary).toContain('was not achieved');
    expect(kept.EditedAt).not.toBeNull();
    const stranger = await call('mia', 'PUT', `/Gpt/summary/${w.past}/1`, { Summary: 'x', Goals: [{ Id: 999_999, Summary: 'y' }] });
    expect([stranger.statusCode, stranger.json().Message]).toEqual([400, 'This goal is not in the summary.']);
    expect((await summary('mia', `/Gpt/summary/${w.past}/1`)).GoalSummary?.Summary).toBe('A good quarter for the team.');
  });

  it('regenerates one goal’s text with her context, and leaves the other texts as they were', async () => {
    const res = await call('mia', 'POST', `/Gpt/goalsummary/${w.past}/goal/${w.goals.resellers}/1`, {
      Context: 'Two resellers signed in April',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as AiSummaryAnswer;
    const resellers = after.GoalSummary?.Goals.find((g) => g.Id === w.goals.resellers);
    expect(resellers?.Summary).toContain('Context given: “Two resellers signed in April”.');
    expect(resellers?.SummaryAdditionalContext).toBe('Two resellers signed in April');
    expect(after.GoalSummary?.Goals.find((g) => g.Id === w.goals.lyon)?.Summary).toBe('Lyon opened early, 40 desks.');
    expect(after.GoalSummary?.Summary).toBe('A good quarter for the team.');
    const gus = await call('mia', 'POST', `/Gpt/goalsummary/${w.past}/goal/999999/1`, {});
    expect(gus.statusCode).toBe(404);
  });

  it('downloads the deck: a title, the quarter at a glance, one slide of three goals, with her edited texts whole', async () => {
    const res = await call('mia', 'GET', `/Gpt/summary/${w.past}/1/slides`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(res.headers['content-disposition']).toContain('AI Summary Q1 2026.pptx');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const slides = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    // The regenerated text with its context is longer than its card: its end goes on, whole, on a fourth slide.
    expect(slides).toHaveLength(4);
    const carried = await zip.file('ppt/slides/slide4.xml')!.async('string');
    expect(carried).toContain('Goals (continued)');
    expect(carried).toContain('Context given: “Two resellers signed in April”.');
    const goalsSlide = await zip.file('ppt/slides/slide3.xml')!.async('string');
    expect(goalsSlide).toContain('Open the Lyon office');
    expect(goalsSlide).toContain('Lyon opened early, 40 desks.');
    expect(await zip.file('ppt/slides/slide1.xml')!.async('string')).toContain('Quarter summary · Q1 2026');
  });

  it('carries a long edited text whole onto the slides, however long (up to the edit limit)', async () => {
    const long = Array.from({ length: 700 }, (_, i) => `w${i}`).join(' ');
    expect(long.length).toBeLessThanOrEqual(6000);
    const kept = await summary('mia', `/Gpt/summary/${w.past}/1`);
    const edited = await call('mia', 'PUT', `/Gpt/summary/${w.past}/1`, {
      Summary: `${long} end-of-overview`,
      Goals: [{ Id: w.goals.resellers, Summary: `${long} end-of-goal` }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await call('mia', 'GET', `/Gpt/summary/${w.past}/1/slides`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const count = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f)).length;
    let text = '';
    for (let n = 1; n <= count; n++)
      text += ` ${[...(await zip.file(`ppt/slides/slide${n}.xml`)!.async('string')).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(' ')}`;
    const words = text.match(/\bw\d+\b|end-of-\w+/g) ?? [];
    expect(words).toEqual([...long.split(' '), 'end-of-overview', ...long.split(' '), 'end-of-goal']);
    // Back to the texts the later tests expect.
    await call('mia', 'PUT', `/Gpt/summary/${w.past}/1`, {
      Summary: kept.GoalSummary!.Summary,
      Goals: kept.GoalSummary!.Goals.map((g) => ({ Id: g.Id, Summary: g.Summary })),
    });
  });

  it('offers the ended quarters and their years, and only her own reader', async () => {
    const res = await call('mia', 'GET', '/Gpt/options');
    expect(res.json()).toEqual({ Periods: [{ Id: w.past, Name: 'Q1 2026' }], Years: [2026], ForWhom: [1] });
  });

  it('writes the annual summary with a line per ended quarter; a quarter line and the executive summary regenerate alone', async () => {
    // The app's screen asks with wait=0: 'Generating...' at once, with progress, and polls.
    const first = await call('mia', 'GET', '/Gpt/annualsummary/2026/1?wait=0');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ Success: false, Message: 'Generating...', Progress: { Done: 0 }, Kind: 'annual' });
    const done = await until(
      () => summary('mia', '/Gpt/annualsummary/2026/1?wait=0'),
      (a) => a.Success || a.Message !== 'Generating...',
    );
    expect(done.Success).toBe(true);
    expect(done.Context?.Quarters.map((q) => [q.PeriodId, q.Name, q.Goals.length])).toEqual([[w.past, 'Q1 2026', 3]]);
    expect(done.AnnualSummary?.Periods).toEqual([
      {
        PeriodId: w.past,
        Summary: expect.stringContaining('Q1 2026: 3 goals, 1 achieved, 1 not achieved'),
        SummaryAdditionalContext: null,
      },
    ]);
    const line = await call('mia', 'POST', `/Gpt/quartersummary/${w.past}/1`, { Context: 'Hiring freeze in March' });
    expect(line.statusCode, line.body).toBe(200);
    const afterLine = line.json() as AiSummaryAnswer;
    expect(afterLine.AnnualSummary?.Periods[0]?.Summary).toContain('Hiring freeze in March');
    expect(afterLine.AnnualSummary?.Summary).toBe(done.AnnualSummary?.Summary);
    const exec = await call('mia', 'POST', '/Gpt/annualexecutivesummary/2026/1', { Context: 'A year of two offices' });
    expect((exec.json() as AiSummaryAnswer).AnnualSummary?.Summary).toContain('A year of two offices');
    expect((exec.json() as AiSummaryAnswer).AnnualSummary?.Periods[0]?.Summary).toContain('Hiring freeze in March');
    expect((await call('mia', 'GET', '/Gpt/annualsummary/2025/1')).statusCode).toBe(400);
  });

  it('lets an org admin who is not the CEO have one written for the CEO, which names the company goals', async () => {
    const tenantId = w.org.tenant.TenantId;
    await givenUser(t, tenantId, { name: 'ora', email: 'ora@acme.test', password: PASSWORD, role: 'manager', isOrgAdmin: true });
    await withTenant(t.database.db, tenantId, (tx) =>
      buildGoal(tx, { tenantId, periodId: w.past, ownerId: w.org.ids.ceo, title: 'Double recurring revenue', state: 'approved' }),
    );
    const ora = bearer(await signIn(t, 'ora@acme.test', 'acme'));
    const get = async () => (await t.app.inject({ url: `/api/Gpt/summary/${w.past}/2`, headers: ora })).json() as AiSummaryAnswer;
    expect((await t.app.inject({ url: '/api/Gpt/options', headers: ora })).json().ForWhom).toEqual([1, 2]);
    const done = await get();
    expect(done).toMatchObject({ Success: true, ForWhom: 2, CompanyGoals: [{ Title: 'Double recurring revenue' }] });
    expect(done.GoalSummary?.Summary).toMatch(/^Prepared for the CEO\. This quarter's company goals: “Double recurring revenue”\./);
    expect((await call('ceo', 'GET', `/Gpt/summary/${w.past}/2`)).statusCode).toBe(404);
  });

  it('writes in the language of whoever asks (Accept-Language: de); a kept summary stays in the language it was written in', async () => {
    const inGerman = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...(await w.org.as(who)), 'accept-language': 'de-DE,de;q=0.9' },
        ...(payload ? { payload } : {}),
      });
    const cal = (await inGerman('cal', 'GET', `/Gpt/summary/${w.past}/1`)).json() as AiSummaryAnswer;
    expect(cal.Success, cal.Message ?? '').toBe(true);
    expect(cal.GoalSummary?.Summary).toBe(
      'Im Q1 2026 hatte cal 1 Ziel: 1 abgeschlossen. Das eine Ziel mit Ergebnis wurde nicht erreicht. ' +
        '1 Ziel war beim letzten Update gefährdet (Wahrscheinlichkeit unter Unsicher, 3 von 5): „Sign 12 resellers“. ' +
        'Bei dem einen Ziel mit zwei oder mehr Updates sank die durchschnittliche Wahrscheinlichkeit von 4,0 von 5 auf 2,0 von 5 (0 gestiegen, 1 gesunken, 0 unverändert), ' +
        'und die durchschnittliche Qualität sank von 4,0 von 5 auf 3,0 von 5 (0 gestiegen, 1 gesunken, 0 unverändert). Bei 1 Ziel fehlten wöchentliche Updates, insgesamt 11 Wochen.' +
        '\n\nAuffällige Kommentare zu den Updates: „The vendor slipped 3 weeks, so launch is at risk.“ (Sign 12 resellers, Woche 3).',
    );
    expect(cal.GoalSummary?.Goals[0]?.Summary).toMatch(
      /^„Sign 12 resellers“ wurde nicht erreicht \(Abgeschlossen\)\. Im Verlauf von 3 wöchentlichen Updates sank/,
    );
    const again = await inGerman('cal', 'POST', `/Gpt/goalsummary/${w.past}/goal/${w.goals.resellers}/1`, {
      Context: 'Zwei weitere im April',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as AiSummaryAnswer).GoalSummary?.Goals[0]?.Summary).toMatch(
      /\n\nZusätzlicher Kontext: „Zwei weitere im April“\.$/,
    );
    const year = (await inGerman('cal', 'GET', '/Gpt/annualsummary/2026/1')).json() as AiSummaryAnswer;
    expect(year.AnnualSummary?.Periods[0]?.Summary).toBe(
      'Q1 2026: 1 Ziel, 0 erreicht, 1 nicht erreicht, 1 gefährdet; die Wahrscheinlichkeit sank von 4,0 von 5 auf 2,0 von 5.',
    );
    // Mia's summary was written in English: asked in German, it is answered as it was written.
    const mia = (await inGerman('mia', 'GET', `/Gpt/summary/${w.past}/1`)).json() as AiSummaryAnswer;
    expect(mia.GoalSummary?.Goals.find((g) => g.Id === w.goals.quiet)?.Summary).toContain('had no weekly updates');
  });
});
