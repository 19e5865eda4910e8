import type { ClientErrorReport } from '../../../contract/instance';
import { CLIENT_ERROR_LIMITS } from '../../../domain/client-errors';
import { redactEmails, redactUrl } from '../../../domain/privacy/redact';

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** A thrown value as the server's report: its name and message, its stack, the page; no address or mailed link. */
export function toClientErrorReport(kind: ClientErrorReport['Kind'], thrown: unknown, pageUrl: string): ClientErrorReport {
  const message = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown ?? 'Unknown error');
  const stack = thrown instanceof Error ? thrown.stack : undefined;
  const url = redactUrl(pageUrl);
  return {
    Kind: kind,
    Message: cut(redactEmails(message).trim() || 'Unknown error', CLIENT_ERROR_LIMITS.message),
    ...(stack ? { Stack: cut(redactEmails(stack), CLIENT_ERROR_LIMITS.stack) } : {}),
    ...(url ? { Url: cut(url, CLIENT_ERROR_LIMITS.url) } : {}),
  };
}
