import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { notObserver } from '../../http/access';
import { route } from '../../http/route';
import { inRequest } from '../../http/unit-of-work';
import { talentFeedbackEndpoints as e } from '../../../contract/endpoints/talent-feedback';
import { getFeedbackOf } from './feedback-access';
import { choosePeers, getPeerApprovals, nominatePeers } from './peer-choice-service';
import { answerRequest, declineRequest, getAskedRequest, getAskedRequests, getFeedbackAbout } from './answer-service';
import { getFeedbackSetup } from './setup-service';

/** Peer and upward feedback (issue 34, decision 077): who may see or do what is decided per person and request. */
export const feedbackRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.feedbackSetup, notObserver, (req) => inRequest(deps, req, getFeedbackSetup));
    route(app, e.nominatePeers, notObserver, (req) => inRequest(deps, req, (w) => nominatePeers(w, { ...req.params, ...req.body })));
    route(app, e.peerApprovals, notObserver, (req) => inRequest(deps, req, (w) => getPeerApprovals(w, { ...req.params, ...req.query })));
    route(app, e.choosePeers, notObserver, (req) => inRequest(deps, req, (w) => choosePeers(w, { ...req.params, ...req.body })));
    route(app, e.feedbackOf, notObserver, (req) => inRequest(deps, req, (w) => getFeedbackOf(w, req.params)));
    route(app, e.askedRequests, notObserver, (req) => inRequest(deps, req, (w) => getAskedRequests(w, req.query)));
    route(app, e.askedRequest, notObserver, (req) => inRequest(deps, req, (w) => getAskedRequest(w, req.params.id)));
    route(app, e.answerRequest, notObserver, (req) => inRequest(deps, req, (w) => answerRequest(w, { ...req.body, id: req.params.id })));
    route(app, e.declineRequest, notObserver, (req) => inRequest(deps, req, (w) => declineRequest(w, { ...req.body, id: req.params.id })));
    route(app, e.feedbackAbout, notObserver, (req) => inRequest(deps, req, (w) => getFeedbackAbout(w, req.params.id)));
  };
