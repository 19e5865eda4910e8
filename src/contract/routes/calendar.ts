import { routes } from '../endpoint';
import type { calendarEndpoints } from '../endpoints/calendar';

// The addresses of endpoints/calendar.ts, for the web.
export const calendarRoutes = routes<typeof calendarEndpoints>({
  feed: 'GET /profile/calendar',
  create: 'POST /profile/calendar',
  remove: 'DELETE /profile/calendar',
});
