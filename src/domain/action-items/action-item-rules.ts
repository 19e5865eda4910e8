import { addDays } from '../periods';

// Action items (spec 001 §4, §5, §6; decision 017): who may see, change, delete, complete and reopen one.

export const PLEASE_ENTER = 'Please enter!';
export const PLEASE_SELECT = 'Please select!';
export const ACTION_ITEM_TITLE_MAX = 255;

export const ACTION_ITEM_NOT_FOUND = 'This action item was not found.';
export const ONLY_REQUESTER_EDITS = 'Only the person who requested this action item can change it.';
export const ONLY_REQUESTER_DELETES = 'Only the person who requested this action item can delete it.';
export const ONLY_ASSIGNEE_COMPLETES = 'Only the person this action item is assigned to can mark it complete.';
export const COMPLETED_LOCKED = 'A completed action item cannot be changed; the assignee can reopen it first.';
export const ALREADY_COMPLETED = 'This action item is already completed.';
export const NOT_COMPLETED = 'This action item is still in progress.';
export const CREATOR_TAKES_PART = 'An action item you save is one you requested or one assigned to you.';

/** MarkComplete/{id}/{tab}: the tab the item is on. 1 In Progress (completes it), 2 Completed (reopens it). */
export const ACTION_ITEM_TABS = [1, 2] as const;
export type ActionItemTab = (typeof ACTION_ITEM_TABS)[number];

export type ActionItemAction = 'view' | 'edit' | 'delete' | 'complete' | 'reopen';
export type ActionItemRelation = { isAssignee: boolean; isRequester: boolean };
export type ActionItemDecision = { ok: true } | { ok: false; status: 403 | 404 | 409; message: string };

const ok: ActionItemDecision = { ok: true };
const no = (status: 403 | 404 | 409, message: string): ActionItemDecision => ({ ok: false, status, message });

export const actionForTab = (tab: ActionItemTab): 'complete' | 'reopen' => (tab === 1 ? 'complete' : 'reopen');

/**
 * Whether the caller may act on an item. Nobody but its assignee and requester learns it exists (404); the
 * assignee marks and unmarks it complete; the requester changes it while in progress and deletes it.
 */
export function decideActionItem(action: ActionItemAction, rel: ActionItemRelation, completed: boolean): ActionItemDecision {
  if (!rel.isAssignee && !rel.isRequester) return no(404, ACTION_ITEM_NOT_FOUND);
  switch (action) {
    case 'view':
      return ok;
    case 'edit':
      if (!rel.isRequester) return no(403, ONLY_REQUESTER_EDITS);
      return completed ? no(409, COMPLETED_LOCKED) : ok;
    case 'delete':
      return rel.isRequester ? ok : no(403, ONLY_REQUESTER_DELETES);
    case 'complete':
      if (!rel.isAssignee) return no(403, ONLY_ASSIGNEE_COMPLETES);
      return completed ? no(409, ALREADY_COMPLETED) : ok;
    case 'reopen':
      if (!rel.isAssignee) return no(403, ONLY_ASSIGNEE_COMPLETES);
      return completed ? ok : no(409, NOT_COMPLETED);
  }
}

/** Who an item is between: the one who saves it must be its requester or its assignee, or they could not see it. */
export function decideParties(actorId: number, parties: { assigneeId: number; requesterId: number }): ActionItemDecision {
  return parties.assigneeId === actorId || parties.requesterId === actorId ? ok : no(403, CREATOR_TAKES_PART);
}

/** The buttons of a row, from the same rules. */
export function actionItemButtons(rel: ActionItemRelation, completed: boolean) {
  const may = (a: ActionItemAction) => decideActionItem(a, rel, completed).ok;
  return { CanEdit: may('edit'), CanDelete: may('delete'), CanComplete: may('complete'), CanReopen: may('reopen') };
}

export type DueState = 'overdue' | 'due_soon' | 'later';

/** An open item is overdue after its due day, due soon on it and the day before (the dashboard's reminder). */
export function dueStateOf(dueDate: string, today: string, completed: boolean): DueState {
  if (completed) return 'later';
  if (dueDate < today) return 'overdue';
  return dueDate <= addDays(today, 1) ? 'due_soon' : 'later';
}

/** Columns the list may be sorted by, in SQL; ties go by id. */
export const ACTION_ITEM_SORTS = ['DueDate', 'Title', 'Assignee', 'Requester', 'CreatedAt', 'CompletedAt'] as const;
export type ActionItemSort = (typeof ACTION_ITEM_SORTS)[number];
