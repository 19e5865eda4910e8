import type { PredictionView } from '../prediction-rules';

/** Every prediction-matrix query lives under ['predictions']; a goal_update on the live channel refreshes them all. */
export const predictionKeys = {
  all: ['predictions'] as const,
  matrix: (goalId: number, view: PredictionView) => [...predictionKeys.all, 'matrix', goalId, view] as const,
  firstGoal: (periodId: number) => [...predictionKeys.all, 'first-goal', periodId] as const,
  search: (text: string) => [...predictionKeys.all, 'search', text] as const,
};
