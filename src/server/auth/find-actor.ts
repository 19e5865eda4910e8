import type { Db } from '../db/client';
import { holdTenant, type HeldTransaction } from '../db/tenant-context';
import type { Actor } from '../http/access';
import { findActiveSession } from './session-queries';
import { readTenantToken } from './tokens';

/** Who holds this session token, if it is live (the HTTP access check and the live channel both ask). */
export async function findActor(db: Db, token: string | null, now: Date): Promise<Actor | null> {
  // A token of another shape (malformed, or made before decision 052) names no tenant and finds nothing.
  const key = token ? readTenantToken(token) : null;
  return key ? findActiveSession(db, key, now) : null;
}

/**
 * The HTTP access check's look-up: the session of the tenant the token names, read as the first statement of that
 * tenant's transaction (BEGIN, the set-up and the look-up in one round trip), which stays open for the request's work.
 * On PGlite, whose one connection must not be held, the session is read on its own and nothing is held.
 */
export async function openSession(db: Db, token: string | null, now: Date): Promise<{ actor: Actor; held: HeldTransaction | null } | null> {
  const key = token ? readTenantToken(token) : null;
  if (!key) return null;
  const opened = await holdTenant(db, key.tenantId, (tx) => findActiveSession(tx, key, now));
  if (!opened) {
    const actor = await findActiveSession(db, key, now);
    return actor && { actor, held: null };
  }
  if (!opened.value) {
    await opened.held.release();
    return null;
  }
  return { actor: opened.value, held: opened.held };
}
