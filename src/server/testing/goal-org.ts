import { bearer, givenTenant, givenUser, signIn, PASSWORD, type TestApp } from './test-app';

/**
 * A small company for goal tests: CEO → manager (Mia) → contributors (Cal, Dee); Vic a skip-level VP
 * above Mia; Gina a goal admin; Obi an observer; Gus a goal manager under the CEO.
 */
export async function givenGoalOrg(t: TestApp, subdomain: string, extra: { effectiveDate?: string } = {}) {
  const tenant = await givenTenant(t, subdomain, extra);
  const email = (name: string) => `${name}@${subdomain}.test`;
  const add = (name: string, role: 'manager' | 'contributor' | 'observer', manager?: string, flags: Record<string, boolean> = {}) =>
    givenUser(t, tenant.TenantId, {
      name,
      email: email(name),
      password: PASSWORD,
      role,
      managerEmail: manager && email(manager),
      ...flags,
    });
  const ids = {
    ceo: tenant.CeoId,
    vic: (await add('vic', 'manager')).UserId,
    mia: 0,
    cal: 0,
    dee: 0,
    gina: (await add('gina', 'contributor', undefined, { isGoalAdmin: true })).UserId,
    gus: (await add('gus', 'manager', undefined, { isGoalManager: true })).UserId,
    obi: (await add('obi', 'observer')).UserId,
  };
  ids.mia = (await add('mia', 'manager', 'vic')).UserId;
  ids.cal = (await add('cal', 'contributor', 'mia')).UserId;
  ids.dee = (await add('dee', 'contributor', 'mia')).UserId;
  const tokens = new Map<string, string>();
  const as = async (name: keyof typeof ids) => {
    if (!tokens.has(name)) tokens.set(name, await signIn(t, name === 'ceo' ? tenant.ceoEmail : email(name), subdomain));
    return bearer(tokens.get(name)!);
  };
  return { tenant, ids, as, email };
}

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;

/** The ids of an org's quarters: Q1 2026 (past), Q2 2026 (current on 2026-05-20), Q3 2026 (next). */
export async function periodIdsOf(t: TestApp, org: Org) {
  const periods = (await t.app.inject({ url: '/api/Goal/periods', headers: await org.as('cal') })).json();
  const at = (index: number) => periods.Periods.find((p: { Index: number }) => p.Index === index).Id as number;
  return { past: at(0), current: periods.Current.Id as number, next: at(2) };
}

/** The usual goal-test world: acme on 2026-05-20 (Q2 2026, week 8) with its quarter ids. */
export async function givenGoalWorld(t: TestApp, subdomain = 'acme') {
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  const org = await givenGoalOrg(t, subdomain, { effectiveDate: '2026-01-01' });
  const { past, current, next } = await periodIdsOf(t, org);
  return { org, periodId: current, pastPeriodId: past, nextPeriodId: next };
}
