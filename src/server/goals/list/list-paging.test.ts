import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenListOrg, titlesOf, type ListOrg, type Who } from '../../testing/goal-list-fixtures';

let t: TestApp;
let org: ListOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await givenListOrg(t, 'acme');
});
afterAll(() => t.close());

const titles = (who: Who, filter: Record<string, unknown>) => org.titles(who, filter);

describe('POST /api/Goal/goals paging and input', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 12; i++)
      await org.build('dee', `page ${String(i).padStart(2, '0')}`, {
        statuses: Array.from({ length: 8 }, () => [3, 3] as [number, number]),
      });
  });
  const page = (Page: number, PageSize?: number) =>
    org.list('mia', {
      GoalSelectFilter: 'MyDirectReports',
      Title: 'page',
      Page,
      ...(PageSize ? { PageSize } : {}),
    });

  it('pages with a total count, ten to a page by default', async () => {
    const first = (await page(1)).json();
    expect(first).toMatchObject({ count: 12, Page: 1, PageSize: 10 });
    expect(first.data).toHaveLength(10);
    const pages = await Promise.all([1, 2, 3, 4].map(async (n) => (await page(n, 5)).json()));
    expect(pages.map((p) => p.data.length)).toEqual([5, 5, 2, 0]);
    expect(pages.map((p) => p.count)).toEqual([12, 12, 12, 12]);
    // All equal in priority, so newest first; the pages join up without gaps or repeats.
    const titlesInOrder = pages.flatMap((p) => p.data.map((g: { GoalDetail: { Title: string } }) => g.GoalDetail.Title));
    expect(titlesInOrder).toEqual(Array.from({ length: 12 }, (_, i) => `page ${String(12 - i).padStart(2, '0')}`));
  });

  it.each([
    [{ PageSize: 500 }, 'PageSize'],
    [{ Page: 0 }, 'Page'],
    [{ GoalStates: ['bogus'] }, 'GoalStates'],
    [{ Likelihood: [5] }, 'Likelihood.0'],
  ])('refuses %j naming %s', async (bad, field) => {
    const res = await org.list('mia', { GoalSelectFilter: 'MyGoals', ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].Field).toBe(field);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/Goal/goals', payload: {} })).statusCode).toBe(401);
  });
});

describe("another tenant's goals", () => {
  it('never appear, whatever the filter, while the same filter finds them in their own tenant', async () => {
    const other = await givenListOrg(t, 'globex');
    await org.build('ceo', 'iso acme ceo');
    await other.build('ceo', 'iso globex ceo');
    await other.build('cal', 'iso globex cal');
    expect(await titles('gina', { GoalSelectFilter: 'CompanyGoals', Title: 'iso' })).toEqual(['iso acme ceo']);
    const theirs = await other.list('gina', { GoalSelectFilter: 'CompanyGoals', Title: 'iso' });
    expect(titlesOf(theirs.json().data)).toEqual(['iso globex ceo']);
    // Naming their people or their quarter is answered like any id the company does not have.
    const theirPeople = await org.list('ceo', { GoalSelectFilter: 'MyGoals', Users: [other.ids.cal, other.ids.ceo] });
    expect({ status: theirPeople.statusCode, body: theirPeople.json() }).toEqual({
      status: 404,
      body: { Message: 'This person was not found.', Errors: [{ Field: 'Users', Message: 'This person was not found.' }] },
    });
    const theirQuarter = await org.list('ceo', { GoalSelectFilter: 'CompanyGoals', PeriodId: other.current });
    expect(theirQuarter.statusCode).toBe(404);
    expect(theirQuarter.json().Errors).toEqual([{ Field: 'PeriodId', Message: 'This quarter was not found.' }]);
  });
});
