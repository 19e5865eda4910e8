import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountTokens } from '../db/schema';
import { LINK_TTL_MS, type LinkPurpose, hashToken, newTenantToken, readTenantToken } from './tokens';

/** Creates a single-use link token; earlier unused links of the same purpose stop working. */
export async function createLinkToken(db: Db, l: { tenantId: number; userId: number; purpose: LinkPurpose; now: Date }): Promise<string> {
  const tokens = await createLinkTokens(db, { tenantId: l.tenantId, userIds: [l.userId], purpose: l.purpose, now: l.now });
  return tokens.get(l.userId)!;
}

/** Link tokens for many users at once, a few hundred a statement (an organisation import invites thousands). */
export async function createLinkTokens(
  db: Db,
  l: { tenantId: number; userIds: number[]; purpose: LinkPurpose; now: Date },
): Promise<Map<number, string>> {
  const tokens = new Map(l.userIds.map((userId) => [userId, newTenantToken(l.tenantId)]));
  const expiresAt = new Date(l.now.getTime() + LINK_TTL_MS[l.purpose]);
  for (let i = 0; i < l.userIds.length; i += 500) {
    const chunk = l.userIds.slice(i, i + 500);
    await db
      .update(accountTokens)
      .set({ usedAt: l.now })
      .where(
        and(
          eq(accountTokens.tenantId, l.tenantId),
          inArray(accountTokens.userId, chunk),
          eq(accountTokens.purpose, l.purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    await db
      .insert(accountTokens)
      .values(
        chunk.map((userId) => ({ tenantId: l.tenantId, userId, purpose: l.purpose, tokenHash: hashToken(tokens.get(userId)!), expiresAt })),
      );
  }
  return tokens;
}

// System query: a link arrives without a tenant; its token names the tenant, and the tenant's token hash finds it.
export async function findLiveLink(db: Db, token: string, purpose: LinkPurpose, now: Date) {
  const key = readTenantToken(token);
  if (!key) return null;
  const [row] = await db
    .select({ id: accountTokens.id, tenantId: accountTokens.tenantId, userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tenantId, key.tenantId),
        eq(accountTokens.tokenHash, key.tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Marks the link used; false when another request used it first. */
export async function consumeLink(db: Db, link: { tenantId: number; id: number }, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tenantId, link.tenantId), eq(accountTokens.id, link.id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}
