import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { sameTenant } from '../db/tenant-filter';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { NOTIFICATION_PAGE_SIZE, type Notification, type NotifiedObjectType } from '../../contract/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'mailedAt'>;

export const toNotification = (n: NotificationRow, actorName: string | null): Notification => ({
  Id: n.id,
  Subject: n.subject,
  Body: n.body,
  CreatedAt: n.createdAt.toISOString(),
  IsRead: n.readAt !== null,
  NotifiedObjectType: n.objectType as NotifiedObjectType,
  NotifiedObjectId: n.objectId,
  GoalId: n.goalId,
  ActorId: n.actorId,
  ActorName: actorName,
});

export async function insertNotifications(tx: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(notifications).values(rows).returning();
}

/** One page of a user's notifications, newest first (notifications_tenant_user_id_idx). */
export async function findNotificationPage(tx: Db, tenantId: number, userId: number, page: number): Promise<Notification[]> {
  const rows = await tx
    .select({ n: notifications, actorName: users.name })
    .from(notifications)
    .leftJoin(users, and(sameTenant(users.tenantId, notifications.tenantId, tenantId), eq(users.id, notifications.actorId)))
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATION_PAGE_SIZE);
  return rows.map((r) => toNotification(r.n, r.actorName));
}

/** Unread notifications of one user (notifications_tenant_user_unread_idx). */
export async function countUnread(tx: Db, tenantId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Unread counts of several users at once; a user without any is 0. */
export async function countUnreadOf(tx: Db, tenantId: number, userIds: number[]): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await tx
    .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  for (const r of rows) counts.set(Number(r.userId), Number(r.n));
  return counts;
}

/** Marks one of the user's own notifications read (the first reading counts); null when it is not theirs. */
export async function markRead(tx: Db, tenantId: number, userId: number, id: number, now: Date): Promise<Notification | null> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning();
  if (!row) return null;
  const [actor] =
    row.actorId === null
      ? []
      : await tx
          .select({ name: users.name })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.id, row.actorId)));
  return toNotification(row, actor?.name ?? null);
}

/** Stored notifications as the live channel sends them: each with its recipient's unread count (for the weekly follow-up). */
export async function notifiedOf(
  tx: Db,
  tenantId: number,
  rows: NotificationRow[],
): Promise<{ tenantId: number; userId: number; notification: Notification; unreadCount: number }[]> {
  const unread = await countUnreadOf(tx, tenantId, [...new Set(rows.map((n) => n.userId))]);
  return rows.map((n) => ({ tenantId, userId: n.userId, notification: toNotification(n, null), unreadCount: unread.get(n.userId) ?? 0 }));
}
