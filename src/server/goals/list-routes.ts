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
import { loadViewer } from './viewer';

export const listRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { access: 'signedIn' as const };

    app.post(
      '/Goal/goals',
      { config: signedIn, schema: { body: GoalFilter, response: { 200: GoalList } } },
      (req) =>
        inTenant(deps, actorFrom(req), async (w) =>
          listGoals(w.tx, await loadViewer(w.tx, w.actor, w.now), req.body),
        ),
    );
    app.get('/goal/companygoals', { config: signedIn, schema: { response: { 200: CompanyGoals } } }, (req) =>
      inTenant(deps, actorFrom(req), async (w) =>
        findCompanyGoals(w.tx, await loadViewer(w.tx, w.actor, w.now)),
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
        inTenant(deps, actorFrom(req), async (w) => {
          const { a, b, c, d } = req.params;
          return findUserGoals(w.tx, await loadViewer(w.tx, w.actor, w.now), {
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
        inTenant(deps, actorFrom(req), async (w) =>
          getSingleGoal(w.tx, await loadViewer(w.tx, w.actor, w.now), req.params.id),
        ),
    );
    app.get(
      '/Goal/child_goals/:id',
      { config: signedIn, schema: { params: IdParam, response: { 200: ChildGoals } } },
      (req) =>
        inTenant(deps, actorFrom(req), async (w) =>
          findChildGoals(w.tx, await loadViewer(w.tx, w.actor, w.now), req.params.id),
        ),
    );
    app.get(
      '/Goal/goalstatus/:id',
      { config: signedIn, schema: { params: IdParam, response: { 200: GoalStatus } } },
      (req) =>
        inTenant(deps, actorFrom(req), async (w) =>
          findGoalStatus(w.tx, await loadViewer(w.tx, w.actor, w.now), req.params.id),
        ),
    );
  };
