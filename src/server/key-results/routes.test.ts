import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions, type Person } from '../testing/goal-action-kit';
import { countStatements } from '../testing/statement-count';
import { CHECKINS_PER_MINUTE } from './routes';

// Measured key results through the HTTP API (issue 31). Acme on 2026-05-20, Q2 2026 (1 April to 30 June), week 8:
// Cal owns the goal, Mia is his manager, Dee his peer, Obi an observer.
let k: Awaited<ReturnType<typeof givenGoalActions>>;
let goalId: number;
beforeAll(async () => {
  k = await givenGoalActions();
  goalId = await k.goalIn('draft');
});
afterAll(() => k.t.close());

const revenue = { Title: 'Revenue from new customers', Kind: 'currency', Direction: 'increase', Start: 0, Target: 50000, Currency: 'eur' };
const add = (who: Person, body: Record<string, unknown>, goal = goalId) => k.call(who, 'POST', `/Goal/${goal}/keyresults`, body);
const list = async (who: Person = 'cal') => (await k.call(who, 'GET', `/Goal/${goalId}/keyresults`)).json();
const checkIn = (who: Person, id: number, Value: number, Comment?: string) =>
  k.call(who, 'POST', `/Goal/keyresults/${id}/checkin`, { Value, ...(Comment ? { Comment } : {}) });

