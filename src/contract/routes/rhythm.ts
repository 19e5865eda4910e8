import { routes } from '../endpoint';
import type { rhythmEndpoints } from '../endpoints/rhythm';

// The addresses of endpoints/rhythm.ts, for the web.
export const rhythmRoutes = routes<typeof rhythmEndpoints>({
  settings: 'GET /tenant/rhythm',
  save: 'PUT /tenant/rhythm',
});
