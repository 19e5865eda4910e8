// A test kit: loopback servers that speak the incoming webhooks of Slack and of a Teams channel's Workflows, check each
// request as the service does, and record the bodies they took.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WebhookKind = 'slack' | 'teams';

/** A scripted answer for the next post instead of the service's own (a webhook deleted, the service down…). */
export type WebhookStep = { status: number; body: string; contentType?: string } | { delayMs: number } | { redirectTo: string };

export type ChatWebhookServer = {
  kind: WebhookKind;
  /** The webhook's address: http://127.0.0.1:{port}/… in the service's own path shape. */
  url: string;
  /** Every request's parsed body that the service took (posted to the channel). */
  posted: unknown[];
  /** Every request, taken or refused. */
  requests: { path: string; contentType: string | undefined; text: string }[];
  script(...steps: WebhookStep[]): void;
  /** Resolves once `count` bodies have been posted (or fails after `timeoutMs`). */
  waitForPosts(count: number, timeoutMs?: number): Promise<unknown[]>;
  close(): Promise<void>;
};

type Answer = { status: number; body: string; contentType: string };

const SLACK_PATH = '/services/T0001/B0001/XXXXXXXXXXXXXXXXXXXXXXXX';
const TEAMS_PATH = '/workflows/0123456789abcdef/triggers/manual/paths/invoke?api-version=1&sig=abc';

const slackError = (status: number, word: string): Answer => ({ status, body: word, contentType: 'text/html' });

/**
 * Slack's checks on an incoming webhook post (api.slack.com/messaging/webhooks): JSON, with `text` or `blocks`;
 * blocks of known types whose texts are objects of a known type, a header's plain text at most 150 characters, a
 * section's at most 3000, at most 50 blocks. It answers 'ok', or a word with 400.
 */
export function slackAnswer(text: string): Answer {
  let body: { text?: unknown; blocks?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return slackError(400, 'invalid_payload');
  }
  if (typeof body !== 'object' || body === null) return slackError(400, 'invalid_payload');
  const hasText = typeof body.text === 'string' && body.text.trim() !== '';
  if (body.blocks === undefined) return hasText ? { status: 200, body: 'ok', contentType: 'text/html' } : slackError(400, 'no_text');
  if (!Array.isArray(body.blocks) || body.blocks.length === 0 || body.blocks.length > 50) return slackError(400, 'invalid_blocks');
  for (const block of body.blocks as { type?: unknown; text?: { type?: unknown; text?: unknown }; elements?: unknown }[]) {
    const t = block.text;
    const textOk = (types: string[], max: number) =>
      typeof t === 'object' &&
      t !== null &&
      types.includes(String(t.type)) &&
      typeof t.text === 'string' &&
      t.text.length > 0 &&
      t.text.length <= max;
    if (block.type === 'header' && textOk(['plain_text'], 150)) continue;
    if (block.type === 'section' && textOk(['plain_text', 'mrkdwn'], 3000)) continue;
    if (block.type === 'context' && Array.isArray(block.elements)) continue;
    if (block.type === 'actions' && Array.isArray(block.elements) && block.elements.length > 0) {
      const buttons = block.elements as { type?: unknown; text?: { type?: unknown }; url?: unknown }[];
      if (buttons.every((b) => b.type === 'button' && b.text?.type === 'plain_text' && typeof b.url === 'string')) continue;
    }
    return slackError(400, 'invalid_blocks');
  }
  return { status: 200, body: 'ok', contentType: 'text/html' };
}

const teamsError = (message: string): Answer => ({
  status: 400,
  body: JSON.stringify({ error: { code: 'TriggerInputSchemaMismatch', message } }),
  contentType: 'application/json',
});

/**
 * A Teams Workflows webhook's checks ("Post to a channel when a webhook request is received"): a JSON message whose
 * attachments hold an Adaptive Card (contentType application/vnd.microsoft.card.adaptive, content type AdaptiveCard with
 * a version and a body). The flow accepts with 202 and no body.
 */
export function teamsAnswer(text: string, contentType: string | undefined): Answer {
  if (!contentType?.startsWith('application/json')) return teamsError("The request's content type must be application/json.");
  let body: { type?: unknown; attachments?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return teamsError('The request body is not valid JSON.');
  }
  if (body.type !== 'message' || !Array.isArray(body.attachments) || body.attachments.length === 0) {
    return teamsError("The input body for trigger 'manual' of type 'Request' must be a message with attachments.");
  }
  for (const a of body.attachments as { contentType?: unknown; content?: { type?: unknown; version?: unknown; body?: unknown } }[]) {
    const card = a.content;
    if (a.contentType !== 'application/vnd.microsoft.card.adaptive' || card?.type !== 'AdaptiveCard') {
      return teamsError('Each attachment must be an Adaptive Card.');
    }
    if (typeof card.version !== 'string' || !Array.isArray(card.body)) return teamsError('The Adaptive Card needs a version and a body.');
    const blocks = card.body as { type?: unknown; text?: unknown }[];
    if (!blocks.every((b) => b.type !== 'TextBlock' || typeof b.text === 'string')) return teamsError('A TextBlock needs its text.');
  }
  return { status: 202, body: '', contentType: 'text/plain' };
}

function send(res: ServerResponse, a: Answer) {
  res.writeHead(a.status, { 'content-type': a.contentType });
  res.end(a.body);
}

export async function startChatWebhook(kind: WebhookKind): Promise<ChatWebhookServer> {
  const posted: unknown[] = [];
  const requests: ChatWebhookServer['requests'] = [];
  const steps: WebhookStep[] = [];
  const waiters = new Set<() => void>();
  const path = kind === 'slack' ? SLACK_PATH : TEAMS_PATH;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const contentType = req.headers['content-type'];
      requests.push({ path: req.url ?? '/', contentType, text });
      const step = steps.shift();
      if (step && 'delayMs' in step)
        return void setTimeout(() => send(res, { status: 200, body: 'ok', contentType: 'text/plain' }), step.delayMs);
      if (step && 'redirectTo' in step) {
        res.writeHead(302, { location: step.redirectTo });
        return void res.end();
      }
      if (step) return send(res, { status: step.status, body: step.body, contentType: step.contentType ?? 'text/plain' });
      if (req.method !== 'POST' || req.url !== path) {
        return send(res, kind === 'slack' ? slackError(404, 'no_service') : { status: 404, body: '', contentType: 'text/plain' });
      }
      const answer = kind === 'slack' ? slackAnswer(text) : teamsAnswer(text, contentType);
      if (answer.status < 300) {
        posted.push(JSON.parse(text));
        for (const wake of waiters) wake();
      }
      send(res, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    kind,
    url: `http://127.0.0.1:${port}${path}`,
    posted,
    requests,
    script: (...more) => void steps.push(...more),
    waitForPosts: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (posted.length < count) return;
          cleanup();
          resolve(posted.slice(0, count));
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${kind} webhook: ${posted.length} of ${count} posts arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
