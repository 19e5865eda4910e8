import { routes } from '../endpoint';
import type { instanceEndpoints } from '../endpoints/instance';

// The addresses of endpoints/instance.ts, for the web.
export const instanceRoutes = routes<typeof instanceEndpoints>({
  settings: 'GET /instance',
  reportClientError: 'POST /client-errors',
});
