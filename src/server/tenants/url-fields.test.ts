import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, type PeopleWorld } from '../testing/people-world';
import { WEB_URL_ONLY } from '../../contract/common';
import { INVALID_VIDEO_URL } from '../../domain/strategy/video-url';

let t: TestApp;
let w: PeopleWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t);
});
afterAll(() => t.close());

const SCHEMES = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example.com/a',
];

const profile = (LinkedinUrl: string) => ({ Name: 'cal', JobTitle: 'Engineer', Email: w.email('cal'), TimeZone: 'London', LinkedinUrl });

// Every URL a client can send: company address, LinkedIn, strategy video (whose refusal spec 001 §5 words).
const FIELDS = [
  [
    'company Url',
    'Url',
    WEB_URL_ONLY,
    (url: string) => w.post('ceo', '/api/Profile/EditTenant', { Name: 'Acme', Url: url, TimeZone: 'London' }),
  ],
  ['LinkedIn', 'LinkedinUrl', WEB_URL_ONLY, (url: string) => w.put('cal', `/api/profile/${w.ids.cal}`, profile(url))],
  [
    'strategy video',
    'StrategyVideo.VideoUrl',
    INVALID_VIDEO_URL,
    (url: string) => w.post('ceo', '/api/strategy', { StrategyVideo: { VideoUrl: url } }),
  ],
] as const;

const cases = FIELDS.flatMap(([name, field, message, send]) => SCHEMES.map((scheme) => [name, scheme, field, message, send] as const));

describe('URL fields take only http(s) addresses', () => {
  it.each(cases)('%s refuses %j with 400', async (_, url, field, message, send) => {
    const res = await send(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: `${field}: ${message}`, Errors: [{ Field: field, Message: message }] });
  });

  it('keeps what was there after a refused address', async () => {
    expect((await w.get('cal', '/api/tenant/company')).json().Url).toBeNull();
    expect((await w.get('cal', `/api/profile/${w.ids.cal}`)).json().LinkedinUrl).toBeNull();
  });

  it.each([
    [
      'company Url',
      () => w.post('ceo', '/api/Profile/EditTenant', { Name: 'Acme', Url: 'https://acme.example/about', TimeZone: 'London' }),
    ],
    ['LinkedIn', () => w.put('cal', `/api/profile/${w.ids.cal}`, profile('https://www.linkedin.com/in/cal'))],
    ['strategy video', () => w.post('ceo', '/api/strategy', { StrategyVideo: { VideoUrl: 'https://vimeo.com/123456' } })],
  ])('%s still takes an https address', async (_, send) => {
    expect((await send()).statusCode).toBe(200);
  });
});
