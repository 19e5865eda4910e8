import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

// How each table of the public schema is placed on Citus (issue 29, decision 052, docs/citus.md). A table with a
// tenant_id is distributed by it; every other table must be named here, with why. distribution.test.ts reads the
// catalogue and fails on a table in neither, on a key without tenant_id and on an identity column.

/**
 * Copied whole to every node: tenant tables' foreign keys point at them, or work reads them across companies in a way
 * Citus refuses on a distributed table.
 */
export const referenceTables: Record<string, string> = {
  tenants: "the companies: every tenant table's tenant_id points at it, and every request reads its company's row",
  mail_queue:
    'the mail delivery claims the next due mails of every company with FOR UPDATE SKIP LOCKED, which Citus refuses on a distributed table; it is small (mails leave within minutes)',
};

/** Kept on the coordinator alone: instance-wide, with no tenant. */
export const localTables: Record<string, string> = {
  socket_io_attachments: "socket.io's PostgreSQL adapter's large live payloads, read back within seconds by the adapter alone",
};

type Catalogue = {
  tables: { name: string; hasTenant: boolean }[];
  uniques: { table: string; name: string; isPrimary: boolean; hasTenant: boolean }[];
  foreignKeys: { table: string; name: string; target: string; hasTenant: boolean; targetHasTenant: boolean }[];
  identities: string[];
};

const TENANT_IN = (rel: ReturnType<typeof sql>, keys: ReturnType<typeof sql>) =>
  sql`EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = ${rel} AND a.attname = 'tenant_id' AND a.attnum = ANY(${keys}))`;

/** The public schema's tables, unique keys (primary ones too), foreign keys and identity columns. */
export async function readCatalogue(db: Db): Promise<Catalogue> {
  const tables = await queryRows<Catalogue['tables'][number]>(
    db,
    sql`SELECT c.relname AS name,
               EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped) AS "hasTenant"
        FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const uniques = await queryRows<Catalogue['uniques'][number]>(
    db,
    sql`SELECT t.relname AS "table", i.relname AS name, x.indisprimary AS "isPrimary", ${TENANT_IN(sql`t.oid`, sql`x.indkey::int2[]`)} AS "hasTenant"
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE t.relnamespace = 'public'::regnamespace AND x.indisunique ORDER BY 1, 2`,
  );
  const foreignKeys = await queryRows<Catalogue['foreignKeys'][number]>(
    db,
    sql`SELECT t.relname AS "table", c.conname AS name, f.relname AS target,
               ${TENANT_IN(sql`c.conrelid`, sql`c.conkey`)} AS "hasTenant", ${TENANT_IN(sql`c.confrelid`, sql`c.confkey`)} AS "targetHasTenant"
        FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class f ON f.oid = c.confrelid
        WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace ORDER BY 1, 2`,
  );
  const identities = await queryRows<{ column: string }>(
    db,
    sql`SELECT c.relname || '.' || a.attname AS column FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        WHERE c.relnamespace = 'public'::regnamespace AND a.attidentity <> '' AND NOT a.attisdropped ORDER BY 1`,
  );
  return { tables, uniques, foreignKeys, identities: identities.map((i) => i.column) };
}

/** What keeps the schema from being distributed by tenant_id, one line each; empty when nothing does. */
export function distributionProblems(c: Catalogue): string[] {
  const tenant = new Set(c.tables.filter((t) => t.hasTenant).map((t) => t.name));
  const listed = { ...referenceTables, ...localTables };
  const problems: string[] = [];
  for (const t of c.tables) {
    if (!t.hasTenant && !(t.name in listed)) problems.push(`${t.name} has no tenant_id and is in neither referenceTables nor localTables`);
    if (t.hasTenant && t.name in localTables) problems.push(`${t.name} has a tenant_id but is listed as a local table`);
    if (t.hasTenant && !c.uniques.some((u) => u.table === t.name && u.isPrimary)) problems.push(`${t.name} has no primary key`);
  }
  for (const name of Object.keys(listed)) {
    if (!c.tables.some((t) => t.name === name)) problems.push(`${name} is listed but is no table of the public schema`);
  }
  for (const u of c.uniques.filter((u) => tenant.has(u.table) && !u.hasTenant)) {
    problems.push(`${u.table}: ${u.isPrimary ? 'primary key' : 'unique key'} ${u.name} lacks tenant_id`);
  }
  for (const f of c.foreignKeys.filter((f) => tenant.has(f.table) && (!f.hasTenant || (tenant.has(f.target) && !f.targetHasTenant)))) {
    problems.push(`${f.table}: foreign key ${f.name} to ${f.target} lacks tenant_id`);
  }
  for (const column of c.identities) problems.push(`${column} is an identity column: give it a sequence default (bigserial)`);
  return problems;
}

/** The Citus DDL in the order it runs: reference tables, then the tenant tables, each after the tables it points at. */
export function distributionDdl(c: Catalogue): string[] {
  const tenant = c.tables.filter((t) => t.hasTenant && !(t.name in referenceTables)).map((t) => t.name);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const f of c.foreignKeys.filter((f) => f.table === name && f.target !== name && tenant.includes(f.target))) visit(f.target);
    ordered.push(name);
  };
  for (const name of tenant) visit(name);
  const [anchor] = ordered;
  // A reference table after the reference tables it points at: made first, mail_queue (whose tenant_id points at
  // tenants) is refused ('referenced table "tenants" must be a distributed table or a reference table'; Citus 13.2).
  const references = Object.keys(referenceTables).sort();
  const referenceOrder: string[] = [];
  const placing = new Set<string>();
  const placeReference = (name: string) => {
    if (placing.has(name)) return;
    placing.add(name);
    for (const f of c.foreignKeys.filter((f) => f.table === name && f.target !== name && references.includes(f.target)))
      placeReference(f.target);
    referenceOrder.push(name);
  };
  for (const name of references) placeReference(name);
  return [
    ...referenceOrder.map((name) => `SELECT create_reference_table('${name}');`),
    ...ordered.map((name) =>
      name === anchor
        ? `SELECT create_distributed_table('${name}', 'tenant_id');`
        : `SELECT create_distributed_table('${name}', 'tenant_id', colocate_with => '${anchor}');`,
    ),
  ];
}
