import { endpoint } from '../endpoint';
import { IdParam, MessageBody } from '../common';
import {
  Compliance,
  ComplianceParams,
  CompliancePeople,
  CompliancePeopleParams,
  CompliancePeopleQuery,
  Reminders,
  RemindersQuery,
  ReviewData,
} from '../dashboard';
import { Theme, ThemeQuery, ThemeRequest } from '../goals';

/** The dashboard calls of spec 000 §7 (the spec spells the compliance path /complience/), and the company theme. */
export const dashboardEndpoints = {
  reminders: endpoint({ method: 'GET', path: '/dashboard', query: RemindersQuery, response: Reminders }),
  reviewData: endpoint({ method: 'GET', path: '/dashboard/reviewdata/:id', params: IdParam, response: ReviewData }),
  editReviewData: endpoint({ method: 'GET', path: '/dashboard/editreviewdata/:id', params: IdParam, response: ReviewData }),
  compliance: endpoint({ method: 'GET', path: '/dashboard/complience/:scope', params: ComplianceParams, response: Compliance }),
  compliancePeople: endpoint({
    method: 'GET',
    path: '/dashboard/complience/:scope/:mode',
    params: CompliancePeopleParams,
    query: CompliancePeopleQuery,
    response: CompliancePeople,
  }),

  theme: endpoint({ method: 'GET', path: '/dashboard/theme', query: ThemeQuery, response: Theme }),
  saveTheme: endpoint({ method: 'POST', path: '/dashboard/theme', body: ThemeRequest, response: Theme }),
  deleteTheme: endpoint({ method: 'DELETE', path: '/dashboard/theme', query: ThemeQuery, response: MessageBody }),
};
