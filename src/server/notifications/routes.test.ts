import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { withTenant } from '../db/tenant-context';
import { notifications, outbox, tenants, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { buildGoal } from '../goals/goal-factory';
import { insertNotifications } from './queries';
import { flushDigests } from './digest';

let t: TestApp;
let org: Awaited<ReturnType<typeof givenGoalOrg>>;
let other: Awaited<ReturnType<typeof givenGoalOrg>>;
type Who = keyof typeof org.ids;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  org = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
  other = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
});
afterAll(() => t.close());

const get = async (o: typeof org, who: Who, url: string) => t.app.inject({ url: `/api${url}`, headers: await o.as(who) });

/** `count` notifications for one person, one second apart, numbered 1… oldest first; answers their ids. */
async function given(o: typeof org, who: Who, count: number, over: Partial<typeof notifications.$inferInsert> = {}): Promise<number[]> {
  const base = t.clock.now.getTime();
  const rows = await withTenant(t.database.db, o.tenant.TenantId, (tx) =>
    insertNotifications(
      tx,
      Array.from({ length: count }, (_, i) => ({
        tenantId: o.tenant.TenantId,
        userId: o.ids[who],
        actorId: o.ids.mia,
        eventType: 'goal_approved',
        subject: `Notice ${i + 1}`,
        body: `“Goal ${i + 1}”`,
        objectType: 'Goal',
        objectId: 1,
        createdAt: new Date(base + i * 1000),
        ...over,
      })),
    ),
  );
  return rows.map((r) => r.id);
}

async function clear() {
  await t.database.db.delete(notifications);
  await t.database.db.delete(outbox);
}

