import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../app';
import { actorFrom } from '../http/access-control';
import { inTenant } from '../http/unit-of-work';
import { IdParam } from '../../contract/common';
import {
  ChildGoals,
  CompanyGoals,
  Goal,
  GoalFilter,
  GoalList,
  GoalOwner,
  GoalOwnersQuery,
  GoalStatus,
  UserGoalList,
  UserGoalsParams,
} from '../../contract/goals';
import {
  findChildGoals,
  findCompanyGoals,
  findGoalOwners,
  findGoalStatus,
  findUserGoals,
  getSingleGoal,
} from './goal-lookups';
import { listGoals } from './list-goals';
import { asViewer } from './viewer';

export const listRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { access: 'signedIn' as const };

    app.post(
      '/Goal/goals',
      { config: signedIn, schema: { body: GoalFilter, response: { 200: GoalList } } },
      (req) =>
        asViewer(deps, req, async (w, v) =>
          listGoals(w.tx, v, req.body),
        ),
    );
    app.get('/goal/companygoals', { config: signedIn, schema: { response: { 200: CompanyGoals } } }, (req) =>
      asViewer(deps, req, async (w, v) =>
        findCompanyGoals(w.tx, v),
      ),
    );
    app.get(
      '/Goal/users',
      { config: signedIn, schema: { querystring: GoalOwnersQuery, response: { 200: z.array(GoalOwner) } } },
      (req) => inTenant(deps, actorFrom(req), (w) => findGoalOwners(w.tx, w.actor.tenantId, req.query)),
    );
    app.get(
      '/Goal/usergoals/:a/:b/:c/:d',
      { config: signedIn, schema: { params: UserGoalsParams, response: { 200: UserGoalList } } },
      (req) =>
        asViewer(deps, req, async (w, v) => {
          const { a, b, c, d } = req.params;
          return findUserGoals(w.tx, v, {
            userId: a,
            periodId: b,
            page: c,
            pageSize: d,
          });
        }),
    );
    app.get(
      '/Goal/single/:id',
      { config: signedIn, schema: { params: IdParam, response: { 200: Goal } } },
      (req) =>
        asViewer(deps, req, async (w, v) =>
          getSingleGoal(w.tx, v, req.params.id),
        ),
    );
    app.get(
      '/Goal/child_goals/:id',
      { config: signedIn, schema: { params: IdParam, response: { 200: ChildGoals } } },
      (req) =>
        asViewer(deps, req, async (w, v) =>
          findChildGoals(w.tx, v, req.params.id),
        ),
    );
    app.get(
      '/Goal/goalstatus/:id',
      { config: signedIn, schema: { params: IdParam, response: { 200: GoalStatus } } },
      (req) =>
        asViewer(deps, req, async (w, v) =>
          findGoalStatus(w.tx, v, req.params.id),
        ),
    );
  };
