import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export const BAD_TEXT = 'Text may not contain NUL characters or broken Unicode.';
// The answer's Message names the field; written out whole, so that the messages catalogue knows the sentence.
const badTextIn = (field: string) => `${field}: Text may not contain NUL characters or broken Unicode.`;

// PostgreSQL refuses NUL in text and lone surrogates in UTF-8; either reaching a query answered 500.
// isWellFormed is Node 20's (ES2024); the project's TypeScript lib is older.
const isBadText = (s: string) => s.includes('\u0000') || !(s as string & { isWellFormed: () => boolean }).isWellFormed();

/** The dotted path of the first bad string (value or key) in a parsed body, query or params; null if none. */
export function findBadText(value: unknown, root = ''): string | null {
  // A loop rather than recursion: a 1 MB body can nest deep enough to overflow the stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (isBadText(v)) return path || 'body';
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (isBadText(key)) return path || 'body';
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/**
 * Refuses NUL characters and broken Unicode anywhere in a request's path parameters, query or JSON body with
 * one 400, for every route. preValidation runs after access control (onRequest), so 401/403 still come first.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const field = findBadText(req.params) ?? findBadText(req.query) ?? findBadText(req.body);
    if (field !== null) throw new AppError('bad_request', badTextIn(field), [{ Field: field, Message: BAD_TEXT }]);
  });
}
