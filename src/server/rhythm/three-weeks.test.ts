import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { withTenant } from '../db/tenant-context';
import { buildGoal } from '../goals/goal-factory';
import { flushDigests } from '../notifications/digest';
import { bearer, createTestApp, givenTenant, givenUser, signIn, PASSWORD, type TestApp } from '../testing/test-app';
import { runRhythmTick } from './tick';

// The weekly follow-up over three weeks (issue 33). Acme's quarter starts Thursday 2026-10-01, so its weeks run
// Thursday to Wednesday; its update is due Friday 09:00 in Chicago (14:00 UTC in October). The clock moves through
// the weeks with several ticks a day before and after that hour; every notice and mail made is counted.
//
// CEO ada → vic (manager, no goals) → mia (manager) → cal, dee, eve (contributors); fay under mia never accepted her
// invitation; obi is an observer. Dee turned mails off; Eve reads German. Cal has a goal waiting for Mia's approval.

let t: TestApp;
let tenantId: number;
const id: Record<string, number> = {};
const token: Record<string, { authorization: string }> = {};
const goal: Record<string, number> = {};
const warnings: string[] = [];

const at = (iso: string) => {
  t.clock.now = new Date(iso);
};
const tick = () => runRhythmTick(t.deps, { warn: (m) => warnings.push(m) });

/** A weekly update through HTTP, signed in afresh (a session of the week before has expired). */
async function update(who: string, likelihood = 3) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Goal/updatestatus',
    headers: bearer(await signIn(t, `${who}@acme.test`, 'acme')),
    payload: { Id: goal[who], Likelihood: likelihood, Quality: 3 },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every tick of a week: Thursday, Friday before and at and after the hour, the weekend, Monday, Wednesday night. */
async function weekOfTicks(thursday: string, friday: string, rest: string[]) {
  const results = [];
  for (const moment of [
    `${thursday}T12:00:00Z`,
    `${friday}T13:59:00Z`,
    `${friday}T14:00:00Z`,
    `${friday}T14:00:30Z`,
    `${friday}T20:00:00Z`,
    ...rest,
  ]) {
    at(moment);
    results.push(await tick());
  }
  return results;
}

type Counted = Record<string, number>;

/** The follow-up's notices made since `since`, by recipient and kind ('reminder', 'summary', …). */
async function noticesSince(since: string): Promise<Counted> {
  const rows = await queryRows<{ user_id: number; event_type: string; n: number }>(
    t.database.db,
    sql`SELECT user_id, event_type, count(*)::int AS n FROM notifications
        WHERE tenant_id = ${tenantId} AND created_at >= ${since}::timestamptz GROUP BY 1, 2`,
  );
  const names = Object.fromEntries(Object.entries(id).map(([k, v]) => [v, k]));
  return Object.fromEntries(rows.map((r) => [`${names[Number(r.user_id)]} ${r.event_type}`, Number(r.n)]));
}

/** Every mail in the outbox so far, by recipient (the outbox dates mails by the real clock, not the test's). */
async function mailsSoFar(): Promise<Counted> {
  const rows = await queryRows<{ to: string; n: number }>(t.database.db, sql`SELECT "to", count(*)::int AS n FROM outbox GROUP BY 1`);
  return Object.fromEntries(rows.map((r) => [r.to.split('@')[0]!, Number(r.n)]));
}

const noticeOf = async (who: string, eventType: string) => {
  const [row] = await queryRows<{ subject: string; body: string; object_type: string; object_id: number; mail_pending: boolean }>(
    t.database.db,
    sql`SELECT subject, body, object_type, object_id, mail_pending FROM notifications
        WHERE tenant_id = ${tenantId} AND user_id = ${id[who]!} AND event_type = ${eventType} ORDER BY id DESC LIMIT 1`,
  );
  return row && { ...row, object_id: Number(row.object_id) };
};

