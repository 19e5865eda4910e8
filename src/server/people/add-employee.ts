import type { z } from 'zod';
import { users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { AddEmployeeRequest, AddEmployeeResult, AddEmployeeManagers } from '../../contract/profile';
import { canAddEmployee, canSeeObservers } from '../../domain/people/permissions';
import { toManagerChoice, viewerSubtree } from './change-manager';
import { findManagerChoices, findPerson, lockOrgStructure } from './person-queries';
import { viewerFacts } from '../http/access';
import { emailTaken } from './update-profile';
import { sendInvitation, findUserByEmail } from '../auth';
import { PERSON_NOT_FOUND } from '../../domain/askers';
import { keepAncestors } from './ancestors';

type AddEmployee = z.output<typeof AddEmployeeRequest>;

// Drizzle wraps the driver's error; PostgreSQL's code for a unique violation is 23505.
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** The managers the viewer may put a new employee under. */
export async function addEmployeeManagers(w: Work): Promise<AddEmployeeManagers> {
  const managers = await findManagerChoices(w.tx, w.actor.tenantId, { within: await viewerSubtree(w.tx, w.actor) });
  return { Managers: managers.map(toManagerChoice) };
}

/**
 * Add Employee (CEO, managers, org admins): an invited user under the chosen manager (default: the viewer),
 * mailed an invitation link. Observers (CEO and org admins only) report to nobody.
 */
export async function addEmployee(w: Work, input: AddEmployee): Promise<AddEmployeeResult> {
  const viewer = viewerFacts(w.actor);
  if (!canAddEmployee(viewer)) throw forbidden('You cannot add employees.');
  if (input.IsManager && input.IsObserver) throw badRequest('An employee is either a manager or an observer.', 'IsObserver');
  if (input.IsObserver && !canSeeObservers(viewer)) throw forbidden('Only the CEO or an org admin can add an observer.');
  const tenantId = w.actor.tenantId;
  await lockOrgStructure(w.tx, tenantId);
  if (await findUserByEmail(w.tx, tenantId, input.Email)) throw emailTaken(input.Email);

  const parentId = input.IsObserver ? null : await managerFor(w, input.ParentId);
  const role = input.IsObserver ? 'observer' : input.IsManager ? 'manager' : 'contributor';
  let id: number;
  try {
    const [row] = await w.tx
      .insert(users)
      .values({
        tenantId,
        name: input.Name,
        email: input.Email,
        jobTitle: input.JobTitle,
        orgUnit: input.OrgUnit,
        roleName: role,
        parentId,
        invitedById: w.actor.userId,
        createdAt: w.now,
        updatedAt: w.now,
      })
      .returning({ id: users.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(input.Email);
    throw error;
  }
  await keepAncestors(w.tx, tenantId, [id]);
  await sendInvitation(w.tx, w.deps, tenantId, id);
  w.emit({ type: 'employee_added', userId: id, data: { managerId: parentId, roleName: role } });
  return { Id: id, Message: `An invitation has been sent to ${input.Email}.` };
}

async function managerFor(w: Work, chosen: number | null): Promise<number> {
  const viewer = viewerFacts(w.actor);
  const managerId = chosen ?? (viewer.RoleName === 'ceo' || viewer.RoleName === 'manager' ? viewer.Id : null);
  if (managerId === null) throw badRequest('Please select a manager.', 'ParentId');
  const manager = await findPerson(w.tx, w.actor.tenantId, managerId);
  if (!manager) throw notFound(PERSON_NOT_FOUND, 'ParentId');
  if (manager.deactivatedAt || (manager.roleName !== 'ceo' && manager.roleName !== 'manager')) {
    throw badRequest('Choose a manager from the list.', 'ParentId');
  }
  const within = await viewerSubtree(w.tx, w.actor);
  // A manager picked from the drawer's list is a form value: 400 naming it, never a 403 (decision 027).
  if (within && !within.includes(managerId))
    throw badRequest('You can add employees only under yourself or a manager below you.', 'ParentId');
  return managerId;
}
