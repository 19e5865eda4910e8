import type { Db } from '../db/client';

type Logger = { logQuery: (query: string, params: unknown[]) => void };

/**
 * Counts the SQL statements the app sends, through drizzle's query logger: the root session logs with
 * its own logger, and every transaction session is made from the root session's options.
 */
export function countStatements(db: Db): { statements: string[] } {
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const counter = { statements: [] as string[] };
  const logger: Logger = { logQuery: (query) => void counter.statements.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  return counter;
}
