import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { guard } from '../../http/access';
import { route } from '../../http/route';
import { inRequest } from '../../http/unit-of-work';
import { talentCalibrationEndpoints as e } from '../../../contract/endpoints/talent-calibration';
import { isTalentAdmin } from '../../../domain/askers';
import { getCalibration, getCards, getMoves, listCalibrations, moveCard, openCalibration } from './calibration-service';
import { closeCalibration } from './calibration-close';

// The same guard as talent's settings (routes.ts talentAdmin), declared here: that module registers this one.
const talentAdmin = guard('hr admin, org admin or ceo', isTalentAdmin);

/**
 * Calibrations (issue 34, decision 077): talent admins open and close them; they and the managers with someone in the
 * part take part (each calibration decides; anyone else is told it was not found).
 */
export const calibrationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.calibrations, 'signedIn', (req) => inRequest(deps, req, (w) => listCalibrations(w, req.query)));
    route(app, e.openCalibration, talentAdmin, (req) => inRequest(deps, req, (w) => openCalibration(w, req.body)));
    route(app, e.calibration, 'signedIn', (req) => inRequest(deps, req, (w) => getCalibration(w, req.params.id)));
    route(app, e.calibrationCards, 'signedIn', (req) => inRequest(deps, req, (w) => getCards(w, req.params.id, req.query)));
    route(app, e.moveCard, 'signedIn', (req) => inRequest(deps, req, (w) => moveCard(w, req.params.id, req.body)));
    route(app, e.calibrationMoves, 'signedIn', (req) => inRequest(deps, req, (w) => getMoves(w, req.params.id, req.query)));
    route(app, e.closeCalibration, talentAdmin, (req) => inRequest(deps, req, (w) => closeCalibration(w, req.params.id)));
  };
