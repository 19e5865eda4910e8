import type { Work } from '../http/unit-of-work';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { toProfile, type UserRow } from './user-mapping';
import { findUser } from './user-queries';
import type { Session } from '../../contract/auth';
import { insertSession } from './session-queries';
import { SESSION_TTL_MS, hashToken, newToken } from './tokens';
import { getTenant, toSessionTenant, type TenantRow } from '../tenants';
import { findCurrentPeriod } from '../periods';

/** Starts a session for a user and answers it with profile, tenant and current period. */
export async function startSession(
  db: Db,
  deps: Deps,
  tenantId: number,
  userId: number,
  known: { tenant?: TenantRow; user?: UserRow } = {},
): Promise<Session> {
  const token = newToken();
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
  return { Token: token, Profile: toProfile(user, true), Tenant: toSessionTenant(tenant), Period: period };
}

/** POST /Auth/relogin: the caller's session as sign-in answers it, with the token they hold. */
export const restoreSession = ({ tx, deps, actor }: Work, token: string) => describeSession(tx, deps, actor.tenantId, actor.userId, token);
