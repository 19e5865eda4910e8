import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { toEmbedUrl } from '../domain/strategy/video-url';

const onOff = z.enum(['on', 'off']);

const isAddressOrCidr = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

// Which proxies may set X-Forwarded-For: none by default, else every one (true), the nearest N hops, or a list.
const TrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be true, a number of hops, or a comma-separated list of addresses or CIDRs' });
    return z.NEVER;
  })
  .default(false);

const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

// A Sentry DSN names its key (letters, digits, _) as the user and its project as the last path segment:
// https://key@host/42. The browser SDK refuses any other shape.
const SentryDsn = webUrl.refine(
  (value) => {
    if (!URL.canParse(value)) return true; // zod runs this check after a failed URL check too; that one speaks
    const url = new URL(value);
    return /^\w+$/.test(url.username) && /\/\d+$/.test(url.pathname);
  },
  { error: 'must be a Sentry DSN such as https://<key>@<host>/<project id>' },
);

// The founder guidance video is embedded as the strategy's CEO video is (YouTube and Vimeo links become players).
const GuideVideoUrl = z.string().transform((value, ctx) => {
  const embed = toEmbedUrl(value);
  if (embed) return embed;
  ctx.addIssue({ code: 'custom', message: 'must be an http:// or https:// URL (a YouTube or Vimeo link, or a video file)' });
  return z.NEVER;
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // This machine only, until the operator opens it (HOST=0.0.0.0): the demo company's password is in the README.
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('Trellis <no-reply@trellis.local>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9-]{1,63}$/, 'must be a subdomain (a-z, 0-9, -)')
    .default('demo'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  // A company's own model address may be private (loopback, 10.x, link-local…) only when the operator says so.
  AI_COMPANY_PRIVATE_ADDRESSES: onOff.default('off'),
  // An http:// OpenID issuer on this machine (127.0.0.1, localhost, ::1): tests and development only (decision 072).
  SSO_LOOPBACK_HTTP_ISSUERS: onOff.default('off'),
  // A company's Slack or Teams webhook may be private or http:// only when the operator says so (tests, development).
  CHAT_PRIVATE_ADDRESSES: onOff.default('off'),
  // Seals secrets stored in the database (a company's AI key); without it one is made in DATA_DIR/secret.key.
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TRELLIS_DEMO: onOff.default('on'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30).describe('sign-in attempts per minute per address and per account'),
  CHECKIN_RATE_LIMIT: z.coerce.number().int().min(1).default(60).describe('key result check-ins per minute per person'),
  SCIM_RATE_LIMIT: z.coerce.number().int().min(1).default(600).describe('SCIM provisioning calls per minute per token'),
  REPORT_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe('report downloads per minute per person (six times that per company)'),
  PDF_RENDERERS: z.coerce
    .number({ error: 'must be a number of threads' })
    .int('must be a whole number of threads')
    .min(1, 'must be at least 1')
    .max(32, 'must be at most 32')
    .default(2)
    .describe('threads that make PDFs; one company may use all but one of them at once'),
  TRUST_PROXY: TrustProxy,
  // No default: a built-in secret would let anyone compute any user's support-chat hash.
  SUPPORT_CHAT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  NOTIFICATION_MAIL_INTERVAL: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(5, 'must be at least 5 seconds')
    .max(86_400, 'must be at most 86400 seconds (a day)')
    .default(300)
    .describe('seconds between two notification digest mails to one person'),
  RHYTHM_TICK_INTERVAL: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(3_600, 'must be at most 3600 seconds (an hour)')
    .default(300)
    .describe('seconds between two looks for companies whose weekly follow-up is due'),
  AI_SUMMARY_WAIT: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be more than 0 seconds')
    .max(120, 'must be at most 120 seconds')
    .default(30)
    .describe('seconds GET /Gpt/summary waits for a summary being written before it answers how far it got'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UNKNOWN_TENANT_URL: webUrl.optional().describe('where a page of a subdomain no company uses redirects to'),
  STRATEGY_GUIDE_VIDEO_URL: GuideVideoUrl.optional(),
  TERMS_URL: webUrl.optional(),
  PRIVACY_URL: webUrl.optional(),
  SENTRY_DSN: SentryDsn.optional(),
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be a short name (letters, digits, . _ -)')
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  defaultTenant: string;
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    /** Whether a company's own model may be at a private address (the instance's own always may). */
    companyPrivateAddresses: boolean;
  };
  /** Whether a company's OpenID issuer may be http:// on this machine's loopback (tests and development only). */
  ssoLoopbackHttpIssuers: boolean;
  /** Whether a company's chat webhook may be at a private address, and http:// (tests and development only). */
  chatPrivateAddresses: boolean;
  /** SECRET_KEY; when unset, serverSecret() makes and keeps one in DATA_DIR. */
  secretKey: string | undefined;
  demo: boolean;
  loginRateLimit: number;
  /** Key result check-ins a minute per person: each is kept as history. */
  checkinRateLimit: number;
  /** SCIM calls a minute per token (issue 32). */
  scimRateLimit: number;
  /** Report downloads a minute per person; a company gets six times as many. */
  reportRateLimit: number;
  /** Threads that make PDFs at once (a fair queue per company in front of them, decision 033). */
  pdfRenderers: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For names the client (rate limits key on it). */
  trustProxy: boolean | number | string[];
  /** Signs the support chat's user hash; without it the chat is off. */
  supportChatSecret: string | undefined;
  /** How often waiting notifications are mailed as one digest per person. */
  notificationMailIntervalMs: number;
  /** How often each instance asks the job queue to look for companies whose weekly follow-up is due (issue 33). */
  rhythmTickIntervalMs: number;
  /** How long a summary request waits for the summary to be written (spec 001 §7: the spec's client does not poll). */
  aiSummaryWaitMs: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Pages of a subdomain that names no company redirect here; without it they say so. */
  unknownTenantUrl: string | undefined;
  /** The founder guidance video's embed address; without it the strategy page shows a written guide. */
  strategyGuideVideoUrl: string | undefined;
  /** External terms and privacy pages; without them the app's own /v3/terms and /v3/privacy. */
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
  /** Browser error reporting to Sentry; without a DSN the browser's errors reach this server's log. */
  sentry: { dsn: string; environment: string | undefined } | undefined;
};

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    defaultTenant: e.DEFAULT_TENANT,
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      companyPrivateAddresses: e.AI_COMPANY_PRIVATE_ADDRESSES === 'on',
    },
    ssoLoopbackHttpIssuers: e.SSO_LOOPBACK_HTTP_ISSUERS === 'on',
    chatPrivateAddresses: e.CHAT_PRIVATE_ADDRESSES === 'on',
    secretKey: e.SECRET_KEY,
    demo: e.TRELLIS_DEMO === 'on',
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    checkinRateLimit: e.CHECKIN_RATE_LIMIT,
    scimRateLimit: e.SCIM_RATE_LIMIT,
    reportRateLimit: e.REPORT_RATE_LIMIT,
    pdfRenderers: e.PDF_RENDERERS,
    trustProxy: e.TRUST_PROXY,
    supportChatSecret: e.SUPPORT_CHAT_SECRET,
    notificationMailIntervalMs: e.NOTIFICATION_MAIL_INTERVAL * 1000,
    rhythmTickIntervalMs: e.RHYTHM_TICK_INTERVAL * 1000,
    aiSummaryWaitMs: Math.round(e.AI_SUMMARY_WAIT * 1000),
    logLevel: e.LOG_LEVEL,
    unknownTenantUrl: e.UNKNOWN_TENANT_URL,
    strategyGuideVideoUrl: e.STRATEGY_GUIDE_VIDEO_URL,
    termsUrl: e.TERMS_URL,
    privacyUrl: e.PRIVACY_URL,
    sentry: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT } : undefined,
  };
}

