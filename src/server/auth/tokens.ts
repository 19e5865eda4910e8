import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak gives no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Session and link tokens name their tenant, `<tenantId>.<secret>` (decision 052): the look-up reads the tenant's
 * (tenant_id, token_hash) index, one shard once distributed. The hash covers the whole token, tenant included.
 */
export const newTenantToken = (tenantId: number): string => `${tenantId}.${newToken()}`;

const TENANT_TOKEN = /^([1-9][0-9]{0,15})\.[A-Za-z0-9_-]{43}$/;

/** The tenant a token names and the token's hash; null for anything else, which then finds nothing. */
export function readTenantToken(token: string): { tenantId: number; tokenHash: string } | null {
  const tenantId = Number(TENANT_TOKEN.exec(token)?.[1]);
  return Number.isSafeInteger(tenantId) ? { tenantId, tokenHash: hashToken(token) } : null;
}

export const SESSION_TTL_MS = 7 * 24 * 3600_000;
export const LINK_TTL_MS = {
  reset: 3600_000,
  unlock: 3600_000,
  confirm_email: 7 * 24 * 3600_000,
  invitation: 7 * 24 * 3600_000,
  // The one-time code a sign-in through the company's identity provider hands to the sign-in screen (decision 072).
  sso_hand_over: 60_000,
} as const;
export type LinkPurpose = keyof typeof LINK_TTL_MS;

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_COOL_DOWN_MS = 30 * 60_000;
