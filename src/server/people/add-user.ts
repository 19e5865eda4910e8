import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { AddUserInput } from '../../contract/admin';
import { findCeo } from './queries';
import { hashPassword, findUserByEmail } from '../auth';
import { keepAncestors } from './ancestors';

/**
 * Adds a person to a tenant (run inside that tenant's context). With a password the user is active
 * and can sign in at once; without one they are invited and accept through the invitation link.
 * Everyone but the CEO and observers reports to someone: the given manager, else the CEO.
 */
export async function addUser(db: Db, tenantId: number, raw: AddUserInput, now: Date, invitedById?: number) {
  const input = AddUserInput.parse(raw);
  if (await findUserByEmail(db, tenantId, input.email)) throw conflict(`A user with the email ${input.email} already exists.`);
  if (input.role === 'ceo' && (await findCeo(db, tenantId))) throw conflict('This company already has a CEO.');
  if (input.isGoalAdmin && input.isGoalManager) {
    throw badRequest('You only can be either a Goal Admin or Goal Manager.', 'isGoalManager');
  }
  const parentId = await managerOf(db, tenantId, input);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [row] = await db
    .insert(users)
    .values({
      tenantId,
      name: input.name,
      email: input.email,
      passwordHash,
      roleName: input.role,
      jobTitle: input.jobTitle ?? null,
      orgUnit: input.orgUnit ?? null,
      parentId,
      invitedById: invitedById ?? null,
      isOrgAdmin: input.role !== 'observer' && input.isOrgAdmin,
      isGoalAdmin: input.role !== 'observer' && input.isGoalAdmin,
      isGoalManager: input.role !== 'observer' && input.isGoalManager,
      isHrAdmin: input.role !== 'observer' && input.isHrAdmin,
      invitationAcceptedAt: passwordHash ? now : null,
      emailActivatedAt: passwordHash ? now : null,
      // The app's clock, not the database's: appraisal eligibility reads when a person joined.
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  await keepAncestors(db, tenantId, [row!.id]);
  return { UserId: row!.id };
}

async function managerOf(db: Db, tenantId: number, input: ReturnType<typeof AddUserInput.parse>) {
  if (input.role === 'ceo') return null;
  if (input.role === 'observer') {
    if (input.managerEmail)
      throw badRequest('The observer role cannot be given to a user with direct reports or a manager.', 'managerEmail');
    return null;
  }
  if (input.managerEmail) {
    const manager = await findUserByEmail(db, tenantId, input.managerEmail);
    if (!manager || manager.deactivatedAt) throw badRequest(`No active user has the manager email ${input.managerEmail}.`, 'managerEmail');
    if (manager.roleName === 'contributor' || manager.roleName === 'observer') {
      throw badRequest(`${manager.name} is not a manager; make them a manager first.`, 'managerEmail');
    }
    return manager.id;
  }
  return (await findCeo(db, tenantId))?.id ?? null;
}
