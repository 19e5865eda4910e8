import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { OrgData } from '../../contract/organization';
import { findOrgEntries, onChart } from './org-entries';

type NodeRow = { id: number; lvl: number | null; depth: number | null; ceo_id: number | null };

/** A window never holds more people than this: deeper levels are left for expanding. */
export const MAX_ORG_NODES = 2000;

/**
 * A window of the org chart around one person (default the CEO): the chain above them, the people beside each
 * link of that chain, and `depth` levels below them. Each node says how many visible reports it has, so the
 * chart can expand a node by asking again with it as the focus.
 */
export async function findOrgData(w: Work, opts: { focusId?: number; depth: number; since?: Date }): Promise<OrgData> {
  const { tx, actor } = w;
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
    SELECT u.id,
           (SELECT min(lvl) FROM up WHERE up.id = u.id) AS lvl,
           (SELECT min(depth) FROM down WHERE down.id = u.id) AS depth,
           ${ceoId} AS ceo_id
    FROM ids JOIN users u ON u.tenant_id = ${tenantId} AND u.id = ids.id
    WHERE ${onChart('u', tenantId)}
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
  // The people's details, wrapper and report ids come from the directory's piece, in the window's order.
  const entries = await findOrgEntries(
    w,
    kept.map((r) => Number(r.id)),
    opts.since,
  );
  const Nodes = kept.flatMap((r) => {
    const entry = entries.get(Number(r.id));
    return entry ? [{ ...entry, ChildCount: entry.DirectReports.length }] : [];
  });
  return { RootId: rootId, FocusId: focusId, AncestorIds, Depth: depth, Nodes };
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
