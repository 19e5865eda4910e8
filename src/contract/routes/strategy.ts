import { routes } from '../endpoint';
import type { strategyEndpoints } from '../endpoints/strategy';

// The addresses of endpoints/strategy.ts, for the web.
export const strategyRoutes = routes<typeof strategyEndpoints>({
  strategySummary: 'GET /strategy',
  getStrategy: 'GET /strategy/get',
  saveStrategy: 'POST /strategy',
});
