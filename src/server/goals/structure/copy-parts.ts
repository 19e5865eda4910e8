import type { KeyResultValues } from '../../../domain/goals/copy-rules';
import type { Work } from '../../http/unit-of-work';

/** A goal copied to a later quarter: the source and its new draft. */
export type GoalCopy = { fromGoalId: number; toGoalId: number; ownerId: number };

/**
 * A part of a goal that another area keeps and a copy to a later quarter takes along (its key results, decision 073),
 * in the transaction that creates the copies. Goals cannot call the areas above it: the composition root (app.ts)
 * hands their parts to goals' routes, as the edit's parts (decision 070). Nothing of the source may change.
 */
export type CopyPart = {
  copyToGoals: (w: Work, copies: readonly GoalCopy[], options: { keyResultValues: KeyResultValues }) => Promise<void>;
};
