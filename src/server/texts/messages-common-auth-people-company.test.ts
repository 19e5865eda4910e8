import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, PASSWORD, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';

// The server's messages of the common, auth, people and company areas in the reader's language (decision 064): a
// browser asking for German, a person who chose German in their profile, and nobody asking, where the English stays.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = Parameters<PeopleWorld['as']>[0];
type Ask = (who: Who | null, method: InjectOptions['method'], url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
type Said = { Message: string; Errors?: { Field: string; Message: string }[] } & Record<string, unknown>;

/**
 * One request and what it answers in each language. `signedOut`: nobody is signed in, so the browser's language
 * counts, even for a person who chose German. The cases run in order, in a company of their own per language.
 */
type Case = {
  name: string;
  signedOut?: boolean;
  send: (ask: Ask, w: PeopleWorld) => Promise<LightMyRequestResponse>;
  status: number;
  en: Said;
  de: Said;
};

const CASES: Case[] = [
  {
    name: 'a call without a session (common)',
    signedOut: true,
    send: (ask, w) => ask(null, 'GET', `/api/profile/${w.ids.cal}`),
    status: 401,
    en: { Message: 'Please sign in.' },
    de: { Message: 'Bitte melden Sie sich an.' },
  },
  {
    name: 'a wrong password at sign-in (auth)',
    signedOut: true,
    send: (ask, w) => ask(null, 'POST', '/api/Auth/Login', { userName: w.email('cal'), password: 'not it', domain: w.tenant.subdomain }),
    status: 401,
    en: { Message: 'Invalid email or password.' },
    de: { Message: 'E-Mail-Adresse oder Passwort ist falsch.' },
  },
  {
    name: "the contract's own field texts, one with a value (common, people)",
    send: (ask, w) => ask('cal', 'PUT', `/api/profile/${w.ids.cal}`, { Name: '', JobTitle: 'x'.repeat(256), Email: w.email('cal') }),
    status: 400,
    en: {
      Message: 'Name: Please input your name!',
      Errors: [
        { Field: 'Name', Message: 'Please input your name!' },
        { Field: 'JobTitle', Message: 'Must be at most 255 characters.' },
      ],
    },
    de: {
      Message: 'Name: Bitte geben Sie Ihren Namen ein.',
      Errors: [
        { Field: 'Name', Message: 'Bitte geben Sie Ihren Namen ein.' },
        { Field: 'JobTitle', Message: 'Höchstens 255 Zeichen.' },
      ],
    },
  },
  {
    name: "zod's own text for a value of the wrong type (common)",
    send: (ask, w) => ask('ceo', 'PUT', `/api/profile/Roles/${w.ids.cal}`, { RoleName: 'contributor', IsOrgAdmin: 'yes' }),
    status: 400,
    en: {
      Message: 'IsOrgAdmin: Invalid input: expected boolean, received string',
      Errors: [{ Field: 'IsOrgAdmin', Message: 'Invalid input: expected boolean, received string' }],
    },
    de: {
      Message: 'IsOrgAdmin: Ungültige Eingabe: erwartet boolean, erhalten string',
      Errors: [{ Field: 'IsOrgAdmin', Message: 'Ungültige Eingabe: erwartet boolean, erhalten string' }],
    },
  },
  {
    name: 'a body that is not JSON (common)',
    send: (ask) => ask('ceo', 'POST', '/api/tenant/branding', '{"PrimaryColor":'),
    status: 400,
    en: { Message: "Body is not valid JSON but content-type is set to 'application/json'" },
    de: { Message: "Der Inhalt ist kein gültiges JSON, obwohl Content-Type 'application/json' ist." },
  },
  {
    name: 'a wrong old password (auth)',
    send: (ask) => ask('dee', 'POST', '/api/User/ChangePassword', { Password: 'not it', NewPassword: PASSWORD }),
    status: 400,
    en: { Message: 'Old password not matched!!', Errors: [{ Field: 'Password', Message: 'Old password not matched!!' }] },
    de: { Message: 'Das alte Passwort stimmt nicht.', Errors: [{ Field: 'Password', Message: 'Das alte Passwort stimmt nicht.' }] },
  },
  {
    name: 'a refusal naming the person (people)',
    send: (ask, w) => ask('vic', 'GET', `/api/Profile/Reinvite/${w.ids.cal}`),
    status: 409,
    en: { Message: 'cal has already accepted the invitation.' },
    de: { Message: 'cal hat die Einladung bereits angenommen.' },
  },
  {
    name: "a new manager's confirmation (people)",
    send: (ask, w) => ask('vic', 'GET', `/api/Profile/ChangeManager/${w.ids.hal}/${w.ids.mia}`),
    status: 200,
    en: { Message: 'hal now reports to mia.' },
    de: { Message: 'hal berichtet jetzt an mia.' },
  },
  {
    // Not "{{name}} now reports to {{manager}}.", which this sentence also ends with.
    name: 'a deactivation that moves one report (people)',
    send: (ask, w) => ask('ceo', 'GET', `/api/profile/Deactivate/${w.ids.gus}`),
    status: 200,
    en: { Message: 'gus has been deactivated. 1 direct report now reports to ada.' },
    de: { Message: 'gus wurde deaktiviert. 1 direkte(r) Mitarbeitende(r) berichtet jetzt an ada.' },
  },
  {
    name: 'a deactivation that moves several reports (people)',
    send: (ask, w) => ask('vic', 'GET', `/api/profile/Deactivate/${w.ids.mia}`),
    status: 200,
    en: { Message: 'mia has been deactivated. 3 direct reports now report to vic.' },
    de: { Message: 'mia wurde deaktiviert. 3 direkte Mitarbeitende berichten jetzt an vic.' },
  },
  {
    name: "the contract's colour check (company)",
    send: (ask) => ask('ceo', 'POST', '/api/tenant/branding', { PrimaryColor: 'teal', UseLightTextOnPrimary: false }),
    status: 400,
    en: {
      Message: 'PrimaryColor: Enter a colour as six hex digits, e.g. E3AB24.',
      Errors: [{ Field: 'PrimaryColor', Message: 'Enter a colour as six hex digits, e.g. E3AB24.' }],
    },
    de: {
      Message: 'PrimaryColor: Geben Sie eine Farbe als sechs Hexadezimalziffern ein, z. B. E3AB24.',
      Errors: [{ Field: 'PrimaryColor', Message: 'Geben Sie eine Farbe als sechs Hexadezimalziffern ein, z. B. E3AB24.' }],
    },
  },
];

const MODES = [
  { mode: 'a browser that asks for German', subdomain: 'acme', browser: 'de-DE,de;q=0.9', chooses: false, said: 'de' },
  {
    mode: 'a person who chose German, with an English browser',
    subdomain: 'initech',
    browser: 'en-US,en;q=0.9',
    chooses: true,
    said: 'de',
  },
  { mode: 'nobody asking for a language', subdomain: 'globex', browser: undefined, chooses: false, said: 'en' },
] as const;

describe.each(MODES)('the messages for $mode', ({ subdomain, browser, chooses, said }) => {
  let w: PeopleWorld;
  let ask: Ask;
  beforeAll(async () => {
    w = await givenPeopleWorld(t, subdomain);
    // Gus, a manager without reports, gets one (Dee), so that his deactivation moves one report: to the CEO, named Ada.
    const ceo = await w.put('ceo', `/api/profile/${w.ids.ceo}`, { Name: 'ada', JobTitle: 'CEO', Email: w.tenant.ceoEmail });
    expect(ceo.statusCode).toBe(200);
    expect((await w.get('ceo', `/api/Profile/ChangeManager/${w.ids.dee}/${w.ids.gus}`)).statusCode).toBe(200);
    ask = async (who, method, url, payload) => {
      const json = typeof payload === 'string' ? { 'content-type': 'application/json' } : {};
      return t.app.inject({
        method,
        url,
        headers: { ...(who ? await w.as(who) : {}), ...(browser ? { 'accept-language': browser } : {}), ...json },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    };
    if (chooses) {
      for (const who of ['ceo', 'vic', 'cal', 'dee'] as const) {
        expect((await w.put(who, '/api/Profile/Language', { Language: 'de' })).statusCode).toBe(200);
      }
    }
  });

  it.each(CASES)('$name', async (c) => {
    const res = await c.send(ask, w);
    expect(res.statusCode).toBe(c.status);
    const language = c.signedOut && chooses ? 'en' : said;
    expect(res.json()).toMatchObject(c[language]);
    if (c.status >= 400) expect(res.json()).toEqual(c[language]);
  });
});
