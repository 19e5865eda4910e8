import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { readCatalog, selfReferences, type Table } from './catalog';
import { BackupReader, FORMAT, FORMAT_VERSION, openWriter, type Header } from './format';
import { checkLevel, migrationLevel } from './migration-level';
import { JSON_REFERENCES, OUTSIDE_IDS, type Reference } from './references';
import { BATCH, dumpTables, insertRows, setSelfReferences } from './rows';
import { keepAncestors } from '../people';

type Row = Record<string, unknown>;
/** Per table, each old id and the id its row got here. */
export type IdMaps = Map<string, Map<number, number>>;

/**
 * Mail this instance sent or is sending for the company: delivery state, not company data. A file that brought it
 * along would have this instance send it (to any address the file names), so company files carry none.
 */
export const MAIL_TABLES = ['outbox', 'mail_queue'];

/** The company's tables: tenants (its one row) and every table with a tenant_id (their rows of it) but its mail. */
const companyTables = (tables: Table[]) => tables.filter((t) => (t.name === 'tenants' || t.isTenantTable) && !MAIL_TABLES.includes(t.name));

/** Writes one company, every table and file, from one consistent snapshot. */
export async function exportCompany(
  db: Db,
  subdomain: string,
  path: string,
  now: Date,
): Promise<{ TenantId: number; Tables: number; Rows: number }> {
  const out = openWriter(path);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const [tenant] = await queryRows<{ id: number | string; subdomain: string }>(
        tx,
        sql`SELECT id, subdomain FROM tenants WHERE lower(subdomain) = lower(${subdomain})`,
      );
      if (!tenant) throw new Error(`No tenant with subdomain "${subdomain}".`);
      const tenantId = Number(tenant.id);
      const tables = companyTables(await readCatalog(tx));
      checkReferences(tables);
      const header: Header = {
        format: FORMAT,
        version: FORMAT_VERSION,
        kind: 'company',
        migration: await migrationLevel(tx),
        createdAt: now.toISOString(),
        subdomain: tenant.subdomain,
      };
      await out.line(JSON.stringify(header));
      const rows = await dumpTables(tx, tables, out, (t) =>
        t.name === 'tenants' ? sql`t.id = ${tenantId}` : sql`t.tenant_id = ${tenantId}`,
      );
      await out.line(JSON.stringify({ end: true, tables: tables.length }));
      return { TenantId: tenantId, Tables: tables.length, Rows: rows };
    });
  } finally {
    await out.close();
  }
}

/** Every `*_id` column must be known to point somewhere, or an import would carry ids that mean other rows here. */
export function checkReferences(tables: Table[]) {
  for (const table of tables) {
    const known = new Set(['id', ...table.references.map((r) => r.column), ...(OUTSIDE_IDS[table.name] ?? [])]);
    const unknown = table.columns.filter((c) => c.endsWith('_id') && !known.has(c));
    if (unknown.length > 0) {
      throw new Error(
        `The export does not know which table ${table.name}.${unknown.join(', ')} points into (src/server/backup/references.ts).`,
      );
    }
  }
}

/**
 * Adds a company from an export to this database, beside any others, in one transaction. Every row gets a new
 * id from its table's sequence and every id it holds (foreign keys, the ids kept without one, polymorphic
 * objects, ids in goal history) is rewritten through the map of the table it points into.
 */
export async function importCompany(
  db: Db,
  path: string,
  options: { subdomain?: string },
): Promise<{ TenantId: number; Subdomain: string; Rows: number; ids: IdMaps }> {
  const reader = new BackupReader(path);
  try {
    const header = await reader.header();
    if (header.kind !== 'company') throw new Error('This file is a whole-instance backup: load it with "restore".');
    checkLevel(header.migration);
    const subdomain = options.subdomain ?? header.subdomain!;
    return await db.transaction(async (tx) => {
      const [taken] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM tenants WHERE lower(subdomain) = lower(${subdomain})`);
      if (taken) throw new Error(`A company with subdomain "${subdomain}" exists here; import with --subdomain NEW.`);
      const tables = companyTables(await readCatalog(tx));
      const ids: IdMaps = new Map();
      let rows = 0;
      for (let t = await reader.table(); t; t = await reader.table()) {
        const table = tables.find((x) => x.name === t!.table);
        // Only a company's own tables: a hand-made file naming an instance-wide table or mail is refused whole.
        if (!table) throw new Error(`The file has a table ${t.table}, which is not one of a company's own tables here.`);
        const unknown = t.columns.filter((c) => !table.columns.includes(c));
        if (unknown.length > 0) throw new Error(`The file's ${t.table} has columns this database does not: ${unknown.join(', ')}.`);
        for await (const batch of reader.rows(t, BATCH)) {
          let parsed = batch.map((line) => JSON.parse(line) as Row);
          if (table.name === 'tenants') parsed = parsed.map((r) => ({ ...r, subdomain }));
          rows += await importBatch(tx, table, t.columns, parsed, ids);
        }
        await setImportedSelfReferences(tx, table, ids);
      }
      const tenantId = [...(ids.get('tenants')?.values() ?? [])][0];
      if (tenantId === undefined) throw new Error('The file holds no company.');
      await keepAncestors(tx, tenantId);
      return { TenantId: tenantId, Subdomain: subdomain, Rows: rows, ids };
    });
  } finally {
    await reader.close();
  }
}

