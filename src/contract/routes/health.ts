import { routes } from '../endpoint';
import type { healthEndpoints } from '../endpoints/health';

// The addresses of endpoints/health.ts, for the web.
export const healthRoutes = routes<typeof healthEndpoints>({
  health: 'GET /health',
});