describe('setting up key results on a draft', () => {
  it('adds key results of every kind in order, each with its progress', async () => {
    const added = await add('cal', revenue);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      Id: expect.any(Number),
      Title: 'Revenue from new customers',
      Kind: 'currency',
      Direction: 'increase',
      Start: 0,
      Target: 50000,
      Current: 0,
      Unit: null,
      Currency: 'EUR',
      Weight: 1,
      OwnerId: k.org.ids.cal,
      OwnerName: 'cal',
      Progress: 0,
    });
    await add('cal', { Title: 'Churn', Kind: 'percent', Direction: 'decrease', Start: 8, Target: 4, Unit: '%', Weight: 2 });
    await add('mia', { Title: 'Launch the partner portal', Kind: 'milestone', Direction: 'atMost', Target: 99, OwnerId: k.org.ids.dee });
    expect((await list()).map((r: { Title: string; Progress: number }) => [r.Title, r.Progress])).toEqual([
      ['Revenue from new customers', 0],
      ['Churn', 0],
      ['Launch the partner portal', 0],
    ]);
    // A milestone runs from 0 to 1 whatever was sent.
    expect((await list())[2]).toMatchObject({
      Kind: 'milestone',
      Direction: 'increase',
      Start: 0,
      Target: 1,
      Current: 0,
      OwnerId: k.org.ids.dee,
      OwnerName: 'dee',
    });
  });

  it.each<[string, Record<string, unknown>, number, { Field?: string; Message: string }]>([
    [
      'an increase to a target below its start',
      { ...revenue, Target: -5 },
      400,
      { Field: 'Target', Message: 'To increase, the target must be above the start.' },
    ],
    [
      'an amount without its currency',
      { ...revenue, Currency: null },
      400,
      { Field: 'Currency', Message: 'Choose the currency of the amounts.' },
    ],
    ['no title', { ...revenue, Title: '  ' }, 400, { Field: 'Title', Message: 'Please name the key result.' }],
    [
      'an owner the company does not have',
      { ...revenue, OwnerId: 999999 },
      404,
      { Field: 'OwnerId', Message: 'This person was not found.' },
    ],
    // The observer's id is known only once the world is built: 'obi' stands for it.
    [
      'an observer as owner',
      { ...revenue, OwnerId: 'obi' },
      400,
      { Field: 'OwnerId', Message: 'Choose an owner from the active people of the company.' },
    ],
  ])('refuses %s, keeping nothing', async (_, body, status, error) => {
    const before = await list();
    const res = await add('cal', body.OwnerId === 'obi' ? { ...body, OwnerId: k.org.ids.obi } : body);
    expect(res.statusCode).toBe(status);
    expect(res.json().Errors?.[0] ?? { Message: res.json().Message }).toEqual(error.Field ? error : { Message: error.Message });
    expect(await list()).toEqual(before);
  });

  it('changes and removes a key result; the list no longer shows a removed one', async () => {
    const [first, , third] = await list();
    const changed = await k.call('cal', 'PUT', `/Goal/keyresults/${first.Id}`, { ...revenue, Start: 10000, Target: 40000 });
    expect(changed.json()).toMatchObject({ Id: first.Id, Start: 10000, Target: 40000, Current: 10000, Progress: 0 });
    expect((await k.call('cal', 'DELETE', `/Goal/keyresults/${third.Id}`)).json()).toEqual({ Message: 'The key result has been removed.' });
    expect((await list()).map((r: { Id: number }) => r.Id)).not.toContain(third.Id);
    expect((await k.call('cal', 'PUT', `/Goal/keyresults/${third.Id}`, revenue)).statusCode).toBe(404);
  });

  it('puts the key results in a new order that names each once, and refuses any other list whole', async () => {
    const goal = await k.goalIn('draft');
    for (const Title of ['First', 'Second', 'Third']) await add('cal', { ...revenue, Title }, goal);
    const titles = async () => (await k.call('cal', 'GET', `/Goal/${goal}/keyresults`)).json() as { Title: string; Id: number }[];
    const [a, b, c] = (await titles()).map((r) => r.Id);
    const order = (who: Person, Ids: unknown[]) => k.call(who, 'PUT', `/Goal/${goal}/keyresults/order`, { Ids });
    const res = await order('cal', [c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: { Title: string }) => r.Title)).toEqual(['Third', 'First', 'Second']);
    expect((await titles()).map((r) => r.Title)).toEqual(['Third', 'First', 'Second']);
    for (const Ids of [
      [c, a],
      [c, a, a],
    ]) {
      const refused = await order('cal', Ids);
      expect([refused.statusCode, refused.json().Errors]).toEqual([
        400,
        [{ Field: 'Ids', Message: 'Name each of the goal’s key results once, in their new order.' }],
      ]);
    }
    // A key result the goal does not have is not found here, as another company's is (decision 027).
    const unknown = await order('cal', [c, a, b, 999999]);
    expect([unknown.statusCode, unknown.json().Errors]).toEqual([404, [{ Field: 'Ids', Message: 'Key result not found.' }]]);
    // Only those who may set the draft up: Dee does not see it, and the order stays.
    expect((await order('dee', [a, b, c])).statusCode).toBe(404);
    expect((await titles()).map((r) => r.Title)).toEqual(['Third', 'First', 'Second']);
  });

  it('holds at most 25 on one goal, so its list comes whole', async () => {
    const full = await k.goalIn('draft');
    for (let i = 1; i <= 25; i++) expect((await add('cal', { ...revenue, Title: `Revenue ${i}` }, full)).statusCode).toBe(200);
    const more = await add('cal', revenue, full);
    expect([more.statusCode, more.json().Message]).toEqual([409, 'A goal holds at most 25 key results.']);
    const titles = ((await k.call('cal', 'GET', `/Goal/${full}/keyresults`)).json() as { Title: string }[]).map((r) => r.Title);
    expect([titles.length, titles[0], titles[24]]).toEqual([25, 'Revenue 1', 'Revenue 25']);
  });

  it('shows a draft’s key results only to those who see the draft, and lets only its editors change them', async () => {
    expect((await k.call('dee', 'GET', `/Goal/${goalId}/keyresults`)).statusCode).toBe(404);
    expect((await k.call('obi', 'GET', `/Goal/${goalId}/keyresults`)).statusCode).toBe(404);
    expect((await add('dee', revenue)).statusCode).toBe(404);
    expect((await list('mia')).length).toBe(2);
    const foreign = await k.foreignGoal();
    expect((await add('cal', revenue, foreign)).statusCode).toBe(404);
  });
});

