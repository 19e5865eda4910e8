import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, tenants, users } from '../db/schema';

// System query, like the session look-up of a request: which of these sessions may still receive events.
export async function findLiveSessionIds(db: Db, sessionIds: number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deactivatedAt),
        isNull(tenants.deactivatedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
