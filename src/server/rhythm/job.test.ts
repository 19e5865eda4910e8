import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { loadConfig } from '../config';
import { buildGoal } from '../goals/goal-factory';
import { findCurrentPeriod } from '../periods/service';
import { createTestApp, givenTenant, givenUser, signIn, PASSWORD, type TestApp } from '../testing/test-app';
import { connectLive, nextEvent, type LiveClient } from '../live/live-client';

// The app's own clock of the follow-up: with RHYTHM_TICK_INTERVAL=1 the app asks its job queue for a tick every second,
// and the queue's worker does the company's follow-up once its day and hour have come (PGlite or PostgreSQL).

describe('RHYTHM_TICK_INTERVAL', () => {
  it.each([
    [{}, 300_000],
    [{ RHYTHM_TICK_INTERVAL: '60' }, 60_000],
  ])('%j ticks every %i ms', (env, ms) => expect(loadConfig(env).rhythmTickIntervalMs).toBe(ms));

  it.each([
    ['often', /RHYTHM_TICK_INTERVAL must be a number of seconds/],
    ['0', /RHYTHM_TICK_INTERVAL must be at least 1 second/],
    ['3601', /RHYTHM_TICK_INTERVAL must be at most 3600 seconds/],
  ])('refuses %s', (value, message) => expect(() => loadConfig({ RHYTHM_TICK_INTERVAL: value })).toThrow(message));
});

describe('the follow-up through the job queue', () => {
  let t: TestApp;
  let tenantId: number;
  let cal: LiveClient;
  beforeAll(async () => {
    t = await createTestApp({ RHYTHM_TICK_INTERVAL: '1' });
    // The quarter's first day, before its first Friday: nothing is due while the test sets up.
    t.clock.now = new Date('2026-10-01T12:00:00Z');
    tenantId = (await givenTenant(t, 'acme', { effectiveDate: '2026-10-01' })).TenantId;
    const cal = await givenUser(t, tenantId, {
      name: 'cal',
      email: 'cal@acme.test',
      password: PASSWORD,
      role: 'contributor',
      managerEmail: 'ceo@acme.test',
    });
    await withTenant(t.database.db, tenantId, async (tx) => {
      const period = await findCurrentPeriod(
        tx,
        { id: tenantId, effectiveDate: '2026-10-01', timeZone: 'Central Time (US & Canada)' },
        t.clock.now,
      );
      await buildGoal(tx, { tenantId, ownerId: cal.UserId, periodId: period!.Id, title: 'Ship it', state: 'approved', at: t.clock.now });
    });
  });
  afterAll(async () => {
    cal?.close();
    await t.close();
  });

  const notices = () =>
    queryRows<{ event_type: string }>(t.database.db, sql`SELECT event_type FROM notifications WHERE tenant_id = ${tenantId} ORDER BY id`);

  it('sends nothing before the hour, then the reminder and the summary once; the reminder reaches an open screen', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    cal = await connectLive(url, await signIn(t, 'cal@acme.test', 'acme'));
    t.clock.now = new Date('2026-10-09T13:59:00Z');
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await notices()).toEqual([]);
    t.clock.now = new Date('2026-10-09T14:00:00Z');
    const pushed = nextEvent(cal, 'NotificationUpdate', () => true, 20_000);
    for (const started = Date.now(); (await notices()).length < 2 && Date.now() - started < 20_000;)
      await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await notices()).map((n) => n.event_type)).toEqual(['rhythm_reminder', 'rhythm_summary']);
    expect(await pushed).toMatchObject({
      Notification: { Subject: 'Please give this week’s update on your goals', NotifiedObjectType: 'WeeklyUpdate' },
      UnreadCount: 1,
    });
  }, 40_000);
});
