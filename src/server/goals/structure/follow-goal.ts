import { loadGoalView } from '../read/goal-access';
import { toggleFollow } from './structure-queries';
import type { ViewerWork } from '../viewer';

/** Follows or unfollows any goal the viewer can see (observers too, on company goals). */
export async function followGoal(w: ViewerWork, goalId: number): Promise<{ IsFollowed: boolean }> {
  const { viewer } = w;
  await loadGoalView(w.tx, viewer, goalId);
  const IsFollowed = await toggleFollow(w.tx, { tenantId: viewer.tenantId, userId: viewer.userId, goalId, at: w.now });
  return { IsFollowed };
}
