import { routes } from '../endpoint';
import type { predictionEndpoints } from '../endpoints/predictions';

// The addresses of endpoints/predictions.ts, for the web.
export const predictionRoutes = routes<typeof predictionEndpoints>({
  firstGoal: 'GET /predication/firstgoal/:x',
  searchGoals: 'GET /predication/searchgoals/:x',
  prediction: 'GET /predication/:goalId/:week',
});
