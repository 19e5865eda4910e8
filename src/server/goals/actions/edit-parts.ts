import type { Work } from '../../http/unit-of-work';

/**
 * A part of a goal that another area keeps with the goal's proposed edit (its key results, decision 070), applied in
 * the transaction that approves the edit. Goals cannot call the areas above it: the composition root (app.ts) hands
 * their parts to goals' routes.
 */
export type EditPart = {
  /** Applies what was proposed with the edit; throws (409) when it no longer fits the goal. */
  applyApproved: (w: Work, goal: { id: number; ownerId: number }, editId: number) => Promise<void>;
};
