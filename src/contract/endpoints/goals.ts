import { z } from 'zod';
import { endpoint } from '../endpoint';
import { IdParam, MessageBody } from '../common';
import {
  ApproveRequest,
  ChangeOwnerRequest,
  ChangeParentRequest,
  ChildGoals,
  Comment,
  CommentAddRequest,
  CommentUpdateRequest,
  CompanyGoals,
  FinalizeApprovedRequest,
  FinalizeRequest,
  FinalizeRetractRequest,
  FollowResult,
  Goal,
  GoalFilter,
  GoalInfo,
  GoalList,
  GoalOwner,
  GoalOwnersQuery,
  GoalSave,
  GoalStatus,
  RetractRequest,
  ShelveRequest,
  UpdateStatusRequest,
  UserGoalList,
  UserGoalsParams,
} from '../goals';
import { ProfileGoalsParams, ProfileGoalsQuery } from '../profile';

/** The goal calls of spec 000 §7. */
export const goalEndpoints = {
  createGoal: endpoint({ method: 'POST', path: '/Goal', body: GoalSave, response: Goal }),
  updateGoal: endpoint({ method: 'PUT', path: '/Goal/:id', params: IdParam, body: GoalSave, response: Goal }),
  getGoalInfo: endpoint({ method: 'GET', path: '/Goal/:id', params: IdParam, response: GoalInfo }),

  listGoals: endpoint({ method: 'POST', path: '/Goal/goals', body: GoalFilter, response: GoalList }),
  companyGoals: endpoint({ method: 'GET', path: '/goal/companygoals', response: CompanyGoals }),
  goalOwners: endpoint({ method: 'GET', path: '/Goal/users', query: GoalOwnersQuery, response: z.array(GoalOwner) }),
  userGoals: endpoint({ method: 'GET', path: '/Goal/usergoals/:a/:b/:c/:d', params: UserGoalsParams, response: UserGoalList }),
  profileGoals: endpoint({
    method: 'GET',
    path: '/Profile/goals/:a/:b',
    params: ProfileGoalsParams,
    query: ProfileGoalsQuery,
    response: UserGoalList,
  }),
  singleGoal: endpoint({ method: 'GET', path: '/Goal/single/:id', params: IdParam, response: Goal }),
  childGoals: endpoint({ method: 'GET', path: '/Goal/child_goals/:id', params: IdParam, response: ChildGoals }),
  goalStatus: endpoint({ method: 'GET', path: '/Goal/goalstatus/:id', params: IdParam, response: GoalStatus }),

  approve: endpoint({ method: 'POST', path: '/Goal/approve', body: ApproveRequest, response: Goal }),
  requestApproval: endpoint({ method: 'GET', path: '/Goal/requestapproval/:id', params: IdParam, response: Goal }),
  retract: endpoint({ method: 'POST', path: '/Goal/retract', body: RetractRequest, response: Goal }),
  retractEdits: endpoint({ method: 'POST', path: '/Goal/retractedits', body: RetractRequest, response: Goal }),
  shelve: endpoint({ method: 'POST', path: '/Goal/shelve', body: ShelveRequest, response: Goal }),
  updateStatus: endpoint({ method: 'POST', path: '/Goal/updatestatus', body: UpdateStatusRequest, response: GoalStatus }),
  finalize: endpoint({ method: 'POST', path: '/Goal/finalize', body: FinalizeRequest, response: Goal }),
  finalizeApproved: endpoint({ method: 'POST', path: '/Goal/finalize_approved', body: FinalizeApprovedRequest, response: Goal }),
  finalizeRetract: endpoint({ method: 'POST', path: '/Goal/finalize_retract', body: FinalizeRetractRequest, response: Goal }),

  follow: endpoint({ method: 'GET', path: '/Goal/follow/:id', params: IdParam, response: FollowResult }),
  changeOwner: endpoint({ method: 'POST', path: '/Goal/changegoalownership', body: ChangeOwnerRequest, response: Goal }),
  changeParent: endpoint({ method: 'POST', path: '/Goal/changeparentgoal', body: ChangeParentRequest, response: Goal }),
  deleteGoal: endpoint({ method: 'GET', path: '/Goal/delete/:id', params: IdParam, response: MessageBody }),
  copyGoal: endpoint({ method: 'POST', path: '/Goal/copy/:id', params: IdParam, response: Goal }),

  addComment: endpoint({ method: 'POST', path: '/Goal/CommentAdd', body: CommentAddRequest, response: Comment }),
  updateComment: endpoint({ method: 'PUT', path: '/Goal/CommentUpdate', body: CommentUpdateRequest, response: Comment }),
  deleteComment: endpoint({ method: 'DELETE', path: '/Goal/CommentDelete/:id', params: IdParam, response: MessageBody }),
  statusComments: endpoint({ method: 'GET', path: '/Goal/goalstatus/comments/:id', params: IdParam, response: z.array(Comment) }),
};
