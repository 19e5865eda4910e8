import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { SOFT_REFERENCES, type Reference } from './references';

/** One table of the public schema as the database describes it. */
export type Table = {
  name: string;
  /** Columns that hold data, in order; generated and kept columns are left out (see `generated`). */
  columns: string[];
  /** Columns made from the others, so never carried: generated ones (the database computes them) and KEPT_COLUMNS. */
  generated: string[];
  primaryKey: string[];
  /** Its id comes from a sequence (identity or serial), to be moved past the restored ids. */
  hasSequence: boolean;
  isTenantTable: boolean;
  /** Every column that holds another row's id, with the table it points into. */
  references: Reference[];
};

/**
 * Columns the app keeps from the others to answer faster, made again after a restore or an import (they hold ids an
 * import changes): each person's ancestors, from the chart (people/ancestors.ts).
 */
export const KEPT_COLUMNS: Record<string, string[]> = { users: ['ancestor_ids'] };
const isKept = (table: string, column: string) => KEPT_COLUMNS[table]?.includes(column) === true;

type ForeignKey = { table: string; target: string; columns: string[]; targetColumns: string[] };

// Read from the catalogue, not from the Drizzle schema, so a table added by a later migration is backed up
// without a change here.
export async function readCatalog(db: Db): Promise<Table[]> {
  const columns = await queryRows<{ table: string; column: string; generated: boolean; identity: boolean }>(
    db,
    sql`SELECT table_name AS "table", column_name AS "column", is_generated <> 'NEVER' AS generated, is_identity = 'YES' OR coalesce(column_default, '') LIKE 'nextval(%' AS identity
        FROM information_schema.columns c
        WHERE table_schema = 'public'
          AND EXISTS (SELECT 1 FROM information_schema.tables t
                      WHERE t.table_schema = 'public' AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE')
        ORDER BY table_name, ordinal_position`,
  );
  const keys = await queryRows<ForeignKey>(
    db,
    sql`SELECT r.relname AS "table", f.relname AS target,
               (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k(n, ord)
                  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS columns,
               (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY k(n, ord)
                  JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS "targetColumns"
        FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid JOIN pg_class f ON f.oid = c.confrelid
        WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
        ORDER BY 1, 2, 3`,
  );
  const primaryKeys = await queryRows<{ table: string; columns: string[] }>(
    db,
    sql`SELECT r.relname AS "table",
               (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(i.indkey::int2[]) WITH ORDINALITY k(n, ord)
                  JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.n) AS columns
        FROM pg_index i JOIN pg_class r ON r.oid = i.indrelid
        WHERE i.indisprimary AND r.relnamespace = 'public'::regnamespace`,
  );
  const names = [...new Set(columns.map((c) => c.table))];
  const tables = names.map((name): Table => {
    const own = columns.filter((c) => c.table === name);
    return {
      name,
      columns: own.filter((c) => !c.generated && !isKept(name, c.column)).map((c) => c.column),
      generated: own.filter((c) => c.generated || isKept(name, c.column)).map((c) => c.column),
      primaryKey: primaryKeys.find((k) => k.table === name)?.columns ?? [],
      hasSequence: own.some((c) => c.identity && c.column === 'id'),
      isTenantTable: own.some((c) => c.column === 'tenant_id'),
      references: [...foreignReferences(keys.filter((k) => k.table === name)), ...(SOFT_REFERENCES[name] ?? [])],
    };
  });
  return inDependencyOrder(tables);
}

/** (tenant_id) -> tenants(id) and (tenant_id, x_id) -> t(tenant_id, id): each names the one column that holds an id. */
function foreignReferences(keys: ForeignKey[]): Reference[] {
  return keys.flatMap((k) =>
    k.columns.flatMap((column, i) => {
      if (column === 'tenant_id' && k.columns.length > 1) return [];
      return [{ column, table: k.target, targetColumn: k.targetColumns[i]!, enforced: true }];
    }),
  );
}

/** Referenced tables before the tables that point at them; a table's references to itself are set afterwards. */
export function inDependencyOrder(tables: Table[]): Table[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const ordered: Table[] = [];
  const visit = (table: Table, path: string[]) => {
    if (done.has(table.name)) return;
    if (path.includes(table.name)) throw new Error(`The tables ${[...path, table.name].join(' -> ')} refer to one another in a circle.`);
    for (const target of targetsOf(table)) {
      const next = byName.get(target);
      if (next && target !== table.name) visit(next, [...path, table.name]);
    }
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}

export const targetsOf = (table: Table) => table.references.flatMap((r) => ('byType' in r ? Object.values(r.tables) : [r.table]));

/** Columns pointing into the same table (users.parent_id): inserted empty, then set once every row is in. */
export const selfReferences = (table: Table) =>
  table.references.filter((r): r is Extract<Reference, { table: string }> => 'table' in r && r.table === table.name).map((r) => r.column);
