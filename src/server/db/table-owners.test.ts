import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { productionSources } from '../testing/production-sources';
import * as schema from './schema';
import { TABLE_OWNERS } from './table-owners';

/**
 * Writes allowed outside a table's owner, each with its reason (decision 038). A path ending in `/` covers a folder.
 * Keep it short: a new entry needs a reason no face can answer.
 */
const EXCEPTIONS: { path: string; tables: '*' | string[]; why: string }[] = [
  {
    path: 'src/server/backup/',
    tables: '*',
    why: 'backup and restore copy every table of a company or of the instance, row by row (decision 023)',
  },
  {
    path: 'src/server/demo/',
    tables: '*',
    why: 'the demo company is given a past (back-dated rows, finished appraisals) that no use case writes; it is a fixture',
  },
  {
    path: 'scripts/bench/',
    tables: '*',
    why: 'the load seeders write hundreds of thousands of rows in bulk SQL; they build benchmark data, not app behaviour',
  },
  {
    path: 'src/server/auth/account-writes.ts',
    tables: ['users'],
    why: "a user's account columns (password hash, failed sign-ins, lock, invitation accepted, confirmed address): auth sits below people, so cannot ask its face; a credentials table of auth's own is the later cut (decision 038)",
  },
];

type Write = { file: string; table: string; how: string };

// drizzle: tx.insert(users), db.update(schema.users), .delete(goalFollows) — the table named by its export.
const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*((?:[\w$]+\.)*[\w$]+)\s*\)/g;
// SQL: INSERT INTO x (also the upserts, ON CONFLICT … DO UPDATE), UPDATE x [AS y] SET, DELETE FROM x, TRUNCATE [TABLE] x, y.
const SQL_WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+((?:"?[\w$]+"?\.)?"?[\w$]+"?(?:\s*,\s*"?[\w$]+"?)*)/g;
const SQL_NAMED_UPDATE = /^\s*(?:AS\s+)?\w*\s*SET\b/i;

const TABLE_OF_EXPORT = new Map(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)] as const] : [])),
);

/** Every table write in one file's text. */
export function findWrites(file: string, text: string): Write[] {
  const writes: Write[] = [];
  for (const m of text.matchAll(DRIZZLE_WRITE)) {
    const table = TABLE_OF_EXPORT.get(m[2]!.split('.').at(-1)!);
    if (table) writes.push({ file, table, how: `.${m[1]}(${m[2]})` });
  }
  for (const m of text.matchAll(SQL_WRITE)) {
    const verb = m[1]!.replace(/\s+/g, ' ');
    // UPDATE is also an English word and a pg-boss/Fastify name: only "UPDATE x SET" (or "UPDATE x AS u SET") counts.
    if (verb === 'UPDATE' && !SQL_NAMED_UPDATE.test(text.slice(m.index! + m[0].length))) continue;
    const names = verb.startsWith('TRUNCATE') ? m[2]!.split(',') : [m[2]!.split(',')[0]!];
    for (const raw of names) {
      // A name made at run time (sql`INSERT INTO ${ident(table)}`) is a write to any table.
      const name = raw.trim().replaceAll('"', '').replace(/^\$$/, '*');
      const [schemaName, table] = name.includes('.') ? name.split('.') : ['public', name];
      // Other schemas are libraries' own (pg-boss, drizzle's migration journal).
      if (schemaName === 'public') writes.push({ file, table: table!, how: `${verb} ${table}` });
    }
  }
  return writes;
}

/** Production code only: tests and test kits build worlds directly. */
const productionWrites = (): Write[] => productionSources().flatMap(({ file, text }) => findWrites(file, text));

const areaOf = (file: string) => (file.startsWith('src/server/') ? file.split('/')[2]!.replace(/\.ts$/, '') : 'scripts');
const excepted = (w: Write) =>
  EXCEPTIONS.some(
    (e) => (e.path.endsWith('/') ? w.file.startsWith(e.path) : w.file === e.path) && (e.tables === '*' || e.tables.includes(w.table)),
  );

describe('areas own their tables', () => {
  const writes = productionWrites();

  it('names an owner for every table of the schema, and only tables of the schema', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...new Set(TABLE_OF_EXPORT.values())].sort());
  });

  it('finds the writes of the source (the scan sees its tables)', () => {
    expect(writes.length).toBeGreaterThan(100);
    const tables = new Set(writes.map((w) => w.table));
    for (const table of ['users', 'tenants', 'goals', 'company_themes', 'mail_queue', 'notifications']) expect(tables).toContain(table);
  });

  it('writes a table only from its owning area, or from an exception with a reason', () => {
    const owners: Record<string, string> = TABLE_OWNERS;
    const foreign = writes
      .filter((w) => !excepted(w) && owners[w.table] !== areaOf(w.file))
      .map(
        (w) =>
          `${w.file} writes ${w.table} (${w.how}); ${owners[w.table] ? `its owner is ${owners[w.table]}: ask its face` : 'no owner is named in db/table-owners.ts'}`,
      );
    expect([...new Set(foreign)]).toEqual([]);
  });

  it('keeps no exception that nothing uses', () => {
    const unused = EXCEPTIONS.filter(
      (e) => !writes.some((w) => excepted(w) && (e.path.endsWith('/') ? w.file.startsWith(e.path) : w.file === e.path)),
    );
    expect(unused.map((e) => e.path)).toEqual([]);
  });
});

describe('the write finder', () => {
  it.each([
    ['await tx.insert(users).values(v)', ['users']],
    ['await db\n  .update(schema.companyThemes)\n  .set({})', ['company_themes']],
    ['tx.delete( goalFollows )', ['goal_follows']],
    ['sql`INSERT INTO goal_statuses (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = 2`', ['goal_statuses']],
    ['sql`UPDATE users AS u SET name = v.name FROM (VALUES 1) AS v(id)`', ['users']],
    ['sql`UPDATE "tenants" SET logo = null`', ['tenants']],
    ['sql`DELETE FROM mail_queue WHERE id = 1`', ['mail_queue']],
    ['sql`TRUNCATE TABLE notes, action_items CASCADE`', ['notes', 'action_items']],
    ['sql`INSERT INTO pgboss.job (name) VALUES (1)`', []],
    ['sql`INSERT INTO ${ident(table)} (a) SELECT 1`', ['*']],
    ['cache.delete(key); hash.update(text)', []],
    ['// the update of a goal; UPDATE once a week', []],
  ])('%s', (text, tables) => {
    expect(findWrites('probe.ts', text).map((w) => w.table)).toEqual(tables);
  });

  it('fails a write outside the owner, naming file, table and owner', () => {
    const [w] = findWrites('src/server/dashboard/probe.ts', 'tx.update(users)');
    expect(w).toEqual({ file: 'src/server/dashboard/probe.ts', table: 'users', how: '.update(users)' });
    expect(areaOf(w!.file)).not.toBe(TABLE_OWNERS.users);
    expect(excepted(w!)).toBe(false);
  });
});
