import { routes } from '../endpoint';
import type { dashboardEndpoints } from '../endpoints/dashboard';

// The addresses of endpoints/dashboard.ts, for the web.
export const dashboardRoutes = routes<typeof dashboardEndpoints>({
  reminders: 'GET /dashboard',
  reviewData: 'GET /dashboard/reviewdata/:id',
  editReviewData: 'GET /dashboard/editreviewdata/:id',
  compliance: 'GET /dashboard/complience/:scope',
  compliancePeople: 'GET /dashboard/complience/:scope/:mode',
  theme: 'GET /dashboard/theme',
  saveTheme: 'POST /dashboard/theme',
  deleteTheme: 'DELETE /dashboard/theme',
});
