import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { builtStatement, type Placeholders } from '../db/statement';
import { sessions, tenants, users } from '../db/schema';
import type { Actor } from '../http/access';
import type { RoleName } from '../../contract/people';

const ceos = alias(users, 'ceo');
// 'ceo' written into the text, not sent as a parameter: only then can PostgreSQL use the partial index
// users_tenant_ceo_key in the plan it keeps for the prepared statement (otherwise it plans every call anew).
const isCeo = sql`${ceos.roleName} = 'ceo'`;

// What an actor is made of: the person's role and flags, and what goal requests need of the person and
// the tenant (manager, schedule, CEO), read in the same statement to save them a round trip.
const actorColumns = {
  tenantId: users.tenantId,
  userId: users.id,
  roleName: users.roleName,
  isOrgAdmin: users.isOrgAdmin,
  isGoalAdmin: users.isGoalAdmin,
  isGoalManager: users.isGoalManager,
  isHrAdmin: users.isHrAdmin,
  isDelegate: users.isDelegate,
  parentId: users.parentId,
  language: users.language,
  tenant: {
    effectiveDate: tenants.effectiveDate,
    timeZone: tenants.timeZone,
    goalType: tenants.goalType,
    defaultLanguage: tenants.defaultLanguage,
  },
  ceoId: ceos.id,
  ceoName: ceos.name,
};

type ActorRow = Omit<Actor, 'sessionId' | 'roleName' | 'ceo'> & {
  roleName: string;
  ceoId: number | null;
  ceoName: string | null;
};

const toActor = ({ ceoId, ceoName, ...row }: ActorRow, sessionId: number): Actor => ({
  ...row,
  sessionId,
  roleName: row.roleName as RoleName,
  ceo: ceoId === null ? null : { Id: ceoId, Name: ceoName ?? '' },
});

// Every signed-in request runs it: built once (see statement.ts).
const activeSession = builtStatement((db, p: Placeholders<{ tenantId: number; tokenHash: string; now: Date }>) =>
  db
    .select({ ...actorColumns, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .leftJoin(ceos, and(eq(ceos.tenantId, sessions.tenantId), isCeo))
    .where(
      and(
        eq(sessions.tenantId, p.tenantId),
        eq(sessions.tokenHash, p.tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, p.now),
        isNull(users.deactivatedAt),
        isNull(tenants.deactivatedAt),
      ),
    )
    .prepare(''),
);

// System query: a session is found by the tenant its token names and the token's hash (tokens.ts readTenantToken).
export async function findActiveSession(db: Db, token: { tenantId: number; tokenHash: string }, now: Date): Promise<Actor | null> {
  const [row] = await activeSession(db, { tenantId: token.tenantId, tokenHash: token.tokenHash, now });
  return row ? toActor(row, row.sessionId) : null;
}

/** A person as an actor without a session (session id 0): for the CLI, benches and system work. */
export async function findActor(db: Db, tenantId: number, userId: number): Promise<Actor | null> {
  const [row] = await db
    .select(actorColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(ceos, and(eq(ceos.tenantId, users.tenantId), isCeo))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ? toActor(row, 0) : null;
}

export async function insertSession(db: Db, s: { tenantId: number; userId: number; tokenHash: string; expiresAt: Date }) {
  const [row] = await db.insert(sessions).values(s).returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: Db, session: { tenantId: number; sessionId: number }, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, session.tenantId), eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
}

/** Ends a session at `until` at the latest (sooner if it expires sooner). */
export async function retireSession(db: Db, session: { tenantId: number; sessionId: number }, until: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(sessions.tenantId, session.tenantId), eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, tenantId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
