import type { Config } from '../config';
import { guardedFetch, GuardRefusal } from '../ai';
import type { ChatKind } from '../../domain/chat/chat-kinds';
import type { ChatMessage } from '../../domain/chat/chat-message';
import { failureOfAnswer, type PostFailure } from '../../domain/chat/post-failure';
import { slackPayload } from '../../domain/chat/slack-message';
import { teamsPayload } from '../../domain/chat/teams-message';

/** A post may take this long, connection and answer together; a chat service answers in well under a second. */
export const POST_TIMEOUT_MS = 10_000;
/** Slack answers 'ok', Teams nothing: a larger answer is not theirs. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type PostResult = { ok: true } | { ok: false; failure: PostFailure };

// One dispatcher per setting, kept: each post need not make its own connection pool.
const fetchers = new Map<boolean, ReturnType<typeof guardedFetch>>();
const fetcherFor = (privateAllowed: boolean) => {
  let f = fetchers.get(privateAllowed);
  if (!f) {
    f = guardedFetch({ publicOnly: !privateAllowed, followRedirects: false, maxAnswerBytes: MAX_ANSWER_BYTES });
    fetchers.set(privateAllowed, f);
  }
  return f;
};

/** The JSON a kind of webhook takes for a message; `openLabel` names the button to the page. */
export const payloadOf = (kind: ChatKind, message: ChatMessage, openLabel: string) =>
  kind === 'slack' ? slackPayload(message, openLabel) : teamsPayload(message, openLabel);

/**
 * Posts a message to a webhook through the AI area's guarded fetch: a public address only (unless
 * CHAT_PRIVATE_ADDRESSES), checked on the address connected to; no redirect followed; the answer capped; a timeout.
 */
export async function sendChatMessage(
  config: Pick<Config, 'chatPrivateAddresses'>,
  post: { kind: ChatKind; url: string; message: ChatMessage; openLabel: string },
): Promise<PostResult> {
  const host = new URL(post.url).host;
  try {
    const response = await fetcherFor(config.chatPrivateAddresses)(post.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payloadOf(post.kind, post.message, post.openLabel)),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    const body = await response.text();
    if (response.ok) return { ok: true };
    return { ok: false, failure: failureOfAnswer(response.status, body) };
  } catch (error) {
    return { ok: false, failure: failureOfError(error, host) };
  }
}

function failureOfError(error: unknown, host: string): PostFailure {
  if (error instanceof GuardRefusal) {
    if (/redirect/.test(error.message)) return { reason: 'redirect', detail: error.message, retry: false };
    if (/not a public one/.test(error.message)) return { reason: 'private', detail: error.message, retry: false };
    return { reason: 'refused', detail: error.message, retry: false };
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { reason: 'timeout', detail: `no answer from ${host} within ${POST_TIMEOUT_MS / 1000} s`, retry: true };
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const said = error instanceof Error ? error.message : String(error);
  return { reason: 'unreachable', detail: `${host}: ${cause || said}`, retry: true };
}
