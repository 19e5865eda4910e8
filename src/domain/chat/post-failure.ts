/**
 * Why a post to a chat webhook failed, in the few kinds the settings screen words: the webhook gone (deleted, turned
 * off, its channel archived), the post not allowed, the message refused, the service busy or failing, and the
 * connection's own failures. `retry`: whether trying again later may help.
 */
export type PostFailureReason = 'gone' | 'denied' | 'refused' | 'busy' | 'unreachable' | 'timeout' | 'private' | 'redirect';
export type PostFailure = { reason: PostFailureReason; detail: string; retry: boolean };

const DETAIL_MAX = 120;

/** What the service said: Slack answers a word (no_service), Teams' workflow a JSON error; anything else in short. */
export function serviceSaid(body: string): string {
  const trimmed = body.trim();
  try {
    const parsed = JSON.parse(trimmed) as { error?: { code?: unknown; message?: unknown } | string; message?: unknown };
    const error = typeof parsed.error === 'object' && parsed.error !== null ? parsed.error : null;
    const said = [error?.code, error?.message ?? parsed.message ?? parsed.error].filter((v) => typeof v === 'string' && v);
    if (said.length > 0) return said.join(': ').slice(0, DETAIL_MAX);
  } catch {
    // Not JSON: the text itself.
  }
  return trimmed.replace(/\s+/g, ' ').slice(0, DETAIL_MAX);
}

/** The failure an answer that is not 2xx stands for. */
export function failureOfAnswer(status: number, body: string): PostFailure {
  const said = serviceSaid(body);
  const detail = said ? `HTTP ${status} ${said}` : `HTTP ${status}`;
  if (status >= 300 && status < 400) return { reason: 'redirect', detail, retry: false };
  if (status === 404 || status === 410) return { reason: 'gone', detail, retry: false };
  if (status === 401 || status === 403) return { reason: 'denied', detail, retry: false };
  if (status === 408 || status === 429 || status >= 500) return { reason: 'busy', detail, retry: true };
  return { reason: 'refused', detail, retry: false };
}
