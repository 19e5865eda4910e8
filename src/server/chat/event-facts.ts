import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { GoalEvent } from '../events/bus';
import { liveGoal } from '../goals';
import type { GoalState } from '../../domain/goals/states';

export type ChatGoalFacts = {
  goal: { id: number; title: string; state: GoalState; hidden: boolean; deleted: boolean };
  ownerName: string;
  /** The owner's manager, who approves. */
  approverName: string | null;
  actorName: string | null;
  company: { subdomain: string; defaultLanguage: string };
  status: { likelihood: number; newest: boolean; previousLikelihood: number | null } | null;
};

type Row = {
  id: number;
  title: string;
  state: GoalState;
  hidden: boolean;
  deleted: boolean;
  owner_name: string;
  approver_name: string | null;
  actor_name: string | null;
  subdomain: string;
  default_language: string;
  status: { likelihood: number; newest: boolean; previous: number | null } | null;
};

const idOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * What a chat post needs about a goal event, in one statement: the goal, its owner and their manager, the actor, the
 * company's address and language, and for a weekly update its likelihood, whether its week is the goal's newest, and
 * the likelihood of the week before. Null when the goal is gone. Run in the event's tenant.
 */
export async function loadChatGoalFacts(tx: Db, e: GoalEvent): Promise<ChatGoalFacts | null> {
  const statusId = e.type === 'goal_status_updated' ? idOf(e.data?.statusId) : null;
  const t = e.tenantId;
  const [row] = await queryRows<Row>(
    tx,
    sql`SELECT g.id, g.title, g.state, g.hidden, NOT ${liveGoal('g')} AS deleted, o.name AS owner_name,
          (SELECT m.name FROM users m WHERE m.tenant_id = ${t} AND m.tenant_id = o.tenant_id AND m.id = o.parent_id) AS approver_name,
          (SELECT a.name FROM users a WHERE a.tenant_id = ${t} AND a.tenant_id = g.tenant_id AND a.id = ${e.actorId}) AS actor_name,
          c.subdomain, c.default_language,
          (SELECT jsonb_build_object(
             'likelihood', s.likelihood,
             'newest', NOT EXISTS (SELECT 1 FROM goal_statuses n WHERE n.tenant_id = ${t} AND n.tenant_id = s.tenant_id
                                     AND n.goal_id = s.goal_id AND n.week_start_date > s.week_start_date),
             'previous', (SELECT p.likelihood FROM goal_statuses p WHERE p.tenant_id = ${t} AND p.tenant_id = s.tenant_id
                            AND p.goal_id = s.goal_id AND p.week_start_date < s.week_start_date
                          ORDER BY p.week_start_date DESC LIMIT 1))
           FROM goal_statuses s WHERE s.tenant_id = ${t} AND s.tenant_id = g.tenant_id AND s.goal_id = g.id AND s.id = ${statusId}::bigint) AS status
        FROM goals g
        JOIN users o ON o.tenant_id = ${t} AND o.tenant_id = g.tenant_id AND o.id = g.owner_id
        JOIN tenants c ON c.id = ${t} AND c.id = g.tenant_id
        WHERE g.tenant_id = ${t} AND g.id = ${e.goalId}`,
  );
  if (!row) return null;
  return {
    goal: { id: Number(row.id), title: row.title, state: row.state, hidden: row.hidden, deleted: row.deleted },
    ownerName: row.owner_name,
    approverName: row.approver_name,
    actorName: row.actor_name,
    company: { subdomain: row.subdomain, defaultLanguage: row.default_language },
    status: row.status
      ? {
          likelihood: Number(row.status.likelihood),
          newest: row.status.newest,
          previousLikelihood: row.status.previous === null ? null : Number(row.status.previous),
        }
      : null,
  };
}
