import { routes } from '../endpoint';
import type { reportEndpoints } from '../endpoints/reports';

// The addresses of endpoints/reports.ts, for the web.
export const reportRoutes = routes<typeof reportEndpoints>({
  userListExcel: 'GET /report/userreport/excel',
  userListPdf: 'GET /report/userreport/pdf',
  goalCompliance: 'GET /report/usercomlience/:mode/:periodId',
  importTemplate: 'GET /report/importtemplate/:format',
  importPreview: 'POST /report/import/preview',
  importPeople: 'POST /report/import',
  goalListExcel: 'GET /report/goallist/excel/:periodId/:userId',
  goalListPdf: 'GET /report/goallist/pdf/:periodId/:userId',
  goalTreePeriods: 'POST /report/goaltree/periods',
  goalTreeExcel: 'GET /report/goaltree/excel/:periodId',
  goalTreePdf: 'GET /report/goaltree/pdf/:periodId',
  employeeAppraisals: 'GET /report/employeeappraisal/:mode/:periodId',
  appraisalCompliance: 'GET /report/employeecomplience/:mode/:periodId',
  multiQuarterExcel: 'GET /report/multiquarter/excel/:fromPeriodId/:toPeriodId',
  teamUpdatesPdf: 'GET /report/teamupdates/pdf/:periodId',
  appraisalPrints: 'GET /report/appraisal/:periodId/:userOrManagerId/:previousPeriodId/:mode',
  appraisalUsers: 'GET /report/appraisalusers/:periodId',
});
