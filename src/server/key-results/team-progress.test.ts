import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions, type Person } from '../testing/goal-action-kit';
import { givenGoalOrg } from '../testing/goal-org';
import { givenMeasuredGoal } from '../testing/key-result-kit';

// The team's goals and the company's share on track by week (decision 068). Acme on 2026-05-20, Q2 2026 (1 April to
// 30 June), week 8; week 7 ran from 13 to 19 May, when 53.3 % of the quarter was expected. Mia manages Cal and Dee.
// On 14 May Cal checked in 60 of 100 (on track) and said 'likely' (3); Dee checked in 10 of 100 (at risk).
let k: Awaited<ReturnType<typeof givenGoalActions>>;
let calGoal: number;
let deeGoal: number;
let plainGoal: number;
let draftGoal: number;
beforeAll(async () => {
  k = await givenGoalActions();
  const as = (who: Person) => k.org.as(who);
  k.t.clock.now = new Date('2026-05-14T10:00:00Z');
  calGoal = await k.goalIn('draft', 'cal', { title: 'Win new customers' });
  deeGoal = await k.goalIn('draft', 'dee', { title: 'Cut churn' });
  await givenMeasuredGoal(k.t, as, { goalId: calGoal, owner: 'cal', approver: 'mia', target: 100, reading: 60 });
  await givenMeasuredGoal(k.t, as, { goalId: deeGoal, owner: 'dee', approver: 'mia', target: 100, reading: 10 });
  expect((await k.post('cal', '/Goal/updatestatus', { Id: calGoal, Likelihood: 3, Quality: 2 })).statusCode).toBe(200);
  k.t.clock.now = new Date('2026-05-20T15:00:00Z');
  plainGoal = await k.goalIn('approved', 'cal', { title: 'Hire a designer' });
  draftGoal = await k.goalIn('draft', 'cal', { title: 'A draft' });
});
afterAll(() => k.t.close());

type Week = { WeekId: number; Week: number; StartDate: string };
type GoalRow = {
  Id: number;
  Title: string;
  OwnerName: string;
  Weeks: { WeekId: number; Likelihood: number | null; Progress: number | null }[];
};

