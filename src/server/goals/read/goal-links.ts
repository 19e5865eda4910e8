import { sql } from 'drizzle-orm';
import type { GoalLink } from '../../../contract/goals';
import { quarterLabel } from '../../../domain/periods';
import type { Db } from '../../db/client';
import { rawStatement } from '../../db/statement';
import { goalsWithFacts, type GoalFactRow } from './goal-facts';
import { viewsOf, type GoalView } from './goal-view';
import type { Viewer } from '../viewer';

// The goal a goal continues and the goals that continue it (decision 073), with their facts: whether the viewer may
// see each is the visibility rule's, as for any goal. Through goals_tenant_continued_from_idx and the primary key.
const linked = (goalManager: boolean) =>
  rawStatement<{ tenantId: number; viewerId: number; id: number }, GoalFactRow>((p) => {
    const ids = sql`SELECT l.id FROM goals l WHERE l.tenant_id = ${p.tenantId} AND l.continued_from_id = ${p.id}
          UNION SELECT s.continued_from_id FROM goals s WHERE s.tenant_id = ${p.tenantId} AND s.id = ${p.id} AND s.continued_from_id IS NOT NULL`;
    return goalsWithFacts({
      tenantId: p.tenantId,
      viewerId: p.viewerId,
      goalManager,
      starts: sql`IN (${ids})`,
      from: sql`goals g`,
      where: sql`g.tenant_id = ${p.tenantId} AND g.id IN (${ids}) AND g.deleted_at IS NULL`,
      order: sql`p.index, g.id`,
    });
  });
const managersLinks = linked(true);
const othersLinks = linked(false);

/** The goals linked to `goalId` by continuation, as the viewer sees them (visible or not). */
export const findLinkedGoals = async (tx: Db, viewer: Viewer, goalId: number): Promise<GoalView[]> =>
  viewsOf(
    viewer,
    await (viewer.isGoalManager ? managersLinks : othersLinks)(tx, { tenantId: viewer.tenantId, viewerId: viewer.userId, id: goalId }),
  );

const linkOf = (v: GoalView): GoalLink => ({ Id: v.row.id, Title: v.row.title, PeriodId: v.row.periodId, Quarter: quarterLabel(v.period) });

/** The detail's ContinuedFrom and ContinuedIn: only what the viewer may see; an invisible link is simply absent. */
export function goalLinksOf(goal: GoalView, linked: GoalView[]): { ContinuedFrom: GoalLink | null; ContinuedIn: GoalLink[] } {
  const visible = linked.filter((v) => v.visible);
  const from = visible.find((v) => v.row.id === goal.row.continuedFromId);
  return {
    ContinuedFrom: from ? linkOf(from) : null,
    ContinuedIn: visible.filter((v) => v.row.continuedFromId === goal.row.id).map(linkOf),
  };
}
