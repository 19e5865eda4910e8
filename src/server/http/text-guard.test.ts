import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant-context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalWorld } from '../testing/goal-org';
import { buildGoal } from '../testing/goal-rows';

type World = Awaited<ReturnType<typeof givenGoalWorld>>;

let t: TestApp;
let world: World;
let statusId: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await givenGoalWorld(t);
  const { org, periodId } = world;
  const goal = await withTenant(t.database.db, org.tenant.TenantId, (tx) =>
    buildGoal(tx, { tenantId: org.tenant.TenantId, ownerId: org.ids.cal, at: t.clock.now, periodId, statuses: [[3, 3]] }),
  );
  const info = await t.app.inject({ url: `/api/Goal/${goal.id}`, headers: await org.as('cal') });
  statusId = info.json().GoalStatuses[0].Id;
});
afterAll(() => t.close());

const BAD = 'a\u0000b\ud800';
const MESSAGE = 'Text may not contain NUL characters or broken Unicode.';

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: () => object; as?: 'cal' | 'ceo'; field: string };

const calls: [string, Call][] = [
  [
    'sign-in domain',
    { method: 'POST', url: '/api/Auth/Login', payload: () => ({ userName: 'x@acme.test', password: 'pw', domain: BAD }), field: 'domain' },
  ],
  [
    'forgot-password domain',
    { method: 'POST', url: '/api/Auth/ForgotPassword', payload: () => ({ Email: 'x@acme.test', domain: BAD }), field: 'domain' },
  ],
  [
    'lost-password domain',
    { method: 'POST', url: '/api/Auth/LostPassword', payload: () => ({ Email: 'x@acme.test', domain: BAD }), field: 'domain' },
  ],
  ['tenant subdomain in the path', { method: 'GET', url: '/api/Auth/tenant/%00', field: 'subdomain' }],
  ['avatar key in the query', { method: 'GET', url: '/api/profile/avatar/1?v=%00', field: 'v' }],
  [
    'goal create Title',
    {
      method: 'POST',
      url: '/api/Goal',
      as: 'cal',
      field: 'Title',
      payload: () => ({
        Title: BAD,
        Measurement: 'm',
        Description: 'd',
        IsPrivate: false,
        OwnerId: world.org.ids.cal,
        PeriodId: world.periodId,
        ParentId: null,
        IsDraft: true,
      }),
    },
  ],
  [
    'goal-list Title filter',
    { method: 'POST', url: '/api/Goal/goals', as: 'cal', field: 'Title', payload: () => ({ GoalSelectFilter: 'MyGoals', Title: BAD }) },
  ],
  ['theme Title', { method: 'POST', url: '/api/dashboard/theme', as: 'ceo', field: 'Title', payload: () => ({ Title: BAD }) }],
  [
    'comment',
    {
      method: 'POST',
      url: '/api/Goal/CommentAdd',
      as: 'cal',
      field: 'Comment',
      payload: () => ({ Id: statusId, Type: 'GoalStatus', Comment: BAD }),
    },
  ],
  [
    'strategy section',
    {
      method: 'POST',
      url: '/api/strategy',
      as: 'ceo',
      field: 'StrategyBasic.Mission',
      payload: () => ({ StrategyBasic: { Mission: `<p>${BAD}</p>` } }),
    },
  ],
  ['directory search', { method: 'POST', url: '/api/profile/directory', as: 'cal', field: 'Search', payload: () => ({ Search: BAD }) }],
];

describe('text with a NUL character or a lone surrogate', () => {
  it.each(calls)('%s answers 400 naming the field', async (_, c) => {
    const headers = c.as ? await world.org.as(c.as) : {};
    const res = await t.app.inject({ method: c.method, url: c.url, headers, ...(c.payload ? { payload: c.payload() } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: `${c.field}: ${MESSAGE}`, Errors: [{ Field: c.field, Message: MESSAGE }] });
  });

  it('is found in keys and deep inside arrays as well', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Goal/goals',
      headers: await world.org.as('cal'),
      payload: { Departments: [{ ['k\u0000']: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].Field).toBe('Departments.0');
  });

  it('still answers 401 first on a signed-in route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/theme', payload: { Title: BAD } });
    expect(res.statusCode).toBe(401);
    const observer = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/theme',
      headers: await world.org.as('obi'),
      payload: { Title: BAD },
    });
    expect(observer.statusCode).toBe(403);
  });

  it('lets well-formed text with emoji and accents through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/directory',
      headers: await world.org.as('cal'),
      payload: { Search: 'Zoë 🚀' },
    });
    expect(res.statusCode).toBe(200);
  });
});
