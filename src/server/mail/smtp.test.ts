import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { createTestApp, givenTenant, givenUser, PASSWORD, type TestApp } from '../testing/test-app';
import { mailCountTo } from '../testing/outbox';
import { enqueueMail } from './mail-queue';

// A real SMTP server on loopback; it refuses the addresses in `refused` as a full mailbox would (550).
type Received = { to: string[]; raw: string };
const received: Received[] = [];
const refused = new Set<string>();
let smtp: SMTPServer;
let t: TestApp;
let tenantId: number;

const receivedBy = (address: string) => received.filter((r) => r.to.includes(address));
const queued = (to: string) =>
  queryRows<{ attempts: number; last_error: string | null; due_later: boolean }>(
    t.database.db,
    sql`SELECT attempts, last_error, due_at > now() AS due_later FROM mail_queue WHERE "to" = ${to}`,
  );
const mail = (to: string, subject = 'Hello') => ({ to, subject, text: `A mail to ${to}.` });

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
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
  tenantId = (await givenTenant(t, 'acme')).TenantId;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('sends the reset link through a real SMTP server once its change commits, and keeps nothing', async () => {
    await givenUser(t, tenantId, { name: 'Sam Smtp', email: 'sam@acme.test', password: PASSWORD, role: 'contributor' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/ForgotPassword',
      payload: { Email: 'sam@acme.test', domain: 'acme' },
    });
    expect(res.statusCode).toBe(200);
    // The answer does not wait for the SMTP server: the mail was queued with the reset token and sent right after.
    await expect.poll(() => receivedBy('sam@acme.test').length).toBe(1);
    const unfolded = receivedBy('sam@acme.test')[0]!.raw.replace(/=\r?\n/g, '');
    const link = /http:\/\/acme\.localhost:3000\/v3\/resetpassword\/[1-9][0-9]*\.[A-Za-z0-9_-]{43}/.exec(unfolded)?.[0];
    expect(link).toBeDefined();
    expect(unfolded).toContain('Subject: Reset your Trellis password');
    const check = await t.app.inject({ method: 'POST', url: '/api/Auth/ResetPasswordCheck', payload: { Token: link!.split('/').at(-1) } });
    expect(check.statusCode).toBe(200);
    expect(await mailCountTo(t.database.db, 'sam@acme.test')).toBe(0);
    await expect.poll(() => queued('sam@acme.test')).toEqual([]);
  });

  it('sends nothing for a change that was rolled back', async () => {
    const change = withTenant(t.database.db, tenantId, async (tx) => {
      await t.deps.mailer.send(tx, tenantId, mail('rolled@acme.test'));
      throw new Error('the change failed after queueing its mail');
    });
    await expect(change).rejects.toThrow('the change failed');
    const delivery = t.deps.mailer.startDelivery(t.database.db, () => undefined);
    await delivery.flush();
    await delivery.stop();
    expect(receivedBy('rolled@acme.test')).toEqual([]);
    expect(await queued('rolled@acme.test')).toEqual([]);
  });

  it('keeps a refused mail, tries it again later and sends it once the server takes it', async () => {
    refused.add('rita@acme.test');
    // The app's own delivery works the queue too (every few seconds): what one delivery did, the database says.
    const delivery = t.deps.mailer.startDelivery(t.database.db, () => undefined);
    await withTenant(t.database.db, tenantId, (tx) => enqueueMail(tx, tenantId, mail('rita@acme.test', 'Your invitation')));
    await delivery.flush();
    await expect.poll(() => queued('rita@acme.test')).toMatchObject([{ attempts: 1, due_later: true }]);
    expect((await queued('rita@acme.test'))[0]!.last_error).toMatch(/Mailbox unavailable/);
    expect(receivedBy('rita@acme.test')).toEqual([]);

    // Not due yet: a pass leaves it alone.
    await delivery.flush();
    expect((await queued('rita@acme.test'))[0]!.attempts).toBe(1);

    refused.delete('rita@acme.test');
    await t.database.db.execute(sql`UPDATE mail_queue SET due_at = now() WHERE "to" = 'rita@acme.test'`);
    await delivery.flush();
    await expect.poll(() => receivedBy('rita@acme.test').length).toBe(1);
    await delivery.stop();
    expect(await queued('rita@acme.test')).toEqual([]);
  });

  it('sends each mail once when two deliveries (two servers on one database) work the queue together', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `many${i}@acme.test`);
    await withTenant(t.database.db, tenantId, async (tx) => {
      for (const to of addresses) await enqueueMail(tx, tenantId, mail(to));
    });
    const [a, b] = [
      t.deps.mailer.startDelivery(t.database.db, () => undefined),
      t.deps.mailer.startDelivery(t.database.db, () => undefined),
    ];
    await Promise.all([a.flush(), b.flush()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(addresses.map((to) => receivedBy(to).length)).toEqual(addresses.map(() => 1));
    for (const to of addresses) expect(await queued(to)).toEqual([]);
  });
});
