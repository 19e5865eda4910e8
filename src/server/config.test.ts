import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({ port: 3000, dataDir: './data', publicUrl: 'http://localhost:3000', defaultTenant: 'demo', demo: true });
  });

  it('mails notification digests every five minutes unless told otherwise', () => {
    expect(loadConfig({}).notificationMailIntervalMs).toBe(300_000);
    expect(loadConfig({ NOTIFICATION_MAIL_INTERVAL: '60' }).notificationMailIntervalMs).toBe(60_000);
  });

  it.each([
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
