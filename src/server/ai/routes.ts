import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { callerOf } from '../http/unit-of-work';
import { getTenantAiSettings } from '../tenants';
import { AppError } from '../errors';
import { serverSecret } from '../config';
import { AI_FAILED, AI_TRY_AGAIN, AiError } from './provider/ai-error';
import { createKeyBox } from './provider/key-box';
import { createAiRateLimiter } from './provider/rate-limiter';
import { createTenantAiProviders } from './provider/tenant-providers';
import { companyAiRoute } from './company-ai-route';
import { summaryRoutes } from './summaries/routes';
import { writeManualDescription } from './manual-writing/manual-writing';
import { userManualEndpoints as manual } from '../../contract/endpoints/user-manual';
import type { GoalWriter } from './goal-writing/goal-writing';
import { goalWritingRoutes } from './goal-writing/goal-writing-routes';

/** Model calls one person may make a minute. */
const AI_CALLS_PER_MINUTE = 20;

/** AI help: goal writing (spec 000 §7 'Goal entry'), user manual descriptions, summaries, the company's model. */
export const aiRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const keyBox = createKeyBox(() => serverSecret(deps.config));
    const providers = createTenantAiProviders({
      config: deps.config,
      readSettings: (tenantId) => getTenantAiSettings(deps.database.db, tenantId),
      keyBox,
    });
    const limiter = createAiRateLimiter({ perMinute: AI_CALLS_PER_MINUTE });
    // The company's own model, else the instance's, else the built-in writer: asked per request, so a change of the
    // company's settings counts at once.
    const writerFor = async (req: FastifyRequest): Promise<GoalWriter> => {
      try {
        return { provider: await providers.forTenant(callerOf(deps, req).actor.tenantId), limiter };
      } catch (error) {
        if (!(error instanceof AiError)) throw error;
        req.log.error({ err: error }, 'no AI provider');
        throw new AppError('unavailable', `${AI_FAILED} ${AI_TRY_AGAIN}`);
      }
    };
    companyAiRoute(app, deps, keyBox);
    summaryRoutes(app, { deps, providerFor: (tenantId) => providers.forTenant(tenantId), take: (t, u) => limiter.take(t, u) });
    route(app, manual.gpt, 'signedIn', async (req) => {
      const { provider } = await writerFor(req);
      return writeManualDescription({ provider, limiter }, callerOf(deps, req).actor, req.body.Disc);
    });
    goalWritingRoutes(app, deps, writerFor);
  };
