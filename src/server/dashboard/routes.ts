import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { notObserver } from '../http/access';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { dashboardEndpoints as e } from '../../contract/endpoints/dashboard';
import { getCompliance, getCompliancePeople } from './compliance';
import { createComplianceCache } from './compliance-cache';
import { getReminders } from './reminders';
import { getEditReviewData, getReviewData } from './review-data';
import { asViewer } from '../goals';

/**
 * The dashboard calls of spec 000 §7: reminders (observers get an empty list), what the review dialog of a
 * reminder needs, and the compliance widget with its drill-down (not for observers: 403). The Company
 * figures are shared by the whole tenant and reused for a minute (compliance-cache.ts).
 */
export const dashboardRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const companyCompliance = createComplianceCache();
    route(app, e.reminders, 'signedIn', (req) => asViewer(deps, req, (w) => getReminders(w, req.query.take)));
    route(app, e.reviewData, notObserver, (req) => asViewer(deps, req, (w) => getReviewData(w, req.params.id)));
    route(app, e.editReviewData, notObserver, (req) => asViewer(deps, req, (w) => getEditReviewData(w, req.params.id)));
    route(app, e.compliance, notObserver, (req) =>
      inRequest(deps, req, (w) => getCompliance(w, { scope: req.params.scope, cache: companyCompliance })),
    );
    route(app, e.compliancePeople, notObserver, (req) =>
      inRequest(deps, req, (w) => getCompliancePeople(w, { ...req.params, page: req.query })),
    );
  };
