import type { Work } from '../http/unit-of-work';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { toProfile, type UserRow } from './user-mapping';
import { findUser } from './user-queries';
import type { Session, TenantStyle } from '../../contract/auth';
import { tenantEndpoints } from '../../contract/endpoints/tenants';
import { insertSession } from './session-queries';
import { SESSION_TTL_MS, hashToken, newTenantToken } from './tokens';
import { getTenant, toSessionTenant, type TenantRow } from '../tenants';
import { findCurrentPeriod } from '../periods';
import { isLanguage } from '../../domain/languages';

/** Starts a session for a user and answers it with profile, tenant and current period. */
export async function startSession(
  db: Db,
  deps: Deps,
  tenantId: number,
  userId: number,
  known: { tenant?: TenantRow; user?: UserRow } = {},
): Promise<Session> {
  const token = newTenantToken(tenantId);
  const now = deps.now();
  await insertSession(db, { tenantId, userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return describeSession(db, deps, tenantId, userId, token, known);
}

export async function describeSession(
  db: Db,
  deps: Deps,
  tenantId: number,
  userId: number,
  token: string,
  known: { tenant?: TenantRow; user?: UserRow } = {},
): Promise<Session> {
  const tenant = known.tenant ?? (await getTenant(db, tenantId));
  const user = known.user ?? (await findUser(db, tenantId, userId));
  if (!user) throw new Error(`user ${userId} vanished`);
  const period = await findCurrentPeriod(db, { id: tenant.id, effectiveDate: tenant.effectiveDate, timeZone: tenant.timeZone }, deps.now());
  return {
    IsLoggedIn: true,
    Token: token,
    Profile: toProfile(user, true),
    Tenant: toSessionTenant(tenant),
    Period: period,
    Style: styleOf(tenant),
    Language: isLanguage(user.language) ? user.language : null,
  };
}

/** The company's look as spec 000 §3 names it: the logos as the addresses of the calls that serve them. */
export const styleOf = (t: TenantRow): TenantStyle => ({
  PrimaryColor: t.primaryColor,
  UseLightTextOnPrimary: t.useLightTextOnPrimary,
  Logo: t.logo === null ? null : `/api${tenantEndpoints.logo.path}`,
  SquareLogo: t.squareLogo === null ? null : `/api${tenantEndpoints.squareLogo.path}`,
});

/** POST /Auth/relogin: the caller's session as sign-in answers it, with the token they hold. */
export const restoreSession = ({ tx, deps, actor }: Work, token: string) => describeSession(tx, deps, actor.tenantId, actor.userId, token);
