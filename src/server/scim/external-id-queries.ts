import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scimExternalIds } from '../db/schema';

// The provider's own id of each person it provisions (SCIM externalId); only this area writes scim_external_ids.

export async function findExternalId(tx: Db, tenantId: number, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ externalId: scimExternalIds.externalId })
    .from(scimExternalIds)
    .where(and(eq(scimExternalIds.tenantId, tenantId), eq(scimExternalIds.userId, userId)));
  return row?.externalId ?? null;
}

/** Who has this external id; its index is not unique, so the first by id. */
export async function findUserIdByExternalId(tx: Db, tenantId: number, externalId: string): Promise<number | null> {
  const [row] = await tx
    .select({ userId: scimExternalIds.userId })
    .from(scimExternalIds)
    .where(and(eq(scimExternalIds.tenantId, tenantId), eq(scimExternalIds.externalId, externalId)))
    .orderBy(scimExternalIds.id)
    .limit(1);
  return row?.userId ?? null;
}

/** Sets a person's external id, or removes it (null). */
export async function setExternalId(tx: Db, p: { tenantId: number; userId: number; externalId: string | null; now: Date }): Promise<void> {
  const mine = and(eq(scimExternalIds.tenantId, p.tenantId), eq(scimExternalIds.userId, p.userId));
  if (p.externalId === null) {
    await tx.delete(scimExternalIds).where(mine);
    return;
  }
  await tx
    .insert(scimExternalIds)
    .values({ tenantId: p.tenantId, userId: p.userId, externalId: p.externalId, createdAt: p.now })
    .onConflictDoUpdate({ target: [scimExternalIds.tenantId, scimExternalIds.userId], set: { externalId: p.externalId } });
}
