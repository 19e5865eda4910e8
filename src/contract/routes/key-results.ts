import { routes } from '../endpoint';
import type { keyResultEndpoints } from '../endpoints/key-results';

// The addresses of endpoints/key-results.ts, for the web.
export const keyResultRoutes = routes<typeof keyResultEndpoints>({
  list: 'GET /Goal/:goalId/keyresults',
  add: 'POST /Goal/:goalId/keyresults',
  change: 'PUT /Goal/keyresults/:id',
  order: 'PUT /Goal/:goalId/keyresults/order',
  remove: 'DELETE /Goal/keyresults/:id',
  checkIn: 'POST /Goal/keyresults/:id/checkin',
  proposal: 'GET /Goal/:goalId/keyresults/proposal',
  propose: 'PUT /Goal/:goalId/keyresults/proposal',
  withdraw: 'DELETE /Goal/:goalId/keyresults/proposal',
  progress: 'GET /Goal/:goalId/progress',
  teamProgress: 'GET /Goal/progress/team',
  companyProgress: 'GET /Goal/progress/company',
});
