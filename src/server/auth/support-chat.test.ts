import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, givenTenant, signIn, type TestApp } from '../testing/test-app';

const SECRET = 'a-secret-only-the-chat-provider-knows';

describe('GET /api/Auth/gethash/{email} with SUPPORT_CHAT_SECRET set', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_CHAT_SECRET: SECRET });
    await givenTenant(t, 'acme');
    token = await signIn(t, 'ceo@acme.test', 'acme');
  });
  afterAll(() => t.close());

  it("gives the HMAC of one's own address under the configured secret, and only one's own", async () => {
    const mine = await t.app.inject({ url: '/api/Auth/gethash/CEO@acme.test', headers: bearer(token) });
    expect(mine.json()).toEqual({ Hash: createHmac('sha256', SECRET).update('ceo@acme.test').digest('hex') });
    const other = await t.app.inject({ url: '/api/Auth/gethash/someone@acme.test', headers: bearer(token) });
    expect([other.statusCode, other.json().Message]).toEqual([404, 'There is no support-chat hash for this address.']);
  });
});

describe('GET /api/Auth/gethash/{email} without SUPPORT_CHAT_SECRET', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await givenTenant(t, 'acme');
    token = await signIn(t, 'ceo@acme.test', 'acme');
  });
  afterAll(() => t.close());

  it('answers 404: there is no built-in secret anyone could compute hashes with', async () => {
    const res = await t.app.inject({ url: '/api/Auth/gethash/ceo@acme.test', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'The support chat is not set up.' });
    expect((await t.app.inject({ url: '/api/Auth/gethash/ceo@acme.test' })).statusCode).toBe(401);
  });
});
