import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withTenant } from '../db/tenant-context';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { buildGoal } from '../goals/goal-factory';
import { LIVE_UNAUTHORIZED, type TenantUpdate } from '../../contract/live';
import { connectLive, nextEvent, type LiveClient } from './live-client';

let t: TestApp;
let url: string;
let acme: Awaited<ReturnType<typeof givenGoalOrg>>;
let globex: Awaited<ReturnType<typeof givenGoalOrg>>;
let periods: Record<'acme' | 'globex', number>;
type Org = typeof acme;
type Who = keyof Org['ids'];
const open: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  acme = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
  globex = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
  const periodOf = async (o: Org) =>
    (await t.app.inject({ url: '/api/Goal/periods', headers: await o.as('cal') })).json().Current.Id as number;
  periods = { acme: await periodOf(acme), globex: await periodOf(globex) };
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => t.close());

const tokenOf = async (o: Org, who: Who) => (await o.as(who)).authorization.replace('Bearer ', '');
async function connect(o: Org, who: Who): Promise<LiveClient> {
  const socket = await connectLive(url, await tokenOf(o, who));
  open.push(socket);
  return socket;
}
const refused = async (token: string | undefined) => {
  const error = await connectLive(url, token).then(
    (s) => {
      open.push(s);
      return null;
    },
    (e: Error) => e,
  );
  return error?.message ?? 'connected';
};
const goalOf = (o: Org, owner: Who, state: 'draft' | 'approved' | 'review', hidden = false) =>
  withTenant(t.database.db, o.tenant.TenantId, (tx) =>
    buildGoal(tx, {
      tenantId: o.tenant.TenantId,
      ownerId: o.ids[owner],
      periodId: periods[o === acme ? 'acme' : 'globex'],
      state,
      hidden,
      at: t.clock.now,
    }),
  );
