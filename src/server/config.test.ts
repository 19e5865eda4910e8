import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('has no built-in support-chat secret', () => {
    expect(loadConfig({}).supportChatSecret).toBeUndefined();
    expect(loadConfig({ SUPPORT_CHAT_SECRET: 'x'.repeat(16) }).supportChatSecret).toBe('x'.repeat(16));
  });

  it('waits 30 s for an AI summary unless told otherwise', () => {
    expect(loadConfig({}).aiSummaryWaitMs).toBe(30_000);
    expect(loadConfig({ AI_SUMMARY_WAIT: '0.5' }).aiSummaryWaitMs).toBe(500);
  });

  it.each([
    [{ AI_SUMMARY_WAIT: '0' }, /^Invalid configuration: AI_SUMMARY_WAIT must be more than 0 seconds/],
    [{ TRUST_PROXY: 'yes' }, /^Invalid configuration: TRUST_PROXY must be true, a number of hops, or a comma-separated list/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY must be/],
    [{ TRUST_PROXY: '127.0.0.1,proxy.local' }, /^Invalid configuration: TRUST_PROXY must be/],
    [{ SUPPORT_CHAT_SECRET: 'short' }, /^Invalid configuration: SUPPORT_CHAT_SECRET must be at least 16 characters/],
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL must be an smtp/],
    [{ TRELLIS_DEMO: 'maybe' }, /^Invalid configuration: TRELLIS_DEMO /],
    [{ DEFAULT_TENANT: 'Not Valid' }, /^Invalid configuration: DEFAULT_TENANT must be a subdomain/],
    [{ NOTIFICATION_MAIL_INTERVAL: 'often' }, /^Invalid configuration: NOTIFICATION_MAIL_INTERVAL must be a number of seconds/],
    [{ NOTIFICATION_MAIL_INTERVAL: '1' }, /^Invalid configuration: NOTIFICATION_MAIL_INTERVAL must be at least 5 seconds/],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
