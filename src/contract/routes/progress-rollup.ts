import { routes } from '../endpoint';
import type { progressRollupEndpoints } from '../endpoints/progress-rollup';

// The addresses of endpoints/progress-rollup.ts, for the web.
export const progressRollupRoutes = routes<typeof progressRollupEndpoints>({
  get: 'GET /Goal/:goalId/progress/settings',
  settings: 'PUT /Goal/:goalId/progress/settings',
  weight: 'PUT /Goal/:goalId/progress/weight',
});
