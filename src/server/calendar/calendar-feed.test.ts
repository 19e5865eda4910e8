import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalWorld } from '../testing/goal-org';
import { FEED_RATE_LIMIT } from './routes';

// A person's private calendar feed (issue 33) through HTTP, read with an ICS parser (ical.js): acme on 2026-05-20,
// Q2 2026 current, quarters from 2026-01-01, the default weekly update day (Friday), two weeks of appraisal grace.
let t: TestApp;
let acme: Awaited<ReturnType<typeof givenGoalWorld>>;
let globex: Awaited<ReturnType<typeof givenGoalWorld>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://trellis.example' });
  acme = await givenGoalWorld(t, 'acme');
  globex = await givenGoalWorld(t, 'globex');
});
afterAll(() => t.close());

type World = typeof acme;
type Who = Parameters<World['org']['as']>[0];
const call = async (w: World, who: Who, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await w.org.as(who), ...(payload ? { payload } : {}) });
const newAddress = async (w: World, who: Who) => {
  const res = await call(w, who, 'POST', '/profile/calendar');
  expect(res.statusCode).toBe(201);
  return (res.json() as { Url: string }).Url;
};
/** Reads a feed as a calendar app does: no session, the address alone. */
const read = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

type Parsed = { uid: string; summary: string; start: string; end: string; allDay: boolean; url: string };
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((v): Parsed => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      allDay: e.startDate.isDate,
      url: String(v.getFirstPropertyValue('url')),
    };
  });
  return { calendar, events };
}

describe('the calendar address', () => {
  it('is none at first, made on request and shown once; the profile tells only that it is in use', async () => {
    expect((await call(acme, 'cal', 'GET', '/profile/calendar')).json()).toEqual({ Active: false, CreatedAt: null, LastReadAt: null });
    const url = await newAddress(acme, 'cal');
    expect(url).toMatch(new RegExp(`^https://acme\\.trellis\\.example/calendar/${acme.org.tenant.TenantId}\\.[A-Za-z0-9_-]{43}\\.ics$`));
    const state = await call(acme, 'cal', 'GET', '/profile/calendar');
    expect(state.json()).toEqual({ Active: true, CreatedAt: t.clock.now.toISOString(), LastReadAt: null });
    expect(state.body).not.toContain(new URL(url).pathname.split('.')[1]);
  });

  it('serves the quarter’s dates without sign-in, as text/calendar, with all-day events in the person’s words', async () => {
    const url = await newAddress(acme, 'cal');
    const item = await call(acme, 'mia', 'POST', '/actionitem', {
      Title: 'Send the Q2 numbers; call Bob, then Ann',
      DueDate: '2026-06-03',
      AssigneeId: acme.org.ids.cal,
      RequesterId: acme.org.ids.mia,
    });
    expect(item.statusCode).toBe(200);
    const done = await call(acme, 'mia', 'POST', '/actionitem', {
      Title: 'Already done',
      DueDate: '2026-06-04',
      AssigneeId: acme.org.ids.cal,
      RequesterId: acme.org.ids.mia,
    });
    expect((await call(acme, 'cal', 'GET', `/actionitem/MarkComplete/${done.json().Id}/1`)).statusCode).toBe(200);
    const mine = await call(acme, 'mia', 'POST', '/actionitem', {
      Title: 'Mia’s own',
      DueDate: '2026-06-05',
      AssigneeId: acme.org.ids.mia,
      RequesterId: acme.org.ids.mia,
    });
    expect(mine.statusCode).toBe(200);

    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Trellis: acme Inc');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Chicago');
    expect(events.every((e) => e.allDay)).toBe(true);
    const fridays = events.filter((e) => e.uid.includes('-update-'));
    expect(fridays).toHaveLength(26);
    const tid = acme.org.tenant.TenantId;
    const uid = (key: string) => `trellis-${tid}-${acme.org.ids.cal}-${key}@trellis`;
    expect(fridays[0]).toEqual({
      uid: uid('update-2026-04-03'),
      summary: 'Weekly update (Q2 2026, week 1)',
      start: '2026-04-03',
      end: '2026-04-04',
      allDay: true,
      url: 'https://acme.trellis.example/v3/goals',
    });
    expect(fridays.at(-1)).toMatchObject({ summary: 'Weekly update (Q3 2026, week 13)', start: '2026-09-25' });
    expect(events.filter((e) => !e.uid.includes('-update-')).map((e) => [e.start, e.summary, e.url])).toEqual([
      ['2026-06-03', 'Action item due: Send the Q2 numbers; call Bob, then Ann', 'https://acme.trellis.example/v3/actionitems'],
      ['2026-06-30', 'Q2 2026 ends', 'https://acme.trellis.example/v3/goals'],
      ['2026-07-07', 'Finalize Q2 2026 goals', 'https://acme.trellis.example/v3/goals'],
      ['2026-07-15', 'Q1 2026 appraisals due', 'https://acme.trellis.example/v3/talent'],
      ['2026-09-30', 'Q3 2026 ends', 'https://acme.trellis.example/v3/goals'],
      ['2026-10-06', 'Finalize Q3 2026 goals', 'https://acme.trellis.example/v3/goals'],
    ]);
    expect(events.find((e) => e.summary.startsWith('Action item'))!.uid).toBe(uid(`action-item-${item.json().Id}`));
    // Read again: the same UIDs, so a calendar app updates its events instead of adding them twice.
    expect(parse((await read(url)).body).events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    expect((await call(acme, 'cal', 'GET', '/profile/calendar')).json().LastReadAt).toBe(t.clock.now.toISOString());
  });

  it('follows the company’s update day and the person’s language', async () => {
    const saved = await call(acme, 'ceo', 'PUT', '/tenant/rhythm', {
      UpdateWeekday: 1,
      SendHour: 9,
      RemindersOn: true,
      ManagerAfterWeeks: 2,
      SkipLevelAfterWeeks: 3,
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(acme, 'dee', 'PUT', '/Profile/Language', { Language: 'de' })).statusCode).toBe(200);
    const { events } = parse((await read(await newAddress(acme, 'dee'))).body);
    expect(events[0]).toMatchObject({ start: '2026-04-06', summary: 'Wöchentliches Update (Q2 2026, Woche 1)' });
    expect(events.map((e) => e.summary)).toContain('Ende von Q2 2026');
  });

  it('leaves appraisals out for an observer', async () => {
    const { events } = parse((await read(await newAddress(acme, 'obi'))).body);
    expect(events.some((e) => e.uid.includes('appraisals'))).toBe(false);
    expect(events.some((e) => e.uid.includes('quarter-end'))).toBe(true);
  });
});

