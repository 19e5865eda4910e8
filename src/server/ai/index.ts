// The AI area's public face: what other areas and the composition root may use (ARCHITECTURE.md "Layers").
export type { AiAnswer, AiProvider, AiProviderDescription, AiProviderKind, AiRequest, AiUsage } from './provider/types';
export { AI_FAILED, AI_TRY_AGAIN, AiError, type AiErrorCode } from './provider/ai-error';
export { createOpenAiProvider, type OpenAiProviderOptions } from './provider/openai-provider';
export { providerFromConfig } from './provider/from-config';
export { createKeyBox, KeyBoxError, type KeyBox } from './provider/key-box';
// The guarded fetch other areas call outside addresses with (the chat webhooks): public addresses only, no redirects.
export { guardedFetch, GuardRefusal, isPublicAddress, privateAddressOf, type FetchGuard } from './provider/guarded-fetch';
export { createTenantAiProviders, type TenantAiProviders, type TenantAiProvidersOptions } from './provider/tenant-providers';
export { createAiRateLimiter, type AiRateLimit, type AiRateLimiter } from './provider/rate-limiter';
export { createAiModels, type AiModels } from './ai-models';
export { defineAiJobs } from './jobs';
export { aiRoutes } from './routes';