// Self-references of the rows imported so far, kept until the whole table is in.
const pendingSelf = new WeakMap<Table, Row[]>();

async function importBatch(tx: Db, table: Table, columns: string[], batch: Row[], ids: IdMaps): Promise<number> {
  if (LEFT_BEHIND.includes(table.name)) return 0;
  const rows = batch;
  if (rows.length === 0) return 0;
  if (columns.includes('id')) {
    const fresh = await queryRows<{ id: string }>(
      tx,
      sql`SELECT nextval(pg_get_serial_sequence(${`public.${table.name}`}, 'id'))::text AS id FROM generate_series(1, ${rows.length})`,
    );
    const map = ids.get(table.name) ?? new Map<number, number>();
    ids.set(table.name, map);
    rows.forEach((row, i) => map.set(Number(row.id), Number(fresh[i]!.id)));
  }
  const self = selfReferences(table);
  const remapped = rows.map((row) => remapRow(table, row, ids, self));
  await insertRows(
    tx,
    table.name,
    columns,
    remapped.map((r) => JSON.stringify(r)),
    self,
  );
  if (self.length > 0) {
    const kept = rows.filter((r) => self.some((c) => r[c] !== null)).map((r) => pick(r, [...table.primaryKey, ...self]));
    pendingSelf.set(table, [...(pendingSelf.get(table) ?? []), ...kept]);
  }
  return rows.length;
}

/** A row with its own id, its tenant and every id it holds replaced by the ids of this database. */
export function remapRow(table: Table, row: Row, ids: IdMaps, skip: string[] = []): Row {
  const out: Row = { ...row };
  if ('id' in row && ids.get(table.name)) out.id = mapId(ids, table.name, row.id, true, `${table.name}.id`);
  for (const ref of table.references) {
    if (skip.includes(ref.column)) continue;
    out[ref.column] = remapReference(ref, row, ids, table.name);
  }
  for (const [column, paths] of Object.entries(JSON_REFERENCES[table.name] ?? {})) {
    let value = row[column];
    for (const [path, target] of Object.entries(paths)) {
      value = remapAt(value, path.split('.'), (id) => mapId(ids, target, id, false, `${table.name}.${column}.${path}`));
    }
    out[column] = value;
  }
  return out;
}

/** A copy of `value` with the number at `path` (when there is one) mapped. */
function remapAt(value: unknown, path: string[], map: (id: unknown) => unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const [key, ...rest] = path as [string, ...string[]];
  if (!(key in value)) return value;
  const inner = (value as Row)[key];
  return { ...(value as Row), [key]: rest.length === 0 ? map(inner) : remapAt(inner, rest, map) };
}

function remapReference(ref: Reference, row: Row, ids: IdMaps, tableName: string): unknown {
  const value = row[ref.column];
  if ('byType' in ref) {
    const target = ref.tables[String(row[ref.byType])];
    return target ? mapId(ids, target, value, false, `${tableName}.${ref.column}`) : value;
  }
  return mapId(ids, ref.table, value, ref.enforced, `${tableName}.${ref.column}`);
}

/** The new id of `value` in `table`; an id whose row did not come along fails for a foreign key, else is null. */
function mapId(ids: IdMaps, table: string, value: unknown, required: boolean, where: string): number | null {
  if (value === null || value === undefined) return null;
  const found = ids.get(table)?.get(Number(value));
  if (found !== undefined) return found;
  if (required) throw new Error(`The file's ${where} ${String(value)} points at a ${table} row it does not hold.`);
  return null;
}

const pick = (row: Row, columns: string[]): Row => Object.fromEntries(columns.map((c) => [c, row[c]]));

async function setImportedSelfReferences(tx: Db, table: Table, ids: IdMaps) {
  const self = selfReferences(table);
  const rows = pendingSelf.get(table) ?? [];
  pendingSelf.delete(table);
  const updates = rows.map((row) => pick(remapRow(table, row, ids), [...table.primaryKey, ...self]));
  await setSelfReferences(tx, table.name, table.primaryKey, self, updates);
}

/**
 * Session, link, SCIM, provider sign-in and calendar feed tokens name their company's id (decision 052), and an import
 * gives the company a new one: the imported tokens could never be found, so they stay behind. Its people sign in
 * again, pending invitations and resets are sent anew, the company makes new SCIM tokens for its identity provider,
 * and people make new calendar addresses.
 */
export const TOKEN_TABLES = ['sessions', 'account_tokens', 'scim_tokens', 'sso_sign_ins', 'calendar_feeds'];

/** What is kept to answer faster and made again on first use; it holds ids the import changes (decision 058). */
export const KEPT_TABLES = ['department_reach'];

/** What an import leaves behind. */
export const LEFT_BEHIND = [...TOKEN_TABLES, ...KEPT_TABLES];
