import { bearer, givenTenant, givenUser, signIn, PASSWORD, type TestApp } from './test-app';

/**
 * A small company for goal tests: CEO → manager (Mia) → contributors (Cal, Dee); Vic a skip-level VP
 * above Mia; Gina a goal admin; Obi an observer; Gus a goal manager under the CEO.
 */
export async function givenGoalOrg(t: TestApp, subdomain: string, extra: { effectiveDate?: string } = {}) {
  const tenant = await givenTenant(t, subdomain, extra);
  const email = (name: string) => `${name}@${subdomain}.test`;
  const add = (name: string, role: 'manager' | 'contributor' | 'observer', manager?: string, flags: Record<string, boolean> = {}) =>
    givenUser(t, tenant.TenantId, { name, email: email(name), password: PASSWORD, role, managerEmail: manager && email(manager), ...flags });
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
