import { endpoint } from '../endpoint';
import { GoalIdParam } from '../key-results';
import { ChildWeight, ProgressRollup, ProgressSettings } from '../progress-rollup';

/** How a goal's progress rolls up its aligned goals' (decision 069), in the key results area. */
export const progressRollupEndpoints = {
  get: endpoint({ method: 'GET', path: '/Goal/:goalId/progress/settings', params: GoalIdParam, response: ProgressRollup }),
  settings: endpoint({
    method: 'PUT',
    path: '/Goal/:goalId/progress/settings',
    params: GoalIdParam,
    body: ProgressSettings,
    response: ProgressRollup,
  }),
  weight: endpoint({
    method: 'PUT',
    path: '/Goal/:goalId/progress/weight',
    params: GoalIdParam,
    body: ChildWeight,
    response: ProgressRollup,
  }),
};
