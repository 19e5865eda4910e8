import { IdParam, MessageBody } from '../common';
import { endpoint } from '../endpoint';
import {
  Appraisal,
  AppraisalSave,
  ComplianceExcelParams,
  ComplianceExcelQuery,
  EmployeeSign,
  ManagerSign,
  OverviewParams,
  OverviewQuery,
  ShareResult,
  TalentGoals,
  TalentLabels,
  TalentOverview,
  TalentSchedule,
  TalentScheduleSave,
  UserAppraisals,
  UserIdParam,
  UserPeriodParams,
} from '../talent';

/** Talent appraisals of spec 001 §7 'Talent', with the settings calls the talent issue adds (PUT labels and schedule). */
export const talentEndpoints = {
  labels: endpoint({ method: 'GET', path: '/talent/labels', response: TalentLabels }),
  saveLabels: endpoint({ method: 'PUT', path: '/talent/labels', body: TalentLabels, response: TalentLabels }),
  schedule: endpoint({ method: 'GET', path: '/talent/schedule', response: TalentSchedule }),
  saveSchedule: endpoint({ method: 'PUT', path: '/talent/schedule', body: TalentScheduleSave, response: TalentSchedule }),

  overview: endpoint({ method: 'GET', path: '/talent/:a/:b/:c', params: OverviewParams, query: OverviewQuery, response: TalentOverview }),
  complianceExcel: endpoint({
    method: 'GET',
    path: '/talent/excel/:a/:b/:c',
    params: OverviewParams,
    query: ComplianceExcelQuery,
    response: 'file',
  }),
  complianceExcelDirect: endpoint({
    method: 'GET',
    path: '/talent/excel/:a/:b/:c/:directReports',
    params: ComplianceExcelParams,
    response: 'file',
  }),
  goals: endpoint({ method: 'GET', path: '/talent/goals/:userId/:periodId', params: UserPeriodParams, response: TalentGoals }),
  userAppraisals: endpoint({ method: 'GET', path: '/talent/user/:userId', params: UserIdParam, response: UserAppraisals }),
  single: endpoint({ method: 'GET', path: '/talent/single/:id', params: IdParam, response: Appraisal }),
  print: endpoint({ method: 'GET', path: '/talent/print/:id', params: IdParam, response: 'file' }),

  create: endpoint({ method: 'POST', path: '/talent', body: AppraisalSave, response: Appraisal }),
  update: endpoint({ method: 'PUT', path: '/talent/:id', params: IdParam, body: AppraisalSave, response: Appraisal }),
  remove: endpoint({ method: 'DELETE', path: '/talent/:id', params: IdParam, response: MessageBody }),
  share: endpoint({ method: 'GET', path: '/talent/share/:id', params: IdParam, response: ShareResult }),
  employeeSign: endpoint({ method: 'POST', path: '/talent/employeesign/:id', params: IdParam, body: EmployeeSign, response: Appraisal }),
  managerSign: endpoint({ method: 'POST', path: '/talent/managersign/:id', params: IdParam, body: ManagerSign, response: Appraisal }),
};
