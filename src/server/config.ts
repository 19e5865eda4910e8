import { z } from 'zod';

const onOff = z.enum(['on', 'off']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('Trellis <no-reply@trellis.local>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  DEFAULT_TENANT: z.string().regex(/^[a-z0-9-]{1,63}$/, 'must be a subdomain (a-z, 0-9, -)').default('demo'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  TRELLIS_DEMO: onOff.default('on'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30).describe('sign-in attempts per minute per address'),
  SUPPORT_CHAT_SECRET: z.string().default('trellis-support-chat'),
  NOTIFICATION_MAIL_INTERVAL: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(5, 'must be at least 5 seconds')
    .max(86_400, 'must be at most 86400 seconds (a day)')
    .default(300)
    .describe('seconds between two notification digest mails to one person'),
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
  demo: boolean;
  loginRateLimit: number;
  supportChatSecret: string;
  /** How often waiting notifications are mailed as one digest per person. */
  notificationMailIntervalMs: number;
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
    demo: e.TRELLIS_DEMO === 'on',
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    supportChatSecret: e.SUPPORT_CHAT_SECRET,
    notificationMailIntervalMs: e.NOTIFICATION_MAIL_INTERVAL * 1000,
    logLevel: e.LOG_LEVEL,
  };
}

export class ConfigError extends Error {}