describe('an address no longer in use', () => {
  it('answers 404 once a new address replaced it, and the new one works', async () => {
    const old = await newAddress(acme, 'mia');
    const fresh = await newAddress(acme, 'mia');
    expect((await read(old)).statusCode).toBe(404);
    expect((await read(fresh)).statusCode).toBe(200);
  });

  it('answers 404 once turned off, the same as a made-up address', async () => {
    const url = await newAddress(acme, 'vic');
    const off = await call(acme, 'vic', 'DELETE', '/profile/calendar');
    expect(off.statusCode).toBe(204);
    expect(off.body).toBe('');
    expect((await call(acme, 'vic', 'GET', '/profile/calendar')).json()).toEqual({ Active: false, CreatedAt: null, LastReadAt: null });
    const revoked = await read(url);
    const madeUp = await read(url.replace(/\.[A-Za-z0-9_-]{43}\.ics$/, `.${'A'.repeat(43)}.ics`));
    expect([revoked.statusCode, madeUp.statusCode]).toEqual([404, 404]);
    expect(revoked.body).toBe(madeUp.body);
    for (const path of [
      '/calendar/nothing.ics',
      '/calendar/1.2.3',
      `/calendar/${new URL(url).pathname.split('/')[2]!.replace('.ics', '')}`,
    ]) {
      expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    }
  });

  it('answers 404 for a token whose company part was changed to another company', async () => {
    const url = await newAddress(globex, 'cal');
    const secret = new URL(url).pathname.split('.')[1];
    const forged = `/calendar/${acme.org.tenant.TenantId}.${secret}.ics`;
    expect((await t.app.inject({ url: forged })).statusCode).toBe(404);
    expect((await read(url)).statusCode).toBe(200);
  });

  it('answers 404 for a deactivated person', async () => {
    const url = await newAddress(acme, 'gus');
    expect((await read(url)).statusCode).toBe(200);
    const res = await call(acme, 'ceo', 'GET', `/profile/Deactivate/${acme.org.ids.gus}`);
    expect(res.statusCode).toBe(200);
    expect((await read(url)).statusCode).toBe(404);
  });
});

describe('the feed’s limits', () => {
  it('is limited per address', async () => {
    const url = await newAddress(acme, 'gina');
    const codes = [];
    for (let i = 0; i <= FEED_RATE_LIMIT; i++) codes.push((await read(url)).statusCode);
    expect(codes.slice(0, FEED_RATE_LIMIT).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Neither a query string nor the path's case makes it another address.
    const path = new URL(url).pathname;
    expect((await t.app.inject({ url: `${path}?again=1` })).statusCode).toBe(429);
    expect((await t.app.inject({ url: path.replace('/calendar/', '/CALENDAR/') })).statusCode).toBe(429);
    // Another person's address is counted apart.
    expect((await read(await newAddress(acme, 'ceo'))).statusCode).toBe(200);
  });

  it('is each person’s own: the profile calls need a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/profile/calendar' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/calendar' })).statusCode).toBe(401);
  });
});
