import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { guard, type Actor, type Guard } from '../http/access';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { sendDocument } from '../http/download';
import { reportEndpoints as e } from '../../contract/endpoints/reports';
import { mayUseReport, type ReportId } from '../../domain/reports/report-access';
import { getEmployeeAppraisals } from './employee-appraisals';
import { getAppraisalCompliance } from './appraisal-compliance';
import { getAppraisalPrints, getAppraisalUsers } from './appraisal-prints';

// The actor does not say whether the company holds talent appraisals: the guard decides by role as if it did, and
// each service refuses when it does not (appraisal-scope.ts requireTalent).
const asker = (a: Actor) => ({ roleName: a.roleName, isOrgAdmin: a.isOrgAdmin, isHrAdmin: a.isHrAdmin, talentEnabled: true });
const mayUse = (id: ReportId): Guard => guard(`may use report ${id}`, (a) => mayUseReport(asker(a), id));

/** Reports 6, 7 and 10: the appraisal reports, each guarded by the §6 rule of its report id. */
export const appraisalReportRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.employeeAppraisals, mayUse(6), async (req, reply) => {
      const file = await inRequest(deps, req, (w) => getEmployeeAppraisals(w, req.params));
      return sendDocument(reply, file.bytes, { kind: 'xlsx', name: file.name });
    });
    route(app, e.appraisalCompliance, mayUse(7), async (req, reply) => {
      const file = await inRequest(deps, req, (w) => getAppraisalCompliance(w, req.params));
      return sendDocument(reply, file.bytes, { kind: 'xlsx', name: file.name });
    });
    route(app, e.appraisalPrints, mayUse(10), async (req, reply) => {
      const file = await inRequest(deps, req, (w) => getAppraisalPrints(w, req.params));
      return sendDocument(reply, file.bytes, { kind: 'pdf', name: file.name });
    });
    route(app, e.appraisalUsers, mayUse(10), (req) => inRequest(deps, req, (w) => getAppraisalUsers(w, req.params.periodId)));
  };
