import type { Work } from '../http/unit-of-work';
import { loadGoalView } from './goal-access';
import { toggleFollow } from './structure-queries';
import type { Viewer } from './viewer';

/** Follows or unfollows any goal the viewer can see (observers too, on company goals). */
export async function followGoal(w: Work, viewer: Viewer, goalId: number): Promise<{ IsFollowed: boolean }> {
  await loadGoalView(w.tx, viewer, goalId);
  const IsFollowed = await toggleFollow(w.tx, { tenantId: viewer.tenantId, userId: viewer.userId, goalId, at: w.now });
  return { IsFollowed };
}
