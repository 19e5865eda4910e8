import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { readerLanguage } from '../http/reader-language';
import { settingsEditors } from '../tenants';
import { tenantEndpoints as tenant } from '../../contract/endpoints/tenants';
import { userManualEndpoints as manual } from '../../contract/endpoints/user-manual';
import { aiCallerOf } from './ai-caller';
import type { AiModels } from './ai-models';
import { saveCompanyModel } from './company-ai';
import { writeManualDescription } from './manual-writing/manual-writing';
import { goalWritingRoutes } from './goal-writing/goal-writing-routes';
import { summaryRoutes } from './summaries/routes';

/**
 * AI help: goal writing (spec 000 §7 'Goal entry'), user manual descriptions, summaries, the company's model. Only
 * routes: the models are built and the summary job defined by the composition root (app.ts).
 */
export const aiRoutes =
  (deps: Deps, ai: AiModels): FastifyPluginAsyncZod =>
  async (app) => {
    const caller = (req: FastifyRequest) => aiCallerOf(deps, ai, req);
    route(app, tenant.setAi, settingsEditors, (req) => saveCompanyModel(caller(req), req.body));
    summaryRoutes(app, caller);
    route(app, manual.gpt, 'signedIn', (req) => writeManualDescription(caller(req), req.body, readerLanguage(req)));
    goalWritingRoutes(app, caller);
  };
