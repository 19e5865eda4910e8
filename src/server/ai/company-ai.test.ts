import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { bearer, createTestApp, givenUser, signIn, PASSWORD, type TestApp } from '../testing/test-app';
import { givenGoalOrg, periodIdsOf } from '../testing/goal-org';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import { AI_MODEL_REQUIRED } from '../../contract/company';
import { privateModelAddress } from './company-ai';
import { writerFromHeaders } from '../../domain/ai/written-by';

/** Who wrote a goal-writing answer: its headers say (decision 028). */
const writer = (res: { headers: Record<string, unknown> }) =>
  writerFromHeaders((name) => res.headers[name.toLowerCase()] as string | undefined);
import { WEB_URL_ONLY } from '../../contract/common';

const SECRET = 'company-ai-tests-server-secret-0123456789';
const KEY = 'sk-company-own-key-9f8e7d6c5b4a';
const GOOD = {
  suggestions: [{ title: 'Grow repeat orders by 20%', measurements: ['Repeat orders from 500 to 600'], description: 'Why.' }],
};

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;

async function company(t: TestApp, subdomain: string) {
  const org = await givenGoalOrg(t, subdomain, { effectiveDate: '2026-01-01' });
  const flagged = async (name: string, flags: Record<string, boolean>) => {
    const email = org.email(name);
    await givenUser(t, org.tenant.TenantId, { name, email, password: PASSWORD, role: 'contributor', ...flags });
    return bearer(await signIn(t, email, subdomain));
  };
  const { current } = await periodIdsOf(t, org);
  return {
    org,
    quarter: current,
    orgAdmin: await flagged('oren', { isOrgAdmin: true }),
    hrAdmin: await flagged('hana', { isHrAdmin: true }),
  };
}

describe("a company's own AI model (PUT /api/tenant/ai)", () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let acme: Awaited<ReturnType<typeof company>>;
  let globex: Awaited<ReturnType<typeof company>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // The fake model listens on loopback, which only an operator's AI_COMPANY_PRIVATE_ADDRESSES lets a company use.
    t = await createTestApp({ SECRET_KEY: SECRET, AI_COMPANY_PRIVATE_ADDRESSES: 'on' });
    t.clock.now = new Date('2026-05-20T15:00:00Z');
    acme = await company(t, 'acme');
    globex = await company(t, 'globex');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    await t.database.db.update(tenants).set({ aiBaseUrl: null, aiModel: null, aiApiKeyEncrypted: null });
  });

  const put = async (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/tenant/ai', headers, payload });
  const getCompany = async (headers: Record<string, string>) => (await t.app.inject({ url: '/api/tenant/company', headers })).json();
  const stored = async (org: Org) =>
    (
      await t.database.db
        .select({ baseUrl: tenants.aiBaseUrl, model: tenants.aiModel, box: tenants.aiApiKeyEncrypted })
        .from(tenants)
        .where(eq(tenants.id, org.tenant.TenantId))
    )[0]!;
  const write = async (c: typeof acme) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Goal/gpt',
      headers: await c.org.as('cal'),
      payload: { Category: 'Sales', Quarter: c.quarter, goalOwner: c.org.ids.cal },
    });
  const own = { BaseUrl: '', Model: 'acme-model', ApiKey: KEY };

  it.each(['ceo', 'org admin'])(
    'the %s sets it; the answer and GET company tell the model and that a key is kept, never the key',
    async (who) => {
      const headers = who === 'ceo' ? await acme.org.as('ceo') : acme.orgAdmin;
      const res = await put(headers, { ...own, BaseUrl: fake.url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Ai).toEqual({ BaseUrl: fake.url, Model: 'acme-model', HasKey: true });
      const read = await t.app.inject({ url: '/api/tenant/company', headers });
      expect(read.json().Ai).toEqual({ BaseUrl: fake.url, Model: 'acme-model', HasKey: true });
      const row = await stored(acme.org);
      expect(row.box).toMatch(/^v1\./);
      for (const text of [res.body, read.body, row.box]) expect(text).not.toContain(KEY);
    },
  );

  it.each([
    ['a manager', (c: typeof acme) => c.org.as('mia')],
    ['a contributor', (c: typeof acme) => c.org.as('cal')],
    ['an HR admin', async (c: typeof acme) => c.hrAdmin],
  ])('%s gets 403, changes nothing and sees no AI settings', async (_, as) => {
    const headers = await as(acme);
    expect((await put(headers, { ...own, BaseUrl: fake.url })).statusCode).toBe(403);
    expect(await stored(acme.org)).toEqual({ baseUrl: null, model: null, box: null });
    expect((await getCompany(headers)).Ai).toBeNull();
  });

  it('goal writing then asks the company’s server with its model and key; another company keeps the built-in writer', async () => {
    await put(await acme.org.as('ceo'), { ...own, BaseUrl: fake.url });
    fake.script({ json: GOOD });
    const res = await write(acme);
    expect(res.statusCode, res.body).toBe(200);
    expect(writer(res)).toEqual({ Kind: 'model', Model: 'acme-model', Notice: null });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(fake.requests[0]!.body).toMatchObject({ model: 'acme-model' });
    expect(res.body).not.toContain(KEY);

    const other = await write(globex);
    expect(writer(other).Kind).toBe('built-in');
    expect(fake.requests).toHaveLength(1);
  });

  it('takes a change at once: a new model keeps the key, a removed key sends none, a cleared override falls back', async () => {
    const ceo = await acme.org.as('ceo');
    await put(ceo, { ...own, BaseUrl: fake.url });
    expect((await put(ceo, { BaseUrl: fake.url, Model: 'second-model' })).json().Ai).toEqual({
      BaseUrl: fake.url,
      Model: 'second-model',
      HasKey: true,
    });
    fake.script({ json: GOOD }, { json: GOOD });
    await write(acme);
    expect(fake.requests.at(-1)).toMatchObject({ body: { model: 'second-model' }, headers: { authorization: `Bearer ${KEY}` } });

    expect((await put(ceo, { BaseUrl: fake.url, Model: 'second-model', ApiKey: '' })).json().Ai.HasKey).toBe(false);
    await write(acme);
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();

    const cleared = await put(ceo, { BaseUrl: '', Model: '' });
    expect(cleared.json().Ai).toEqual({ BaseUrl: null, Model: null, HasKey: false });
    const res = await write(acme);
    expect(writer(res).Kind).toBe('built-in');
    expect(fake.requests).toHaveLength(2);
  });

  it('drops a kept key when the server changes, so a key never goes to a server it was not given for', async () => {
    const ceo = await acme.org.as('ceo');
    await put(ceo, { ...own, BaseUrl: fake.url });
    const moved = await put(acme.orgAdmin, { BaseUrl: 'https://elsewhere.example/v1', Model: 'acme-model' });
    expect(moved.json().Ai).toEqual({ BaseUrl: 'https://elsewhere.example/v1', Model: 'acme-model', HasKey: false });
    expect((await stored(acme.org)).box).toBeNull();
  });

  it.each([
    ['a URL that is not http(s)', { BaseUrl: 'ftp://models.example/v1', Model: 'm' }, 'BaseUrl', WEB_URL_ONLY],
    ['a URL without a model', { BaseUrl: 'https://models.example/v1', Model: ' ' }, 'Model', AI_MODEL_REQUIRED],
  ])('refuses %s with 400 and its message, storing nothing', async (_, body, field, message) => {
    const res = await put(await acme.org.as('ceo'), { ...body, ApiKey: KEY });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: field, Message: message }]);
    expect(await stored(acme.org)).toEqual({ baseUrl: null, model: null, box: null });
  });
});

