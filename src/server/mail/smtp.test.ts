import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, givenTenant, givenUser, PASSWORD, type TestApp } from '../testing/test-app';
import { mailCountTo } from '../testing/outbox';

type Received = { to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('sends the reset link through a real SMTP server and keeps nothing in the outbox', async () => {
    const acme = await givenTenant(t, 'acme');
    await givenUser(t, acme.TenantId, { name: 'Sam Smtp', email: 'sam@acme.test', password: PASSWORD, role: 'contributor' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/ForgotPassword',
      payload: { Email: 'sam@acme.test', domain: 'acme' },
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['sam@acme.test']);
    const unfolded = received[0]!.raw.replace(/=\r?\n/g, '');
    const link = /http:\/\/acme\.localhost:3000\/v3\/resetpassword\/[A-Za-z0-9_-]{43}/.exec(unfolded)?.[0];
    expect(link).toBeDefined();
    expect(unfolded).toContain('Subject: Reset your Trellis password');
    const check = await t.app.inject({ method: 'POST', url: '/api/Auth/ResetPasswordCheck', payload: { Token: link!.split('/').at(-1) } });
    expect(check.statusCode).toBe(200);
    expect(await mailCountTo(t.database.db, 'sam@acme.test')).toBe(0);
  });
});
