import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { guard, notObserver } from '../http/access';
import { route } from '../http/route';
import { confirmed } from '../http/confirmation';
import { inRequest } from '../http/unit-of-work';
import { sendRendered } from '../http/download';
import { readerLanguage } from '../http/reader-language';
import { talentEndpoints as e } from '../../contract/endpoints/talent';
import { isTalentAdmin } from '../../domain/askers';
import { getTalentLabels, getTalentSchedule, saveTalentLabels, saveTalentSchedule } from './settings/settings-service';
import {
  createAppraisal,
  deleteAppraisal,
  getAppraisal,
  shareAppraisal,
  readySignature,
  signAsEmployee,
  signAsManager,
  updateAppraisal,
} from './appraisals/appraisal-service';
import { getOverview } from './overview/overview-service';
import { getTalentGoals, getUserAppraisals } from './person-appraisals';
import { getComplianceWorkbook, type CompliancePath } from './overview/compliance-workbook';
import { getAppraisalPrint } from './appraisals/appraisal-print';
import { reviewRoutes } from './reviews/routes';
import { feedbackRoutes } from './feedback/routes';
import { calibrationRoutes } from './calibration/routes';

/** Talent settings are the HR admins', the org admins' and the CEO's. */
export const talentAdmin = guard('hr admin, org admin or ceo', isTalentAdmin);

/** Talent appraisals (spec 001 §7 'Talent'); who may act on which appraisal is decided per row (domain/talent). */
export const talentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.labels, 'signedIn', (req) => inRequest(deps, req, getTalentLabels));
    route(app, e.saveLabels, talentAdmin, (req) => inRequest(deps, req, (w) => saveTalentLabels(w, req.body)));
    route(app, e.schedule, 'signedIn', (req) => inRequest(deps, req, getTalentSchedule));
    route(app, e.saveSchedule, talentAdmin, (req) => inRequest(deps, req, (w) => saveTalentSchedule(w, req.body)));

    route(app, e.overview, notObserver, (req) => inRequest(deps, req, (w) => getOverview(w, { ...req.params, ...req.query })));
    const complianceExcel = async (req: FastifyRequest, reply: FastifyReply, path: CompliancePath) => {
      // Read in the transaction, written after it commits.
      return sendRendered(reply, 'xlsx', await inRequest(deps, req, (w) => getComplianceWorkbook(w, path, readerLanguage(req))));
    };
    route(app, e.complianceExcel, notObserver, (req, reply) =>
      complianceExcel(req, reply, { ...req.params, directReports: req.query.directReports === '1' }),
    );
    route(app, e.complianceExcelDirect, notObserver, (req, reply) =>
      complianceExcel(req, reply, { ...req.params, directReports: req.params.directReports === '1' }),
    );
    route(app, e.goals, notObserver, (req) => inRequest(deps, req, (w) => getTalentGoals(w, req.params)));
    route(app, e.userAppraisals, 'signedIn', (req) => inRequest(deps, req, (w) => getUserAppraisals(w, req.params.userId)));
    route(app, e.single, 'signedIn', (req) => inRequest(deps, req, (w) => getAppraisal(w, req.params.id)));
    route(app, e.print, 'signedIn', async (req, reply) => {
      return sendRendered(reply, 'pdf', await inRequest(deps, req, (w) => getAppraisalPrint(w, req.params.id, readerLanguage(req))));
    });

    route(app, e.create, notObserver, (req) => inRequest(deps, req, (w) => createAppraisal(w, req.body)));
    route(app, e.update, notObserver, (req) => inRequest(deps, req, (w) => updateAppraisal(w, { ...req.body, id: req.params.id })));
    route(app, e.remove, notObserver, (req) => inRequest(deps, req, async (w) => confirmed(req, await deleteAppraisal(w, req.params.id))));
    route(app, e.share, notObserver, (req) => inRequest(deps, req, (w) => shareAppraisal(w, req.params.id)));
    // A drawn signature is read and re-encoded before the transaction opens (readySignature).
    route(app, e.employeeSign, 'signedIn', async (req) => {
      const Sign = await readySignature(req.body.Sign);
      return inRequest(deps, req, (w) => signAsEmployee(w, { ...req.body, Sign, id: req.params.id }));
    });
    route(app, e.managerSign, notObserver, async (req) => {
      const Sign = await readySignature(req.body.Sign);
      return inRequest(deps, req, (w) => signAsManager(w, { Sign, id: req.params.id }));
    });

    // The appraisal's other voices (issue 34): each part registers its own endpoints.
    await app.register(reviewRoutes(deps));
    await app.register(feedbackRoutes(deps));
    await app.register(calibrationRoutes(deps));
  };
