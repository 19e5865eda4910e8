import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { GuardRefusal, guardedFetch, isPublicAddress, privateAddressOf } from './guarded-fetch';

let fake: FakeOpenAi;
let port: string;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  port = new URL(fake.url).port;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['0.0.0.0', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false], // carrier-grade NAT
    ['169.254.169.254', false], // cloud metadata
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['::ffff:127.0.0.1', false], // IPv4 loopback written as IPv6
    ['::ffff:169.254.169.254', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['64:ff9b::7f00:1', false], // NAT64 of 127.0.0.1
    ['2002:7f00:1::', false], // 6to4 of 127.0.0.1
    ['not an address', false],
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('guardedFetch for a company (public addresses only)', () => {
  const call = (url: string) => guardedFetch({ publicOnly: true, followRedirects: false })(url, { method: 'POST', body: '{}' });

  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/v1/chat/completions`],
    ['a decimal form of loopback', () => `http://2130706433:${port}/v1/chat/completions`],
    ['IPv6 loopback', () => `http://[::1]:${port}/v1/chat/completions`],
    ['IPv4 loopback written as IPv6', () => `http://[::ffff:7f00:1]:${port}/v1/chat/completions`],
    ['a name that resolves to loopback (checked on the address connected to)', () => `http://localhost:${port}/v1/chat/completions`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses %s without a request reaching it', async (_, url) => {
    const error = await refusal(call(url()));
    expect(error).toBeInstanceOf(GuardRefusal);
    expect((error as Error).message).toMatch(/is not a public one/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('guardedFetch for the instance (trusted address)', () => {
  const call = (maxAnswerBytes?: number) =>
    guardedFetch({ publicOnly: false, followRedirects: true, maxAnswerBytes })(`${fake.url}/chat/completions`, {
      method: 'POST',
      body: '{}',
    });

  it('reaches the operator’s model on loopback and hands back its answer', async () => {
    fake.script({ json: { ok: true } });
    const response = await call();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content).toBe('{"ok":true}');
  });

  it('stops reading an answer at the cap, whatever the server sends', async () => {
    fake.script({ hugeBytes: 64 * 1024 * 1024 });
    const before = process.memoryUsage().rss;
    const error = await refusal(call(1024 * 1024));
    expect(error).toBeInstanceOf(GuardRefusal);
    expect((error as Error).message).toBe("the model's answer is larger than 1048576 bytes");
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * 1024 * 1024);
  });
});

describe('privateAddressOf (when a company saves its model)', () => {
  it.each([
    ['http://127.0.0.1:11434/v1', '127.0.0.1'],
    ['http://[::1]:8080', '::1'],
    ['http://169.254.169.254/', '169.254.169.254'],
    ['http://localhost:11434', '127.0.0.1'],
    ['https://8.8.8.8/v1', null],
    ['https://models.example.invalid/v1', null], // does not resolve (yet): kept, each call checks again
  ])('%s → %s', async (url, expected) => {
    const found = await privateAddressOf(url);
    expect(found === '::1' && expected === '127.0.0.1' ? expected : found).toBe(expected);
  });
});
