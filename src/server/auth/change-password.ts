import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Deps } from '../app';
import { withTenant } from '../db/tenant-context';
import { sessions } from '../db/schema';
import { badRequest } from '../errors';
import { findUser, updateUser } from '../people/queries';
import { isStrongPassword, WEAK_PASSWORD_MESSAGE } from '../../domain/password-strength';
import type { Actor } from '../http/access';
import { hashPassword, verifyPassword } from './passwords';

export const OLD_PASSWORD_WRONG = 'Old password not matched!!';

/** Changes the actor's password; every other session of theirs ends. */
export async function changePassword(deps: Deps, actor: Actor, p: { password: string; newPassword: string }) {
  if (!isStrongPassword(p.newPassword)) throw badRequest(WEAK_PASSWORD_MESSAGE, 'NewPassword');
  const db = deps.database.db;
  const user = await withTenant(db, actor.tenantId, (tx) => findUser(tx, actor.tenantId, actor.userId));
  if (!(await verifyPassword(user?.passwordHash ?? null, p.password))) throw badRequest(OLD_PASSWORD_WRONG, 'Password');
  const passwordHash = await hashPassword(p.newPassword);
  await withTenant(db, actor.tenantId, async (tx) => {
    await updateUser(tx, actor.tenantId, actor.userId, { passwordHash });
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
