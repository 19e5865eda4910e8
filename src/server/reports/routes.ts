import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { mayUse } from './report-guard';
import { route } from '../http/route';
import { sendRendered } from '../http/download';
import { inRequest } from '../http/unit-of-work';
import { reportEndpoints as e } from '../../contract/endpoints/reports';
import { getUserListPdf, getUserListWorkbook } from './user-list';
import { getComplianceList } from './goal-compliance';
import { getGoalListPdf, getGoalListWorkbook } from './goal-list';
import { getGoalTreePdf, getGoalTreeWorkbook } from './goal-tree';
import { getMultiQuarterWorkbook } from './multi-quarter';
import { getTeamUpdatesPdf } from './team-updates';
import { asViewer, findGoalTreePeriods } from '../goals';
import { appraisalReportRoutes } from './appraisal-routes';
import { importRoutes } from './import-routes';
import { requestWords as words } from './report-words';

/** Report downloads (spec 001 §7 'Reports'); each route is guarded by the §6 rule of its report id. */
export const reportRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Each report is read in the request's transaction and laid out after it commits (sendRendered, docs/decisions/034);
    // its download counts against the person's and the company's budget (http/download-throttle.ts). Its words are in the
    // language of whoever asked, chosen at the request and carried to the rendering (issue 30).
    route(app, e.userListExcel, mayUse(1), async (req, reply) =>
      sendRendered(reply, 'xlsx', await inRequest(deps, req, (w) => getUserListWorkbook(w, words(req)))),
    );
    route(app, e.userListPdf, mayUse(1), async (req, reply) =>
      sendRendered(reply, 'pdf', await inRequest(deps, req, (w) => getUserListPdf(w, words(req)))),
    );
    route(app, e.goalCompliance, mayUse(2), async (req, reply) =>
      sendRendered(
        reply,
        'xlsx',
        await inRequest(deps, req, (w) => getComplianceList(w, { ...req.params, scope: req.query.Scope }, words(req))),
      ),
    );
    route(app, e.goalListExcel, mayUse(4), async (req, reply) =>
      sendRendered(reply, 'xlsx', await asViewer(deps, req, (w) => getGoalListWorkbook(w, req.params, words(req)))),
    );
    route(app, e.goalListPdf, mayUse(4), async (req, reply) =>
      sendRendered(reply, 'pdf', await asViewer(deps, req, (w) => getGoalListPdf(w, req.params, words(req)))),
    );
    route(app, e.goalTreePeriods, mayUse(5), async (req) => asViewer(deps, req, (w) => findGoalTreePeriods(w, req.body)));
    route(app, e.goalTreeExcel, mayUse(5), async (req, reply) =>
      sendRendered(reply, 'xlsx', await asViewer(deps, req, (w) => getGoalTreeWorkbook(w, req.params.periodId, words(req)))),
    );
    route(app, e.goalTreePdf, mayUse(5), async (req, reply) =>
      sendRendered(reply, 'pdf', await asViewer(deps, req, (w) => getGoalTreePdf(w, req.params.periodId, words(req)))),
    );
    route(app, e.multiQuarterExcel, mayUse(8), async (req, reply) =>
      sendRendered(reply, 'xlsx', await asViewer(deps, req, (w) => getMultiQuarterWorkbook(w, req.params, words(req)))),
    );
    route(app, e.teamUpdatesPdf, mayUse(9), async (req, reply) =>
      sendRendered(reply, 'pdf', await inRequest(deps, req, (w) => getTeamUpdatesPdf(w, req.params.periodId, words(req)))),
    );
    await app.register(appraisalReportRoutes(deps));
    await app.register(importRoutes(deps));
  };
