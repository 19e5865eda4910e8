import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Ready for Citus, distributed by tenant_id: Citus sends a statement to one shard, and plans its joins,
// subqueries and recursive CTEs there, only when every table in it is held to one tenant by a constant or a
// parameter; `x.tenant_id = g.tenant_id` alone leaves x to every shard. So each table a request reads carries
// its own `x.tenant_id = ${tenantId}`, and a join keeps its `x.tenant_id = g.tenant_id` beside it (the keys
// and indexes all begin with tenant_id). guards/tenant-filters.test.ts plans every statement the API sends
// and fails on a scan without its own filter.

/** A join's tenant condition for the query builder: `column = tenantId AND column = other`. */
export const sameTenant = (column: PgColumn, other: PgColumn, tenantId: number | Placeholder): SQL =>
  and(eq(column, tenantId), eq(column, other))!;
