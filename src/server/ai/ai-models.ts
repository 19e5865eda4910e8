import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { serverSecret } from '../config';
import { getTenantAiSettings } from '../tenants';
import { AiError } from './provider/ai-error';
import { MODEL_FAILED } from './provider/ask-within';
import { createKeyBox, type KeyBox } from './provider/key-box';
import { createAiRateLimiter, type AiRateLimiter } from './provider/rate-limiter';
import { createTenantAiProviders } from './provider/tenant-providers';
import type { AiProvider } from './provider/types';

/** Model calls one person may make a minute. */
const AI_CALLS_PER_MINUTE = 20;

/** Who writes a person's answer: the model (null: the built-in writer), and the per-person limit on model calls. */
export type ModelWriter = { provider: AiProvider | null; limiter: AiRateLimiter };

/**
 * The AI area's services, built once by the composition root (app.ts) and shared by its routes and its jobs: the
 * companies' models, the per-person limit, and the box that seals a company's key.
 */
export type AiModels = {
  /** The company's own model, else the instance's, else null (the built-in writer): read per call, so a change counts at once. */
  providerFor: (tenantId: number) => Promise<AiProvider | null>;
  /** The same for a person's request: a company model that cannot be built answers 503 in the spec's words, the log says why. */
  writerFor: (tenantId: number) => Promise<ModelWriter>;
  limiter: AiRateLimiter;
  keyBox: KeyBox;
};

export function createAiModels(deps: Deps, log: Pick<FastifyBaseLogger, 'error'>): AiModels {
  const keyBox = createKeyBox(() => serverSecret(deps.config));
  const providers = createTenantAiProviders({
    config: deps.config,
    readSettings: (tenantId) => getTenantAiSettings(deps.database.db, tenantId),
    keyBox,
  });
  const limiter = createAiRateLimiter({ perMinute: AI_CALLS_PER_MINUTE });
  return {
    keyBox,
    limiter,
    providerFor: (tenantId) => providers.forTenant(tenantId),
    writerFor: async (tenantId) => {
      try {
        return { provider: await providers.forTenant(tenantId), limiter };
      } catch (error) {
        if (!(error instanceof AiError)) throw error;
        log.error({ err: error }, 'no AI provider');
        throw new AppError('unavailable', MODEL_FAILED);
      }
    },
  };
}
