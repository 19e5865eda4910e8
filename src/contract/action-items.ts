import { z } from 'zod';
import {
  ACTION_ITEM_SORTS,
  ACTION_ITEM_TABS,
  ACTION_ITEM_TITLE_MAX,
  type ActionItemTab,
  PLEASE_ENTER,
  PLEASE_SELECT,
} from '../domain/action-items/action-item-rules';
import { isoDate, requiredText, text } from './common';

// Action items (spec 001 §3 ActionItem, §4, §5, §7 'Action items', §9; decision 017).

const id = z.coerce.number().int().positive();
const personId = z.number({ error: PLEASE_SELECT }).int(PLEASE_SELECT).positive(PLEASE_SELECT);

/** A person in the lists of action items (spec 001 §3 list user entries). */
export const ActionItemUser = z.object({
  Id: z.number(),
  Name: z.string(),
  Avatar: z.string().nullable(),
  JobTitle: z.string().nullable(),
  IsOrgAdmin: z.boolean(),
  IsGoalAdmin: z.boolean(),
  IsHrAdmin: z.boolean(),
  IsGoalManager: z.boolean(),
});
export type ActionItemUser = z.infer<typeof ActionItemUser>;

/** Where an item was made from: a private note (shown to the note's author only) or a goal's comment. */
export const ActionItemSource = z.object({
  Type: z.enum(['Note', 'Comment']),
  Id: z.number().describe('The note or the comment'),
  UserId: z.number().nullable().describe('Note: the person the note is about (its Notes tab)'),
  GoalId: z.number().nullable().describe('Comment: the goal it was written on'),
});
export type ActionItemSource = z.infer<typeof ActionItemSource>;

export const ActionItem = z.object({
  Id: z.number(),
  Title: z.string(),
  DueDate: z.string().describe('YYYY-MM-DD'),
  AssigneeId: z.number(),
  RequesterId: z.number(),
  Assignee: ActionItemUser,
  Requester: ActionItemUser,
  IsCompleted: z.boolean(),
  CompletedAt: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  IsOverdue: z.boolean().describe("Open and due before today (the company's time zone)"),
  IsDueSoon: z.boolean().describe('Open and due today or tomorrow'),
  Source: ActionItemSource.nullable(),
  CanEdit: z.boolean().describe('The requester, while in progress'),
  CanDelete: z.boolean().describe('The requester'),
  CanComplete: z.boolean().describe('The assignee, while in progress'),
  CanReopen: z.boolean().describe('The assignee, once completed'),
});
export type ActionItem = z.infer<typeof ActionItem>;

const idList = z.array(z.coerce.number().int().positive()).max(200).nullish();
const sortOrder = z
  .enum(['asc', 'desc', 'ascend', 'descend'])
  .default('asc')
  .transform((o) => (o.startsWith('desc') ? 'desc' : 'asc'));

/**
 * POST /actionitem/Get: the caller's items (requested by them or assigned to them) on one tab. Filters narrow
 * by assignee and requester (ids, as a table's column filters send them) and by a part of the title.
 */
export const ActionItemQuery = z.object({
  Page: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(100).default(20),
  SortBy: z.enum(ACTION_ITEM_SORTS).default('DueDate'),
  SortOrder: sortOrder,
  Filters: z
    .object({
      AssigneeId: idList,
      RequesterId: idList,
      Title: text(100).nullish().describe('Part of the title'),
    })
    .nullish()
    .transform((f) => ({ assigneeIds: f?.AssigneeId ?? [], requesterIds: f?.RequesterId ?? [], title: f?.Title ?? '' })),
  IsCompleted: z.boolean().default(false),
});
export type ActionItemQuery = z.input<typeof ActionItemQuery>;

export const ActionItemList = z.object({
  data: z.array(ActionItem),
  count: z.number().describe('All items on the tab that pass the filters'),
  to_users: z.array(ActionItemUser).describe("Assignees of the tab's items (the Assignee filter)"),
  by_users: z.array(ActionItemUser).describe("Requesters of the tab's items (the Requester filter)"),
});
export type ActionItemList = z.infer<typeof ActionItemList>;

/**
 * POST /actionitem and PUT /actionitem/{id}. The saver is the requester or the assignee. NoteId or CommentId
 * (create only) say where the item was made from; a note must be the caller's own.
 */
export const ActionItemSave = z.object({
  Title: requiredText(ACTION_ITEM_TITLE_MAX, PLEASE_ENTER),
  DueDate: isoDate('Please enter the deadline as a date (YYYY-MM-DD).').describe('YYYY-MM-DD'),
  AssigneeId: personId,
  RequesterId: personId,
  NoteId: id.nullish(),
  CommentId: id.nullish(),
});
export type ActionItemSave = z.input<typeof ActionItemSave>;

/** The tab the item is on: 1 In Progress (completes it), 2 Completed (reopens it). */
export const MarkCompleteParams = z.object({
  id,
  tab: z.coerce
    .number()
    .int()
    .min(1, 'The tab is 1 (In Progress) or 2 (Completed).')
    .max(ACTION_ITEM_TABS.length, 'The tab is 1 (In Progress) or 2 (Completed).')
    .transform((t) => t as ActionItemTab),
});

/** GET /actionitem/users?Search&PageSize: whom an item may be assigned to or requested by (active people, by name). */
export const ActionItemUsersQuery = z.object({
  Search: text(100).default(''),
  PageSize: z.coerce.number().int().min(1).max(100).default(50),
});
