import { routes } from '../endpoint';
import type { actionItemEndpoints } from '../endpoints/action-items';

// The addresses of endpoints/action-items.ts, for the web.
export const actionItemRoutes = routes<typeof actionItemEndpoints>({
  list: 'POST /actionitem/Get',
  create: 'POST /actionitem',
  update: 'PUT /actionitem/:id',
  remove: 'DELETE /actionitem/:id',
  users: 'GET /actionitem/users',
  markComplete: 'GET /actionitem/MarkComplete/:id/:tab',
});