const post = async (o: Org, who: Who, path: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: `/api${path}`, headers: await o.as(who), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the live channel', () => {
  it('sends the manager a NotificationUpdate when the owner asks for approval', async () => {
    const mia = await connect(acme, 'mia');
    const goal = await goalOf(acme, 'cal', 'draft');
    const arrived = nextEvent(mia, 'NotificationUpdate');
    await post(acme, 'cal', '/Goal/approve', { Id: goal.id, Status: 'review' });
    const update = await arrived;
    expect(update.Notification).toMatchObject({
      Subject: 'cal asked you to approve a goal',
      NotifiedObjectType: 'Goal',
      NotifiedObjectId: goal.id,
      IsRead: false,
    });
    expect(update.UnreadCount).toBeGreaterThanOrEqual(1);
  });

  it('sends every socket of the tenant a TenantUpdate with ids only, and nothing to another tenant', async () => {
    const [cal, obi, outsider] = [await connect(acme, 'cal'), await connect(acme, 'obi'), await connect(globex, 'ceo')];
    const seenByOutsider: TenantUpdate[] = [];
    outsider.on('TenantUpdate', (u) => void seenByOutsider.push(u));
    const secret = await goalOf(acme, 'mia', 'approved', true);
    const isSecret = (u: TenantUpdate) => u.GoalId === secret.id;
    const [forCal, forObi] = [nextEvent(cal, 'TenantUpdate', isSecret), nextEvent(obi, 'TenantUpdate', isSecret)];
    await post(acme, 'mia', '/Goal/updatestatus', { Id: secret.id, Likelihood: 3, Quality: 3 });
    const update = await forCal;
    expect(update).toEqual({ Type: 'goal_update', GoalId: secret.id, UserId: acme.ids.mia, At: t.clock.now.toISOString() });
    // The private goal's title travels to nobody: the payload has ids and a time, no text.
    expect(JSON.stringify(update)).not.toContain(secret.title);
    await forObi;

    // Globex's own event arrives after acme's; by then acme's would have arrived too, had it been sent.
    const own = await goalOf(globex, 'cal', 'approved');
    const globexUpdate = nextEvent(outsider, 'TenantUpdate', (u) => u.GoalId === own.id);
    await post(globex, 'cal', '/Goal/updatestatus', { Id: own.id, Likelihood: 2, Quality: 2 });
    await globexUpdate;
    expect(seenByOutsider.map((u) => u.GoalId)).toEqual([own.id]);
  });

  it('sends NotificationUpdate to the user’s other tabs when they mark one read', async () => {
    const [tab1, tab2] = [await connect(acme, 'mia'), await connect(acme, 'mia')];
    const goal = await goalOf(acme, 'dee', 'draft');
    const created = nextEvent(tab1, 'NotificationUpdate');
    await post(acme, 'dee', '/Goal/approve', { Id: goal.id, Status: 'review' });
    const { Notification, UnreadCount } = await created;
    const read = nextEvent(tab2, 'NotificationUpdate', (u) => u.Notification.Id === Notification.Id && u.Notification.IsRead);
    const res = await t.app.inject({ url: `/api/notification/MarkRead/${Notification.Id}`, headers: await acme.as('mia') });
    expect(res.statusCode).toBe(200);
    expect((await read).UnreadCount).toBe(UnreadCount - 1);
  });

  it('refuses a missing, unknown, signed-out, expired or deactivated user’s token', async () => {
    expect(await refused(undefined)).toBe(LIVE_UNAUTHORIZED);
    expect(await refused('not-a-session-token-at-all-0123456789')).toBe(LIVE_UNAUTHORIZED);

    const kept = await tokenOf(acme, 'dee');
    const fresh = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { userName: acme.email('dee'), password: 'Sup3r$ecret!', domain: 'acme' },
      })
    ).json().Token as string;
    expect(await refused(fresh)).toBe('connected');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Auth/logout', headers: { authorization: `Bearer ${fresh}` } })).statusCode,
    ).toBe(200);
    expect(await refused(fresh)).toBe(LIVE_UNAUTHORIZED);
    expect(await refused(kept)).toBe('connected');

    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 8 * 86_400_000);
    expect(await refused(kept)).toBe(LIVE_UNAUTHORIZED);
    t.clock.now = before;

    const gus = await tokenOf(acme, 'gus');
    await withTenant(t.database.db, acme.tenant.TenantId, (tx) =>
      tx.update(users).set({ deactivatedAt: before }).where(eq(users.id, acme.ids.gus)),
    );
    expect(await refused(gus)).toBe(LIVE_UNAUTHORIZED);
    await withTenant(t.database.db, acme.tenant.TenantId, (tx) =>
      tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, acme.ids.gus)),
    );
  });

  it('closes a socket whose session ended after it connected', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { userName: acme.email('vic'), password: 'Sup3r$ecret!', domain: 'acme' },
      })
    ).json().Token as string;
    const socket = await connectLive(url, token);
    open.push(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(await t.app.live.checkSessions()).toBe(0);
    await t.app.inject({ method: 'POST', url: '/api/Auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await t.app.live.checkSessions()).toBe(1);
    expect(await closed).toBe('io server disconnect');
  });

  it('tells the tenant of a deactivation and disconnects the deactivated user after telling them', async () => {
    const [dee, cal] = [await connect(acme, 'dee'), await connect(acme, 'cal')];
    const heard = nextEvent(dee, 'TenantUpdate', (u) => u.Type === 'user_deactivated');
    const closed = new Promise<string>((resolve) => dee.once('disconnect', resolve));
    const calHeard = nextEvent(cal, 'TenantUpdate', (u) => u.Type === 'user_deactivated');
    t.deps.events.publish({
      type: 'user_deactivated',
      tenantId: acme.tenant.TenantId,
      actorId: acme.ids.ceo,
      userId: acme.ids.dee,
      at: t.clock.now,
    });
    expect(await heard).toEqual({ Type: 'user_deactivated', GoalId: null, UserId: acme.ids.dee, At: t.clock.now.toISOString() });
    expect(await closed).toBe('io server disconnect');
    expect(await calHeard).toMatchObject({ UserId: acme.ids.dee });
    expect(cal.connected).toBe(true);
  });

  it.each(['employee_added', 'user_activated', 'user_updated', 'manager_updated'] as const)(
    'passes %s on as a TenantUpdate',
    async (type) => {
      const cal = await connect(acme, 'cal');
      const heard = nextEvent(cal, 'TenantUpdate', (u) => u.Type === type);
      t.deps.events.publish({ type, tenantId: acme.tenant.TenantId, actorId: acme.ids.ceo, userId: acme.ids.vic, at: t.clock.now });
      expect(await heard).toEqual({ Type: type, GoalId: null, UserId: acme.ids.vic, At: t.clock.now.toISOString() });
    },
  );

  it('passes user-manual events on as UserManualUpdate', async () => {
    const cal = await connect(acme, 'cal');
    const heard = nextEvent(cal, 'UserManualUpdate');
    t.deps.events.publish({
      type: 'user_manual_done',
      tenantId: acme.tenant.TenantId,
      actorId: acme.ids.mia,
      userId: acme.ids.mia,
      at: t.clock.now,
    });
    expect(await heard).toEqual({ Type: 'user_manual_done', UserId: acme.ids.mia });
  });
});
