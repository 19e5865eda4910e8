import type { Db } from '../db/client';
import type { Actor } from '../http/access';
import { findActiveSession } from './session-queries';
import { hashToken } from './tokens';

/** Who holds this session token, if it is live (the HTTP access check and the live channel both ask). */
export async function findActor(db: Db, token: string | null, now: Date): Promise<Actor | null> {
  return token ? findActiveSession(db, hashToken(token), now) : null;
}
