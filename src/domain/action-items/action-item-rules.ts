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
export const REQUESTER_IS_YOU = 'You are the requester, or your manager is when the action item is assigned to you.';

/** MarkComplete/{id}/{tab}: the tab the item is on. 1 In Progress (completes it), 2 Completed (reopens it). */
export const ACTION_ITEM_TABS = [1, 2] as const;
export type ActionItemTab = (typeof ACTION_ITEM_TABS)[number];

export type ActionItemAction = 'view' | 'edit' | 'delete' | 'complete' | 'reopen';
export type ActionItemRelation = { isAssignee: boolean; isRequester: boolean };
export type ActionItemDecision = { ok: true } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

const ok: ActionItemDecision = { ok: true };
const no = (status: 400 | 403 | 404 | 409, message: string): ActionItemDecision => ({ ok: false, status, message });

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

/**
 * Who an item is between: its requester is the one who saves it (the default), or, for an item assigned to them, their
 * own manager (what the manager asked in a 1:1). Nobody names another requester, so no one can put words in the CEO's
 * mouth; the form shows the refusal under Requester (400).
 */
export function decideParties(
  actor: { id: number; managerId: number | null },
  parties: { assigneeId: number; requesterId: number },
): ActionItemDecision {
  if (parties.requesterId === actor.id) return ok;
  if (parties.assigneeId === actor.id && actor.managerId !== null && parties.requesterId === actor.managerId) return ok;
  return no(400, REQUESTER_IS_YOU);
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
