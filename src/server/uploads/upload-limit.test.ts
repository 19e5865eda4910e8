import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, multipart, type PeopleWorld } from '../testing/people-world';
import { IMAGE_MAX_BYTES } from '../../domain/people/profile-rules';

let t: TestApp;
let w: PeopleWorld;
let base: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t);
  // Over a real socket: the body arrives in chunks, as it does from a browser.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#48c' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const paddedTo = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);

type Sent = { status: number; body: string };
const send = async (url: string, bytes: Buffer, opts: { chunked?: boolean } = {}): Promise<Sent> => {
  const { payload, headers } = multipart(bytes);
  // Without a Content-Length (a streamed body) the limit must still hold while reading.
  const body = opts.chunked
    ? new ReadableStream({
        start(controller) {
          for (let at = 0; at < payload.length; at += 256 * 1024) controller.enqueue(payload.subarray(at, at + 256 * 1024));
          controller.close();
        },
      })
    : payload;
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...headers, ...(await w.as('ceo')) },
    body,
    ...(opts.chunked ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: res.status, body: await res.text() };
};

const TOO_LARGE = JSON.stringify({
  Message: 'The image is larger than 5 MB.',
  Errors: [{ Field: 'file', Message: 'The image is larger than 5 MB.' }],
});

describe('the avatar and logo size limit', () => {
  it.each([
    ['avatar', 6 * MB],
    ['avatar', 20 * MB],
    ['logo', 6 * MB],
    ['logo', 20 * MB],
  ])('refuses a %s padded to %i bytes with 413, ten times out of ten', async (kind, size) => {
    const url = kind === 'avatar' ? `/api/Profile/Avatar/Upload/${w.ids.ceo}` : '/api/tenant/logo';
    const file = paddedTo(size);
    const answers: Sent[] = [];
    for (let i = 0; i < 10; i++) answers.push(await send(url, file, { chunked: i % 2 === 1 }));
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ status: 413, body: TOO_LARGE })));
  });

  it('refuses a file whose bytes cross the limit exactly between two chunks (busboy pushes nothing more then)', async () => {
    const { payload, headers } = multipart(paddedTo(6 * MB));
    const fileStart = payload.indexOf('\r\n\r\n') + 4;
    const cut = fileStart + IMAGE_MAX_BYTES;
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/Profile/Avatar/Upload/${w.ids.ceo}`,
        headers: { ...headers, ...(await w.as('ceo')) },
        payload: Readable.from([payload.subarray(0, cut), payload.subarray(cut)]),
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual(Array.from({ length: 10 }, () => 413));
  });

  it('takes a file of exactly the limit, with or without a Content-Length', async () => {
    const file = paddedTo(IMAGE_MAX_BYTES);
    expect((await send(`/api/Profile/Avatar/Upload/${w.ids.ceo}`, file)).status).toBe(200);
    expect((await send('/api/tenant/logo', file, { chunked: true })).status).toBe(200);
  });
});
