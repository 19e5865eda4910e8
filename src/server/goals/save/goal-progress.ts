import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goals } from '../../db/schema';

/**
 * Keeps a goal's progress from its measured key results (null when it has none), for the key results area, which works
 * it out (domain/key-results/progress.ts) whenever they change. Not a change of the goal: its updated_at stays.
 */
export async function setGoalProgress(db: Db, tenantId: number, goalId: number, progress: number | null): Promise<void> {
  await db
    .update(goals)
    .set({ progress })
    .where(and(eq(goals.tenantId, tenantId), eq(goals.id, goalId)));
}
