import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from '../domain/client-errors';

/** What the browser needs of the instance's settings before anyone signs in (public: nothing in it is secret). */
export const InstanceSettings = z.object({
  /** External terms and privacy pages; null: the app's own /v3/terms and /v3/privacy. */
  TermsUrl: z.string().nullable(),
  PrivacyUrl: z.string().nullable(),
  /** The founder guidance video's embed address; null: the strategy page shows the written guide. */
  StrategyGuideVideoUrl: z.string().nullable(),
  /** Browser error reporting to Sentry; null: errors go to POST /api/client-errors. */
  ErrorReporting: z.object({ Dsn: z.string(), Environment: z.string().nullable() }).nullable(),
});
export type InstanceSettings = z.infer<typeof InstanceSettings>;

/** One error a browser met, when no Sentry DSN is set. */
export const ClientErrorReport = z.strictObject({
  Kind: z.enum(['error', 'unhandledrejection']),
  Message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
  Stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  Url: z.string().max(CLIENT_ERROR_LIMITS.url).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

export const ClientErrorReceipt = z.object({ Message: z.string() });
