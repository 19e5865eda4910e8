import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sameTenant } from '../db/tenant-filter';
import { scimTokens, tenants, users } from '../db/schema';

// The scim area's writes and reads of its tokens (db/table-owners.ts: only this area writes scim_tokens).

export async function insertToken(tx: Db, t: { tenantId: number; name: string; tokenHash: string; createdById: number; now: Date }) {
  const [row] = await tx
    .insert(scimTokens)
    .values({ tenantId: t.tenantId, name: t.name, tokenHash: t.tokenHash, createdById: t.createdById, createdAt: t.now })
    .returning({ id: scimTokens.id });
  return row!.id;
}

/** A token in use: not revoked, its company and its creator active. Found by the (tenant_id, token_hash) key. */
export async function findLiveToken(tx: Db, key: { tenantId: number; tokenHash: string }) {
  const [row] = await tx
    .select({ id: scimTokens.id, name: scimTokens.name, createdById: scimTokens.createdById })
    .from(scimTokens)
    .innerJoin(tenants, eq(tenants.id, scimTokens.tenantId))
    .innerJoin(users, and(sameTenant(users.tenantId, scimTokens.tenantId, key.tenantId), eq(users.id, scimTokens.createdById)))
    .where(
      and(
        eq(scimTokens.tenantId, key.tenantId),
        eq(scimTokens.tokenHash, key.tokenHash),
        isNull(scimTokens.revokedAt),
        isNull(tenants.deactivatedAt),
        isNull(users.deactivatedAt),
      ),
    );
  return row ?? null;
}

/** Notes a token's use, at most once a minute: the drawer shows when a provider last called. */
export async function touchToken(tx: Db, tenantId: number, id: number, now: Date): Promise<void> {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await tx
    .update(scimTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(scimTokens.tenantId, tenantId),
        eq(scimTokens.id, id),
        or(isNull(scimTokens.lastUsedAt), lt(scimTokens.lastUsedAt, aMinuteAgo)),
      ),
    );
}

/** The company's tokens in use, newest first, with who created each; never their hashes. */
export async function findTokens(tx: Db, tenantId: number, page: { offset: number; limit: number }) {
  return tx
    .select({
      id: scimTokens.id,
      name: scimTokens.name,
      createdAt: scimTokens.createdAt,
      lastUsedAt: scimTokens.lastUsedAt,
      createdById: scimTokens.createdById,
      createdByName: users.name,
    })
    .from(scimTokens)
    .innerJoin(users, and(sameTenant(users.tenantId, scimTokens.tenantId, tenantId), eq(users.id, scimTokens.createdById)))
    .where(and(eq(scimTokens.tenantId, tenantId), isNull(scimTokens.revokedAt)))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countTokens(tx: Db, tenantId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(scimTokens)
    .where(and(eq(scimTokens.tenantId, tenantId), isNull(scimTokens.revokedAt)));
  return Number(row?.n ?? 0);
}

/** Revokes a token in use; answers its name, or null when the company has no such token in use. */
export async function revokeToken(tx: Db, tenantId: number, id: number, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(scimTokens)
    .set({ revokedAt: now })
    .where(and(eq(scimTokens.tenantId, tenantId), eq(scimTokens.id, id), isNull(scimTokens.revokedAt)))
    .returning({ name: scimTokens.name });
  return row?.name ?? null;
}
