import { and, asc, count, eq, isNull, lte } from 'drizzle-orm';
import { sameTenant } from '../db/tenant-filter';
import { pipelined, type Db } from '../db/client';
import { actionItems } from '../db/schema';
import type { Actor } from '../http/access';
import { addDays } from '../../domain/periods';
import { requester, personOf } from './action-item-queries';

/** An open item assigned to the viewer that is overdue or due by tomorrow: a dashboard reminder. */
export type ActionItemReminder = {
  type: 'ActionItemOverdue' | 'ActionItemDue';
  id: number;
  title: string;
  dueDate: string;
  /** Who asked for it, when not the viewer. */
  requester: { id: number; name: string; jobTitle: string | null; avatarKey: string | null } | null;
  createdAt: Date;
};

/** The viewer's first `limit` such items, earliest due first, and how many there are (the assignee index serves both). */
export async function findActionItemReminders(tx: Db, actor: Actor, today: string, limit: number) {
  const due = and(
    eq(actionItems.tenantId, actor.tenantId),
    eq(actionItems.assigneeId, actor.userId),
    lte(actionItems.dueDate, addDays(today, 1)),
    isNull(actionItems.completedAt),
  );
  const [rows, [total]] = await pipelined(
    () =>
      tx
        .select({ item: actionItems, requester: personOf.requester })
        .from(actionItems)
        .innerJoin(
          requester,
          and(sameTenant(requester.tenantId, actionItems.tenantId, actor.tenantId), eq(requester.id, actionItems.requesterId)),
        )
        .where(due)
        .orderBy(asc(actionItems.dueDate), asc(actionItems.id))
        .limit(limit),
    () => tx.select({ n: count() }).from(actionItems).where(due),
  );
  const reminders: ActionItemReminder[] = rows.map(({ item, requester: r }) => ({
    type: item.dueDate < today ? 'ActionItemOverdue' : 'ActionItemDue',
    id: item.id,
    title: item.title,
    dueDate: item.dueDate,
    requester: r.id === actor.userId ? null : { id: r.id, name: r.name, jobTitle: r.jobTitle, avatarKey: r.avatarKey },
    createdAt: item.createdAt,
  }));
  return { reminders, total: total?.n ?? 0 };
}
