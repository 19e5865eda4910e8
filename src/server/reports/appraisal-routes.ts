import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { mayUse } from './report-guard';
import { route } from '../http/route';
import { sendRendered } from '../http/download';
import { inRequest } from '../http/unit-of-work';
import { reportEndpoints as e } from '../../contract/endpoints/reports';
import { getEmployeeAppraisals } from './employee-appraisals';
import { getAppraisalCompliance } from './appraisal-compliance';
import { getAppraisalPrints, getAppraisalUsers } from './appraisal-prints';
import { recordDownload } from '../audit';
import { requestWords as words } from './report-words';

/**
 * Reports 6, 7 and 10: the appraisal reports, each guarded by the §6 rule of its report id, in the language of whoever
 * asked; each download is audited.
 */
export const appraisalReportRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.employeeAppraisals, mayUse(6), async (req, reply) => {
      const file = await inRequest(deps, req, async (w) =>
        recordDownload(w, await getEmployeeAppraisals(w, req.params, words(req)), 'xlsx'),
      );
      return sendRendered(reply, 'xlsx', file);
    });
    route(app, e.appraisalCompliance, mayUse(7), async (req, reply) => {
      const file = await inRequest(deps, req, async (w) =>
        recordDownload(w, await getAppraisalCompliance(w, req.params, words(req)), 'xlsx'),
      );
      return sendRendered(reply, 'xlsx', file);
    });
    route(app, e.appraisalPrints, mayUse(10), async (req, reply) => {
      const file = await inRequest(deps, req, async (w) => recordDownload(w, await getAppraisalPrints(w, req.params, words(req)), 'pdf'));
      return sendRendered(reply, 'pdf', file);
    });
    route(app, e.appraisalUsers, mayUse(10), (req) => inRequest(deps, req, (w) => getAppraisalUsers(w, req.params.periodId, words(req))));
  };
