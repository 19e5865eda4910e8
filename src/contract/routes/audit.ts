import { routes } from '../endpoint';
import type { auditEndpoints } from '../endpoints/audit';

// The addresses of endpoints/audit.ts, for the web.
export const auditRoutes = routes<typeof auditEndpoints>({
  list: 'GET /audit',
});
