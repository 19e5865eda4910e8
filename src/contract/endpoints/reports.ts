import { endpoint } from '../endpoint';
import {
  AppraisalPrintParams,
  AppraisalReportParams,
  AppraisalUsers,
  ComplianceReportParams,
  ComplianceReportQuery,
  GoalListReportParams,
  GoalTreePeriods,
  GoalTreePeriodsBody,
  ImportPreview,
  ImportQuery,
  ImportResult,
  ImportTemplateParams,
  MultiQuarterReportParams,
  PeriodReportParams,
} from '../reports';

/**
 * Report downloads of spec 001 §7 'Reports' (blob downloads), paths with the spec's spellings; the ids of issue 18's
 * table in the comments. Reports 3, 8 and 9 have no call in the spec: theirs are ours (docs/decisions/022-reports.md).
 */
export const reportEndpoints = {
  // 1 User List
  userListExcel: endpoint({ method: 'GET', path: '/report/userreport/excel', response: 'file' }),
  userListPdf: endpoint({ method: 'GET', path: '/report/userreport/pdf', response: 'file' }),
  // 2 Goal Compliance List
  goalCompliance: endpoint({
    method: 'GET',
    path: '/report/usercomlience/:mode/:periodId',
    params: ComplianceReportParams,
    query: ComplianceReportQuery,
    response: 'file',
  }),
  // 3 Organisation import template, and the import
  importTemplate: endpoint({ method: 'GET', path: '/report/importtemplate/:format', params: ImportTemplateParams, response: 'file' }),
  importPreview: endpoint({ method: 'POST', path: '/report/import/preview', body: 'multipart', response: ImportPreview }),
  importPeople: endpoint({ method: 'POST', path: '/report/import', query: ImportQuery, body: 'multipart', response: ImportResult }),
  // 4 Quarterly Goal List
  goalListExcel: endpoint({
    method: 'GET',
    path: '/report/goallist/excel/:periodId/:userId',
    params: GoalListReportParams,
    response: 'file',
  }),
  goalListPdf: endpoint({ method: 'GET', path: '/report/goallist/pdf/:periodId/:userId', params: GoalListReportParams, response: 'file' }),
  // 5 Goal Detail List (a goal tree)
  goalTreePeriods: endpoint({ method: 'POST', path: '/report/goaltree/periods', body: GoalTreePeriodsBody, response: GoalTreePeriods }),
  goalTreeExcel: endpoint({ method: 'GET', path: '/report/goaltree/excel/:periodId', params: PeriodReportParams, response: 'file' }),
  goalTreePdf: endpoint({ method: 'GET', path: '/report/goaltree/pdf/:periodId', params: PeriodReportParams, response: 'file' }),
  // 6 Employee Appraisals, 7 Appraisal Compliance
  employeeAppraisals: endpoint({
    method: 'GET',
    path: '/report/employeeappraisal/:mode/:periodId',
    params: AppraisalReportParams,
    response: 'file',
  }),
  appraisalCompliance: endpoint({
    method: 'GET',
    path: '/report/employeecomplience/:mode/:periodId',
    params: AppraisalReportParams,
    response: 'file',
  }),
  // 8 Multi-Quarter Goal List
  multiQuarterExcel: endpoint({
    method: 'GET',
    path: '/report/multiquarter/excel/:fromPeriodId/:toPeriodId',
    params: MultiQuarterReportParams,
    response: 'file',
  }),
  // 9 Team Goal Updates print
  teamUpdatesPdf: endpoint({ method: 'GET', path: '/report/teamupdates/pdf/:periodId', params: PeriodReportParams, response: 'file' }),
  // 10 Appraisal Prints
  appraisalPrints: endpoint({
    method: 'GET',
    path: '/report/appraisal/:periodId/:userOrManagerId/:previousPeriodId/:mode',
    params: AppraisalPrintParams,
    response: 'file',
  }),
  appraisalUsers: endpoint({
    method: 'GET',
    path: '/report/appraisalusers/:periodId',
    params: PeriodReportParams,
    response: AppraisalUsers,
  }),
};
