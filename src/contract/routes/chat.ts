import { routes } from '../endpoint';
import type { chatEndpoints } from '../endpoints/chat';

// The addresses of endpoints/chat.ts, for the web.
export const chatRoutes = routes<typeof chatEndpoints>({
  webhooks: 'GET /chat/webhooks',
  save: 'PUT /chat/webhooks/:Kind',
  remove: 'DELETE /chat/webhooks/:Kind',
  test: 'POST /chat/webhooks/:Kind/test',
});
