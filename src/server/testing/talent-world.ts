import { givenUser, PASSWORD, bearer, signIn, type TestApp } from './test-app';
import { givenGoalOrg } from './goal-org';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The goal org (CEO → Vic → Mia → Cal, Dee) set up on 2026-03-01, so everyone is eligible for Q1 2026, with Hana an
 * HR admin under the CEO; the clock then stands on 2026-05-20 (Q1 listed for appraisals and open until 2026-07-15).
 */
export async function givenTalentWorld(t: TestApp, subdomain = 'acme') {
  t.clock.now = new Date('2026-03-01T12:00:00Z');
  const org = await givenGoalOrg(t, subdomain, { effectiveDate: '2026-01-01' });
  const hana = await givenUser(t, org.tenant.TenantId, {
    name: 'hana',
    email: org.email('hana'),
    password: PASSWORD,
    role: 'contributor',
    isHrAdmin: true,
  });
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  const periods = (await t.app.inject({ url: '/api/Goal/periods', headers: await org.as('cal') })).json();
  const q1 = periods.Periods.find((p: { Index: number }) => p.Index === 0).Id as number;
  let hanaHeaders: Record<string, string> | null = null;
  const asHana = async () => (hanaHeaders ??= bearer(await signIn(t, org.email('hana'), subdomain)));
  /** A call to the API as one of the world's people, Hana by name. */
  const call = async (who: Parameters<typeof org.as>[0] | 'hana', method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who === 'hana' ? await asHana() : await org.as(who),
      ...(payload ? { payload } : {}),
    });
  return { org, q1, hanaId: hana.UserId, asHana, call };
}
export type TalentWorld = Awaited<ReturnType<typeof givenTalentWorld>>;

export const REVIEW = '<p>Cal shipped the <strong>trail map</strong> redesign.</p>';
export const appraisalBody = (userId: number, periodId: number, over: Record<string, unknown> = {}) => ({
  UserId: userId,
  Primary: 2,
  Secondary: 3,
  Review: REVIEW,
  EvaluationPeriodId: periodId,
  ...over,
});
