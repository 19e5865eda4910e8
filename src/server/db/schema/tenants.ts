import { boolean, customType, date, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id } from './columns';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

export const tenants = pgTable(
  'tenants',
  {
    id: id().primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    subdomain: varchar('subdomain', { length: 63 }).notNull(),
    url: varchar('url', { length: 255 }),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Central Time (US & Canada)'),
    goalType: varchar('goal_type', { length: 20 }).notNull().default('OKR'),
    // The language of people who chose none and whose browser asks for none Trellis speaks.
    defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('en'),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    strategyEnabled: boolean('strategy_enabled').notNull().default(true),
    employeeNotesEnabled: boolean('employee_notes_enabled').notNull().default(true),
    talentEnabled: boolean('talent_enabled').notNull().default(true),
    primaryColor: varchar('primary_color', { length: 6 }).notNull().default('E3AB24'),
    useLightTextOnPrimary: boolean('use_light_text_on_primary').notNull().default(false),
    logo: bytea('logo'),
    logoType: varchar('logo_type', { length: 40 }),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    squareLogo: bytea('square_logo'),
    squareLogoType: varchar('square_logo_type', { length: 40 }),
    helpLink: varchar('help_link', { length: 1024 }),
    supportEmail: varchar('support_email', { length: 255 }),
    /** The company's own OpenAI-compatible model (issue 16); null: the instance's, or the built-in writer. */
    aiBaseUrl: varchar('ai_base_url', { length: 500 }),
    aiModel: varchar('ai_model', { length: 200 }),
    /** The API key, encrypted with the server's secret (AES-256-GCM); never sent to a browser. */
    aiApiKeyEncrypted: varchar('ai_api_key_encrypted', { length: 2000 }),
    deactivatedAt: at('deactivated_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tenants_subdomain_key').on(sql`lower(${t.subdomain})`)],
);
