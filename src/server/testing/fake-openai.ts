// A test kit: a real OpenAI-compatible HTTP server on loopback that records each request and answers from a script.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer to one chat-completions request. */
export type FakeStep =
  | { json: unknown; delayMs?: number; finishReason?: 'stop' | 'length' }
  | { content: string; delayMs?: number; finishReason?: 'stop' | 'length' }
  | { status: number; retryAfter?: string; body?: unknown; delayMs?: number; location?: string }
  | { drop: true }
  /** An answer of this many bytes, sent in 64 KB chunks without a Content-Length (what a hostile server sends). */
  | { hugeBytes: number };

export type FakeRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown; at: number };

export type FakeOpenAi = {
  /** The base URL to give a provider: http://127.0.0.1:{port}/v1 */
  url: string;
  requests: FakeRequest[];
  /** Queues answers, one per chat-completions request in order; with none queued a request gets a 500. */
  script(...steps: FakeStep[]): void;
  close(): Promise<void>;
};

export const FAKE_MODEL_LIST = ['fake-model'];

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  const queue: FakeStep[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text === '' ? undefined : safeJson(text);
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body, at: performance.now() });
      if (req.method === 'GET' && path === '/v1/models') return send(res, 200, { object: 'list', data: FAKE_MODEL_LIST.map(model) });
      if (req.method !== 'POST' || path !== '/v1/chat/completions') return send(res, 404, { error: { message: 'Not found' } });
      const step = queue.shift() ?? { status: 500, body: { error: { message: 'No scripted answer' } } };
      if ('drop' in step) return void req.socket.destroy();
      if ('hugeBytes' in step) return sendHuge(res, step.hugeBytes);
      later(step.delayMs ?? 0, () => answer(res, step, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...steps) => void queue.push(...steps),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function answer(res: ServerResponse, step: Exclude<FakeStep, { drop: true } | { hugeBytes: number }>, request: unknown) {
  if (res.destroyed) return; // the client gave up (its timeout) while the answer was delayed
  if ('status' in step) {
    const headers: Record<string, string> = {
      ...(step.retryAfter === undefined ? {} : { 'retry-after': step.retryAfter }),
      ...(step.location === undefined ? {} : { location: step.location }),
    };
    return send(res, step.status, step.body ?? { error: { message: `HTTP ${step.status}` } }, headers);
  }
  const content = 'json' in step ? JSON.stringify(step.json) : step.content;
  const modelName = (request as { model?: string } | undefined)?.model ?? 'fake-model';
  send(res, 200, {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: modelName,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: step.finishReason ?? 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function sendHuge(res: ServerResponse, bytes: number) {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let left = bytes;
  const more = () => {
    while (left > 0 && !res.destroyed) {
      left -= chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end();
  };
  res.on('close', () => (left = 0));
  more();
}

const model = (id: string) => ({ id, object: 'model', created: 0, owned_by: 'trellis-tests' });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
