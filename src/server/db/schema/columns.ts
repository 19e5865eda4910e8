import { bigint, bigserial, primaryKey, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Ids come from one sequence per table (bigserial, not identity: Citus cannot distribute a table with an identity
// column), so an id still never means two things across tenants (decision 052).
export const id = () => bigserial('id', { mode: 'number' });
export const tenantId = () => bigint('tenant_id', { mode: 'number' }).notNull();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();

/** A tenant table's primary key: (tenant_id, id), the distribution column first (decision 052, docs/citus.md). */
export const tenantKey = (table: string, t: { tenantId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ name: `${table}_pkey`, columns: [t.tenantId, t.id] });
