import { foreignKey, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { periods } from './periods';

// The dashboard's own table (decision 038): it sets and shows the theme.
/** The company theme of a quarter, shown on the dashboard. */
export const companyThemes = pgTable(
  'company_themes',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    periodId: ref('period_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    createdById: ref('created_by_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('company_themes', t),
    unique('company_themes_tenant_period_key').on(t.tenantId, t.periodId),
    foreignKey({ name: 'company_themes_period_fk', columns: [t.tenantId, t.periodId], foreignColumns: [periods.tenantId, periods.id] }),
  ],
);
