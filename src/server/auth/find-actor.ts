import type { Db } from '../db/client';
import type { Actor } from '../http/access';
import { findActiveSession } from './session-queries';
import { readTenantToken } from './tokens';

/** Who holds this session token, if it is live (the HTTP access check and the live channel both ask). */
export async function findActor(db: Db, token: string | null, now: Date): Promise<Actor | null> {
  // A token of another shape (malformed, or made before decision 052) names no tenant and finds nothing.
  const key = token ? readTenantToken(token) : null;
  return key ? findActiveSession(db, key, now) : null;
}
