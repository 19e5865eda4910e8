import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { keepAncestors } from '../people';
import { readCatalog, selfReferences, type Table } from './catalog';
import { BackupReader, FORMAT, FORMAT_VERSION, openWriter, type Header } from './format';
import { checkLevel, migrationLevel } from './migration-level';
import { BATCH, dumpTables, insertRows, resetSequences, setSelfReferences } from './rows';

/**
 * Writes every table of the public schema to `path` from one consistent snapshot (a repeatable-read
 * transaction). Files live in the database (avatars, logos, manuals), so they come along as rows.
 */
export async function backupInstance(db: Db, path: string, now: Date): Promise<{ Tables: number; Rows: number }> {
  const out = openWriter(path);
  try {
    const counts = await db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const tables = await readCatalog(tx);
      const header: Header = {
        format: FORMAT,
        version: FORMAT_VERSION,
        kind: 'instance',
        migration: await migrationLevel(tx),
        createdAt: now.toISOString(),
      };
      await out.line(JSON.stringify(header));
      const rows = await dumpTables(tx, tables, out, () => undefined);
      await out.line(JSON.stringify({ end: true, tables: tables.length }));
      return { Tables: tables.length, Rows: rows };
    });
    return counts;
  } finally {
    await out.close();
  }
}

/**
 * Loads a backup into this database in one transaction: all of it or nothing. A database holding rows is
 * refused unless `force`, which empties every table first.
 */
export async function restoreInstance(db: Db, path: string, options: { force: boolean }): Promise<{ Tables: number; Rows: number }> {
  const reader = new BackupReader(path);
  try {
    const header = await reader.header();
    if (header.kind !== 'instance') throw new Error('This file holds one company: import it with "tenant import".');
    checkLevel(header.migration);
    return await db.transaction(async (tx) => {
      // On Citus a restore writes the reference table tenants after distributed tables in one transaction, which its
      // default parallel mode refuses ('cannot modify table "tenants" because there was a parallel operation on a
      // distributed table'); elsewhere the setting is an unused placeholder (as in migrate.ts).
      await tx.execute(sql`SET LOCAL citus.multi_shard_modify_mode TO 'sequential'`);
      const tables = await readCatalog(tx);
      if (!options.force) await refuseNonEmpty(tx, tables);
      else
        await tx.execute(
          sql`TRUNCATE ${sql.join(
            tables.map((t) => sql.identifier(t.name)),
            sql`, `,
          )} RESTART IDENTITY CASCADE`,
        );
      let rows = 0;
      let count = 0;
      for (let t = await reader.table(); t; t = await reader.table()) {
        const table = tables.find((x) => x.name === t!.table);
        if (!table) throw new Error(`The file has a table ${t.table} that this database does not.`);
        const unknown = t.columns.filter((c) => !table.columns.includes(c));
        if (unknown.length > 0) throw new Error(`The file's ${t.table} has columns this database does not: ${unknown.join(', ')}.`);
        rows += await loadTable(tx, table, t.columns, reader.rows(t, BATCH));
        count++;
      }
      await resetSequences(tx, tables);
      for (const { id } of await queryRows<{ id: number }>(tx, sql`SELECT id FROM tenants ORDER BY id`))
        await keepAncestors(tx, Number(id));
      return { Tables: count, Rows: rows };
    });
  } finally {
    await reader.close();
  }
}

async function loadTable(tx: Db, table: Table, columns: string[], batches: AsyncGenerator<string[]>) {
  const self = selfReferences(table).filter((c) => columns.includes(c));
  const later: object[] = [];
  let rows = 0;
  for await (const batch of batches) {
    await insertRows(tx, table.name, columns, batch, self);
    rows += batch.length;
    if (self.length === 0) continue;
    for (const line of batch) {
      const row = JSON.parse(line) as Record<string, unknown>;
      if (self.some((c) => row[c] !== null)) later.push(Object.fromEntries([...table.primaryKey, ...self].map((c) => [c, row[c]])));
    }
  }
  await setSelfReferences(tx, table.name, table.primaryKey, self, later);
  return rows;
}

async function refuseNonEmpty(tx: Db, tables: Table[]) {
  for (const table of tables) {
    const [row] = await queryRows<{ any: boolean }>(tx, sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table.name)}) AS any`);
    if (row?.any)
      throw new Error(
        `The database is not empty (${table.name} has rows); restore into an empty one, or pass --force to replace everything.`,
      );
  }
}
