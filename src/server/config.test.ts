import { describe, expect, it } from 'vitest';
import { listeningOn, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      defaultTenant: 'demo',
      demo: true,
    });
  });

  it('mails notification digests every five minutes unless told otherwise', () => {
    expect(loadConfig({}).notificationMailIntervalMs).toBe(300_000);
    expect(loadConfig({ NOTIFICATION_MAIL_INTERVAL: '60' }).notificationMailIntervalMs).toBe(60_000);
  });

  it.each([
    [undefined, false],
    ['true', true],
    ['false', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1, fd00::/8', ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']],
  ])('TRUST_PROXY=%s trusts %o', (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('keeps a company’s model to public addresses unless the operator allows private ones', () => {
    expect(loadConfig({}).ai.companyPrivateAddresses).toBe(false);
    expect(loadConfig({ AI_COMPANY_PRIVATE_ADDRESSES: 'on' }).ai.companyPrivateAddresses).toBe(true);
  });

  it('keeps a company’s chat webhooks to public https addresses unless the operator allows private ones', () => {
    expect(loadConfig({}).chatPrivateAddresses).toBe(false);
    expect(loadConfig({ CHAT_PRIVATE_ADDRESSES: 'on' }).chatPrivateAddresses).toBe(true);
  });

  it('listens on this machine only unless HOST opens it, and says so at start', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(listeningOn('localhost')).toBe('Listening on localhost: this machine only. Set HOST=0.0.0.0 to let other machines reach it.');
    expect(listeningOn('0.0.0.0')).toBe('Listening on 0.0.0.0: other machines can reach it (every network interface).');
    expect(listeningOn('10.0.0.5')).toBe('Listening on 10.0.0.5: other machines can reach it.');
  });

  it('has no built-in support-chat secret', () => {
    expect(loadConfig({}).supportChatSecret).toBeUndefined();
    expect(loadConfig({ SUPPORT_CHAT_SECRET: 'x'.repeat(16) }).supportChatSecret).toBe('x'.repeat(16));
  });

  it('leaves every instance page setting unset by default', () => {
    expect(loadConfig({})).toMatchObject({
      unknownTenantUrl: undefined,
      strategyGuideVideoUrl: undefined,
      termsUrl: undefined,
      privacyUrl: undefined,
      sentry: undefined,
    });
  });

  it('reads the instance page settings', () => {
    const config = loadConfig({
      UNKNOWN_TENANT_URL: 'https://staging.trellis.example/',
      TERMS_URL: 'https://trellis.example/terms',
      PRIVACY_URL: 'http://trellis.example/privacy',
      SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4507',
      SENTRY_ENVIRONMENT: 'staging',
    });
    expect(config).toMatchObject({
      unknownTenantUrl: 'https://staging.trellis.example/',
      termsUrl: 'https://trellis.example/terms',
      privacyUrl: 'http://trellis.example/privacy',
      sentry: { dsn: 'https://abc123@o1.ingest.sentry.io/4507', environment: 'staging' },
    });
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://media.trellis.example/guide.mp4', 'https://media.trellis.example/guide.mp4'],
  ])('embeds STRATEGY_GUIDE_VIDEO_URL=%s as the CEO video is: %s', (value, embed) => {
    expect(loadConfig({ STRATEGY_GUIDE_VIDEO_URL: value }).strategyGuideVideoUrl).toBe(embed);
  });

  it.each([
    [
      { UNKNOWN_TENANT_URL: 'staging.trellis.example' },
      /^Invalid configuration: UNKNOWN_TENANT_URL must be an http:\/\/ or https:\/\/ URL/,
    ],
    [{ UNKNOWN_TENANT_URL: 'ftp://trellis.example' }, /^Invalid configuration: UNKNOWN_TENANT_URL must be an http/],
    [{ TERMS_URL: 'javascript:alert(1)' }, /^Invalid configuration: TERMS_URL must be an http/],
    [{ PRIVACY_URL: '/privacy' }, /^Invalid configuration: PRIVACY_URL must be an http/],
    [{ STRATEGY_GUIDE_VIDEO_URL: 'not a link' }, /^Invalid configuration: STRATEGY_GUIDE_VIDEO_URL must be an http/],
    [{ STRATEGY_GUIDE_VIDEO_URL: 'https://www.youtube.com/watch' }, /^Invalid configuration: STRATEGY_GUIDE_VIDEO_URL must be/],
    [{ SENTRY_DSN: 'https://o1.ingest.sentry.io/4507' }, /^Invalid configuration: SENTRY_DSN must be a Sentry DSN/],
    [{ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/' }, /^Invalid configuration: SENTRY_DSN must be a Sentry DSN/],
    [{ SENTRY_DSN: 'https://public-key@o1.ingest.sentry.io/42' }, /^Invalid configuration: SENTRY_DSN must be a Sentry DSN/],
    [{ SENTRY_DSN: 'sentry' }, /^Invalid configuration: SENTRY_DSN must be an http/],
    [{ SENTRY_ENVIRONMENT: 'my staging' }, /^Invalid configuration: SENTRY_ENVIRONMENT must be a short name/],
  ])('stops on the instance setting %o with one line naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('makes PDFs on two threads unless told otherwise', () => {
    expect(loadConfig({}).pdfRenderers).toBe(2);
    expect(loadConfig({ PDF_RENDERERS: '4' }).pdfRenderers).toBe(4);
  });

  it('waits 30 s for an AI summary unless told otherwise', () => {
    expect(loadConfig({}).aiSummaryWaitMs).toBe(30_000);
    expect(loadConfig({ AI_SUMMARY_WAIT: '0.5' }).aiSummaryWaitMs).toBe(500);
  });

  it.each([
    [{ AI_SUMMARY_WAIT: '0' }, /^Invalid configuration: AI_SUMMARY_WAIT must be more than 0 seconds/],
    [{ PDF_RENDERERS: '0' }, /^Invalid configuration: PDF_RENDERERS must be at least 1/],
    [{ PDF_RENDERERS: 'many' }, /^Invalid configuration: PDF_RENDERERS must be a number of threads/],
    [{ PDF_RENDERERS: '1.5' }, /^Invalid configuration: PDF_RENDERERS must be a whole number of threads/],
    [{ TRUST_PROXY: 'yes' }, /^Invalid configuration: TRUST_PROXY must be true, a number of hops, or a comma-separated list/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY must be/],
    [{ TRUST_PROXY: '127.0.0.1,proxy.local' }, /^Invalid configuration: TRUST_PROXY must be/],
    [{ SUPPORT_CHAT_SECRET: 'short' }, /^Invalid configuration: SUPPORT_CHAT_SECRET must be at least 16 characters/],
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL must be an smtp/],
    [{ TRELLIS_DEMO: 'maybe' }, /^Invalid configuration: TRELLIS_DEMO /],
    [{ AI_COMPANY_PRIVATE_ADDRESSES: 'yes' }, /^Invalid configuration: AI_COMPANY_PRIVATE_ADDRESSES /],
    [{ DEFAULT_TENANT: 'Not Valid' }, /^Invalid configuration: DEFAULT_TENANT must be a subdomain/],
    [{ NOTIFICATION_MAIL_INTERVAL: 'often' }, /^Invalid configuration: NOTIFICATION_MAIL_INTERVAL must be a number of seconds/],
    [{ NOTIFICATION_MAIL_INTERVAL: '1' }, /^Invalid configuration: NOTIFICATION_MAIL_INTERVAL must be at least 5 seconds/],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
