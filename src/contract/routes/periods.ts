import { routes } from '../endpoint';
import type { periodEndpoints } from '../endpoints/periods';

// The addresses of endpoints/periods.ts, for the web.
export const periodRoutes = routes<typeof periodEndpoints>({
  periods: 'GET /Goal/periods',
});
