import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalOrg, periodIdsOf } from '../testing/goal-org';

// The goals' and the work areas' messages leave the server in the reader's language (decision 064): a German browser
// or a person who chose German reads German; without a language the English text is the spec's, unchanged.

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
type Who = Parameters<Org['as']>[0];
type World = { org: Org; periodId: number };
type Request = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };
type Said = { Message: string; Errors?: { Field: string; Message: string }[] };
type Case = { what: string; who: Who; status: number; ask: (w: World) => Promise<Request>; en: Said; de: Said };

let t: TestApp;
let browser: World;
let chosen: World;

async function givenWorld(subdomain: string): Promise<World> {
  const org = await givenGoalOrg(t, subdomain, { effectiveDate: '2026-01-01' });
  return { org, periodId: (await periodIdsOf(t, org)).current };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  browser = await givenWorld('acme');
  chosen = await givenWorld('globex');
  for (const who of ['cal', 'mia'] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Profile/Language',
      headers: await chosen.org.as(who),
      payload: { Language: 'de' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

/** A draft goal of Cal's, made as the goal form makes it. */
async function draftOf(w: World) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Goal',
    headers: await w.org.as('cal'),
    payload: { Title: 'Ten client calls', Measurement: 'Ten calls', OwnerId: w.org.ids.cal, PeriodId: w.periodId, IsDraft: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Id as number;
}

const CASES: Case[] = [
  {
    what: 'a goal that does not exist',
    who: 'cal',
    status: 404,
    ask: async () => ({ method: 'GET', url: '/api/Goal/single/999999' }),
    en: { Message: 'Goal not found.' },
    de: { Message: 'Das Ziel wurde nicht gefunden.' },
  },
  {
    what: 'a goal without a title (the contract’s own text)',
    who: 'cal',
    status: 400,
    ask: async (w) => ({
      method: 'POST',
      url: '/api/Goal',
      payload: { Title: '', Measurement: 'Ten calls', OwnerId: w.org.ids.cal, PeriodId: w.periodId },
    }),
    en: { Message: 'Title: Please input your Title!', Errors: [{ Field: 'Title', Message: 'Please input your Title!' }] },
    de: {
      Message: 'Title: Bitte geben Sie einen Titel ein.',
      Errors: [{ Field: 'Title', Message: 'Bitte geben Sie einen Titel ein.' }],
    },
  },
  {
    what: 'a weekly update with a likelihood out of range',
    who: 'cal',
    status: 400,
    ask: async () => ({ method: 'POST', url: '/api/Goal/updatestatus', payload: { Id: 1, Likelihood: 7, Quality: 2 } }),
    en: { Message: 'Likelihood: Likelihood must be 0–4.', Errors: [{ Field: 'Likelihood', Message: 'Likelihood must be 0–4.' }] },
    de: {
      Message: 'Likelihood: Die Wahrscheinlichkeit muss zwischen 0 und 4 liegen.',
      Errors: [{ Field: 'Likelihood', Message: 'Die Wahrscheinlichkeit muss zwischen 0 und 4 liegen.' }],
    },
  },
  {
    what: 'an unknown goal state, carried into the German text',
    who: 'cal',
    status: 400,
    ask: async () => ({ method: 'POST', url: '/api/Goal/goals', payload: { GoalStates: ['nope'] } }),
    en: { Message: "Unknown goal state 'nope'.", Errors: [{ Field: 'GoalStates', Message: "Unknown goal state 'nope'." }] },
    de: { Message: 'Unbekannter Zielstatus „nope“.', Errors: [{ Field: 'GoalStates', Message: 'Unbekannter Zielstatus „nope“.' }] },
  },
  {
    what: 'withdrawing a draft from approval, with the goal’s state',
    who: 'cal',
    status: 409,
    ask: async (w) => ({ method: 'POST', url: '/api/Goal/retract', payload: { Id: await draftOf(w) } }),
    en: { Message: "A goal in state 'draft' cannot be withdrawn from approval." },
    de: { Message: 'Bei einem Ziel im Status „Entwurf“ kann die Anfrage zur Freigabe nicht zurückgezogen werden.' },
  },
  {
    what: 'a quarter that is not a number (predictions)',
    who: 'cal',
    status: 400,
    ask: async () => ({ method: 'GET', url: '/api/predication/firstgoal/soon' }),
    en: { Message: 'x: Quarter must be a number.', Errors: [{ Field: 'x', Message: 'Quarter must be a number.' }] },
    de: { Message: 'x: Das Quartal muss eine Zahl sein.', Errors: [{ Field: 'x', Message: 'Das Quartal muss eine Zahl sein.' }] },
  },
  {
    what: 'a note about oneself',
    who: 'mia',
    status: 400,
    ask: async (w) => ({ method: 'POST', url: '/api/note', payload: { UserId: w.org.ids.mia, Title: 'Me', Body: '<p>Me.</p>' } }),
    en: {
      Message: 'Notes are about the people you lead, not about yourself.',
      Errors: [{ Field: 'UserId', Message: 'Notes are about the people you lead, not about yourself.' }],
    },
    de: {
      Message: 'Notizen schreiben Sie über die Personen, die Sie führen, nicht über sich selbst.',
      Errors: [{ Field: 'UserId', Message: 'Notizen schreiben Sie über die Personen, die Sie führen, nicht über sich selbst.' }],
    },
  },
  {
    what: 'a goal deleted (a confirmation)',
    who: 'cal',
    status: 200,
    ask: async (w) => ({ method: 'GET', url: `/api/Goal/delete/${await draftOf(w)}` }),
    en: { Message: 'Goal deleted.' },
    de: { Message: 'Das Ziel wurde gelöscht.' },
  },
  {
    what: 'an action item deleted (a confirmation)',
    who: 'mia',
    status: 200,
    ask: async (w) => {
      const item = await t.app.inject({
        method: 'POST',
        url: '/api/actionitem',
        headers: await w.org.as('mia'),
        payload: { Title: 'Call the client', DueDate: '2026-06-01', AssigneeId: w.org.ids.cal, RequesterId: w.org.ids.mia },
      });
      expect(item.statusCode, item.body).toBe(200);
      return { method: 'DELETE', url: `/api/actionitem/${item.json().Id}` };
    },
    en: { Message: 'The action item was deleted.' },
    de: { Message: 'Die Aufgabe wurde gelöscht.' },
  },
];

async function answer(w: World, c: Case, language?: string) {
  const request = await c.ask(w);
  const headers = { ...(await w.org.as(c.who)), ...(language ? { 'accept-language': language } : {}) };
  const res = await t.app.inject({ ...request, headers });
  expect(res.statusCode, res.body).toBe(c.status);
  return res.json() as Said;
}

describe.each(CASES)('$what', (c) => {
  it('is German for a German browser', async () => {
    expect(await answer(browser, c, 'de-DE,de;q=0.9,en;q=0.5')).toEqual(c.de);
  });

  it('is German for a person who chose German, even in an English browser', async () => {
    expect(await answer(chosen, c, 'en-US,en;q=0.9')).toEqual(c.de);
  });

  it('is the English text, unchanged, without a language', async () => {
    expect(await answer(browser, c)).toEqual(c.en);
  });
});
