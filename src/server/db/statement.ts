import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';

type Values = Record<string, unknown>;

/** `p.goalId` in a statement's builder stands for the value `goalId` of each call. */
export type Placeholders<V extends Values> = { readonly [K in keyof V]: Placeholder<K & string> };

const placeholders = new Proxy({} as Record<string, Placeholder>, {
  get: (_, name) => sql.placeholder(String(name)),
});

const dialect = new PgDialect();

/**
 * The statements every request runs are built once. Drizzle turns a query into SQL text on every call,
 * which was a fifth of a goal request's CPU in the server; a statement built here keeps its text (values
 * are placeholders, filled in per call) and, per database session, its prepared query with the result
 * mapping. A session is one pooled connection on a PostgreSQL server, so the prepared query lives as long
 * as the connection; on PGlite it is one transaction, and only the text is reused.
 */
export function rawStatement<V extends Values, R>(build: (p: Placeholders<V>) => SQL): (db: Db, values: V) => Promise<R[]> {
  let query: Query | undefined;
  const prepared = perSession((db) =>
    db._.session.prepareQuery((query ??= dialect.sqlToQuery(build(placeholders as Placeholders<V>))), undefined, undefined, false),
  );
  return async (db, values) => ((await prepared(db).execute(values)) as { rows: R[] }).rows;
}

/**
 * As rawStatement, for a statement over a list of ids, which `build` places with `ids` (`g.id ${ids}`). One id,
 * as on every single-goal request, runs the prepared statement `= $id`; more run `IN ($1, …)` built for the
 * call. Not `= ANY($ids)`: PostgreSQL takes an array parameter for ten items, finds the plan it would keep
 * too dear for one, and so plans each call anew (over a millisecond for the goal facts).
 */
export function rawStatementOverIds<V extends Values, R>(
  build: (p: Placeholders<V> | V, ids: SQL) => SQL,
): (db: Db, values: V, ids: number[]) => Promise<R[]> {
  const one = rawStatement<V & { id: number }, R>((p) => build(p, sql`= ${p.id}`));
  return (db, values, ids) => {
    if (ids.length === 1) return one(db, { ...values, id: ids[0]! });
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    return queryRows<R>(db, build(values, sql`IN (${list})`));
  };
}

/** As rawStatement, for a query builder's statement: `build` ends with `.prepare('')` (the client names it). */
export function builtStatement<V extends Values, R>(
  build: (db: Db, p: Placeholders<V>) => { execute: (values?: Values) => Promise<R> },
): (db: Db, values: V) => Promise<R> {
  const prepared = perSession((db) => build(db, placeholders as Placeholders<V>));
  return (db, values) => prepared(db).execute(values);
}

// A prepared query logs through the logger its session had when it was made: made again when that changes
// (the statement-count tests set one), so the logger sees every statement.
function perSession<T extends object>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<object, { logger: unknown; value: T }>();
  return (db) => {
    const session = db._.session as unknown as { logger: unknown };
    let entry = made.get(session);
    if (!entry || entry.logger !== session.logger) {
      entry = { logger: session.logger, value: make(db) };
      made.set(session, entry);
    }
    return entry.value;
  };
}
