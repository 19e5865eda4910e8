import { endpoint } from '../endpoint';
import { ComplianceReportParams, GoalListReportParams } from '../reports';

/** Report downloads of spec 001 §7 'Reports' (blob downloads), paths with the spec's spellings. */
export const reportEndpoints = {
  userListExcel: endpoint({ method: 'GET', path: '/report/userreport/excel', response: 'file' }),
  userListPdf: endpoint({ method: 'GET', path: '/report/userreport/pdf', response: 'file' }),
  goalCompliance: endpoint({
    method: 'GET',
    path: '/report/usercomlience/:mode/:periodId',
    params: ComplianceReportParams,
    response: 'file',
  }),
  goalListExcel: endpoint({
    method: 'GET',
    path: '/report/goallist/excel/:periodId/:userId',
    params: GoalListReportParams,
    response: 'file',
  }),
  goalListPdf: endpoint({ method: 'GET', path: '/report/goallist/pdf/:periodId/:userId', params: GoalListReportParams, response: 'file' }),
};
