import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Ids are global identity bigints, so an id never means two things across tenants.
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const tenantId = () => bigint('tenant_id', { mode: 'number' }).notNull();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
