import { routes } from '../endpoint';
import type { noteEndpoints } from '../endpoints/notes';

// The addresses of endpoints/notes.ts, for the web.
export const noteRoutes = routes<typeof noteEndpoints>({
  list: 'GET /note/:userId',
  create: 'POST /note',
  update: 'PUT /note/:id',
  remove: 'DELETE /note/:id',
});
