import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { OrgData, OrgNode } from '../../contract/organization';
import type { RoleName } from '../../contract/people';
import { statusOf } from './profile-detail';
import { avatarUrl } from '../auth';

type NodeRow = {
  id: number;
  parent_id: number | null;
  name: string;
  job_title: string | null;
  org_unit: string | null;
  role_name: string;
  avatar_key: string | null;
  is_org_admin: boolean;
  is_goal_admin: boolean;
  is_hr_admin: boolean;
  is_goal_manager: boolean;
  deactivated_at: Date | string | null;
  invitation_accepted_at: Date | string | null;
  child_count: number | string;
  lvl: number | null;
  depth: number | null;
  ceo_id: number | null;
};

/** A window never holds more people than this: deeper levels are left for expanding. */
export const MAX_ORG_NODES = 2000;

// Who is on the chart: never observers; a deactivated person only while someone who is not deactivated
// reports to them. `p` is the alias of the person the condition is about.
const onChart = (p: string) =>
  sql.raw(`(${p}.role_name <> 'observer' AND (${p}.deactivated_at IS NULL OR EXISTS (
  SELECT 1 FROM users a WHERE a.tenant_id = ${p}.tenant_id AND a.parent_id = ${p}.id
    AND a.deactivated_at IS NULL AND a.role_name <> 'observer')))`);

const toDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * A window of the org chart around one person (default the CEO): the chain above them, the people beside each
 * link of that chain, and `depth` levels below them. Each node says how many visible reports it has, so the
 * chart can expand a node by asking again with it as the focus.
 */
export async function findOrgData({ tx, actor }: Work, opts: { focusId?: number; depth: number }): Promise<OrgData> {
  const { tenantId } = actor;
  // One statement: the focus defaults to the CEO, who is also the root.
  const ceoId = sql`(SELECT c.id FROM users c WHERE c.tenant_id = ${tenantId} AND c.role_name = 'ceo')`;
  const focus = opts.focusId === undefined ? ceoId : sql`${opts.focusId}::bigint`;
  const rows = await queryRows<NodeRow>(
    tx,
    sql`
    WITH RECURSIVE up(id, parent_id, lvl) AS (
      SELECT id, parent_id, 0 FROM users WHERE tenant_id = ${tenantId} AND id = ${focus}
      UNION
      SELECT u.id, u.parent_id, up.lvl + 1 FROM up
      JOIN users u ON u.tenant_id = ${tenantId} AND u.id = up.parent_id
      WHERE up.lvl < 200
    ),
    down(id, depth) AS (
      SELECT id, 0 FROM up WHERE lvl = 0
      UNION ALL
      SELECT c.id, d.depth + 1 FROM down d
      CROSS JOIN LATERAL (
        SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId} AND u.parent_id = d.id OFFSET 0
      ) c
      WHERE d.depth < ${opts.depth}
    ),
    ids AS (
      SELECT id FROM up
      UNION
      -- LATERAL … OFFSET 0 keeps the (tenant_id, parent_id) index: the planner cannot tell how short the chain is.
      SELECT c.id FROM up CROSS JOIN LATERAL (
        SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId} AND u.parent_id = up.id OFFSET 0
      ) c
      UNION
      SELECT id FROM down
    )
    SELECT u.id, u.parent_id, u.name, u.job_title, u.org_unit, u.role_name, u.avatar_key,
           u.is_org_admin, u.is_goal_admin, u.is_hr_admin, u.is_goal_manager,
           u.deactivated_at, u.invitation_accepted_at,
           (SELECT count(*) FROM users k WHERE k.tenant_id = ${tenantId} AND k.parent_id = u.id AND ${onChart('k')}) AS child_count,
           (SELECT min(lvl) FROM up WHERE up.id = u.id) AS lvl,
           (SELECT min(depth) FROM down WHERE down.id = u.id) AS depth,
           ${ceoId} AS ceo_id
    FROM ids JOIN users u ON u.tenant_id = ${tenantId} AND u.id = ids.id
    WHERE ${onChart('u')}
    ORDER BY lower(u.name), u.id`,
  );
  const focused = rows.find((r) => r.lvl !== null && Number(r.lvl) === 0);
  if (!focused) {
    if (opts.focusId === undefined) return { RootId: null, FocusId: null, AncestorIds: [], Depth: 0, Nodes: [] };
    throw notFound('This person is not on the org chart.');
  }
  const focusId = Number(focused.id);
  const rootId = focused.ceo_id === null ? null : Number(focused.ceo_id);
  const { kept, depth } = withinLimit(rows, opts.depth);
  const AncestorIds = kept
    .filter((r) => r.lvl !== null && Number(r.lvl) > 0)
    .sort((a, b) => Number(b.lvl) - Number(a.lvl))
    .map((r) => Number(r.id));
  return { RootId: rootId, FocusId: focusId, AncestorIds, Depth: depth, Nodes: kept.map(toNode) };
}

/** Drops the deepest levels below the focus while the window is larger than MAX_ORG_NODES. */
export function withinLimit<R extends { depth: number | null }>(
  rows: R[],
  asked: number,
  max = MAX_ORG_NODES,
): { kept: R[]; depth: number } {
  let depth = asked;
  let kept = rows;
  // Level 1 (the focus's own reports) always stays: a manager's team is never cut in half.
  while (kept.length > max && depth > 1) {
    const cut = depth;
    kept = kept.filter((r) => r.depth === null || Number(r.depth) < cut);
    depth--;
  }
  return { kept, depth };
}

function toNode(r: NodeRow): OrgNode {
  const id = Number(r.id);
  return {
    Id: id,
    ParentId: r.parent_id === null ? null : Number(r.parent_id),
    Name: r.name,
    JobTitle: r.job_title,
    OrgUnit: r.org_unit,
    RoleName: r.role_name as RoleName,
    Avatar: avatarUrl({ id, avatarKey: r.avatar_key }),
    IsOrgAdmin: r.is_org_admin,
    IsGoalAdmin: r.is_goal_admin,
    IsHrAdmin: r.is_hr_admin,
    IsGoalManager: r.is_goal_manager,
    Status: statusOf({ deactivatedAt: toDate(r.deactivated_at), invitationAcceptedAt: toDate(r.invitation_accepted_at) }),
    ChildCount: Number(r.child_count),
  };
}
