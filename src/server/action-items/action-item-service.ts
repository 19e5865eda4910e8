import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { ActionItemEventType } from '../events/bus';
import type { ViewerWork } from '../goals';
import { todayIn } from '../../domain/periods';
import { ianaOf } from '../../domain/time-zones';
import {
  ACTION_ITEM_NOT_FOUND,
  actionForTab,
  decideActionItem,
  decideParties,
  type ActionItemAction,
  type ActionItemDecision,
  type ActionItemTab,
} from '../../domain/action-items/action-item-rules';
import type {
  ActionItem,
  ActionItemList,
  ActionItemQuery,
  ActionItemSave,
  ActionItemUser,
  ActionItemUsersQuery,
} from '../../contract/action-items';
import type { MessageBody } from '../../contract/common';
import {
  deleteItem,
  findActivePerson,
  findAssignablePeople,
  findItem,
  insertItem,
  updateItem,
  type LoadedItem,
} from './action-item-queries';
import { findActionItemPage } from './action-item-list';
import { toActionItem, toActionItemUser } from './action-item-view';
import { NOTE_NOT_FOUND, SOURCE_COMMENT_NOT_FOUND, sourceOf } from './action-item-sources';

export const PERSON_NOT_FOUND = 'This person was not found or is no longer active.';

type Save = z.output<typeof ActionItemSave>;

function refuse(d: ActionItemDecision, field?: string): void {
  if (d.ok) return;
  if (d.status === 400) throw badRequest(d.message, field);
  throw new AppError(d.status === 404 ? 'not_found' : d.status === 403 ? 'forbidden' : 'conflict', d.message);
}

const todayOf = (w: Work) => todayIn(ianaOf(w.actor.tenant.timeZone), w.now);

/** Loads an item for an action, refusing (404, 403, 409) as the rules say. */
async function loadFor(w: Work, id: number, action: ActionItemAction): Promise<LoadedItem> {
  const l = await findItem(w.tx, w.actor.tenantId, id, w.actor.userId);
  if (!l) throw notFound(ACTION_ITEM_NOT_FOUND);
  const { userId } = w.actor;
  refuse(
    decideActionItem(
      action,
      { isAssignee: l.item.assigneeId === userId, isRequester: l.item.requesterId === userId },
      l.item.completedAt !== null,
    ),
  );
  return l;
}

async function answer(w: Work, id: number): Promise<ActionItem> {
  const l = (await findItem(w.tx, w.actor.tenantId, id, w.actor.userId))!;
  return toActionItem(l, w.actor.userId, todayOf(w));
}

/** The two people are in the company and active, and the requester is the caller or, for their own item, their manager. */
async function checkParties(w: Work, input: Save): Promise<void> {
  for (const field of ['AssigneeId', 'RequesterId'] as const) {
    if (!(await findActivePerson(w.tx, w.actor.tenantId, input[field]))) throw notFound(PERSON_NOT_FOUND, field);
  }
  const actor = { id: w.actor.userId, managerId: w.actor.parentId };
  refuse(decideParties(actor, { assigneeId: input.AssigneeId, requesterId: input.RequesterId }), 'RequesterId');
}

type Parties = { id: number; assigneeId: number; requesterId: number; title: string };
const announce = (w: Work, type: ActionItemEventType, p: Parties) =>
  w.emit({ type, actionItemId: p.id, assigneeId: p.assigneeId, requesterId: p.requesterId, data: { title: p.title } });
const partiesOf = (id: number, input: Save): Parties => ({
  id,
  assigneeId: input.AssigneeId,
  requesterId: input.RequesterId,
  title: input.Title,
});

/** POST /actionitem/Get. */
export async function listActionItems(w: Work, q: z.output<typeof ActionItemQuery>): Promise<ActionItemList> {
  const { tenantId, userId } = w.actor;
  const { rows, total, assignees, requesters } = await findActionItemPage(w.tx, {
    tenantId,
    viewerId: userId,
    completed: q.IsCompleted,
    sort: q.SortBy,
    order: q.SortOrder,
    ...q.Filters,
    limit: q.PageSize,
    offset: (q.Page - 1) * q.PageSize,
  });
  const today = todayOf(w);
  return {
    data: rows.map((r) => toActionItem(r, userId, today)),
    count: total,
    to_users: assignees.map(toActionItemUser),
    by_users: requesters.map(toActionItemUser),
  };
}

/** POST /actionitem: the caller requests it or takes it on; from a note or a goal's comment when they say so. */
export async function createActionItem(w: ViewerWork, input: Save): Promise<ActionItem> {
  // A note or comment out of reach is 404 before anything else is said about the item.
  const source = await sourceOf(w, input);
  await checkParties(w, input);
  const id = await insertItem(w.tx, {
    tenantId: w.actor.tenantId,
    title: input.Title,
    dueDate: input.DueDate,
    assigneeId: input.AssigneeId,
    requesterId: input.RequesterId,
    createdById: w.actor.userId,
    ...source,
    createdAt: w.now,
    updatedAt: w.now,
  });
  announce(w, 'action_item_assigned', partiesOf(id, input));
  return answer(w, id);
}

/** PUT /actionitem/{id}: the requester changes an item in progress (its source stays). */
export async function updateActionItem(w: Work, input: Save & { id: number }): Promise<ActionItem> {
  const { item } = await loadFor(w, input.id, 'edit');
  // The source stays; a body naming another note or comment names something this item does not come from.
  if (input.NoteId && input.NoteId !== item.sourceNoteId) throw notFound(NOTE_NOT_FOUND, 'NoteId');
  if (input.CommentId && input.CommentId !== item.sourceCommentId) throw notFound(SOURCE_COMMENT_NOT_FOUND, 'CommentId');
  await checkParties(w, input);
  await updateItem(w.tx, w.actor.tenantId, item.id, {
    title: input.Title,
    dueDate: input.DueDate,
    assigneeId: input.AssigneeId,
    requesterId: input.RequesterId,
    updatedAt: w.now,
  });
  announce(w, input.AssigneeId === item.assigneeId ? 'action_item_changed' : 'action_item_assigned', partiesOf(item.id, input));
  return answer(w, item.id);
}

/** DELETE /actionitem/{id}: the requester. */
export async function deleteActionItem(w: Work, id: number): Promise<MessageBody> {
  await loadFor(w, id, 'delete');
  await deleteItem(w.tx, w.actor.tenantId, id);
  return { Message: 'The action item was deleted.' };
}

/** GET /actionitem/MarkComplete/{id}/{tab}: the assignee completes it (tab 1) or reopens it (tab 2). */
export async function markComplete(w: Work, input: { id: number; tab: ActionItemTab }): Promise<ActionItem> {
  const action = actionForTab(input.tab);
  const { item } = await loadFor(w, input.id, action);
  await updateItem(w.tx, w.actor.tenantId, item.id, { completedAt: action === 'complete' ? w.now : null, updatedAt: w.now });
  announce(w, action === 'complete' ? 'action_item_completed' : 'action_item_reopened', { ...item, title: item.title });
  return answer(w, item.id);
}

/** GET /actionitem/users: active people by name, those whose name has `Search`. */
export async function listAssignablePeople(w: Work, q: z.output<typeof ActionItemUsersQuery>): Promise<ActionItemUser[]> {
  const rows = await findAssignablePeople(w.tx, w.actor.tenantId, q.Search, q.PageSize);
  return rows.map(toActionItemUser);
}
