import { routes } from '../endpoint';
import type { talentEndpoints } from '../endpoints/talent';

// The addresses of endpoints/talent.ts, for the web.
export const talentRoutes = routes<typeof talentEndpoints>({
  labels: 'GET /talent/labels',
  saveLabels: 'PUT /talent/labels',
  schedule: 'GET /talent/schedule',
  saveSchedule: 'PUT /talent/schedule',
  overview: 'GET /talent/:a/:b/:c',
  complianceExcel: 'GET /talent/excel/:a/:b/:c',
  complianceExcelDirect: 'GET /talent/excel/:a/:b/:c/:directReports',
  goals: 'GET /talent/goals/:userId/:periodId',
  userAppraisals: 'GET /talent/user/:userId',
  single: 'GET /talent/single/:id',
  print: 'GET /talent/print/:id',
  create: 'POST /talent',
  update: 'PUT /talent/:id',
  remove: 'DELETE /talent/:id',
  share: 'GET /talent/share/:id',
  employeeSign: 'POST /talent/employeesign/:id',
  managerSign: 'POST /talent/managersign/:id',
});
