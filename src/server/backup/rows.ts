import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { streamRows } from '../db/stream-rows';
import type { Table } from './catalog';
import type { openWriter, TableHeader } from './format';

export const BATCH = 500;

const ident = (name: string) => sql.identifier(name);
const list = (names: string[]) => sql.join(names.map(ident), sql`, `);

/**
 * Writes each table's header and rows. A row is `to_jsonb` of the row: every type in PostgreSQL's own JSON
 * form (bytea as \x hex, timestamps with their offset, bigint as a number), read back by jsonb_populate_recordset.
 */
export async function dumpTables(
  tx: Db,
  tables: Table[],
  out: ReturnType<typeof openWriter>,
  where: (t: Table) => SQL | undefined,
): Promise<number> {
  let total = 0;
  for (const table of tables) {
    const filter = where(table);
    const condition = filter ? sql` WHERE ${filter}` : sql``;
    const [count] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${ident(table.name)} t${condition}`);
    const header: TableHeader = { table: table.name, columns: table.columns, rows: Number(count!.n) };
    await out.line(JSON.stringify(header));
    const order = table.primaryKey.length > 0 ? sql` ORDER BY ${list(table.primaryKey)}` : sql``;
    const query = sql`SELECT (to_jsonb(t) - ARRAY[${sql.join(
      table.generated.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[])::text AS r FROM ${ident(table.name)} t${condition}${order}`;
    for await (const row of streamRows<{ r: string }>(tx, query, BATCH)) await out.line(row.r);
    total += header.rows;
  }
  return total;
}

/**
 * Inserts rows (JSON objects as text) with the ids they carry: ids come from sequence defaults (decision 052), which
 * a given id simply replaces (a restore then moves them past with resetSequences; an import draws its ids from them).
 * Columns pointing into the same table go in
 * empty and are set by setSelfReferences once every row of the table is in.
 */
export async function insertRows(tx: Db, table: string, columns: string[], rows: string[], emptied: string[] = []) {
  const select = sql.join(
    columns.map((c) => (emptied.includes(c) ? sql`NULL` : sql`r.${ident(c)}`)),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO ${ident(table)} (${list(columns)})
        SELECT ${select} FROM jsonb_populate_recordset(NULL::${ident(table)}, ${`[${rows.join(',')}]`}::jsonb) r`,
  );
}

/** Sets the self-references left empty by insertRows: `rows` hold the primary key and those columns. */
export async function setSelfReferences(tx: Db, table: string, primaryKey: string[], columns: string[], rows: object[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH));
    await tx.execute(
      sql`UPDATE ${ident(table)} t SET ${sql.join(
        columns.map((c) => sql`${ident(c)} = r.${ident(c)}`),
        sql`, `,
      )} FROM jsonb_populate_recordset(NULL::${ident(table)}, ${batch}::jsonb) r
          WHERE ${sql.join(
            primaryKey.map((k) => sql`t.${ident(k)} = r.${ident(k)}`),
            sql` AND `,
          )}`,
    );
  }
}

/** After rows came in with their ids, each id sequence continues above the largest. */
export async function resetSequences(tx: Db, tables: Table[]) {
  for (const table of tables.filter((t) => t.hasSequence)) {
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${`public.${table.name}`}, 'id'), coalesce(max(id), 1), max(id) IS NOT NULL)
          FROM ${ident(table.name)}`,
    );
  }
}