beforeAll(async () => {
  t = await createTestApp({ RHYTHM_TICK_INTERVAL: '3600' });
  at('2026-10-07T12:00:00Z');
  const tenant = await givenTenant(t, 'acme', { effectiveDate: '2026-10-01' });
  tenantId = tenant.TenantId;
  id.ada = tenant.CeoId;
  const add = async (name: string, role: 'manager' | 'contributor' | 'observer', manager?: string, accepted = true) => {
    id[name] = (
      await givenUser(t, tenantId, {
        name,
        email: `${name}@acme.test`,
        password: accepted ? PASSWORD : undefined,
        role,
        managerEmail: manager && `${manager}@acme.test`,
      })
    ).UserId;
    if (accepted) token[name] = bearer(await signIn(t, `${name}@acme.test`, 'acme'));
  };
  await add('vic', 'manager');
  await add('mia', 'manager', 'vic');
  await add('cal', 'contributor', 'mia');
  await add('dee', 'contributor', 'mia');
  await add('eve', 'contributor', 'mia');
  await add('fay', 'contributor', 'mia', false);
  await add('obi', 'observer');
  const periods = await t.app.inject({ method: 'GET', url: '/api/Goal/periods', headers: token.cal });
  const periodId = (periods.json() as { Current: { Id: number } }).Current.Id;
  await withTenant(t.database.db, tenantId, async (tx) => {
    for (const who of ['mia', 'cal', 'dee', 'eve', 'fay']) {
      goal[who] = (
        await buildGoal(tx, { tenantId, ownerId: id[who]!, periodId, title: `${who}'s goal`, state: 'approved', at: t.clock.now })
      ).id;
    }
    await buildGoal(tx, { tenantId, ownerId: id.cal!, periodId, title: 'Waiting for approval', state: 'review', at: t.clock.now });
  });
  expect((await t.app.inject({ method: 'GET', url: '/api/Profile/EmailPrefrence/false', headers: token.dee })).statusCode).toBe(200);
  expect(
    (await t.app.inject({ method: 'PUT', url: '/api/Profile/Language', headers: token.eve, payload: { Language: 'de' } })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe('three weeks of the weekly follow-up', () => {
  it('week of 8 October: Cal updates (his goal at risk); Dee, Eve and Mia do not and get one reminder each', async () => {
    at('2026-10-08T15:00:00Z');
    await update('cal', 1);
    const ticks = await weekOfTicks('2026-10-08', '2026-10-09', ['2026-10-10T10:00:00Z', '2026-10-12T10:00:00Z', '2026-10-15T04:59:00Z']);
    // Nothing before Friday 09:00 in Chicago; everything at the first tick after it; nothing after.
    expect(ticks.map((r) => r.reminders + r.summaries + r.escalations + r.skipLevel)).toEqual([0, 0, 5, 0, 0, 0, 0, 0]);
    expect(await noticesSince('2026-10-08T00:00:00Z')).toEqual({
      'dee rhythm_reminder': 1,
      'eve rhythm_reminder': 1,
      'mia rhythm_reminder': 1,
      'mia rhythm_summary': 1,
      'vic rhythm_summary': 1,
    });
    expect(await noticeOf('mia', 'rhythm_reminder')).toEqual({
      subject: 'Please give this week’s update on your goals',
      body: "Waiting for your update: “mia's goal”",
      object_type: 'WeeklyUpdate',
      object_id: id.mia,
      mail_pending: true,
    });
    expect(await noticeOf('eve', 'rhythm_reminder')).toMatchObject({
      subject: 'Bitte geben Sie das wöchentliche Update zu Ihren Zielen',
      body: "Warten auf Ihr Update: „eve's goal“",
    });
    expect(await noticeOf('dee', 'rhythm_reminder')).toMatchObject({ mail_pending: false });
    expect(await noticeOf('mia', 'rhythm_summary')).toEqual({
      subject: 'Your team’s week',
      body: "No weekly update yet: dee, eve. At risk or trending down: “cal's goal” (cal). Waiting for your approval: 1.",
      object_type: 'TeamSummary',
      object_id: id.mia,
      mail_pending: true,
    });
    expect((await noticeOf('vic', 'rhythm_summary'))?.body).toBe('No weekly update yet: mia.');
    // Mia's notifications list shows both, unread, opening her goals waiting for an update and her team's goals.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notification/1',
      headers: bearer(await signIn(t, 'mia@acme.test', 'acme')),
    });
    expect(list.json()).toMatchObject({
      UnreadCount: 2,
      Notifications: [
        { Subject: 'Your team’s week', NotifiedObjectType: 'TeamSummary', NotifiedObjectId: id.mia, IsRead: false, ActorId: null },
        { Subject: 'Please give this week’s update on your goals', NotifiedObjectType: 'WeeklyUpdate', NotifiedObjectId: id.mia },
      ],
    });
    // One digest mail for each who wants mails: Mia's reminder and summary in one; Dee turned mails off.
    await flushDigests({ db: t.database.db, mailer: t.deps.mailer, config: t.config }, t.clock.now);
    expect(await mailsSoFar()).toEqual({ eve: 1, mia: 1, vic: 1 });
  });

  it('week of 15 October: Cal and Dee update; Eve and Mia miss a second week, so their managers are told', async () => {
    const since = '2026-10-15T05:00:00Z';
    at('2026-10-15T15:00:00Z');
    await update('cal', 1);
    await update('dee');
    const ticks = await weekOfTicks('2026-10-15', '2026-10-16', ['2026-10-17T10:00:00Z', '2026-10-19T10:00:00Z', '2026-10-22T04:59:00Z']);
    expect(ticks.map((r) => [r.reminders, r.summaries, r.escalations, r.skipLevel])).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [2, 2, 2, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(await noticesSince(since)).toEqual({
      'eve rhythm_reminder': 1,
      'mia rhythm_reminder': 1,
      'mia rhythm_escalation': 1,
      'mia rhythm_summary': 1,
      'vic rhythm_escalation': 1,
      'vic rhythm_summary': 1,
    });
    expect(await noticeOf('mia', 'rhythm_escalation')).toEqual({
      subject: 'eve has given no weekly update for 2 weeks in a row',
      body: "Waiting for your update: “eve's goal”",
      object_type: 'MissedUpdates',
      object_id: id.eve,
      mail_pending: true,
    });
    expect((await noticeOf('vic', 'rhythm_escalation'))?.subject).toBe('mia has given no weekly update for 2 weeks in a row');
    expect((await noticeOf('mia', 'rhythm_summary'))?.body).toBe(
      "No weekly update yet: eve (2 weeks in a row). At risk or trending down: “cal's goal” (cal). Waiting for your approval: 1.",
    );
    // One more mail each: Mia's reminder, escalation and summary in one, Vic's escalation and summary in one.
    await flushDigests({ db: t.database.db, mailer: t.deps.mailer, config: t.config }, t.clock.now);
    expect(await mailsSoFar()).toEqual({ eve: 2, mia: 2, vic: 2 });
  });

  it("week of 22 October: only Eve misses, a third week: her manager's manager is told, her manager not again", async () => {
    const since = '2026-10-22T05:00:00Z';
    at('2026-10-22T15:00:00Z');
    await update('cal');
    await update('dee');
    await update('mia');
    const ticks = await weekOfTicks('2026-10-22', '2026-10-23', ['2026-10-24T10:00:00Z', '2026-10-26T10:00:00Z', '2026-10-29T04:59:00Z']);
    expect(ticks.map((r) => [r.reminders, r.summaries, r.escalations, r.skipLevel])).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [1, 1, 0, 1],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    // Vic's team is up to date and has nothing at risk or waiting: no summary for him.
    expect(await noticesSince(since)).toEqual({
      'eve rhythm_reminder': 1,
      'mia rhythm_summary': 1,
      'vic rhythm_escalation_skip': 1,
    });
    expect(await noticeOf('vic', 'rhythm_escalation_skip')).toMatchObject({
      subject: 'eve (team of mia) has given no weekly update for 3 weeks in a row',
      object_type: 'MissedUpdates',
      object_id: id.eve,
    });
    // Cal's goal came back from at risk (its likelihood rose: trending up).
    expect((await noticeOf('mia', 'rhythm_summary'))?.body).toBe(
      'No weekly update yet: eve (3 weeks in a row). Waiting for your approval: 1.',
    );
    await flushDigests({ db: t.database.db, mailer: t.deps.mailer, config: t.config }, t.clock.now);
    expect(await mailsSoFar()).toEqual({ eve: 3, mia: 3, vic: 3 });
  });

  it('sent nobody anything twice in a week, nor anything to those who never hear from it', async () => {
    const twice = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE tenant_id = ${tenantId} AND event_type LIKE 'rhythm_%'
          GROUP BY user_id, event_type, date_trunc('week', created_at) HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);
    const all = await noticesSince('2026-10-01T00:00:00Z');
    for (const silent of ['ada', 'cal', 'fay', 'obi']) expect(Object.keys(all).filter((k) => k.startsWith(`${silent} `))).toEqual([]);
    expect(Object.values(all).reduce((a, b) => a + b, 0)).toBe(5 + 6 + 3);
    expect(warnings).toEqual([]);
  });
});
