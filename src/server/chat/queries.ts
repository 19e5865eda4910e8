import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatWebhooks } from '../db/schema';
import type { ChatKind } from '../../domain/chat/chat-kinds';

// The chat area's reads and writes of chat_webhooks (db/table-owners.ts: only this area writes it). Run in the tenant.

export type ChatWebhookRow = typeof chatWebhooks.$inferSelect;

/** The company's webhooks, by the (tenant_id, kind) key: at most two rows. */
export async function findWebhooks(tx: Db, tenantId: number): Promise<ChatWebhookRow[]> {
  return tx.select().from(chatWebhooks).where(eq(chatWebhooks.tenantId, tenantId)).orderBy(chatWebhooks.kind);
}

/** The kinds the company has connected: what a post looks at before it queues anything. */
export async function findWebhookKinds(tx: Db, tenantId: number): Promise<ChatKind[]> {
  const rows = await tx.select({ kind: chatWebhooks.kind }).from(chatWebhooks).where(eq(chatWebhooks.tenantId, tenantId));
  return rows.map((r) => r.kind as ChatKind);
}

export async function findWebhook(tx: Db, tenantId: number, kind: ChatKind): Promise<ChatWebhookRow | null> {
  const [row] = await tx
    .select()
    .from(chatWebhooks)
    .where(and(eq(chatWebhooks.tenantId, tenantId), eq(chatWebhooks.kind, kind)));
  return row ?? null;
}

export async function upsertWebhook(
  tx: Db,
  w: { tenantId: number; kind: ChatKind; urlEncrypted: string; updatedById: number; now: Date },
): Promise<void> {
  const values = { urlEncrypted: w.urlEncrypted, updatedById: w.updatedById, updatedAt: w.now };
  await tx
    .insert(chatWebhooks)
    .values({ tenantId: w.tenantId, kind: w.kind, ...values, createdAt: w.now })
    .onConflictDoUpdate({ target: [chatWebhooks.tenantId, chatWebhooks.kind], set: { ...values, lastPostedAt: null } });
}

/** Removes the kind's webhook; answers whether there was one. */
export async function deleteWebhook(tx: Db, tenantId: number, kind: ChatKind): Promise<boolean> {
  const rows = await tx
    .delete(chatWebhooks)
    .where(and(eq(chatWebhooks.tenantId, tenantId), eq(chatWebhooks.kind, kind)))
    .returning({ id: chatWebhooks.id });
  return rows.length > 0;
}

/** Notes a post that the chat service took, on the webhook it went to (unless it was changed meanwhile). */
export async function touchPosted(tx: Db, tenantId: number, kind: ChatKind, urlEncrypted: string, now: Date): Promise<void> {
  await tx
    .update(chatWebhooks)
    .set({ lastPostedAt: now })
    .where(and(eq(chatWebhooks.tenantId, tenantId), eq(chatWebhooks.kind, kind), eq(chatWebhooks.urlEncrypted, urlEncrypted)));
}
