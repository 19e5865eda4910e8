import type { AlignmentLevel } from '../../../contract/goals';
import type { GoalState } from '../../../domain/goals/states';
import { avatarUrl } from '../../auth';
import { notFound } from '../../errors';
import { periodExists, PERIOD_NOT_FOUND } from '../../periods';
import { pipelined, type Db } from '../../db/client';
import { loadGoalView } from '../read/goal-access';
import type { Viewer, ViewerWork } from '../viewer';
import { findAlignmentRows, type AlignmentRow } from './alignment-query';
import { departmentReach, everyOwnerBelowCeo } from './department-reach';
import { seesEveryGoal } from '../list/list-query';

type LevelQuery = { periodId: number; dept?: string | undefined; Page: number; PageSize: number };

const toNode = (r: AlignmentRow): AlignmentLevel['Goals'][number] => ({
  Id: Number(r.id),
  Title: r.title,
  Owner: { Id: Number(r.owner_id), Name: r.owner_name, Avatar: avatarUrl({ id: Number(r.owner_id), avatarKey: r.avatar_key }) },
  State: r.state as GoalState,
  Likelihood: r.likelihood,
  Quality: r.quality,
  LikelihoodDelta: r.ld === null ? null : Number(r.ld),
  QualityDelta: r.qd === null ? null : Number(r.qd),
  Progress: r.progress,
  ChildCount: Number(r.child_count),
});

/**
 * Whether the viewer sees every goal of the quarter: admins, and the CEO while every goal's owner is below her (then
 * the walk through the goals she sees is the walk through all of them). Someone without a manager (an observer, say)
 * is not below her; their goals count only when they have some in the quarter.
 */
async function seesEveryGoalOf(tx: Db, viewer: Viewer, periodId: number): Promise<boolean> {
  if (seesEveryGoal(viewer)) return true;
  return viewer.roleName === 'ceo' && everyOwnerBelowCeo(tx, viewer.tenantId, periodId);
}

async function findLevel({ tx, viewer }: ViewerWork, parentId: number | null, q: LevelQuery): Promise<AlignmentLevel> {
  const dept = q.dept || null;
  const [exists, everyGoal] = await pipelined(
    () => periodExists(tx, viewer.tenantId, q.periodId),
    () => (dept === null ? Promise.resolve(false) : seesEveryGoalOf(tx, viewer, q.periodId)),
  );
  if (!exists) throw notFound(PERIOD_NOT_FOUND);
  // Who sees every goal gets the department's kept set; anyone else's filter walks through the goals they see.
  const reach = dept !== null && everyGoal ? await departmentReach(tx, { tenantId: viewer.tenantId, periodId: q.periodId, dept }) : null;
  const rows = await findAlignmentRows(tx, viewer, {
    periodId: q.periodId,
    parentId,
    dept,
    reach,
    limit: q.PageSize,
    offset: (q.Page - 1) * q.PageSize,
  });
  // Past the last page the window count is gone with the rows; the tree never asks for such a page.
  return { Goals: rows.map(toNode), count: Number(rows[0]?.total ?? 0) };
}

/** The first level of the tree: the CEO's goals of the quarter that the viewer may see. */
export const findCompanyAlignment = (w: ViewerWork, q: LevelQuery) => findLevel(w, null, q);

/** The goals aligned directly below one goal the viewer may see (404 otherwise), one page. */
export async function findAlignedChildren(w: ViewerWork, goalId: number, q: LevelQuery): Promise<AlignmentLevel> {
  await loadGoalView(w.tx, w.viewer, goalId);
  return findLevel(w, goalId, q);
}
