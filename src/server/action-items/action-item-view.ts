import { avatarUrl } from '../auth';
import { actionItemButtons, dueStateOf } from '../../domain/action-items/action-item-rules';
import type { ActionItem, ActionItemUser } from '../../contract/action-items';
import type { LoadedItem, PersonCols } from './action-item-queries';

export const toActionItemUser = (p: PersonCols): ActionItemUser => ({
  Id: p.id,
  Name: p.name,
  Avatar: avatarUrl(p),
  JobTitle: p.jobTitle,
  IsOrgAdmin: p.isOrgAdmin,
  IsGoalAdmin: p.isGoalAdmin,
  IsHrAdmin: p.isHrAdmin,
  IsGoalManager: p.isGoalManager,
});

/** An item as its assignee or requester sees it, with the buttons the rules give them and its due state today. */
export function toActionItem(l: LoadedItem, viewerId: number, today: string): ActionItem {
  const { item } = l;
  const completed = item.completedAt !== null;
  const rel = { isAssignee: item.assigneeId === viewerId, isRequester: item.requesterId === viewerId };
  const due = dueStateOf(item.dueDate, today, completed);
  return {
    Id: item.id,
    Title: item.title,
    DueDate: item.dueDate,
    AssigneeId: item.assigneeId,
    RequesterId: item.requesterId,
    Assignee: toActionItemUser(l.assignee),
    Requester: toActionItemUser(l.requester),
    IsCompleted: completed,
    CompletedAt: item.completedAt?.toISOString() ?? null,
    CreatedAt: item.createdAt.toISOString(),
    UpdatedAt: item.updatedAt.toISOString(),
    IsOverdue: due === 'overdue',
    IsDueSoon: due === 'due_soon',
    Source: sourceOf(l),
    ...actionItemButtons(rel, completed),
  };
}

function sourceOf(l: LoadedItem): ActionItem['Source'] {
  const { item } = l;
  if (item.sourceNoteId !== null && l.noteUserId !== null)
    return { Type: 'Note', Id: item.sourceNoteId, UserId: Number(l.noteUserId), GoalId: null };
  if (item.sourceCommentId !== null && l.commentGoalId !== null)
    return { Type: 'Comment', Id: item.sourceCommentId, UserId: null, GoalId: Number(l.commentGoalId) };
  return null;
}
