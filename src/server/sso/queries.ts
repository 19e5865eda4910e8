import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ssoConnections, ssoIdentities, ssoSignIns } from '../db/schema';

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;

// The company's connection (one a company), its linked identities and its sign-ins under way. Run in the tenant.
export async function findConnection(db: Db, tenantId: number): Promise<SsoConnectionRow | null> {
  const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.tenantId, tenantId));
  return row ?? null;
}

export type ConnectionValues = Pick<
  SsoConnectionRow,
  'issuer' | 'providerName' | 'clientId' | 'clientSecretEncrypted' | 'domains' | 'passwordSignIn' | 'createAccounts' | 'updatedById'
>;

export async function upsertConnection(db: Db, tenantId: number, values: ConnectionValues, now: Date): Promise<void> {
  await db
    .insert(ssoConnections)
    .values({ tenantId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: ssoConnections.tenantId, set: { ...values, updatedAt: now } });
}

/** Removes the connection, and the sign-ins under way with it; linked identities stay for a later connection. */
export async function deleteConnection(db: Db, tenantId: number): Promise<void> {
  await db.delete(ssoSignIns).where(eq(ssoSignIns.tenantId, tenantId));
  await db.delete(ssoConnections).where(eq(ssoConnections.tenantId, tenantId));
}

/** The person linked to the provider's (issuer, sub). */
export async function findIdentity(db: Db, tenantId: number, issuer: string, subject: string) {
  const [row] = await db
    .select({ id: ssoIdentities.id, userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.tenantId, tenantId), eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)));
  return row ?? null;
}

/** Whether the person is linked to another subject of the issuer (an address reassigned at the provider). */
export async function isLinkedElsewhere(db: Db, tenantId: number, userId: number, issuer: string, subject: string): Promise<boolean> {
  const rows = await db
    .select({ id: ssoIdentities.id })
    .from(ssoIdentities)
    .where(
      and(
        eq(ssoIdentities.tenantId, tenantId),
        eq(ssoIdentities.userId, userId),
        eq(ssoIdentities.issuer, issuer),
        ne(ssoIdentities.subject, subject),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertIdentity(db: Db, i: { tenantId: number; userId: number; issuer: string; subject: string; now: Date }) {
  await db.insert(ssoIdentities).values({
    tenantId: i.tenantId,
    userId: i.userId,
    issuer: i.issuer,
    subject: i.subject,
    createdAt: i.now,
    lastSignInAt: i.now,
  });
}

export async function touchIdentity(db: Db, tenantId: number, id: number, now: Date) {
  await db
    .update(ssoIdentities)
    .set({ lastSignInAt: now })
    .where(and(eq(ssoIdentities.tenantId, tenantId), eq(ssoIdentities.id, id)));
}

/** A sign-in under way; sign-ins that ended more than a day ago are cleared on the way. */
export async function insertSignIn(
  db: Db,
  s: { tenantId: number; stateHash: string; nonce: string; codeVerifier: string; expiresAt: Date; now: Date },
) {
  await db
    .delete(ssoSignIns)
    .where(and(eq(ssoSignIns.tenantId, s.tenantId), lt(ssoSignIns.expiresAt, new Date(s.now.getTime() - 24 * 3600_000))));
  await db.insert(ssoSignIns).values({
    tenantId: s.tenantId,
    stateHash: s.stateHash,
    nonce: s.nonce,
    codeVerifier: s.codeVerifier,
    expiresAt: s.expiresAt,
    createdAt: s.now,
  });
}

/** Uses the sign-in of a state once: its nonce and PKCE verifier, or null when unknown, used or expired. */
export async function consumeSignIn(db: Db, tenantId: number, stateHash: string, now: Date) {
  const [row] = await db
    .update(ssoSignIns)
    .set({ usedAt: now })
    .where(
      and(eq(ssoSignIns.tenantId, tenantId), eq(ssoSignIns.stateHash, stateHash), isNull(ssoSignIns.usedAt), gt(ssoSignIns.expiresAt, now)),
    )
    .returning({ nonce: ssoSignIns.nonce, codeVerifier: ssoSignIns.codeVerifier });
  return row ?? null;
}