describe('GET /api/notification/{page}', () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [20, 20, 0],
    [21, 20, 1],
  ])('with %i notifications the pages hold %i and %i, newest first', async (count, first, second) => {
    await clear();
    const ids = await given(org, 'dee', count);
    const page1 = (await get(org, 'dee', '/notification/1')).json();
    const page2 = (await get(org, 'dee', '/notification/2')).json();
    expect(page1.Notifications).toHaveLength(first);
    expect(page2.Notifications).toHaveLength(second);
    expect(page1.UnreadCount).toBe(count);
    expect(page2.UnreadCount).toBe(count);
    const listed = [...page1.Notifications, ...page2.Notifications].map((n: { Id: number }) => n.Id);
    expect(listed).toEqual([...ids].reverse());
    if (count === 21) {
      expect(page1.Notifications[0]).toMatchObject({ Subject: 'Notice 21', ActorName: 'mia', IsRead: false });
      expect(page2.Notifications[0]).toMatchObject({ Subject: 'Notice 1' });
    }
  });

  it('lists only one’s own notifications', async () => {
    await clear();
    await given(org, 'dee', 2);
    await given(other, 'dee', 3);
    expect((await get(org, 'cal', '/notification/1')).json()).toEqual({ Notifications: [], UnreadCount: 0 });
    expect((await get(other, 'dee', '/notification/1')).json().Notifications).toHaveLength(3);
  });

  it.each([
    ['0', 'Pages start at 1.'],
    ['abc', 'Page must be a number.'],
    ['1.5', 'Page must be a whole number.'],
  ])('answers 400 naming the page for page %s', async (page, message) => {
    const res = await get(org, 'dee', `/notification/${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([expect.objectContaining({ Field: 'page', Message: message })]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/notification/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/notification/MarkRead/1' })).statusCode).toBe(401);
  });
});

describe('GET /api/notification/MarkRead/{id}', () => {
  it('marks one’s own notification read and answers what is left unread; again is harmless', async () => {
    await clear();
    const [a, b] = await given(org, 'dee', 2);
    const first = await get(org, 'dee', `/notification/MarkRead/${a}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Notification: { Id: a, IsRead: true, Subject: 'Notice 1' }, UnreadCount: 1 });
    expect((await get(org, 'dee', `/notification/MarkRead/${a}`)).json()).toMatchObject({
      Notification: { Id: a, IsRead: true },
      UnreadCount: 1,
    });
    const page = (await get(org, 'dee', '/notification/1')).json();
    expect(page.Notifications.map((n: { Id: number; IsRead: boolean }) => [n.Id, n.IsRead])).toEqual([
      [b, false],
      [a, true],
    ]);
  });

  it('answers 404 for another person’s, another tenant’s or a missing notification, and leaves them unread', async () => {
    await clear();
    const [cals] = await given(org, 'cal', 1);
    const [foreign] = await given(other, 'dee', 1);
    for (const id of [cals, foreign, 999_999]) {
      const res = await get(org, 'dee', `/notification/MarkRead/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe('Notification not found.');
    }
    expect((await get(org, 'cal', '/notification/1')).json().UnreadCount).toBe(1);
    expect((await get(other, 'dee', '/notification/1')).json().UnreadCount).toBe(1);
  });

  it('answers 400 for an id that is not one', async () => {
    expect((await get(org, 'dee', '/notification/MarkRead/abc')).statusCode).toBe(400);
  });
});

describe('notifications from people events', () => {
  it('tells the manager of a new report and a moved person of their new manager, never a deactivated person', async () => {
    await clear();
    const at = t.clock.now;
    const base = { tenantId: org.tenant.TenantId, actorId: org.ids.ceo, at };
    t.deps.events.publish({ ...base, type: 'employee_added', userId: org.ids.dee, data: { managerId: org.ids.mia } });
    t.deps.events.publish({
      ...base,
      type: 'manager_updated',
      userId: org.ids.cal,
      data: { fromManagerId: org.ids.mia, toManagerId: org.ids.vic },
    });
    await t.deps.events.settled();
    const subjects = async (who: Who) =>
      (await get(org, who, '/notification/1')).json().Notifications.map((n: { Subject: string }) => n.Subject);
    expect(await subjects('mia')).toEqual(['acme CEO moved cal out of your team', 'acme CEO added dee to your team']);
    expect(await subjects('vic')).toEqual(['acme CEO moved cal to your team']);
    expect(await subjects('cal')).toEqual(['acme CEO changed your manager']);
    const [opened] = (await get(org, 'cal', '/notification/1')).json().Notifications;
    expect(opened).toMatchObject({ NotifiedObjectType: 'User', NotifiedObjectId: org.ids.cal, GoalId: null, Body: 'cal' });

    await withTenant(t.database.db, org.tenant.TenantId, (tx) =>
      tx.update(users).set({ deactivatedAt: at }).where(eq(users.id, org.ids.gus)),
    );
    t.deps.events.publish({ ...base, type: 'employee_added', userId: org.ids.dee, data: { managerId: org.ids.gus } });
    await t.deps.events.settled();
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, org.ids.gus));
    expect(rows).toEqual([]);
    await withTenant(t.database.db, org.tenant.TenantId, (tx) =>
      tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, org.ids.gus)),
    );
  });
});

describe('notifications from the people calls themselves', () => {
  it('tells the new manager and the moved person when the CEO changes a manager', async () => {
    await clear();
    const moved = await get(org, 'ceo', `/Profile/ChangeManager/${org.ids.dee}/${org.ids.vic}`);
    expect(moved.statusCode).toBe(200);
    await t.deps.events.settled();
    const subjects = async (who: Who) =>
      (await get(org, who, '/notification/1')).json().Notifications.map((n: { Subject: string }) => n.Subject);
    expect(await subjects('vic')).toEqual(['acme CEO moved dee to your team']);
    expect(await subjects('mia')).toEqual(['acme CEO moved dee out of your team']);
    expect(await subjects('dee')).toEqual(['acme CEO changed your manager']);
    await get(org, 'ceo', `/Profile/ChangeManager/${org.ids.dee}/${org.ids.mia}`);
    await t.deps.events.settled();
  });
});

describe('notices in each recipient’s language', () => {
  it('writes each person’s notice in their own language, else their company’s', async () => {
    await clear();
    const setLanguage = (who: Who, language: string | null) =>
      withTenant(t.database.db, org.tenant.TenantId, (tx) => tx.update(users).set({ language }).where(eq(users.id, org.ids[who])));
    const setDefault = (language: string) =>
      t.database.db.update(tenants).set({ defaultLanguage: language }).where(eq(tenants.id, org.tenant.TenantId));
    await setLanguage('vic', 'de');
    await setLanguage('mia', 'en');
    await setDefault('de');
    try {
      expect((await get(org, 'ceo', `/Profile/ChangeManager/${org.ids.dee}/${org.ids.vic}`)).statusCode).toBe(200);
      await t.deps.events.settled();
      const subjects = async (who: Who) =>
        (await get(org, who, '/notification/1')).json().Notifications.map((n: { Subject: string }) => n.Subject);
      expect(await subjects('vic')).toEqual(['acme CEO hat dee in Ihr Team verschoben']);
      expect(await subjects('mia')).toEqual(['acme CEO moved dee out of your team']);
      // Dee chose nothing: the company's default.
      expect(await subjects('dee')).toEqual(['acme CEO hat Ihre Führungskraft geändert']);
    } finally {
      await setDefault('en');
      await setLanguage('vic', null);
      await setLanguage('mia', null);
      await get(org, 'ceo', `/Profile/ChangeManager/${org.ids.dee}/${org.ids.mia}`);
      await t.deps.events.settled();
    }
  });
});

describe('digest mails', () => {
  const mailsTo = (who: Who) =>
    t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, org.email(who)));
  const setMail = (who: Who, on: boolean) =>
    withTenant(t.database.db, org.tenant.TenantId, (tx) =>
      tx.update(users).set({ emailNotifications: on }).where(eq(users.id, org.ids[who])),
    );

  it('mails each person one digest of what waits, then nothing until more arrives', async () => {
    await clear();
    await given(org, 'mia', 3, { mailPending: true, objectType: 'Goal', objectId: 42, goalId: null });
    await given(org, 'cal', 1, { mailPending: true, subject: 'mia approved your goal', body: '“Ship v2”', objectId: 42 });
    const now = new Date('2026-05-20T15:05:00Z');
    expect(await flushDigests({ db: t.database.db, mailer: t.deps.mailer, config: t.config }, now)).toEqual({ mails: 2, notifications: 4 });

    const [mia] = await mailsTo('mia');
    expect(mia).toMatchObject({ subject: '3 new notifications in Trellis', link: 'http://acme.localhost:3000/v3/notifications' });
    expect(mia!.body).toContain('• Notice 1\n  “Goal 1”\n  http://acme.localhost:3000/v3/goals/42');
    const [cal] = await mailsTo('cal');
    expect(cal).toMatchObject({ subject: 'mia approved your goal' });

    const mailed = await t.database.db.select().from(notifications).where(eq(notifications.userId, org.ids.mia));
    expect(mailed.map((n) => [n.mailPending, n.mailedAt?.toISOString()])).toEqual(Array(3).fill([false, now.toISOString()]));

    expect(await flushDigests({ db: t.database.db, mailer: t.deps.mailer, config: t.config }, now)).toEqual({ mails: 0, notifications: 0 });
    await given(org, 'mia', 1, { mailPending: true, subject: 'Later news' });
    expect(await flushDigests({ db: t.database.db, mailer: t.deps.mailer, config: t.config }, new Date('2026-05-20T15:10:00Z'))).toEqual({
      mails: 1,
      notifications: 1,
    });
    expect((await mailsTo('mia')).map((m) => m.subject)).toEqual(['3 new notifications in Trellis', 'Later news']);
  });

  it('mails nobody who turned mails off meanwhile, and drops what waited for them', async () => {
    await clear();
    await given(org, 'dee', 2, { mailPending: true });
    await setMail('dee', false);
    expect(await flushDigests({ db: t.database.db, mailer: t.deps.mailer, config: t.config }, t.clock.now)).toEqual({
      mails: 0,
      notifications: 2,
    });
    expect(await mailsTo('dee')).toEqual([]);
    const left = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, org.ids.dee), eq(notifications.mailPending, true)));
    expect(left[0]!.n).toBe(0);
    await setMail('dee', true);
  });

  it('queues mail only for people whose email notifications are on', async () => {
    await clear();
    await setMail('cal', false);
    const periodId = (await get(org, 'cal', '/Goal/periods')).json().Current.Id as number;
    const goal = await withTenant(t.database.db, org.tenant.TenantId, (tx) =>
      buildGoal(tx, { tenantId: org.tenant.TenantId, ownerId: org.ids.cal, periodId, state: 'review', at: t.clock.now }),
    );
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/Goal/approve',
      headers: await org.as('mia'),
      payload: { Id: goal.id, Status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    await t.deps.events.settled();
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, org.ids.cal));
    expect(rows.map((n) => [n.eventType, n.mailPending])).toEqual([['goal_approved', false]]);
    await setMail('cal', true);
  });
});