const team = async (who: Person, query = '') => {
  const res = await k.call(who, 'GET', `/Goal/progress/team${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { Weeks: Week[]; Goals: GoalRow[]; Total: number };
};
/** A goal's row in week `week` (1–14). */
const inWeek = (answer: { Weeks: Week[] }, goal: GoalRow, week: number) => {
  const id = answer.Weeks.find((w) => w.Week === week)!.WeekId;
  return goal.Weeks.find((w) => w.WeekId === id);
};

describe("a manager's team by week", () => {
  it("shows his reports' tracked goals, each week with its prediction and the progress at the week's end", async () => {
    const answer = await team('mia');
    expect(answer.Weeks.slice(6, 8)).toEqual([
      { WeekId: expect.any(Number), Week: 7, StartDate: '2026-05-13' },
      { WeekId: expect.any(Number), Week: 8, StartDate: '2026-05-20' },
    ]);
    expect(answer.Goals.map((g) => [g.OwnerName, g.Title])).toEqual([
      ['cal', 'Hire a designer'],
      ['cal', 'Win new customers'],
      ['dee', 'Cut churn'],
    ]);
    expect(answer.Total).toBe(3);
    const [plain, cal, dee] = answer.Goals as [GoalRow, GoalRow, GoalRow];
    expect([plain.Id, cal.Id, dee.Id]).toEqual([plainGoal, calGoal, deeGoal]);
    expect(inWeek(answer, cal, 6)).toMatchObject({ Likelihood: null, Progress: 0 });
    expect(inWeek(answer, cal, 7)).toMatchObject({ Likelihood: 3, Progress: 60 });
    expect(inWeek(answer, dee, 7)).toMatchObject({ Likelihood: null, Progress: 10 });
    // The week under way has no figure yet; a goal without key results has none at all.
    expect(inWeek(answer, cal, 8)).toMatchObject({ Progress: null });
    expect(plain.Weeks.every((w) => w.Progress === null)).toBe(true);
    expect(answer.Goals.map((g) => g.Id)).not.toContain(draftGoal);
  });

  it('pages the goals', async () => {
    const second = await team('mia', '?page=2&pageSize=2');
    expect([second.Total, second.Goals.map((g) => g.Title)]).toEqual([3, ['Cut churn']]);
    expect((await team('mia', '?page=3&pageSize=2')).Goals).toEqual([]);
  });

  it("shows a contributor only their own goals: a peer does not see Cal's, nor a manager two levels up", async () => {
    expect((await team('dee')).Goals.map((g) => g.Title)).toEqual(['Cut churn']);
    expect((await team('vic')).Goals).toEqual([]);
    expect((await team('cal')).Goals.map((g) => g.Title)).toEqual(['Hire a designer', 'Win new customers']);
  });

  it('answers another quarter when asked, and 404 for a quarter the company does not have', async () => {
    const other = await givenGoalOrg(k.t, 'globex', { effectiveDate: '2026-01-01' });
    const theirs = (await k.t.app.inject({ url: '/api/Goal/periods', headers: await other.as('cal') })).json().Current.Id;
    const res = await k.call('mia', 'GET', `/Goal/progress/team?periodId=${theirs}`);
    expect(res.statusCode).toBe(404);
    const next = await k.call('mia', 'GET', `/Goal/progress/team?periodId=${k.periodId}`);
    expect(next.json().Total).toBe(3);
  });
});

describe("the company's goals on track by week", () => {
  type CompanyWeek = Week & { OnTrack: number | null; Measured: number; Share: number | null };
  const company = async (headers: Record<string, string>) => {
    const res = await k.t.app.inject({ url: '/api/Goal/progress/company', headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { Weeks: CompanyWeek[] }).Weeks;
  };

  it("counts the measured goals at or above the straight line at each week's end", async () => {
    const weeks = await company(await k.org.as('ceo'));
    const week = (n: number) => weeks.find((w) => w.Week === n);
    // Week 7: Cal's 60 % stands above the 53.3 % expected, Dee's 10 % is at risk; the goal without key results is not measured.
    expect(week(7)).toMatchObject({ Week: 7, StartDate: '2026-05-13', OnTrack: 1, Measured: 2, Share: 50 });
    // Before the readings both stood at their start, below the line.
    expect(week(6)).toMatchObject({ OnTrack: 0, Measured: 2, Share: 0 });
    expect(week(8)).toMatchObject({ OnTrack: null, Measured: 2, Share: null });
  });

  it('is for the CEO, org admins and goal admins: anyone else is told it is out of reach', async () => {
    expect((await company(await k.org.as('gina'))).find((w) => w.Week === 7)!.Share).toBe(50);
    for (const who of ['mia', 'cal', 'obi'] as const) {
      expect((await k.call(who, 'GET', '/Goal/progress/company')).statusCode, who).toBe(404);
    }
  });

  it("counts only the asker's company", async () => {
    const other = await givenGoalOrg(k.t, 'initech', { effectiveDate: '2026-01-01' });
    const PeriodId = (await k.t.app.inject({ url: '/api/Goal/periods', headers: await other.as('cal') })).json().Current.Id;
    const draft = await k.t.app.inject({
      method: 'POST',
      url: '/api/Goal',
      headers: await other.as('cal'),
      payload: {
        Title: 'Open a store',
        Measurement: 'By June',
        IsPrivate: false,
        OwnerId: other.ids.cal,
        PeriodId,
        ParentId: null,
        IsDraft: true,
      },
    });
    await givenMeasuredGoal(k.t, other.as, { goalId: draft.json().Id, owner: 'cal', approver: 'mia', target: 10, reading: 10 });
    expect((await company(await other.as('ceo'))).find((w) => w.Week === 8)).toMatchObject({ Measured: 1 });
    expect((await company(await k.org.as('ceo'))).find((w) => w.Week === 8)).toMatchObject({ Measured: 2 });
    expect((await team('mia')).Total).toBe(3);
  });
});
