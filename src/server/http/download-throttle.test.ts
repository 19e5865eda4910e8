import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { downloadThrottle, TOO_MANY_REPORTS } from './download-throttle';

describe('downloads of made documents are throttled per person and per company (issue 26)', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof givenGoalOrg>>;
  beforeAll(async () => {
    t = await createTestApp({ REPORT_RATE_LIMIT: '3' });
    org = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
  });
  afterAll(() => t.close());
  const get = async (who: Parameters<typeof org.as>[0], url: string) => t.app.inject({ url: `/api${url}`, headers: await org.as(who) });

  it('answers a person’s fourth download in a minute 429 with Retry-After; another person goes on; calls that are no file do not count', async () => {
    for (let i = 0; i < 3; i++) expect((await get('cal', '/report/userreport/excel')).statusCode).toBe(200);
    expect((await get('cal', '/Goal/periods')).statusCode).toBe(200);
    const over = await get('cal', '/report/userreport/pdf');
    expect([over.statusCode, over.json().Message]).toEqual([429, TOO_MANY_REPORTS]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('mia', '/report/userreport/excel')).statusCode).toBe(200);
  });

  it('counts every document made for a download in one budget, whichever area makes it; a stored file does not count', async () => {
    expect((await get('vic', '/report/userreport/excel')).statusCode).toBe(200);
    // A talent workbook counts before its area looks the quarter up (this one it does not find).
    expect((await get('vic', '/talent/excel/999999/0/1')).statusCode).not.toBe(429);
    // A stored manual's file is sent as it is (this one is not there): it does not count.
    for (let i = 0; i < 4; i++) expect((await get('vic', '/myusermanual/download/999999')).statusCode).not.toBe(429);
    expect((await get('vic', '/report/userreport/pdf')).statusCode).toBe(200);
    expect((await get('vic', '/report/userreport/excel')).statusCode).toBe(429);
  });
});

describe('downloadThrottle', () => {
  const download = (tenantId: number, userId: number) =>
    ({ actor: { tenantId, userId }, routeOptions: { config: { endpoint: { response: 'file' } } } }) as unknown as FastifyRequest;
  const reply = () => {
    const headers: Record<string, string> = {};
    return { headers, header: (name: string, value: string) => void (headers[name] = value) } as unknown as FastifyReply & {
      headers: Record<string, string>;
    };
  };

  it('holds a whole company to its own limit, however many people ask, and leaves other companies alone', async () => {
    const throttle = downloadThrottle({ perPerson: 2, perCompany: 5 });
    for (const userId of [1, 2, 3, 4, 5]) await throttle(download(7, userId), reply());
    const r = reply();
    await expect(throttle(download(7, 6), r)).rejects.toThrow(TOO_MANY_REPORTS);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    await expect(throttle(download(8, 1), reply())).resolves.toBeUndefined();
  });
});
