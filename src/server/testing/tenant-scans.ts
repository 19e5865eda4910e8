import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** A node of `EXPLAIN (VERBOSE, FORMAT JSON)`: the fields the check reads. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
  /** Citus (its Custom Scan): the plans the workers made of the statement's shard queries, and of its subplans. */
  'Distributed Query'?: DistributedQuery;
};

type DistributedQuery = {
  Subplans?: { PlannedStmt?: { Plan: PlanNode }[] }[];
  Job?: { Tasks?: { 'Remote Plan'?: { Plan: PlanNode }[][] }[] };
};

/** A scan of a tenant table, with its own conditions and whether one of them ties it to one tenant. */
export type TenantScan = { table: string; alias: string; node: string; conditions: string[]; filtered: boolean };

/**
 * The scans of `plan` over `tenantTables`, each `filtered` when a condition of its own (Index Cond, Recheck Cond,
 * Filter) holds its tenant_id to one tenant: `alias.tenant_id = $n` or `= 'n'::bigint` among its conjuncts (or in
 * every arm of an OR). `alias.tenant_id = other.tenant_id` does not count, nor does row security's
 * `= current_setting(…)`: Citus routes and prunes a scan by a constant or a parameter on its distribution column.
 */
export function tenantScans(plan: PlanNode, tenantTables: ReadonlySet<string>): TenantScan[] {
  const found: TenantScan[] = [];
  const walk = (node: PlanNode, onWorker: boolean) => {
    // On a worker a table is read as one of its shards, named after it: goals_102258.
    const table = onWorker ? node['Relation Name']?.replace(/_\d+$/, '') : node['Relation Name'];
    if (table && node['Node Type'].endsWith('Scan') && tenantTables.has(table)) {
      const alias = node.Alias ?? table;
      const conditions = [node['Index Cond'], node['Recheck Cond'], node.Filter].filter((c): c is string => c !== undefined);
      found.push({ table, alias, node: node['Node Type'], conditions, filtered: conditions.some((c) => restricts(c, alias)) });
    }
    node.Plans?.forEach((child) => walk(child, onWorker));
    const citus = node['Distributed Query'];
    citus?.Subplans?.forEach((subplan) => subplan.PlannedStmt?.forEach((s) => walk(s.Plan, onWorker)));
    citus?.Job?.Tasks?.forEach((task) => task['Remote Plan']?.flat().forEach((remote) => walk(remote.Plan, true)));
  };
  walk(plan, false);
  return found;
}

const CONSTANT = String.raw`\(?(\$\d+|'-?\d+'|-?\d+)\)?(::bigint)?`;

function restricts(condition: string, alias: string): boolean {
  const expr = unwrap(condition);
  const conjuncts = splitTopLevel(expr, ' AND ');
  if (conjuncts.length > 1) return conjuncts.some((c) => restricts(c, alias));
  const disjuncts = splitTopLevel(expr, ' OR ');
  if (disjuncts.length > 1) return disjuncts.every((d) => restricts(d, alias));
  const column = `${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.tenant_id`;
  return new RegExp(`^(${column} = ${CONSTANT}|${CONSTANT} = ${column})$`).test(expr);
}

/** Drops the parentheses around the whole expression. */
function unwrap(expr: string): string {
  let e = expr.trim();
  while (e.startsWith('(') && closingOf(e, 0) === e.length - 1) e = e.slice(1, -1).trim();
  return e;
}

/** Where the parenthesis opened at `at` closes (string literals skipped). */
function closingOf(e: string, at: number): number {
  let depth = 0;
  for (let i = at; i < e.length; i++) {
    if (e[i] === "'") i = e.indexOf("'", i + 1);
    else if (e[i] === '(') depth++;
    else if (e[i] === ')' && --depth === 0) return i;
    if (i < 0) break;
  }
  return -1;
}

function splitTopLevel(e: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < e.length; i++) {
    if (e[i] === "'") {
      const end = e.indexOf("'", i + 1);
      if (end < 0) break;
      i = end;
    } else if (e[i] === '(') depth++;
    else if (e[i] === ')') depth--;
    else if (depth === 0 && e.startsWith(separator, i)) {
      parts.push(e.slice(start, i));
      start = i + separator.length;
    }
  }
  parts.push(e.slice(start));
  return parts.map(unwrap);
}

/** The tables with a tenant_id column. */
export async function tenantTables(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id'`,
  );
  return new Set(rows.map((r) => r.table_name));
}

/**
 * The plan of a statement with the values it was sent with, as PostgreSQL makes it for a call (a custom plan: the
 * values are constants, as Citus sees them). Asked as the connecting role, outside row security, so that the plan
 * shows only what the statement itself says.
 */
export async function planOf(db: Db, text: string, params: unknown[]): Promise<PlanNode> {
  const explain = db._.session.prepareQuery({ sql: `EXPLAIN (VERBOSE, FORMAT JSON) ${text}`, params }, undefined, undefined, false);
  const { rows } = (await explain.execute()) as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[] };
  const plan = rows[0]!['QUERY PLAN'];
  return (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)[0].Plan;
}
