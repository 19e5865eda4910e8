import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { sameTenant } from '../db/tenant-filter';
import { pipelined, type Db } from '../db/client';
import { actionItems, users } from '../db/schema';
import { escapeLike } from '../db/like';
import type { ActionItemSort } from '../../domain/action-items/action-item-rules';
import { assignee, itemColumns, requester, userCols } from './action-item-queries';

export type ListInput = {
  tenantId: number;
  viewerId: number;
  completed: boolean;
  sort: ActionItemSort;
  order: 'asc' | 'desc';
  assigneeIds: number[];
  requesterIds: number[];
  title: string;
  limit: number;
  offset: number;
};

const SORT_COLUMN = {
  DueDate: actionItems.dueDate,
  Title: actionItems.title,
  CreatedAt: actionItems.createdAt,
  CompletedAt: actionItems.completedAt,
} satisfies Record<Exclude<ActionItemSort, 'Assignee' | 'Requester'>, unknown>;

/** The viewer's items on one tab: requested by them or assigned to them (each side has its index). */
const onTab = (q: ListInput) =>
  and(
    eq(actionItems.tenantId, q.tenantId),
    or(eq(actionItems.assigneeId, q.viewerId), eq(actionItems.requesterId, q.viewerId)),
    q.completed ? isNotNull(actionItems.completedAt) : isNull(actionItems.completedAt),
  );

const filtered = (q: ListInput): SQL | undefined =>
  and(
    onTab(q),
    q.assigneeIds.length ? inArray(actionItems.assigneeId, q.assigneeIds) : undefined,
    q.requesterIds.length ? inArray(actionItems.requesterId, q.requesterIds) : undefined,
    q.title ? ilike(actionItems.title, `%${escapeLike(q.title)}%`) : undefined,
  );

/**
 * People on one side of the tab's items, by name: the options of that column's filter. Their ids are taken from the
 * items first, so only those people are read (not a hash of the whole company).
 */
const sideUsers = (tx: Db, q: ListInput, side: typeof actionItems.assigneeId) =>
  tx
    .select(userCols)
    .from(users)
    .where(and(eq(users.tenantId, q.tenantId), inArray(users.id, tx.selectDistinct({ id: side }).from(actionItems).where(onTab(q)))))
    .orderBy(asc(users.name), asc(users.id));

type SidePeople = Awaited<ReturnType<typeof sideUsers>>;

/**
 * The order of a page. A sort by a person's name reads the item's place in that side's filter list, which is
 * already in name order (name, id): no join of the company's people before the page is cut.
 */
function orderOf(q: ListInput, sides: { assignees: SidePeople; requesters: SidePeople }): SQL[] {
  const dir = q.order === 'desc' ? desc : asc;
  const byName = (people: SidePeople, column: typeof actionItems.assigneeId) =>
    sql`array_position(${`{${people.map((p) => p.id).join(',')}}`}::bigint[], ${column})`;
  const key =
    q.sort === 'Assignee'
      ? byName(sides.assignees, actionItems.assigneeId)
      : q.sort === 'Requester'
        ? byName(sides.requesters, actionItems.requesterId)
        : SORT_COLUMN[q.sort];
  return [dir(key), dir(actionItems.id)];
}

/** One page of the tab in the asked order (ties by id), its count after filters, and the filters' people. */
export async function findActionItemPage(tx: Db, q: ListInput) {
  const [assignees, requesters] = await pipelined(
    () => sideUsers(tx, q, actionItems.assigneeId),
    () => sideUsers(tx, q, actionItems.requesterId),
  );
  const order = orderOf(q, { assignees, requesters });
  const [rows, total] = await pipelined(
    () =>
      tx
        .select(itemColumns(q.tenantId, q.viewerId))
        .from(actionItems)
        .innerJoin(assignee, and(sameTenant(assignee.tenantId, actionItems.tenantId, q.tenantId), eq(assignee.id, actionItems.assigneeId)))
        .innerJoin(
          requester,
          and(sameTenant(requester.tenantId, actionItems.tenantId, q.tenantId), eq(requester.id, actionItems.requesterId)),
        )
        .where(
          and(
            eq(actionItems.tenantId, q.tenantId),
            inArray(
              actionItems.id,
              tx
                .select({ id: actionItems.id })
                .from(actionItems)
                .where(filtered(q))
                .orderBy(...order)
                .limit(q.limit)
                .offset(q.offset),
            ),
          ),
        )
        .orderBy(...order),
    () => tx.select({ n: count() }).from(actionItems).where(filtered(q)),
  );
  return { rows, total: total[0]?.n ?? 0, assignees, requesters };
}
