import { z } from 'zod';
import { NOTIFIED_OBJECT_TYPES } from '../domain/notifications/object-types';

export const NotifiedObjectType = z.enum(NOTIFIED_OBJECT_TYPES);
export type NotifiedObjectType = z.infer<typeof NotifiedObjectType>;

/** Notifications per page; the client shows Load More while a page comes back full. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const Notification = z.object({
  Id: z.number(),
  Subject: z.string().describe("One line naming the actor and the object, e.g. 'Mia Chen approved your goal'"),
  Body: z.string().describe('The goal title (and the comment or prediction) the notification is about'),
  CreatedAt: z.string().describe('ISO 8601 timestamp'),
  IsRead: z.boolean(),
  NotifiedObjectType,
  NotifiedObjectId: z.number().describe('Id of the object of NotifiedObjectType'),
  GoalId: z
    .number()
    .nullable()
    .describe('The goal the object belongs to (Goal, Comment, GoalStatus), so the client opens it without a look-up; null otherwise'),
  ActorId: z.number().nullable().describe('Who caused it; null for system notifications'),
  ActorName: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({
  Notifications: z.array(Notification).describe(`Newest first, at most ${NOTIFICATION_PAGE_SIZE}`),
  UnreadCount: z.number().describe('All unread notifications of the user, not only this page'),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** GET /api/notification/{page}: pages start at 1. */
export const NotificationPageParam = z.object({
  page: z.coerce.number({ error: 'Page must be a number.' }).int('Page must be a whole number.').min(1, 'Pages start at 1.').max(100000),
});

/** GET /api/notification/MarkRead/{id}: the notification, now read, and what is left unread. */
export const MarkReadResult = z.object({ Notification, UnreadCount: z.number() });
export type MarkReadResult = z.infer<typeof MarkReadResult>;
