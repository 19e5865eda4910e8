import type { Deps } from '../deps';
import { resolveTenant } from '../tenants';
import { withTenant } from '../db/tenant-context';
import type { SsoProvider } from '../../contract/sso';
import { findConnection } from './queries';

/** GET /Auth/sso/provider?domain: what the company's sign-in screen offers (public, as its branding is). */
export async function findSsoProvider(deps: Deps, r: { domain: string | undefined; host: string | undefined }): Promise<SsoProvider> {
  const db = deps.database.db;
  const tenant = await resolveTenant(db, { domain: r.domain, host: r.host, defaultTenant: deps.config.defaultTenant });
  if (!tenant) return { Provider: null };
  const connection = await withTenant(db, tenant.id, (tx) => findConnection(tx, tenant.id));
  return { Provider: connection && { Name: connection.providerName, PasswordSignIn: connection.passwordSignIn } };
}
