import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

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

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
  // Seals secrets stored in the database (a company's AI key); without it one is made in DATA_DIR/secret.key.
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TRELLIS_DEMO: onOff.default('on'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30).describe('sign-in attempts per minute per address and per account'),
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
  AI_SUMMARY_WAIT: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be more than 0 seconds')
    .max(120, 'must be at most 120 seconds')
    .default(30)
    .describe('seconds GET /Gpt/summary waits for a summary being written before it answers how far it got'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  /** SECRET_KEY; when unset, serverSecret() makes and keeps one in DATA_DIR. */
  secretKey: string | undefined;
  demo: boolean;
  loginRateLimit: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For names the client (rate limits key on it). */
  trustProxy: boolean | number | string[];
  /** Signs the support chat's user hash; without it the chat is off. */
  supportChatSecret: string | undefined;
  /** How often waiting notifications are mailed as one digest per person. */
  notificationMailIntervalMs: number;
  /** How long a summary request waits for the summary to be written (spec 001 §7: the spec's client does not poll). */
  aiSummaryWaitMs: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
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
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL },
    secretKey: e.SECRET_KEY,
    demo: e.TRELLIS_DEMO === 'on',
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    supportChatSecret: e.SUPPORT_CHAT_SECRET,
    notificationMailIntervalMs: e.NOTIFICATION_MAIL_INTERVAL * 1000,
    aiSummaryWaitMs: Math.round(e.AI_SUMMARY_WAIT * 1000),
    logLevel: e.LOG_LEVEL,
  };
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
