import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../testing/test-app';
import { givenGoalOrg, givenGoalWorld, periodIdsOf } from '../testing/goal-org';

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
type Who = Parameters<Org['as']>[0];

let t: TestApp;
let org: Org;
let periodId: number;
let nextPeriodId: number;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ org, periodId, nextPeriodId } = await givenGoalWorld(t));
  await givenUser(t, org.tenant.TenantId, {
    name: 'ada',
    email: 'ada@acme.test',
    password: PASSWORD,
    role: 'contributor',
    managerEmail: 'mia@acme.test',
    isOrgAdmin: true,
  });
  adminHeaders = bearer(await signIn(t, 'ada@acme.test', 'acme'));
});
afterAll(() => t.close());

const as = (who: Who) => org.as(who);
const theme = async (headers: Record<string, string>, method: 'GET' | 'POST' | 'DELETE', query = '', payload?: object) =>
  t.app.inject({ method, url: `/api/dashboard/theme${query}`, headers, ...(payload ? { payload } : {}) });

describe('/api/dashboard/theme', () => {
  it('is set per quarter by the CEO, replaced by a second save, read by everyone and deleted', async () => {
    expect((await theme(await as('cal'), 'GET')).json()).toBeNull();
    const saved = await theme(await as('ceo'), 'POST', '', { Title: '  Focus on customers  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ PeriodId: periodId, Title: 'Focus on customers' });
    const replaced = (await theme(await as('ceo'), 'POST', '', { Title: 'Delight customers', PeriodId: periodId })).json();
    expect(replaced).toEqual({ Id: saved.json().Id, PeriodId: periodId, Title: 'Delight customers' });
    expect((await theme(await as('obi'), 'GET')).json()).toEqual(replaced);
    expect((await theme(await as('cal'), 'GET', `?periodId=${nextPeriodId}`)).json()).toBeNull();

    expect((await theme(await as('ceo'), 'DELETE')).json()).toEqual({ Message: 'Theme deleted.' });
    expect((await theme(await as('cal'), 'GET')).json()).toBeNull();
    expect((await theme(await as('ceo'), 'DELETE')).statusCode).toBe(404);
  });

  it('lets an org admin set the theme of a later quarter', async () => {
    const res = await theme(adminHeaders, 'POST', '', { Title: 'Expand to Europe', PeriodId: nextPeriodId });
    expect(res.json()).toMatchObject({ PeriodId: nextPeriodId, Title: 'Expand to Europe' });
    expect((await theme(await as('dee'), 'GET', `?periodId=${nextPeriodId}`)).json().Title).toBe('Expand to Europe');
    expect((await theme(adminHeaders, 'DELETE', `?periodId=${nextPeriodId}`)).statusCode).toBe(200);
    expect((await theme(await as('dee'), 'GET', `?periodId=${nextPeriodId}`)).json()).toBeNull();
  });

  it('refuses everyone else with 403 and leaves the theme as it was', async () => {
    await theme(await as('ceo'), 'POST', '', { Title: 'Keep it simple' });
    for (const who of ['gina', 'mia', 'vic', 'obi'] as const) {
      expect((await theme(await as(who), 'POST', '', { Title: 'Mine' })).statusCode).toBe(403);
      expect((await theme(await as(who), 'DELETE')).statusCode).toBe(403);
    }
    expect((await theme(await as('cal'), 'GET')).json().Title).toBe('Keep it simple');
    expect((await t.app.inject({ url: '/api/dashboard/theme' })).statusCode).toBe(401);
  });

  it("refuses an empty title with 400 and another tenant's quarter with 404", async () => {
    const empty = await theme(await as('ceo'), 'POST', '', { Title: ' ' });
    expect(empty.json().Errors[0]).toEqual({ Field: 'Title', Message: 'Please enter theme!' });
    const other = await givenGoalOrg(t, 'globex', { effectiveDate: '2026-01-01' });
    const theirPeriod = (await periodIdsOf(t, other)).current;
    const foreign = await theme(await as('ceo'), 'POST', '', { Title: 'Theirs', PeriodId: theirPeriod });
    expect({ status: foreign.statusCode, error: foreign.json().Errors[0] }).toEqual({
      status: 404,
      error: { Field: 'PeriodId', Message: 'This quarter was not found.' },
    });
    expect((await theme(await as('cal'), 'GET', `?periodId=${theirPeriod}`)).statusCode).toBe(404);
    expect((await theme(await as('cal'), 'GET', '?periodId=abc')).statusCode).toBe(400);
    expect((await theme(await other.as('cal'), 'GET')).json()).toBeNull();
  });
});
