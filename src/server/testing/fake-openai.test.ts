import OpenAI from 'openai';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAKE_MODEL_LIST, startFakeOpenAi, type FakeOpenAi } from './fake-openai';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

it('lists its models and records each request on loopback', async () => {
  expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  const client = new OpenAI({ baseURL: fake.url, apiKey: 'sk-kit', maxRetries: 0 });
  const models = await client.models.list();
  expect(models.data.map((m) => m.id)).toEqual(FAKE_MODEL_LIST);
  expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models', headers: { authorization: 'Bearer sk-kit' } });
});

it('answers 500 when nothing is scripted', async () => {
  const client = new OpenAI({ baseURL: fake.url, apiKey: 'sk-kit', maxRetries: 0 });
  await expect(client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
    status: 500,
  });
});
