import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { notObserver } from '../http/access';
import { actorFrom } from '../http/access-control';
import { inTenant } from '../http/unit-of-work';
import { IdParam } from '../../contract/common';
import {
  Compliance,
  ComplianceParams,
  CompliancePeople,
  CompliancePeopleParams,
  CompliancePeopleQuery,
  Reminders,
  RemindersQuery,
  ReviewData,
} from '../../contract/dashboard';
import { asViewer } from '../goals/viewer';
import { getCompliance, getCompliancePeople } from './compliance';
import { createComplianceCache } from './compliance-cache';
import { getReminders } from './reminders';
import { getEditReviewData, getReviewData } from './review-data';

/**
 * The dashboard calls of spec 000 §7: reminders (observers get an empty list), what the review dialog of a
 * reminder needs, and the compliance widget with its drill-down (not for observers: 403). The Company
 * figures are shared by the whole tenant and reused for a minute (compliance-cache.ts).
 */
export const dashboardRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const companyCompliance = createComplianceCache();
    app.get('/dashboard', { config: { access: 'signedIn' }, schema: { querystring: RemindersQuery, response: { 200: Reminders } } }, (req) =>
      asViewer(deps, req, (w, v) => getReminders(w.tx, v, req.query.take)),
    );
    app.get('/dashboard/reviewdata/:id', { config: { access: notObserver }, schema: { params: IdParam, response: { 200: ReviewData } } }, (req) =>
      asViewer(deps, req, (w, v) => getReviewData(w.tx, v, req.params.id)),
    );
    app.get(
      '/dashboard/editreviewdata/:id',
      { config: { access: notObserver }, schema: { params: IdParam, response: { 200: ReviewData } } },
      (req) => asViewer(deps, req, (w, v) => getEditReviewData(w.tx, v, req.params.id)),
    );
    app.get(
      '/dashboard/complience/:scope',
      { config: { access: notObserver }, schema: { params: ComplianceParams, response: { 200: Compliance } } },
      (req) => inTenant(deps, actorFrom(req), (w) => getCompliance(w.tx, w.actor, w.now, req.params.scope, companyCompliance)),
    );
    app.get(
      '/dashboard/complience/:scope/:mode',
      { config: { access: notObserver }, schema: { params: CompliancePeopleParams, querystring: CompliancePeopleQuery, response: { 200: CompliancePeople } } },
      (req) => inTenant(deps, actorFrom(req), (w) => getCompliancePeople(w.tx, w.actor, w.now, req.params.scope, req.params.mode, req.query)),
    );
  };
