import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlignmentLevel } from '../../../contract/goals';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenListOrg, type ListOrg, type Who } from '../../testing/goal-list-fixtures';
import { givenMeasuredGoal } from '../../testing/key-result-kit';

let t: TestApp;
let org: ListOrg;
let other: ListOrg;
const ids: Record<string, number> = {};

// The company goals of Q2 2026 with a published and a private branch (Vic's), a draft, and Gus's pages.
beforeAll(async () => {
  t = await createTestApp();
  org = await givenListOrg(t, 'acme');
  const add = async (key: string, owner: Who, over: Parameters<ListOrg['build']>[2] = {}) => {
    ids[key] = (await org.build(owner, key, over)).id;
  };
  await add('co growth', 'ceo', {
    statuses: [
      [2, 2],
      [3, 1],
    ],
  });
  await add('co quality', 'ceo');
  await add('co last quarter', 'ceo', { periodId: org.previous });
  await add('vic plan', 'vic', { parentId: ids['co growth'] });
  await add('vic private', 'vic', { parentId: ids['co growth'], hidden: true });
  await add('mia plan', 'mia', { parentId: ids['vic plan'] });
  await add('mia under private', 'mia', { parentId: ids['vic private'] });
  // Dee's task measures 3 of 8 signed contracts (approved through the API once its key result is set up).
  await add('dee task', 'dee', { parentId: ids['mia plan'], state: 'draft' });
  await givenMeasuredGoal(t, org.as, { goalId: ids['dee task']!, owner: 'dee', approver: 'mia', target: 8, reading: 3 });
  await add('dee draft', 'dee', { parentId: ids['mia plan'], state: 'draft' });
  await add('dee under private', 'dee', { parentId: ids['mia under private'] });
  for (const key of ['gus a', 'gus b', 'gus c', 'gus d']) await add(key, 'gus', { parentId: ids['co quality'] });
  await org.setUser(org.ids.dee, { orgUnit: 'Sales' });
  await org.setUser(org.ids.gus, { orgUnit: 'Ops' });
  other = await givenListOrg(t, 'other');
  ids['other goal'] = (await other.build('ceo', 'other goal')).id;
});
afterAll(() => t.close());

const level = async (who: Who, path: string, query = '') => {
  const res = await org.get(who, `/api/Goal/alignment/${org.current}${path}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AlignmentLevel;
};
const children = (who: Who, key: string, query = '') => level(who, `/children/${ids[key]}`, query);
const shape = (l: AlignmentLevel) => l.Goals.map((g) => [g.Title, g.ChildCount]);

describe('GET /api/Goal/alignment/{periodId}', () => {
  it('answers the CEO’s goals of the quarter with owner, state, newest status, trend and visible children', async () => {
    const top = await level('cal', '');
    expect(shape(top)).toEqual([
      ['co growth', 1],
      ['co quality', 4],
    ]);
    expect(top.count).toBe(2);
    expect(top.Goals[0]).toEqual({
      Id: ids['co growth'],
      Title: 'co growth',
      Owner: { Id: org.ids.ceo, Name: expect.any(String), Avatar: null },
      State: 'approved',
      Likelihood: 3,
      Quality: 1,
      LikelihoodDelta: 1,
      QualityDelta: -1,
      Progress: null,
      ChildCount: 1,
    });
    expect(top.Goals[1]).toMatchObject({ Likelihood: null, Quality: null, LikelihoodDelta: null, QualityDelta: null });
  });

  it('walks a branch level by level', async () => {
    expect(shape(await children('cal', 'co growth'))).toEqual([['vic plan', 1]]);
    const vic = await children('cal', 'vic plan');
    expect(shape(vic)).toEqual([['mia plan', 1]]);
    expect(vic.Goals[0]!.Owner).toEqual({ Id: org.ids.mia, Name: 'mia', Avatar: null });
    expect(shape(await children('cal', 'mia plan'))).toEqual([['dee task', 0]]);
  });

  it('carries each goal’s progress from its key results, null for a goal without any', async () => {
    expect((await children('cal', 'mia plan')).Goals[0]).toMatchObject({ Title: 'dee task', Progress: 37.5 });
    expect((await children('cal', 'vic plan')).Goals[0]).toMatchObject({ Title: 'mia plan', Progress: null });
  });

  it('hides a private goal of another team and does not show its children under it', async () => {
    expect((await org.get('cal', `/api/Goal/alignment/${org.current}/children/${ids['vic private']}`)).statusCode).toBe(404);
    // Vic owns it: he sees it and what is aligned below it.
    expect(shape(await children('vic', 'co growth'))).toEqual([
      ['vic plan', 1],
      ['vic private', 1],
    ]);
    expect(shape(await children('vic', 'vic private'))).toEqual([['mia under private', 1]]);
  });

  it('counts and shows an unpublished goal only to those who may see it', async () => {
    expect(shape(await children('mia', 'mia plan'))).toEqual([
      ['dee draft', 0],
      ['dee task', 0],
    ]);
    expect(shape(await children('vic', 'vic plan'))).toEqual([['mia plan', 2]]);
  });

  it('shows an observer the company goals and nothing aligned below them', async () => {
    expect(shape(await level('obi', ''))).toEqual([
      ['co growth', 0],
      ['co quality', 0],
    ]);
  });

  it.each([
    ['cal', 'Sales', [['co growth', 1]], [['vic plan', 1]]],
    [
      'vic',
      'Sales',
      [['co growth', 2]],
      [
        ['vic plan', 1],
        ['vic private', 1],
      ],
    ],
    ['cal', 'Ops', [['co quality', 4]], []],
    ['cal', 'Nobody', [], []],
  ] as const)('as %s, department %s: goals owned there and the goals they align up to', async (who, dept, top, below) => {
    const q = `?dept=${dept}`;
    expect(shape(await level(who, '', q))).toEqual(top);
    expect(shape(await children(who, 'co growth', q))).toEqual(below);
  });

  it('filters every level by the department', async () => {
    expect(shape(await children('mia', 'mia plan', '?dept=Sales'))).toEqual([
      ['dee draft', 0],
      ['dee task', 0],
    ]);
    expect(shape(await children('mia', 'mia plan', '?dept=Ops'))).toEqual([]);
  });

  it('pages a long level', async () => {
    const page2 = await children('cal', 'co quality', '?Page=2&PageSize=3');
    expect(shape(page2)).toEqual([['gus d', 0]]);
    expect(page2.count).toBe(4);
    expect((await children('cal', 'co quality', '?PageSize=2')).Goals.map((g) => g.Title)).toEqual(['gus a', 'gus b']);
    expect((await org.get('cal', `/api/Goal/alignment/${org.current}?PageSize=500`)).statusCode).toBe(400);
  });

  it('answers 404 for another company’s quarter or goal', async () => {
    expect((await org.get('cal', `/api/Goal/alignment/${other.current}`)).statusCode).toBe(404);
    expect((await org.get('cal', `/api/Goal/alignment/${org.current}/children/${ids['other goal']}`)).statusCode).toBe(404);
    expect((await org.get('cal', `/api/Goal/alignment/${other.current}/children/${ids['co growth']}`)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: `/api/Goal/alignment/${org.current}` })).statusCode).toBe(401);
  });
});
