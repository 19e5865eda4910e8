import type { Db } from '../db/client';

type Logger = { logQuery: (query: string, params: unknown[]) => void };

/**
 * Counts the SQL statements the app sends, through drizzle's query logger: the root session logs with
 * its own logger, and every transaction session is made from the root session's options.
 */
export function countStatements(db: Db): { statements: string[] } {
  const counter = { statements: [] as string[] };
  listen(db, (query) => void counter.statements.push(query));
  return counter;
}

/** As countStatements, keeping each statement's parameters too; only those sent while `keep()` says so. */
export function captureStatements(db: Db, keep = () => true): { statements: { query: string; params: unknown[] }[] } {
  const captured = { statements: [] as { query: string; params: unknown[] }[] };
  listen(db, (query, params) => void (keep() && captured.statements.push({ query, params })));
  return captured;
}

function listen(db: Db, logQuery: Logger['logQuery']) {
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const logger: Logger = { logQuery };
  session.logger = logger;
  session.options.logger = logger;
}
