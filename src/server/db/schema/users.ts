import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { bytea, tenants } from './tenants';

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 1024 }).notNull(),
    unconfirmedEmail: varchar('unconfirmed_email', { length: 1024 }),
    passwordHash: text('password_hash'),
    jobTitle: varchar('job_title', { length: 255 }),
    phoneNumber: varchar('phone_number', { length: 50 }),
    timeZone: varchar('time_zone', { length: 64 }),
    // The language the person chose in their profile ('en', 'de'); null follows their browser, then the company's.
    language: varchar('language', { length: 8 }),
    roleName: varchar('role_name', { length: 20 }).notNull(),
    orgUnit: varchar('org_unit', { length: 255 }),
    linkedinUrl: varchar('linkedin_url', { length: 1024 }),
    biography: text('biography'),
    disc: varchar('disc', { length: 10 }),
    responsibility: text('responsibility'),
    isOrgAdmin: boolean('is_org_admin').notNull().default(false),
    isGoalAdmin: boolean('is_goal_admin').notNull().default(false),
    isGoalManager: boolean('is_goal_manager').notNull().default(false),
    isHrAdmin: boolean('is_hr_admin').notNull().default(false),
    isDelegate: boolean('is_delegate').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    parentId: ref('parent_id'),
    // Everyone above the person, the CEO first and their manager last, kept by the people area whenever someone's
    // manager changes (people/ancestors.ts): 'somewhere below X' is then a test on the row, not a walk of the chart.
    ancestorIds: bigint('ancestor_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    invitedById: ref('invited_by_id'),
    avatar: bytea('avatar'),
    avatarType: varchar('avatar_type', { length: 40 }),
    // Random per upload: avatar URLs carry it, so an <img> needs no token and ids cannot be enumerated.
    avatarKey: varchar('avatar_key', { length: 32 }),
    // What the directory search matches: name, email and job title in lower case, kept by PostgreSQL itself.
    // LIKE on it is several times cheaper than ILIKE on three columns.
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || email || ' ' || coalesce(job_title, ''))`),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedAt: at('locked_at'),
    deactivatedAt: at('deactivated_at'),
    invitationAcceptedAt: at('invitation_accepted_at'),
    emailActivatedAt: at('email_activated_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('users', t),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, sql`lower(${t.email})`),
    // The avatar an <img> asks for is found by id and key before the tenant is known (people/avatars.ts): the primary
    // key (tenant_id, id) cannot serve that, this index does (not unique, so Citus takes it).
    index('users_id_idx').on(t.id),
    index('users_tenant_parent_idx').on(t.tenantId, t.parentId),
    index('users_tenant_name_idx').on(t.tenantId, t.name),
    // Talent scopes (who was there by a quarter's end), counted from the index alone.
    index('users_tenant_created_idx').on(t.tenantId, t.createdAt, t.id, t.deactivatedAt, t.roleName, t.parentId),
    index('users_tenant_org_unit_idx').on(t.tenantId, t.orgUnit),
    // The directory's default order, and its count as an index-only scan (the status and role columns ride along).
    index('users_tenant_directory_idx').on(t.tenantId, sql`lower(${t.name})`, t.id, t.roleName, t.deactivatedAt, t.invitationAcceptedAt),
    // Exactly one CEO per tenant.
    uniqueIndex('users_tenant_ceo_key')
      .on(t.tenantId)
      .where(sql`${t.roleName} = 'ceo'`),
    foreignKey({ name: 'users_parent_fk', columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    foreignKey({ name: 'users_invited_by_fk', columns: [t.tenantId, t.invitedById], foreignColumns: [t.tenantId, t.id] }),
  ],
);

/**
 * How many times anyone's department changed in the company: what others keep about departments (the alignment
 * tree's department sets, goals/alignment/department-reach.ts) is good while this number is the one they kept it at.
 */
export const orgUnitVersions = pgTable(
  'org_unit_versions',
  {
    tenantId: tenantId().references(() => tenants.id),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'org_unit_versions_pkey', columns: [t.tenantId] })],
);
