import { languageOfUser } from '../texts';
import type { Language } from '../../domain/languages';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { GoalEvent } from '../events/bus';
import { quarterLabel } from '../../domain/periods';
import type { CommentKind, GoalNoticeInput, Person } from '../../domain/notifications/goal-notices';

type GoalFactRow = {
  id: number;
  title: string;
  state: string;
  hidden: boolean;
  owner_id: number;
  owner_name: string;
  owner_parent_id: number | null;
  owner_role: string;
  actor_name: string | null;
  followers: number[] | null;
  action_comment: string | null;
  status: { id: number; likelihood: number; quality: number; comment: string | null } | null;
};

/** The goal as it is now, its owner and the actor: what every goal notice needs. */
export type GoalEventFacts = {
  input: GoalNoticeInput;
  goal: { id: number; state: string; hidden: boolean; ownerId: number; ownerParentId: number | null; ownerIsCeo: boolean };
};

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const idOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * Loads what the rules need about one goal event, in one statement: the goal, its owner, the actor, the followers, and
 * the comment given with an action or the weekly update the event is about (each null when the event has none). Null
 * when the goal is gone (another tenant's id never arrives here).
 */
export async function loadGoalEventFacts(tx: Db, e: GoalEvent): Promise<GoalEventFacts | null> {
  const data = e.data ?? {};
  const transitionId = idOf(data.transitionId);
  const statusId = e.type === 'goal_status_updated' ? idOf(data.statusId) : null;
  const [g] = await queryRows<GoalFactRow>(
    tx,
    sql`SELECT g.id, g.title, g.state, g.hidden, g.owner_id, u.name AS owner_name, u.parent_id AS owner_parent_id, u.role_name AS owner_role,
          (SELECT a.name FROM users a WHERE a.tenant_id = ${e.tenantId} AND a.tenant_id = g.tenant_id AND a.id = ${e.actorId}) AS actor_name,
          (SELECT array_agg(f.user_id ORDER BY f.user_id) FROM goal_follows f
           WHERE f.tenant_id = ${e.tenantId} AND f.tenant_id = g.tenant_id AND f.goal_id = g.id) AS followers,
          -- The comment the actor gave with an action: on the action's history entry, written at the same moment.
          (SELECT c.body FROM comments c
           WHERE c.tenant_id = ${e.tenantId} AND c.tenant_id = g.tenant_id AND c.commentable_type = 'StateTransition'
             AND c.commentable_id = ${transitionId}::bigint AND c.user_id = ${e.actorId}
           ORDER BY c.id LIMIT 1) AS action_comment,
          -- The weekly update, with the comment written with it.
          (SELECT jsonb_build_object('id', s.id, 'likelihood', s.likelihood, 'quality', s.quality, 'comment',
             (SELECT sc.body FROM comments sc
              WHERE sc.tenant_id = ${e.tenantId} AND sc.tenant_id = s.tenant_id AND sc.commentable_type = 'GoalStatus' AND sc.commentable_id = s.id
                AND sc.user_id = ${e.actorId} AND sc.created_at = s.updated_at ORDER BY sc.id DESC LIMIT 1))
           FROM goal_statuses s WHERE s.tenant_id = ${e.tenantId} AND s.tenant_id = g.tenant_id AND s.id = ${statusId}::bigint) AS status
        FROM goals g JOIN users u ON u.tenant_id = ${e.tenantId} AND u.tenant_id = g.tenant_id AND u.id = g.owner_id
        WHERE g.tenant_id = ${e.tenantId} AND g.id = ${e.goalId}`,
  );
  if (!g) return null;
  const owner: Person = { id: Number(g.owner_id), name: g.owner_name };
  const input: GoalNoticeInput = {
    type: e.type,
    actor: { id: e.actorId, name: g.actor_name ?? 'Someone' },
    goal: { id: Number(g.id), title: g.title, owner, managerId: num(g.owner_parent_id) },
    data,
    followers: (g.followers ?? []).map(Number),
  };
  if (transitionId !== null) input.actionComment = g.action_comment;
  if (statusId !== null && g.status) input.status = { ...g.status, id: Number(g.status.id) };
  if (e.type === 'goal_commented') {
    const commentId = idOf(data.commentId);
    if (commentId !== null) input.comment = (await findCommentNotice(tx, e, commentId)) ?? undefined;
  }
  if (e.type === 'goal_owner_changed') {
    const fromId = idOf(data.fromUserId);
    if (fromId !== null) input.previousOwner = await findPerson(tx, e.tenantId, fromId);
  }
  return {
    input,
    goal: {
      id: Number(g.id),
      state: g.state,
      hidden: g.hidden,
      ownerId: owner.id,
      ownerParentId: num(g.owner_parent_id),
      ownerIsCeo: g.owner_role === 'ceo',
    },
  };
}

type CommentFactRow = {
  id: number;
  body: string;
  kind: CommentKind;
  commentable_id: number;
  user_id: number;
  created_at: string;
  thread: number[] | null;
  author_id: number | null;
  with_action: boolean;
};

/**
 * The comment, the people in its thread (everyone else who wrote on the same status, history entry or
 * result, and who that thing belongs to), and whether it came with the action or weekly update it sits on.
 */
async function findCommentNotice(tx: Db, e: GoalEvent, commentId: number): Promise<GoalNoticeInput['comment'] | null> {
  const [row] = await queryRows<CommentFactRow>(
    tx,
    sql`SELECT c.id, c.body, c.commentable_type AS kind, c.commentable_id, c.user_id,
          (SELECT array_agg(DISTINCT o.user_id) FROM comments o
             WHERE o.tenant_id = ${e.tenantId} AND o.tenant_id = c.tenant_id AND o.commentable_type = c.commentable_type AND o.commentable_id = c.commentable_id
               AND o.id <> c.id) AS thread,
          CASE c.commentable_type
            WHEN 'GoalStatus' THEN (SELECT s.created_by_id FROM goal_statuses s
                              WHERE s.tenant_id = ${e.tenantId} AND s.tenant_id = c.tenant_id AND s.id = c.commentable_id)
            WHEN 'StateTransition' THEN (SELECT t.user_id FROM goal_transitions t
                                   WHERE t.tenant_id = ${e.tenantId} AND t.tenant_id = c.tenant_id AND t.id = c.commentable_id)
            WHEN 'OwnerGoalResult' THEN (SELECT r.user_id FROM goal_results r
                                   WHERE r.tenant_id = ${e.tenantId} AND r.tenant_id = c.tenant_id AND r.goal_id = c.goal_id AND r.kind = 'owner')
            WHEN 'ManagerGoalResult' THEN (SELECT r.user_id FROM goal_results r
                                     WHERE r.tenant_id = ${e.tenantId} AND r.tenant_id = c.tenant_id AND r.goal_id = c.goal_id AND r.kind = 'manager')
          END AS author_id,
          CASE c.commentable_type
            WHEN 'GoalStatus' THEN EXISTS (SELECT 1 FROM goal_statuses s WHERE s.tenant_id = ${e.tenantId} AND s.tenant_id = c.tenant_id AND s.id = c.commentable_id
                                             AND s.updated_at = c.created_at AND s.created_by_id = c.user_id)
            WHEN 'StateTransition' THEN EXISTS (SELECT 1 FROM goal_transitions t WHERE t.tenant_id = ${e.tenantId} AND t.tenant_id = c.tenant_id AND t.id = c.commentable_id
                                                  AND t.created_at = c.created_at AND t.user_id = c.user_id)
            ELSE false
          END AS with_action
        FROM comments c WHERE c.tenant_id = ${e.tenantId} AND c.id = ${commentId}`,
  );
  if (!row) return null;
  const thread = new Set((row.thread ?? []).map(Number));
  if (row.author_id !== null) thread.add(Number(row.author_id));
  return {
    id: Number(row.id),
    body: row.body,
    kind: row.kind,
    threadUserIds: [...thread].sort((a, b) => a - b),
    withAction: row.with_action,
  };
}

export async function findPerson(tx: Db, tenantId: number, id: number): Promise<Person | null> {
  const [row] = await queryRows<{ id: number; name: string }>(
    tx,
    sql`SELECT id, name FROM users WHERE tenant_id = ${tenantId} AND id = ${id}`,
  );
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** 'Q3 2026': the quarter of an appraisal, for its notices. */
export async function findAppraisalQuarter(tx: Db, tenantId: number, appraisalId: number): Promise<string | null> {
  const [row] = await queryRows<{ quarter: number; year: number }>(
    tx,
    sql`SELECT p.quarter, p.year FROM appraisals a JOIN periods p ON p.tenant_id = ${tenantId} AND p.tenant_id = a.tenant_id AND p.id = a.period_id
        WHERE a.tenant_id = ${tenantId} AND a.id = ${appraisalId}`,
  );
  return row ? quarterLabel(row) : null;
}

/** A quarter's label ('Q1 2026'), for the notices of an appraisal's other voices. */
export async function findQuarterLabel(tx: Db, tenantId: number, periodId: number): Promise<string | null> {
  const [row] = await queryRows<{ quarter: number; year: number }>(
    tx,
    sql`SELECT quarter, year FROM periods WHERE tenant_id = ${tenantId} AND id = ${periodId}`,
  );
  return row ? quarterLabel(row) : null;
}

/** What deciding who may see a goal needs about each candidate recipient. */
export type RecipientRow = {
  id: number;
  roleName: string;
  parentId: number | null;
  isOrgAdmin: boolean;
  isGoalAdmin: boolean;
  isGoalManager: boolean;
  isHrAdmin: boolean;
  deactivated: boolean;
  /** Signed up (accepted the invitation): only they get mail. */
  accepted: boolean;
  emailNotifications: boolean;
  /** Somewhere above the goal's owner in the org chart. */
  aboveOwner: boolean;
  /** Owns the goal or a goal it is aligned below (a goal manager's cascade). */
  ownsCascade: boolean;
  /** The language their notices are written in: their own choice, else their company's. */
  language: Language;
};

/** The candidates with their flags, whether they stand above the owner, and whether the goal is in their cascade. */
export async function findRecipients(
  tx: Db,
  tenantId: number,
  userIds: number[],
  goal: { id: number; ownerId: number },
): Promise<RecipientRow[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<{
    id: number;
    role_name: string;
    parent_id: number | null;
    is_org_admin: boolean;
    is_goal_admin: boolean;
    is_goal_manager: boolean;
    is_hr_admin: boolean;
    deactivated: boolean;
    accepted: boolean;
    email_notifications: boolean;
    above_owner: boolean;
    owns_cascade: boolean;
    language: string | null;
    default_language: string;
  }>(
    tx,
    sql`WITH RECURSIVE chain(id, depth) AS (
          SELECT parent_id, 0 FROM users WHERE tenant_id = ${tenantId} AND id = ${goal.ownerId}
          UNION ALL
          SELECT u.parent_id, chain.depth + 1 FROM chain JOIN users u ON u.tenant_id = ${tenantId} AND u.id = chain.id
          WHERE chain.id IS NOT NULL AND chain.depth < 50),
        up(id, owner_id, parent_id, depth) AS (
          SELECT g.id, g.owner_id, g.parent_id, 0 FROM goals g WHERE g.tenant_id = ${tenantId} AND g.id = ${goal.id}
          UNION ALL
          SELECT p.id, p.owner_id, p.parent_id, up.depth + 1 FROM up JOIN goals p ON p.tenant_id = ${tenantId} AND p.id = up.parent_id
          WHERE up.depth < 50)
        SELECT u.id, u.role_name, u.parent_id, u.is_org_admin, u.is_goal_admin, u.is_goal_manager, u.is_hr_admin,
               (u.deactivated_at IS NOT NULL) AS deactivated, (u.invitation_accepted_at IS NOT NULL) AS accepted,
               u.email_notifications, u.language,
               (SELECT t.default_language FROM tenants t WHERE t.id = ${tenantId}) AS default_language,
               EXISTS (SELECT 1 FROM chain WHERE chain.id = u.id) AS above_owner,
               EXISTS (SELECT 1 FROM up WHERE up.owner_id = u.id) AS owns_cascade
        FROM users u
        WHERE u.tenant_id = ${tenantId} AND u.id = ANY(${sql.param(userIds)}::bigint[])`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    roleName: r.role_name,
    parentId: num(r.parent_id),
    isOrgAdmin: r.is_org_admin,
    isGoalAdmin: r.is_goal_admin,
    isGoalManager: r.is_goal_manager,
    isHrAdmin: r.is_hr_admin,
    deactivated: r.deactivated,
    accepted: r.accepted,
    emailNotifications: r.email_notifications,
    aboveOwner: r.above_owner,
    ownsCascade: r.owns_cascade,
    language: languageOfUser(r, { defaultLanguage: r.default_language }),
  }));
}
