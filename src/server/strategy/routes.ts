import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { guard } from '../http/access';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { strategyEndpoints as e } from '../../contract/endpoints/strategy';
import { getStrategy, getStrategySummary, saveStrategy } from './service';
import { canEditStrategy } from '../../domain/strategy/visibility';

// No screen offers a write to anyone else, so a refusal here is the 403 that signs out (ARCHITECTURE.md errors).
const strategyEditor = guard('ceo, org admin or strategy delegate', canEditStrategy);

/**
 * The company strategy (spec 001 §7): everyone reads what is published; the CEO, org admins and strategy delegates
 * write drafts and publish (decision 031).
 */
export const strategyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.strategySummary, 'signedIn', (req) => inRequest(deps, req, getStrategySummary));
    route(app, e.getStrategy, 'signedIn', (req) => inRequest(deps, req, getStrategy));
    route(app, e.saveStrategy, strategyEditor, (req) => inRequest(deps, req, (w) => saveStrategy(w, req.body)));
  };
