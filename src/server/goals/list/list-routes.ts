import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { route } from '../../http/route';
import { inRequest } from '../../http/unit-of-work';
import { goalEndpoints as e } from '../../../contract/endpoints/goals';
import { findChildGoals, findCompanyGoals, findGoalOwners, findGoalStatus, findUserGoals, getSingleGoal } from '../read/goal-lookups';
import { listGoals } from './list-goals';
import { asViewer } from '../viewer';

export const listRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.listGoals, 'signedIn', (req) => asViewer(deps, req, async (w) => listGoals(w, req.body)));
    route(app, e.companyGoals, 'signedIn', (req) => asViewer(deps, req, async (w) => findCompanyGoals(w)));
    route(app, e.goalOwners, 'signedIn', (req) => inRequest(deps, req, (w) => findGoalOwners(w, req.query)));
    route(app, e.userGoals, 'signedIn', (req) =>
      asViewer(deps, req, async (w) => {
        const { a, b, c, d } = req.params;
        return findUserGoals(w, { userId: a, periodId: b, page: c, pageSize: d });
      }),
    );
    // The profile's Goals tab: the person's goals of a quarter, paged.
    route(app, e.profileGoals, 'signedIn', (req) =>
      asViewer(deps, req, async (w) =>
        findUserGoals(w, { userId: req.params.a, periodId: req.params.b, page: req.query.Page, pageSize: req.query.PageSize }),
      ),
    );
    route(app, e.singleGoal, 'signedIn', (req) => asViewer(deps, req, async (w) => getSingleGoal(w, req.params.id)));
    route(app, e.childGoals, 'signedIn', (req) => asViewer(deps, req, async (w) => findChildGoals(w, req.params.id)));
    route(app, e.goalStatus, 'signedIn', (req) => asViewer(deps, req, async (w) => findGoalStatus(w, req.params.id)));
  };
