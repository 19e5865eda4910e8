import type { Work } from '../http/unit-of-work';
import type { Deps } from '../deps';
import { withTenant } from '../db/tenant-context';
import { AppError, unauthorized } from '../errors';
import { findUserByEmail } from './user-queries';
import type { UserRow } from './user-mapping';
import type { Db } from '../db/client';
import { updateAccount } from './account-writes';
import type { Session } from '../../contract/auth';
import { verifyPassword } from './passwords';
import { retireSession, revokeSession } from './session-queries';

/** How long a refreshed session's old token still answers. */
export const REFRESH_GRACE_MS = 60_000;
import { startSession } from './session';
import { LOCK_AFTER_FAILURES, LOCK_COOL_DOWN_MS } from './tokens';
import { resolveTenant } from '../tenants';

export const INVALID_SIGN_IN = 'Invalid email or password.';
export const TENANT_DEACTIVATED = 'Your tenant is deactivated.';
export const ACCOUNT_LOCKED =
  'Your account is locked after too many failed sign-ins. Use “Locked out of your account?” to unlock it, or try again in 30 minutes.';
export const ACCOUNT_DEACTIVATED = 'Your account has been deactivated. Please contact your administrator.';

/**
 * Whether the person may sign in with a password: null when they may, else why not. A company signing in through its
 * identity provider may close passwords for all but the CEO (the sso area's rule, given at start-up; decision 072).
 */
export type PasswordRule = (tx: Db, tenantId: number, user: UserRow | null) => Promise<string | null>;
const OPEN: PasswordRule = async () => null;

const isLocked = (lockedAt: Date | null, now: Date) => lockedAt !== null && now.getTime() - lockedAt.getTime() < LOCK_COOL_DOWN_MS;

/**
 * Signs in with email and password. Unknown tenant, unknown user, not-yet-accepted invitation and
 * wrong password answer alike; argon2 runs outside the transaction so it does not hold the database.
 */
export async function signIn(
  deps: Deps,
  s: { email: string; password: string; domain: string | undefined; host: string | undefined },
  passwordRule: PasswordRule = OPEN,
): Promise<Session> {
  const db = deps.database.db;
  const tenant = await resolveTenant(db, { domain: s.domain, host: s.host, defaultTenant: deps.config.defaultTenant });
  if (!tenant) {
    await verifyPassword(null, s.password);
    throw unauthorized(INVALID_SIGN_IN);
  }
  if (tenant.deactivatedAt) throw new AppError('forbidden', TENANT_DEACTIVATED);
  const [user, closed] = await withTenant(db, tenant.id, async (tx) => {
    const found = await findUserByEmail(tx, tenant.id, s.email);
    return [found, await passwordRule(tx, tenant.id, found)] as const;
  });
  if (closed !== null) {
    await verifyPassword(null, s.password);
    throw unauthorized(closed);
  }
  const now = deps.now();
  if (user && isLocked(user.lockedAt, now)) throw new AppError('forbidden', ACCOUNT_LOCKED);
  const ok = await verifyPassword(user?.passwordHash ?? null, s.password);
  if (!user || !user.passwordHash) throw unauthorized(INVALID_SIGN_IN);
  if (!ok) {
    const failures = user.failedSignIns + 1;
    const locks = failures >= LOCK_AFTER_FAILURES;
    await withTenant(db, tenant.id, (tx) =>
      updateAccount(tx, tenant.id, user.id, { failedSignIns: locks ? 0 : failures, ...(locks ? { lockedAt: now } : {}) }),
    );
    throw locks ? new AppError('forbidden', ACCOUNT_LOCKED) : unauthorized(INVALID_SIGN_IN);
  }
  if (user.deactivatedAt) throw new AppError('forbidden', ACCOUNT_DEACTIVATED);
  return withTenant(db, tenant.id, async (tx) => {
    const clean = user.failedSignIns === 0 && user.lockedAt === null;
    if (!clean) await updateAccount(tx, tenant.id, user.id, { failedSignIns: 0, lockedAt: null });
    return startSession(tx, deps, tenant.id, user.id, clean ? { tenant, user } : { tenant });
  });
}

/** Swaps the session's token for a fresh one; the old token stops working. */
/**
 * POST /Auth/refresh: a new token for a week, and the old one retired. The old token keeps working for
 * REFRESH_GRACE_MS, so requests a page sent with it just before the refresh are not answered 401 (which
 * signs the user out); revocation on sign-out, password change and deactivation stays immediate.
 */
export async function refreshSession({ tx, deps, actor, now }: Work) {
  await retireSession(tx, actor, new Date(now.getTime() + REFRESH_GRACE_MS));
  const session = await startSession(tx, deps, actor.tenantId, actor.userId);
  return { Token: session.Token };
}

export const signOut = ({ tx, actor, now }: Work) => revokeSession(tx, actor, now);
