import type { Config } from '../config';
import type { InstanceSettings } from '../../contract/instance';

/** The instance settings a browser may read (GET /api/instance): addresses and the public Sentry DSN, no secret. */
export const toInstanceSettings = (config: Config): InstanceSettings => ({
  TermsUrl: config.termsUrl ?? null,
  PrivacyUrl: config.privacyUrl ?? null,
  StrategyGuideVideoUrl: config.strategyGuideVideoUrl ?? null,
  ErrorReporting: config.sentry ? { Dsn: config.sentry.dsn, Environment: config.sentry.environment ?? null } : null,
});