describe('checking in on a tracked goal', () => {
  let revenueId: number;
  let portalId: number;
  beforeAll(async () => {
    await add('cal', { Title: 'Launch the partner portal', Kind: 'milestone', Target: 1, OwnerId: k.org.ids.dee });
    [{ Id: revenueId }, , { Id: portalId }] = await list();
    expect((await k.post('cal', '/Goal/approve', { Id: goalId, Status: 'review' })).statusCode).toBe(200);
    expect((await k.post('mia', '/Goal/approve', { Id: goalId, Status: 'approved' })).statusCode).toBe(200);
  });

  it('takes a reading from the goal’s owner and answers the new progress', async () => {
    const res = await checkIn('cal', revenueId, 30000, 'Two big deals');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Id: revenueId, Current: 30000, Progress: 66.7 });
  });

  it('lets the key result’s own owner check in, and nobody else', async () => {
    expect((await checkIn('dee', portalId, 1)).json()).toMatchObject({ Current: 1, Progress: 100 });
    expect((await checkIn('dee', revenueId, 1)).statusCode).toBe(403);
    expect((await checkIn('mia', revenueId, 1)).statusCode).toBe(403);
    // An observer sees only the company's goals: this one is out of sight.
    expect((await checkIn('obi', revenueId, 1)).statusCode).toBe(404);
  });

  it('refuses a milestone reading between done and not done, and set-up changes once approved', async () => {
    const half = await checkIn('dee', portalId, 0.5);
    expect([half.statusCode, half.json().Errors]).toEqual([
      400,
      [{ Field: 'Value', Message: 'A milestone is 1 when done and 0 when not.' }],
    ]);
    expect((await add('cal', revenue)).statusCode).toBe(403);
    const ids = (await list()).map((r: { Id: number }) => r.Id);
    expect((await k.call('cal', 'PUT', `/Goal/${goalId}/keyresults/order`, { Ids: ids.reverse() })).statusCode).toBe(403);
  });

  it('locks the goal first, then reads and writes in two round trips: the goal and its key results, then the reading and the progress', async () => {
    await checkIn('cal', revenueId, 30000); // signed in, and what is cached across requests warm
    const counter = countStatements(k.t.database.db);
    expect((await checkIn('cal', revenueId, 35000)).statusCode).toBe(200);
    const [, ...work] = counter.statements.filter((s) => !s.startsWith('SET LOCAL')).map((s) => s.replace(/\s+/g, ' '));
    expect(work).toEqual([
      expect.stringMatching(/^select "id", "parent_id", .* from "goals"/),
      expect.stringMatching(/^SELECT false AS in_cascade, g\.\*/),
      expect.stringMatching(/^select .* from "key_results"/),
      expect.stringMatching(/^insert into "key_result_checkins"/),
      expect.stringMatching(/^update "key_results" set "current"/),
      expect.stringMatching(/^update "goals" set "progress"/),
    ]);
    await checkIn('cal', revenueId, 30000);
  });

  it('answers the goal’s progress now and by week, against the straight line of the quarter', async () => {
    const res = await k.call('mia', 'GET', `/Goal/${goalId}/progress`);
    expect(res.statusCode, res.body).toBe(200);
    const progress = res.json();
    // Revenue two thirds of the way (weight 1), churn at its start (weight 2), the portal done (weight 1).
    expect(progress.Progress).toBe(41.7);
    // 2026-05-20 is day 49 of the quarter's 90.
    expect(progress.Expected).toBe(54.4);
    const weeks = progress.Weeks as { StartDate: string; Progress: number | null; Expected: number }[];
    expect(weeks.length).toBeGreaterThan(12);
    expect(weeks.filter((w) => w.StartDate <= '2026-05-20').at(-1)!.Progress).toBe(41.7);
    // Before any reading each key result stands at its start.
    expect(weeks[0]!.Progress).toBe(0);
    expect(weeks.filter((w) => w.StartDate > '2026-05-20').every((w) => w.Progress === null)).toBe(true);
    expect(weeks.at(-1)!.Expected).toBe(100);
  });

  it(`takes ${CHECKINS_PER_MINUTE} check-ins a minute from one person, then answers 429; others go on`, async () => {
    for (let i = 0; i < CHECKINS_PER_MINUTE; i++) expect((await checkIn('gina', revenueId, i)).statusCode).toBe(403);
    const over = await checkIn('gina', revenueId, 1);
    expect([over.statusCode, Number(over.headers['retry-after']) > 0]).toEqual([429, true]);
    expect((await checkIn('cal', revenueId, 30000)).statusCode).toBe(200);
  });

  it('carries the same progress on the goal in its detail and in the lists; a goal without key results has none', async () => {
    expect((await k.info(goalId, 'mia')).Goal.Progress).toBe(41.7);
    const plain = await k.goalIn('approved');
    const listed = (await k.post('cal', '/Goal/goals', { GoalSelectFilter: 'MyGoals', Page: 1, PageSize: 50 })).json();
    const progressOf = (id: number) => listed.data.find((g: { Id: number }) => g.Id === id)?.Progress;
    expect(progressOf(goalId)).toBe(41.7);
    expect(progressOf(plain)).toBeNull();
  });
});
