import { z } from 'zod';
import { Notification } from './notifications';
import type { AiSummaryProgress } from './ai-summaries';

/*
 * The live channel (spec 000 §7 "Live messages", 001 §4 "Real-time events").
 *
 * socket.io on the app's own HTTP server at its default path (/socket.io/). The client connects with
 * its session token in the handshake: `io(origin, { auth: { token } })`. A missing, expired, revoked or
 * unknown token (or a deactivated user or tenant) is refused: the client gets `connect_error` with
 * `message === LIVE_UNAUTHORIZED` and should not retry with the same token. Once connected, the socket
 * is in its tenant's room and its user's room; nothing else needs to be sent.
 *
 * Payloads carry ids only (plus the recipient's own notification). A client refetches what it needs
 * through the HTTP API, where its own permissions apply: a private goal's title never travels to people
 * who may not see it.
 */

export const LIVE_EVENTS = {
  NotificationUpdate: 'NotificationUpdate',
  UserManualUpdate: 'UserManualUpdate',
  TenantUpdate: 'TenantUpdate',
  AiSummaryProgress: 'AiSummaryProgress',
} as const;
export type LiveEventName = keyof typeof LIVE_EVENTS;

/** The connect_error message for a refused handshake. */
export const LIVE_UNAUTHORIZED = 'unauthorized';

/** To one user: a notification arrived for them (refresh the bell, the drawer and the page). */
export const NotificationUpdate = z.object({
  Notification,
  UnreadCount: z.number(),
});
export type NotificationUpdate = z.infer<typeof NotificationUpdate>;

export const USER_MANUAL_UPDATE_TYPES = ['user_manual_done', 'user_manual_updated'] as const;
/** To the tenant: someone finished or changed their user manual (nothing emits this yet; the user-manual area will). */
export const UserManualUpdate = z.object({
  Type: z.enum(USER_MANUAL_UPDATE_TYPES),
  UserId: z.number(),
});
export type UserManualUpdate = z.infer<typeof UserManualUpdate>;

export const TENANT_UPDATE_TYPES = [
  'goal_update',
  'user_deactivated',
  'user_activated',
  'employee_added',
  'user_updated',
  'manager_updated',
] as const;
export const TenantUpdateType = z.enum(TENANT_UPDATE_TYPES);
export type TenantUpdateType = z.infer<typeof TenantUpdateType>;

/**
 * To the whole tenant. goal_update: a goal changed (GoalId; UserId is its owner) — refetch an open goal,
 * goal lists, the prediction matrix. People types: UserId is the person added, changed, moved,
 * deactivated or activated — refetch directory and profile data. A user_deactivated whose UserId is the
 * signed-in user means: sign out (the server also closes that user's sockets right after sending it).
 */
export const TenantUpdate = z.object({
  Type: TenantUpdateType,
  GoalId: z.number().nullable(),
  UserId: z.number().nullable(),
  At: z.string().describe('ISO 8601 time of the change'),
});
export type TenantUpdate = z.infer<typeof TenantUpdate>;

/** socket.io's typed events, for `Socket<LiveServerToClient>` on the client and `Server<{}, LiveServerToClient>` here. */
export type LiveServerToClient = {
  NotificationUpdate: (payload: NotificationUpdate) => void;
  UserManualUpdate: (payload: UserManualUpdate) => void;
  TenantUpdate: (payload: TenantUpdate) => void;
  /** To one user: their AI summary's generation moved on, finished or failed (refetch the summary). */
  AiSummaryProgress: (payload: AiSummaryProgress) => void;
};
