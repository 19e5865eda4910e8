import { boolean, foreignKey, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId, tenantKey } from './columns';
import { tenants } from './tenants';
import { users } from './users';

// Sign-in through a company's identity provider and provisioning from it (issue 32). The sso area owns the first three
// tables, the scim area the last two (db/table-owners.ts).

/**
 * A company's OpenID Connect connection, one a company: the provider (its issuer), the client Trellis is registered
 * as, the email domains it serves, and whether passwords stay open and unknown people get an account.
 */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    issuer: varchar('issuer', { length: 500 }).notNull(),
    /** The provider's name on the sign-in button ('Sign in with Okta'). */
    providerName: varchar('provider_name', { length: 100 }).notNull(),
    clientId: varchar('client_id', { length: 255 }).notNull(),
    /** The client secret, sealed with the server's secret as the AI key is (AES-256-GCM); never sent to a browser. */
    clientSecretEncrypted: varchar('client_secret_encrypted', { length: 2000 }).notNull(),
    /** The email domains it serves, in lower case. */
    domains: text('domains').array().notNull(),
    passwordSignIn: boolean('password_sign_in').notNull().default(true),
    createAccounts: boolean('create_accounts').notNull().default(false),
    updatedById: ref('updated_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey('sso_connections', t),
    uniqueIndex('sso_connections_tenant_key').on(t.tenantId),
    foreignKey({ name: 'sso_connections_updated_by_fk', columns: [t.tenantId, t.updatedById], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** A person's identity at the company's provider, once linked: found by (issuer, sub) from then on. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    issuer: varchar('issuer', { length: 500 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: createdAt(),
    lastSignInAt: at('last_sign_in_at'),
  },
  (t) => [
    tenantKey('sso_identities', t),
    uniqueIndex('sso_identities_subject_key').on(t.tenantId, t.issuer, t.subject),
    index('sso_identities_tenant_user_idx').on(t.tenantId, t.userId),
    foreignKey({ name: 'sso_identities_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * A sign-in under way at the provider: its `state` (a token that names its tenant, decision 052, kept as a hash), the
 * nonce and the PKCE verifier; used once, and only until it expires.
 */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('sso_sign_ins', t),
    uniqueIndex('sso_sign_ins_state_hash_key').on(t.tenantId, t.stateHash),
    index('sso_sign_ins_tenant_expires_idx').on(t.tenantId, t.expiresAt),
  ],
);

/** A company's SCIM bearer token, shown once (`<tenantId>.<secret>`, decision 052) and kept as its hash. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    name: varchar('name', { length: 100 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdById: ref('created_by_id').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    tenantKey('scim_tokens', t),
    uniqueIndex('scim_tokens_token_hash_key').on(t.tenantId, t.tokenHash),
    index('scim_tokens_tenant_created_idx').on(t.tenantId, t.createdAt),
    foreignKey({ name: 'scim_tokens_created_by_fk', columns: [t.tenantId, t.createdById], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** The identity provider's own id of a person it provisions (SCIM `externalId`), one a person. */
export const scimExternalIds = pgTable(
  'scim_external_ids',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    userId: ref('user_id').notNull(),
    externalId: varchar('external_id', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('scim_external_ids', t),
    uniqueIndex('scim_external_ids_user_key').on(t.tenantId, t.userId),
    index('scim_external_ids_tenant_external_idx').on(t.tenantId, t.externalId),
    foreignKey({ name: 'scim_external_ids_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
