import type { ChildWeight, ProgressRollup, ProgressSettings } from '../../contract/progress-rollup';
import { mayCountChildren, mayWeighChild } from '../../domain/key-results/permissions';
import { forbidden, notFound } from '../errors';
import { pipelined } from '../db/client';
import { findCountedChildren, findProgressRollup, loadGoalView, setProgressSettings, type GoalView, type ViewerWork } from '../goals';

// How a goal's progress rolls up its aligned goals' (decision 069): goals keeps the numbers, this area decides who
// may set them.

const GOAL_NOT_FOUND = 'Goal not found.';

/**
 * How the goal's progress rolls up now, as answered; `counting`: whether it counts its aligned goals, which are then
 * listed as far as the viewer may see them (read beside the rest, pipelined).
 */
async function answer(w: ViewerWork, goalId: number, counting: boolean): Promise<ProgressRollup> {
  const [rollup, counted] = await pipelined(
    () => findProgressRollup(w.tx, w.viewer.tenantId, goalId),
    () => (counting ? findCountedChildren(w.tx, w.viewer, goalId) : Promise.resolve([])),
  );
  if (!rollup) throw notFound(GOAL_NOT_FOUND);
  return {
    Progress: rollup.progress,
    CountChildren: rollup.countChildren,
    ChildWeight: rollup.childWeight,
    CountedGoals: rollup.countedGoals,
    Counted: counted.filter((c) => c.visible).map((c) => ({ Id: c.id, Title: c.title, Progress: c.progress, Weight: c.weight })),
  };
}

const mayEdit = (view: GoalView) => ({ mayEdit: view.permissions.Edit });

/** GET /Goal/{goalId}/progress/settings: to everyone who can see the goal. */
export async function findRollup(w: ViewerWork, goalId: number): Promise<ProgressRollup> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  return answer(w, goalId, view.row.countChildren);
}

/** PUT /Goal/{goalId}/progress/settings: whether the goal's progress counts its aligned goals' too. */
export async function setCountChildren(w: ViewerWork, goalId: number, { CountChildren }: ProgressSettings): Promise<ProgressRollup> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  if (!mayCountChildren(mayEdit(view))) throw forbidden('Whoever may edit the goal chooses whether it counts its aligned goals.');
  await setProgressSettings(w.tx, w.viewer.tenantId, goalId, { countChildren: CountChildren });
  return answer(w, goalId, CountChildren);
}

/** PUT /Goal/{goalId}/progress/weight: what the goal weighs in its parent's progress. */
export async function setChildWeight(w: ViewerWork, goalId: number, { Weight }: ChildWeight): Promise<ProgressRollup> {
  const view = await loadGoalView(w.tx, w.viewer, goalId);
  const parentId = view.row.parentId;
  // A parent out of the viewer's sight gives them nothing.
  const parent = parentId === null ? null : await loadGoalView(w.tx, w.viewer, parentId).catch(() => null);
  if (!mayWeighChild(mayEdit(view), parent && mayEdit(parent))) {
    throw forbidden("An aligned goal's weight is set by whoever may edit it or its parent goal.");
  }
  await setProgressSettings(w.tx, w.viewer.tenantId, goalId, { childWeight: Weight });
  return answer(w, goalId, view.row.countChildren);
}
