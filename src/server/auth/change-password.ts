import { createHmac } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { withTenant } from '../db/tenant-context';
import { sessions } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { findUser } from './user-queries';
import { updateAccount } from './account-writes';
import { isStrongPassword, WEAK_PASSWORD_MESSAGE } from '../../domain/password-strength';
import type { Caller } from '../http/unit-of-work';
import { hashPassword, verifyPassword } from './passwords';

export const OLD_PASSWORD_WRONG = 'Old password not matched!!';

/** Changes the actor's password; every other session of theirs ends. */
export async function changePassword({ deps, actor }: Caller, p: { password: string; newPassword: string }) {
  if (!isStrongPassword(p.newPassword)) throw badRequest(WEAK_PASSWORD_MESSAGE, 'NewPassword');
  const db = deps.database.db;
  const user = await withTenant(db, actor.tenantId, (tx) => findUser(tx, actor.tenantId, actor.userId));
  if (!(await verifyPassword(user?.passwordHash ?? null, p.password))) throw badRequest(OLD_PASSWORD_WRONG, 'Password');
  const passwordHash = await hashPassword(p.newPassword);
  await withTenant(db, actor.tenantId, async (tx) => {
    await updateAccount(tx, actor.tenantId, actor.userId, { passwordHash });
    await tx
      .update(sessions)
      .set({ revokedAt: deps.now() })
      .where(
        and(
          eq(sessions.tenantId, actor.tenantId),
          eq(sessions.userId, actor.userId),
          ne(sessions.id, actor.sessionId),
          isNull(sessions.revokedAt),
        ),
      );
  });
}

/** GET /Auth/gethash/{email}: the support chat's HMAC of the caller's own address; 404 while the chat is not set up. */
export async function getChatHash({ deps, actor }: Caller, email: string): Promise<{ Hash: string }> {
  const secret = deps.config.supportChatSecret;
  if (!secret) throw notFound('The support chat is not set up.');
  const user = await withTenant(deps.database.db, actor.tenantId, (tx) => findUser(tx, actor.tenantId, actor.userId));
  // Another address (or one changed since the page loaded) has no hash for this caller: 404, not a sign-out (decision 027).
  if (user?.email.toLowerCase() !== email.toLowerCase()) throw notFound('There is no support-chat hash for this address.');
  return { Hash: createHmac('sha256', secret).update(user.email.toLowerCase()).digest('hex') };
}
