import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table's row from a raw statement that selected its columns (`SELECT g.*, …`), in the shape and types Drizzle's
 * own select gives: each column read by its SQL name and mapped as Drizzle maps it. For a statement that reads a row
 * together with other things (a list's page, its rows and their facts in one round trip).
 */
export function tableRowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    if (value === undefined) throw new Error(`The row has no column ${column.name}.`);
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
