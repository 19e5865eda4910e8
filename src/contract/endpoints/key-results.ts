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
  KeyResultProposal,
  KeyResultProposalSave,
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
  // The owner's proposal with the goal's edit, for the manager to approve (decision 070).
  proposal: endpoint({ method: 'GET', path: '/Goal/:goalId/keyresults/proposal', params: GoalIdParam, response: KeyResultProposal }),
  propose: endpoint({
    method: 'PUT',
    path: '/Goal/:goalId/keyresults/proposal',
    params: GoalIdParam,
    body: KeyResultProposalSave,
    response: KeyResultProposal,
  }),
  withdraw: endpoint({ method: 'DELETE', path: '/Goal/:goalId/keyresults/proposal', params: GoalIdParam, response: MessageBody }),
  progress: endpoint({ method: 'GET', path: '/Goal/:goalId/progress', params: GoalIdParam, response: GoalProgress }),
  // The team's goals and the company's share on track by week (decision 068).
  teamProgress: endpoint({ method: 'GET', path: '/Goal/progress/team', query: TeamProgressQuery, response: TeamProgress }),
  companyProgress: endpoint({ method: 'GET', path: '/Goal/progress/company', query: CompanyProgressQuery, response: CompanyProgress }),
};
