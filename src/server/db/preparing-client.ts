import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import pg from 'pg';

/**
 * A pg client that prepares every parameterised statement once per connection (a named statement keyed
 * by a hash of its text), so PostgreSQL parses it once and, after a few runs, reuses its plan instead of
 * planning it on every request. Texts vary only with the number of items in an IN list, so a connection
 * prepares a bounded set; past MAX_PREPARED further texts run unnamed as before.
 */
export class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();
  #corked = false;

  override query(...args: unknown[]): never {
    this.#holdWritesForThisTick();
    // Drizzle passes the parameters beside the query object: query({ text, … }, values).
    const [config, values] = args;
    if (isPlainQuery(config) && hasParameters(config.values ?? values)) {
      const name = statementName(config.text);
      if (this.#prepared.has(name) || this.#prepared.size < MAX_PREPARED) {
        this.#prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    return (pg.Client.prototype.query as (...a: unknown[]) => never).apply(this, args);
  }

  /**
   * Queries issued together (pipelined(), BEGIN with the first statement) leave in one write: the socket
   * is corked at the first query of a tick and uncorked once the tick's promise callbacks have run. Each
   * write is a system call that also wakes the server, so this saves both processes work.
   */
  #holdWritesForThisTick(): void {
    const stream = (this as unknown as { connection?: { stream?: Partial<Pick<Socket, 'cork' | 'uncork'>> } }).connection?.stream;
    if (this.#corked || !stream?.cork || !stream.uncork) return;
    stream.cork();
    this.#corked = true;
    process.nextTick(() => {
      this.#corked = false;
      stream.uncork!();
    });
  }
}

const MAX_PREPARED = 500;
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `t_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < 10 * MAX_PREPARED) names.set(text, name);
  }
  return name;
}

type PlainQuery = { text: string; name?: undefined | ''; values?: unknown };

/** A query object with a text and no name of its own (drizzle's prepare('') gives an empty one). */
function isPlainQuery(config: unknown): config is PlainQuery {
  if (typeof config !== 'object' || config === null) return false;
  const q = config as { text?: unknown; name?: unknown };
  return typeof q.text === 'string' && (q.name === undefined || q.name === '');
}

// With parameters the text is one statement sent by the extended protocol, which a name can prepare.
const hasParameters = (values: unknown) => Array.isArray(values) && values.length > 0;