/** Whom the server answers, said where the person who started it reads. */
export function listeningOn(host: string): string {
  return host === 'localhost' || host === '127.0.0.1' || host === '::1'
    ? `Listening on ${host}: this machine only. Set HOST=0.0.0.0 to let other machines reach it.`
    : `Listening on ${host}: other machines can reach it${host === '0.0.0.0' || host === '::' ? ' (every network interface)' : ''}.`;
}

export class ConfigError extends Error {}

export const SECRET_FILE = 'secret.key';

/**
 * The server's secret: SECRET_KEY, else DATA_DIR/secret.key, made once (32 random bytes, mode 0600) and read on
 * later starts, so `npm start` needs nothing. Several instances sharing one PostgreSQL must share SECRET_KEY.
 */
export function serverSecret(config: Pick<Config, 'secretKey' | 'dataDir'>): string {
  if (config.secretKey) return config.secretKey;
  const file = join(config.dataDir, SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(config.dataDir, { recursive: true });
  // Written whole under another name, then linked: link fails if the file exists, so two processes starting at
  // once agree on one secret and neither reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const made = readSecretFile(file);
  if (!made) throw new ConfigError(`Invalid configuration: ${file} holds no secret; delete it or set SECRET_KEY`);
  return made;
}

function readSecretFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
