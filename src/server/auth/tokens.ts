import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak gives no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const SESSION_TTL_MS = 7 * 24 * 3600_000;
export const LINK_TTL_MS = { reset: 3600_000, unlock: 3600_000, confirm_email: 7 * 24 * 3600_000, invitation: 7 * 24 * 3600_000 } as const;
export type LinkPurpose = keyof typeof LINK_TTL_MS;

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_COOL_DOWN_MS = 30 * 60_000;
