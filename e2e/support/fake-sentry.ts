import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of an envelope: its header ({ type, length? }) and its payload, parsed when it is JSON. */
export type EnvelopeItem = { header: { type: string; length?: number }; payload: unknown };
export type Envelope = { project: string; header: Record<string, unknown>; items: EnvelopeItem[]; raw: string };

/**
 * Sentry's envelope format: a header line, then for each item a header line and its payload — `length` bytes when
 * the header gives it, else up to the next newline (develop.sentry.dev/sdk/data-model/envelopes/).
 */
export function parseEnvelope(project: string, body: Buffer): Envelope {
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end === -1 ? body.length : end).toString('utf8');
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const itemLine = line();
    if (itemLine.trim() === '') continue;
    const itemHeader = JSON.parse(itemLine) as EnvelopeItem['header'];
    let payloadText: string;
    if (typeof itemHeader.length === 'number') {
      payloadText = body.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length;
      if (body[at] === 0x0a) at += 1;
    } else payloadText = line();
    let payload: unknown = payloadText;
    try {
      payload = JSON.parse(payloadText);
    } catch {
      // an attachment or another non-JSON item stays text
    }
    items.push({ header: itemHeader, payload });
  }
  return { project, header, items, raw: body.toString('utf8') };
}

export type FakeSentry = { origin: string; envelopes: Envelope[]; close: () => Promise<void> };

/**
 * A loopback server that takes what a Sentry SDK posts (POST /api/<project>/envelope/) and keeps it parsed. It answers
 * as Sentry does, with CORS for the page's origin; GET /staging is a page for redirects to land on.
 */
export async function startFakeSentry(): Promise<FakeSentry> {
  const envelopes: Envelope[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const url = new URL(req.url ?? '/', 'http://fake-sentry');
    const match = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
    if (req.method === 'POST' && match) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        envelopes.push(parseEnvelope(match[1]!, Buffer.concat(chunks)));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/staging') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Staging</title><h1>Staging host</h1>');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
