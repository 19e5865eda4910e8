import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AlignmentLevel } from '../../../contract/goals';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenListOrg, type ListOrg, type Who } from '../../testing/goal-list-fixtures';

// The department filter as Gina (a goal admin, who sees every goal) reads it from the department's kept set
// (decision 058): every change of the tree or of a department shows in the next answer.
let t: TestApp;
let org: ListOrg;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  org = await givenListOrg(t, 'acme');
  const add = async (key: string, owner: Who, over: Parameters<ListOrg['build']>[2] = {}) => {
    ids[key] = (await org.build(owner, key, over)).id;
  };
  await add('co growth', 'ceo');
  await add('co quality', 'ceo');
  await add('vic plan', 'vic', { parentId: ids['co growth'] });
  await add('vic private', 'vic', { parentId: ids['co quality'], hidden: true });
  await add('mia plan', 'mia', { parentId: ids['vic plan'] });
  await add('dee task', 'dee', { parentId: ids['mia plan'] });
  await add('cal task', 'cal', { parentId: ids['vic private'] });
  await org.setUser(org.ids.dee, { orgUnit: 'Sales' });
});
afterAll(() => t.close());

const send = async (who: Who, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: await org.as(who), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const titles = async (path: string, dept = 'Sales', who: Who = 'gina') =>
  ((await send(who, 'GET', `/api/Goal/alignment/${org.current}${path}?dept=${dept}`)) as AlignmentLevel).Goals.map((g) => g.Title);
const firstLevel = (dept?: string) => titles('', dept);
const below = (key: string, dept?: string) => titles(`/children/${ids[key]}`, dept);
const keptSets = () =>
  org.inDb((tx) =>
    queryRows<{ org_unit: string }>(tx, sql`SELECT org_unit FROM department_reach WHERE tenant_id = ${org.tenantId} ORDER BY 1`),
  );

describe('the alignment tree’s department filter, kept per department', () => {
  it('makes a department’s set on first use and answers from it, as the walk does for those who see less', async () => {
    expect(await keptSets()).toEqual([]);
    expect(await firstLevel()).toEqual(['co growth']);
    expect(await below('co growth')).toEqual(['vic plan']);
    expect(await below('vic plan')).toEqual(['mia plan']);
    expect(await below('mia plan')).toEqual(['dee task']);
    expect(await keptSets()).toEqual([{ org_unit: 'Sales' }]);
    // Cal (no admin) walks through the goals he sees and finds the same published path.
    expect(await titles('', 'Sales', 'cal')).toEqual(['co growth']);
  });

  it('follows a goal aligned elsewhere', async () => {
    await send('mia', 'POST', '/api/Goal/changeparentgoal', { Id: ids['mia plan'], GoalId: ids['co quality'] });
    expect(await firstLevel()).toEqual(['co quality']);
    expect(await below('co quality')).toEqual(['mia plan']);
    await send('mia', 'POST', '/api/Goal/changeparentgoal', { Id: ids['mia plan'], GoalId: ids['vic plan'] });
    expect(await firstLevel()).toEqual(['co growth']);
  });

  it('follows a department change of a goal’s owner', async () => {
    await send('ceo', 'PUT', `/api/profile/${org.ids.cal}`, {
      Name: 'cal',
      JobTitle: 'Engineer',
      Email: org.email('cal'),
      OrgUnit: 'Sales',
    });
    expect(await firstLevel()).toEqual(['co growth', 'co quality']);
    expect(await below('co quality')).toEqual(['vic private']);
    expect(await below('vic private')).toEqual(['cal task']);
    expect(await firstLevel('Ops')).toEqual([]);
  });

  it('follows a goal handed to someone of another department', async () => {
    await send('mia', 'POST', '/api/Goal/changegoalownership', { Id: ids['dee task'], UserId: org.ids.vic });
    expect(await below('mia plan')).toEqual([]);
    expect(await firstLevel()).toEqual(['co quality']);
  });

  it('follows a new goal aligned below, and a deleted one', async () => {
    const created = await send('dee', 'POST', '/api/Goal', {
      Title: 'Close the northern deals',
      Measurement: 'Ten signed by June 30',
      IsPrivate: false,
      OwnerId: org.ids.dee,
      PeriodId: org.current,
      ParentId: ids['vic plan'],
      IsDraft: true,
    });
    expect(await firstLevel()).toEqual(['co growth', 'co quality']);
    expect(await below('vic plan')).toEqual(['Close the northern deals']);
    await send('dee', 'GET', `/api/Goal/delete/${created.Id}`);
    expect(await firstLevel()).toEqual(['co quality']);
  });

  it('keeps one set per department and quarter, remade in place', async () => {
    expect(await keptSets()).toEqual([{ org_unit: 'Ops' }, { org_unit: 'Sales' }]);
  });

  it('serves the CEO from the kept set while every owner is below her, and walks once one is not', async () => {
    expect(await titles('', 'Sales', 'ceo')).toEqual(['co quality']);
    // The set the CEO reads is the kept one: emptied by hand, her filter finds only the department's own goals.
    await org.inDb((tx) => tx.execute(sql`UPDATE department_reach SET goal_ids = '{}' WHERE tenant_id = ${org.tenantId}`));
    expect(await titles('', 'Sales', 'ceo')).toEqual([]);
    // Gus of Sales, without a manager, drafts a goal below 'co growth': he is not below the CEO, so she does not see
    // the draft and walks through what she sees; Gina, an admin, sees it and reads the kept set, made anew.
    await org.setUser(org.ids.gus, { parentId: null, orgUnit: 'Sales' });
    await org.build('gus', 'gus draft', { parentId: ids['co growth'], state: 'draft' });
    expect(await firstLevel()).toEqual(['co growth', 'co quality']);
    expect(await titles('', 'Sales', 'ceo')).toEqual(['co quality']);
  });
});
