import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, tenants, users } from '../db/schema';
import type { Actor } from '../http/access';
import type { RoleName } from '../../contract/people';

// System query: a session is found by its token before the tenant is known.
export async function findActiveSession(db: Db, tokenHash: string, now: Date): Promise<Actor | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      tenantId: sessions.tenantId,
      userId: users.id,
      roleName: users.roleName,
      isOrgAdmin: users.isOrgAdmin,
      isGoalAdmin: users.isGoalAdmin,
      isGoalManager: users.isGoalManager,
      isHrAdmin: users.isHrAdmin,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deactivatedAt),
        isNull(tenants.deactivatedAt),
      ),
    );
  return row ? { ...row, roleName: row.roleName as RoleName } : null;
}

export async function insertSession(db: Db, s: { tenantId: number; userId: number; tokenHash: string; expiresAt: Date }) {
  const [row] = await db.insert(sessions).values(s).returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, tenantId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
