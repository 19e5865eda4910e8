import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { AI_FAILED, AI_TRY_AGAIN, AiError } from './ai-error';
import { createOpenAiProvider, type OpenAiProviderOptions } from './openai-provider';

const KEY = 'sk-test-0123456789abcdef';
const Suggestions = z.object({ suggestions: z.array(z.object({ title: z.string(), measurements: z.array(z.string()) })).min(1) });
const GOOD = { suggestions: [{ title: 'Ship the onboarding flow by March 31', measurements: ['Flow live', '80% finish it'] }] };
const request = {
  purpose: 'goal-suggestions',
  system: 'You write goals. Answer as JSON: {"suggestions":[{"title":string,"measurements":[string]}]}',
  user: 'Functional area: Product',
  schema: Suggestions,
};

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const provider = (options: Partial<OpenAiProviderOptions> = {}) =>
  createOpenAiProvider({ baseUrl: fake.url, apiKey: KEY, model: 'llama3.1:8b', retry: { baseDelayMs: 10 }, ...options });

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('the OpenAI-compatible provider', () => {
  it('answers the parsed, typed value with what was sent, the model, usage and one attempt', async () => {
    fake.script({ json: GOOD });
    const answer = await provider().complete(request);
    expect(answer.value.suggestions[0]?.title).toBe('Ship the onboarding flow by March 31');
    expect(answer).toMatchObject({ model: 'llama3.1:8b', attempts: 1, sent: { system: request.system, user: request.user } });
    expect(answer.usage).toEqual({ promptTokens: 10, completionTokens: 20, totalTokens: 30 });
  });

  it('sends the model, the system and user messages, max_tokens, the JSON format and the bearer key', async () => {
    fake.script({ json: GOOD });
    await provider().complete({ ...request, maxTokens: 500 });
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(sent?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({
      model: 'llama3.1:8b',
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      max_tokens: 500,
      response_format: { type: 'json_object' },
    });
  });

  it('caps max_tokens at 1,200 by default and at the configured cap, whatever a request asks', async () => {
    fake.script({ json: GOOD }, { json: GOOD });
    await provider().complete({ ...request, maxTokens: 50_000 });
    await provider({ maxTokens: 300 }).complete(request);
    expect(fake.requests.map((r) => (r.body as { max_tokens: number }).max_tokens)).toEqual([1200, 300]);
  });

  it('sends no Authorization header without a key, and asks for JSON when the prompt did not say so', async () => {
    fake.script({ json: GOOD });
    const answer = await provider({ apiKey: undefined }).complete({ ...request, system: 'You write goals.' });
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    expect(answer.sent.system).toMatch(/JSON/);
  });

  it('takes an answer fenced as a Markdown code block', async () => {
    fake.script({ content: '```json\n' + JSON.stringify(GOOD) + '\n```' });
    expect((await provider().complete(request)).value).toEqual(GOOD);
  });

  it('retries a malformed answer once, with a corrective note, and succeeds', async () => {
    fake.script({ content: 'Sure! Here are some goals: 1. Ship it' }, { json: GOOD });
    const answer = await provider().complete(request);
    expect(answer).toMatchObject({ value: GOOD, attempts: 2 });
    expect(answer.usage.totalTokens).toBe(60);
    const retryMessages = (fake.requests[1]?.body as { messages: { role: string; content: string }[] }).messages;
    expect(retryMessages).toHaveLength(3);
    expect(retryMessages[2]).toMatchObject({ role: 'user', content: expect.stringContaining('not valid JSON') });
  });

  it.each([
    ['not JSON twice', { content: 'I cannot do that.' }, { content: '{"suggestions": [' }],
    ['the wrong shape twice', { json: { goals: ['a'] } }, { json: { suggestions: [] } }],
    ['cut off at the token limit twice', { json: GOOD, finishReason: 'length' as const }, { json: GOOD, finishReason: 'length' as const }],
  ])('fails as malformed with the spec texts on %s, never with the model text', async (_, first, second) => {
    fake.script(first, second);
    const error = await failure(provider().complete(request));
    expect(error).toMatchObject({ code: 'malformed', userMessage: AI_FAILED, userDetail: AI_TRY_AGAIN });
    expect([AI_FAILED, AI_TRY_AGAIN]).toEqual(['Something went wrong!', 'Please try again to generate..']);
    expect(error.message).not.toMatch(/cannot do that|"suggestions": \[|goals/);
    expect(fake.requests).toHaveLength(2);
  });

  it('waits as long as a 429 Retry-After asks, then succeeds', async () => {
    fake.script({ status: 429, retryAfter: '1' }, { json: GOOD });
    const answer = await provider().complete(request);
    expect(answer.attempts).toBe(2);
    const [first, second] = fake.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('fails as rate_limited at once when Retry-After is longer than it holds a call', async () => {
    fake.script({ status: 429, retryAfter: '120' });
    const error = await failure(provider().complete(request));
    expect(error).toMatchObject({ code: 'rate_limited', retryAfterMs: 120_000 });
    expect(fake.requests).toHaveLength(1);
  });

  it('backs off and retries 5xx, then fails as unavailable after three calls', async () => {
    fake.script({ status: 500 }, { status: 502 }, { status: 503 });
    const error = await failure(provider().complete(request));
    expect(error).toMatchObject({ code: 'unavailable', userMessage: AI_FAILED, userDetail: AI_TRY_AGAIN });
    expect(fake.requests).toHaveLength(3);
    const [a, b, c] = fake.requests.map((r) => r.at);
    expect(b! - a!).toBeGreaterThanOrEqual(7); // 10 ms less up to 25% jitter
    expect(c! - b!).toBeGreaterThanOrEqual(15); // then 20 ms
  });

  it('retries a dropped connection', async () => {
    fake.script({ drop: true }, { json: GOOD });
    expect((await provider().complete(request)).attempts).toBe(2);
  });

  it('does not retry a client error such as a wrong model name', async () => {
    fake.script({ status: 404, body: { error: { message: 'model "llama9" not found' } } });
    const error = await failure(provider().complete(request));
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain('model "llama9" not found');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails as timeout when the answer is slower than the timeout, without retrying', async () => {
    fake.script({ json: GOOD, delayMs: 2_000 });
    const started = performance.now();
    const error = await failure(provider({ timeoutMs: 150 }).complete(request));
    expect(error.code).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('stops when the caller aborts', async () => {
    fake.script({ json: GOOD, delayMs: 2_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(provider().complete({ ...request, signal: controller.signal })).rejects.toThrow(/abort/i);
  });

  it('never shows the key: not in describe(), not in an error message', async () => {
    const described = provider({ baseUrl: 'https://api.example.test/v1' }).describe();
    expect(described).toEqual({ kind: 'openai', model: 'llama3.1:8b', host: 'api.example.test' });
    expect(JSON.stringify(described)).not.toContain(KEY);
    fake.script({ status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}` } } });
    const error = await failure(provider().complete(request));
    expect(`${error.message} ${error.userMessage} ${error.userDetail} ${String(error.cause)}`).not.toContain(KEY);
    expect(error.message).toContain('[key]');
  });

  it('adds /v1 to a base URL given as a bare host', async () => {
    fake.script({ json: GOOD });
    await provider({ baseUrl: fake.url.replace(/\/v1$/, '') }).complete(request);
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
  });
});

describe('servers that refuse a parameter', () => {
  const refusal = (message: string) => ({ status: 400, body: { error: { message } } });

  it('asks LM Studio, which refuses json_object, with a json_schema of any object, and remembers it', async () => {
    const lmStudio = provider();
    fake.script(refusal("'response_format.type' must be 'json_schema' or 'text'"), { json: GOOD }, { json: GOOD });
    await lmStudio.complete(request);
    await lmStudio.complete(request);
    const formats = fake.requests.map((r) => (r.body as { response_format?: { type: string } }).response_format?.type);
    expect(formats).toEqual(['json_object', 'json_schema', 'json_schema']);
  });

  it('leaves the JSON mode out for a server that refuses both forms', async () => {
    const refusing = 'Unrecognized request argument supplied: response_format';
    fake.script(refusal(refusing), refusal(refusing), { json: GOOD });
    const answer = await provider().complete(request);
    expect(answer.attempts).toBe(3);
    expect(fake.requests[2]?.body).not.toHaveProperty('response_format');
  });

  it('sends max_completion_tokens to a model that refuses max_tokens', async () => {
    fake.script(refusal("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."), {
      json: GOOD,
    });
    await provider().complete(request);
    expect(fake.requests[1]?.body).toMatchObject({ max_completion_tokens: 1200 });
    expect(fake.requests[1]?.body).not.toHaveProperty('max_tokens');
  });

  it('does not ask again on a 400 about anything else', async () => {
    fake.script(refusal('messages: too long for the context window'));
    expect((await failure(provider().complete(request))).code).toBe('unavailable');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('what a call may reach and read (issue 26)', () => {
  it('stops a too-large answer at the cap and does not ask again', async () => {
    fake.script({ hugeBytes: 16 * 1024 * 1024 }); // a retry would find no answer scripted and fail differently
    const error = await failure(
      provider({ guard: { publicOnly: false, followRedirects: true, maxAnswerBytes: 1024 * 1024 } }).complete(request),
    );
    expect(error.message).toContain("the model's answer is larger than 1048576 bytes");
    expect(fake.requests).toHaveLength(1);
  });

  it('follows no redirect for a company’s model, and does not ask again', async () => {
    fake.script({ status: 302, location: 'http://169.254.169.254/latest/meta-data/' });
    const error = await failure(provider({ guard: { publicOnly: false, followRedirects: false } }).complete(request));
    expect(error.message).toContain("the model's server answered a redirect (HTTP 302), which is not followed");
    expect(fake.requests).toHaveLength(1);
  });
});
