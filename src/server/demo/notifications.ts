import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { GoalEvent, GoalEventType } from '../events/bus';
import { insertNotifications, notificationRowsOf, type NewNotification } from '../notifications';

const DAY = 86_400_000;
/** How far back the demo's history becomes notifications, and how much of that is still unread. */
const NOTIFY_DAYS = 10;
const UNREAD_DAYS = 3;

type HistoryRow = {
  kind: 'transition' | 'status' | 'comment';
  id: number;
  goal_id: number;
  owner_id: number;
  user_id: number;
  at: string;
  from_state: string | null;
  to_state: string | null;
  transitionable_type: string | null;
  transitionable_id: number | null;
  action_type: number | null;
  meta: Record<string, unknown> | null;
  commentable_type: string | null;
  commentable_id: number | null;
};

/**
 * Turns the demo company's recent history (state changes, weekly updates, comments of the last ten days)
 * into the events they record and lets the notification rules pick who is told — the same rules as live.
 * What is older than three days is read already; no digest mail waits (demo addresses receive none).
 */
export async function seedDemoNotifications(tx: Db, d: { tenantId: number; now: Date }): Promise<number> {
  const since = new Date(d.now.getTime() - NOTIFY_DAYS * DAY).toISOString();
  const t = d.tenantId;
  const history = await queryRows<HistoryRow>(
    tx,
    sql`SELECT 'transition' AS kind, x.id, x.goal_id, g.owner_id, x.user_id, x.created_at::text AS at, x.from_state, x.to_state,
               x.transitionable_type, x.transitionable_id, x.action_type, x.meta, NULL AS commentable_type, NULL::bigint AS commentable_id
        FROM goal_transitions x JOIN goals g ON g.tenant_id = x.tenant_id AND g.id = x.goal_id
        WHERE x.tenant_id = ${t} AND x.created_at > ${since}::timestamptz AND x.from_state IS DISTINCT FROM x.to_state
      UNION ALL
        SELECT 'status', s.id, s.goal_id, g.owner_id, s.created_by_id, s.updated_at::text, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
        FROM goal_statuses s JOIN goals g ON g.tenant_id = s.tenant_id AND g.id = s.goal_id
        WHERE s.tenant_id = ${t} AND s.updated_at > ${since}::timestamptz
          -- Only followers hear of weekly updates: skip the goals nobody follows.
          AND EXISTS (SELECT 1 FROM goal_follows f WHERE f.tenant_id = s.tenant_id AND f.goal_id = s.goal_id)
      UNION ALL
        SELECT 'comment', c.id, c.goal_id, g.owner_id, c.user_id, c.created_at::text, NULL, NULL, NULL, NULL, NULL, NULL, c.commentable_type, c.commentable_id
        FROM comments c JOIN goals g ON g.tenant_id = c.tenant_id AND g.id = c.goal_id
        WHERE c.tenant_id = ${t} AND c.created_at > ${since}::timestamptz
      ORDER BY at, kind DESC, id`,
  );
  const rows: NewNotification[] = [];
  for (const h of history) {
    const event = eventOf(h, t);
    if (!event) continue;
    const planned = await notificationRowsOf(tx, event);
    const read = event.at.getTime() < d.now.getTime() - UNREAD_DAYS * DAY;
    rows.push(...planned.rows.map((r) => ({ ...r, mailPending: false, readAt: read ? event.at : null })));
  }
  await insertNotifications(tx, rows);
  return rows.length;
}

function eventOf(h: HistoryRow, tenantId: number): GoalEvent | null {
  const base = { tenantId, actorId: Number(h.user_id), goalId: Number(h.goal_id), ownerId: Number(h.owner_id), at: new Date(h.at) };
  if (h.kind === 'status') return { ...base, type: 'goal_status_updated', data: { statusId: Number(h.id) } };
  if (h.kind === 'comment')
    return {
      ...base,
      type: 'goal_commented',
      data: { commentId: Number(h.id), type: h.commentable_type, commentableId: Number(h.commentable_id) },
    };
  if (h.action_type === 0) {
    const meta = h.meta ?? {};
    return { ...base, type: 'goal_owner_changed', data: { fromUserId: meta.FromUserId, toUserId: meta.ToUserId } };
  }
  if (h.action_type === 1) return { ...base, type: 'goal_parent_changed', data: {} };
  const type = h.transitionable_type === 'GoalEdit' ? editEventOf(h) : goalEventOf(h, base.actorId === base.ownerId);
  if (!type) return null;
  const data: Record<string, unknown> = { from: h.from_state, to: h.to_state, transitionId: Number(h.id) };
  if (h.transitionable_type === 'GoalEdit') data.editId = Number(h.transitionable_id);
  return { ...base, type, data };
}

/** The event a goal's state change stands for, as the goal services name them (move-goal.ts). */
function goalEventOf(h: HistoryRow, byOwner: boolean): GoalEventType | null {
  const from = h.from_state;
  switch (h.to_state) {
    case 'review':
      return 'goal_submitted';
    case 'approved':
      if (from === 'review') return byOwner ? 'goal_published' : 'goal_approved';
      if (from === 'draft') return 'goal_published';
      if (from === 'results_in_review') return 'goal_results_retracted';
      return 'goal_reactivated';
    case 'draft':
      return from === 'review' ? (byOwner ? 'goal_retracted' : 'goal_changes_requested') : null;
    case 'shelving_in_review':
      return 'goal_shelve_requested';
    case 'shelved':
      return 'goal_shelved';
    case 'results_in_review':
      return from === 'finalized' ? 'goal_reviewed' : 'goal_finalized';
    case 'finalized':
      return 'goal_reviewed';
    default:
      return null;
  }
}

function editEventOf(h: HistoryRow): GoalEventType | null {
  if (h.from_state === 'draft' && h.to_state === 'review') return 'goal_edit_submitted';
  if (h.from_state === 'review' && h.to_state === 'approved') return 'goal_edit_approved';
  if (h.from_state === 'review' && h.to_state === 'draft') return 'goal_changes_requested';
  return null;
}
