import { date, foreignKey, integer, pgTable, smallint, unique } from 'drizzle-orm/pg-core';
import { id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';

// Periods are derived from the tenant's schedule but stored, so goals and weekly statuses
// can reference a stable id.
export const periods = pgTable(
  'periods',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    index: integer('index').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    quarter: smallint('quarter').notNull(),
    year: smallint('year').notNull(),
  },
  (t) => [tenantKey('periods', t), unique('periods_tenant_index_key').on(t.tenantId, t.index)],
);

export const periodWeeks = pgTable(
  'period_weeks',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    periodId: ref('period_id').notNull(),
    week: smallint('week').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    tenantKey('period_weeks', t),
    unique('period_weeks_tenant_period_week_key').on(t.tenantId, t.periodId, t.week),
    foreignKey({
      name: 'period_weeks_period_fk',
      columns: [t.tenantId, t.periodId],
      foreignColumns: [periods.tenantId, periods.id],
    }).onDelete('cascade'),
  ],
);