describe('a company model with an instance model', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let acme: Awaited<ReturnType<typeof company>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      SECRET_KEY: SECRET,
      AI_BASE_URL: fake.url,
      AI_MODEL: 'instance-model',
      AI_API_KEY: 'sk-instance',
      AI_COMPANY_PRIVATE_ADDRESSES: 'on',
    });
    t.clock.now = new Date('2026-05-20T15:00:00Z');
    acme = await company(t, 'acme');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('uses the company’s model while set, and the instance’s once cleared', async () => {
    const ceo = await acme.org.as('ceo');
    const write = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Goal/gpt',
        headers: await acme.org.as('cal'),
        payload: { Category: 'Sales', Quarter: acme.quarter },
      });
    await t.app.inject({
      method: 'PUT',
      url: '/api/tenant/ai',
      headers: ceo,
      payload: { BaseUrl: fake.url, Model: 'acme-model', ApiKey: KEY },
    });
    fake.script({ json: GOOD }, { json: GOOD });
    expect(writer(await write()).Model).toBe('acme-model');
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);
    await t.app.inject({ method: 'PUT', url: '/api/tenant/ai', headers: ceo, payload: { BaseUrl: '' } });
    expect(writer(await write()).Model).toBe('instance-model');
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer sk-instance');
  });
});

describe("a company's model reaches only public addresses (issue 26)", () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let acme: Awaited<ReturnType<typeof company>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ SECRET_KEY: SECRET });
    t.clock.now = new Date('2026-05-20T15:00:00Z');
    acme = await company(t, 'acme');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it.each([
    ['loopback', () => fake.url, '127.0.0.1'],
    ['a decimal form of loopback', () => `http://2130706433:${new URL(fake.url).port}/v1`, '127.0.0.1'],
    ['IPv6 loopback', () => 'http://[::1]:11434', '::1'],
    ['the cloud metadata address', () => 'http://169.254.169.254/v1', '169.254.169.254'],
    ['the app’s own port', () => `http://127.0.0.1:${t.config.port}/api`, '127.0.0.1'],
    ['a private network', () => 'http://10.0.0.7:8000/v1', '10.0.0.7'],
  ])('refuses %s when saved with 400 on BaseUrl, storing nothing', async (_, url, address) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tenant/ai',
      headers: await acme.org.as('ceo'),
      payload: { BaseUrl: url(), Model: 'm', ApiKey: KEY },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: privateModelAddress(address),
      Errors: [{ Field: 'BaseUrl', Message: privateModelAddress(address) }],
    });
    const [row] = await t.database.db.select({ baseUrl: tenants.aiBaseUrl }).from(tenants).where(eq(tenants.id, acme.org.tenant.TenantId));
    expect(row?.baseUrl).toBeNull();
  });

  it('refuses at call time an address that became private after it was saved (a name rebound, a row written by hand)', async () => {
    await t.database.db.update(tenants).set({ aiBaseUrl: fake.url, aiModel: 'm' }).where(eq(tenants.id, acme.org.tenant.TenantId));
    fake.script({ json: GOOD });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Goal/gpt',
      headers: await acme.org.as('cal'),
      payload: { Category: 'Sales', Quarter: acme.quarter, goalOwner: acme.org.ids.cal },
    });
    expect(res.statusCode).toBe(503);
    expect(fake.requests).toHaveLength(0);
  });
});
