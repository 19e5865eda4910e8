import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { actorFrom } from '../http/access-control';
import { ceoOrOrgAdmin } from '../http/access';
import { inTenant } from '../http/unit-of-work';
import { Strategy, StrategySave, StrategySummary } from '../../contract/strategy';
import { getStrategy, getStrategySummary, saveStrategy } from './service';

/** The company strategy (spec 001 §7): everyone reads what is published; the CEO and org admins write drafts and publish. */
export const strategyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/strategy', { config: { access: 'signedIn' }, schema: { response: { 200: StrategySummary } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => getStrategySummary(w.tx, w.actor)),
    );
    app.get('/strategy/get', { config: { access: 'signedIn' }, schema: { response: { 200: Strategy } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => getStrategy(w.tx, w.actor)),
    );
    app.post('/strategy', { config: { access: ceoOrOrgAdmin }, schema: { body: StrategySave, response: { 200: Strategy } } }, (req) =>
      inTenant(deps, actorFrom(req), (w) => saveStrategy(w, req.body)),
    );
  };
