import { z } from 'zod';
import { IdParam, MessageBody } from '../common';
import { endpoint } from '../endpoint';
import { GoalIdParam, GoalProgress, KeyResult, KeyResultCheckin, KeyResultSave } from '../key-results';

/** Measured key results of a goal (issue 31). A goal holds at most a few dozen: its list comes whole. */
export const keyResultEndpoints = {
  list: endpoint({ method: 'GET', path: '/Goal/:goalId/keyresults', params: GoalIdParam, response: z.array(KeyResult) }),
  add: endpoint({ method: 'POST', path: '/Goal/:goalId/keyresults', params: GoalIdParam, body: KeyResultSave, response: KeyResult }),
  change: endpoint({ method: 'PUT', path: '/Goal/keyresults/:id', params: IdParam, body: KeyResultSave, response: KeyResult }),
  remove: endpoint({ method: 'DELETE', path: '/Goal/keyresults/:id', params: IdParam, response: MessageBody }),
  checkIn: endpoint({ method: 'POST', path: '/Goal/keyresults/:id/checkin', params: IdParam, body: KeyResultCheckin, response: KeyResult }),
  progress: endpoint({ method: 'GET', path: '/Goal/:goalId/progress', params: GoalIdParam, response: GoalProgress }),
};
