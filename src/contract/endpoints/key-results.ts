import { z } from 'zod';
import { IdParam, MessageBody } from '../common';
import { endpoint } from '../endpoint';
import {
  CompanyProgress,
  CompanyProgressQuery,
  GoalIdParam,
  GoalProgress,
  KeyResult,
  KeyResultCheckin,
  KeyResultOrder,
  KeyResultSave,
  TeamProgress,
  TeamProgressQuery,
} from '../key-results';

/** Measured key results of a goal (issue 31). A goal holds at most a few dozen: its list comes whole. */
export const keyResultEndpoints = {
  list: endpoint({ method: 'GET', path: '/Goal/:goalId/keyresults', params: GoalIdParam, response: z.array(KeyResult) }),
  add: endpoint({ method: 'POST', path: '/Goal/:goalId/keyresults', params: GoalIdParam, body: KeyResultSave, response: KeyResult }),
  change: endpoint({ method: 'PUT', path: '/Goal/keyresults/:id', params: IdParam, body: KeyResultSave, response: KeyResult }),
  order: endpoint({
    method: 'PUT',
    path: '/Goal/:goalId/keyresults/order',
    params: GoalIdParam,
    body: KeyResultOrder,
    response: z.array(KeyResult),
  }),
  remove: endpoint({ method: 'DELETE', path: '/Goal/keyresults/:id', params: IdParam, response: MessageBody }),
  checkIn: endpoint({ method: 'POST', path: '/Goal/keyresults/:id/checkin', params: IdParam, body: KeyResultCheckin, response: KeyResult }),
  progress: endpoint({ method: 'GET', path: '/Goal/:goalId/progress', params: GoalIdParam, response: GoalProgress }),
  // The team's goals and the company's share on track by week (decision 068).
  teamProgress: endpoint({ method: 'GET', path: '/Goal/progress/team', query: TeamProgressQuery, response: TeamProgress }),
  companyProgress: endpoint({ method: 'GET', path: '/Goal/progress/company', query: CompanyProgressQuery, response: CompanyProgress }),
};
