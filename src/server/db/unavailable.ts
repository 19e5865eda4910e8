/** What the client reads while the database cannot be reached (503 with Retry-After). */
export const DATABASE_UNAVAILABLE = 'Trellis cannot reach its database just now. Please try again in a moment.';

/** Seconds a client should wait before trying again: PostgreSQL restarts in a few seconds. */
export const RETRY_AFTER_SECONDS = 5;

// SQLSTATE class 08 (connection exception) and the shutdown codes: admin_shutdown, crash_shutdown,
// cannot_connect_now (starting up, shutting down, in recovery).
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
// Socket errors of a refused, reset or vanished server.
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// node-postgres says these in words only (no code).
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly/i;

/**
 * True when an error means the database server is gone for now (stopped, restarting, connection refused or
 * cut, pool cannot connect), not that the query was wrong. Looks through Drizzle's wrapping (`cause`) and
 * Node's AggregateError (one refusal per address tried).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
