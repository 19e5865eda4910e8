import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Found by the fuzz suite: Fastify answered these in its own shape ({ error, code, message, statusCode }).
describe('addresses Fastify refuses before a route is found', () => {
  it('answers an address that is not valid UTF-8 with 400 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/Goal/%ed%a0%80' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { Message: 'The address is not valid.' } });
  });

  it('answers a path parameter over 200 characters with 414 in the error shape', async () => {
    const res = await t.app.inject({ url: `/api/profile/${'9'.repeat(201)}` });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 414, body: { Message: 'The address is too long.' } });
  });
});
