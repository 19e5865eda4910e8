import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import { type Actor, viewerFacts } from '../http/access';
import type { Db } from '../db/client';
import type { ChangeManagerList, ChangeManagerResult, ManagerChoice } from '../../contract/profile';
import { canChangeManager, managerScope } from '../../domain/people/permissions';
import { findManagerChoices, findPerson, lockOrgStructure, type ManagerRow } from './person-queries';
import { findDescendantIds } from './queries';
import { loadStanding, type Standing } from './standing';
import { avatarUrl } from '../auth';
import { updateUser } from './person-writes';
import { auditManagerMove } from './manager-audit';

export const toManagerChoice = (m: ManagerRow): ManagerChoice => ({
  Id: m.id,
  Name: m.name,
  JobTitle: m.jobTitle,
  OrgUnit: m.orgUnit,
  Avatar: avatarUrl(m),
  Email: m.email,
});

function refuse(s: Standing): never {
  if (s.person.roleName === 'ceo') throw conflict('The CEO reports to no one.');
  if (s.person.roleName === 'observer') throw conflict('Observers report to no one; give them another role first.');
  if (s.person.deactivatedAt) throw conflict(`${s.person.name} is deactivated; activate them first.`);
  throw forbidden('You cannot change the manager of this user.');
}

/** The viewer and everyone below them, when the viewer picks managers only from their own subtree. */
export async function viewerSubtree(tx: Db, actor: Actor): Promise<number[] | undefined> {
  if (managerScope(viewerFacts(actor)) === 'all') return undefined;
  return [actor.userId, ...(await findDescendantIds(tx, actor.tenantId, actor.userId))];
}

/** Change or Assign Manager: every manager the person may report to; never themselves or anyone below them. */
export async function changeManagerList(w: Work, id: number): Promise<ChangeManagerList> {
  const s = await loadStanding(w.tx, w.actor, id);
  if (!canChangeManager(s.viewer, s.facts, s.rel)) refuse(s);
  const below = await findDescendantIds(w.tx, w.actor.tenantId, id);
  const managers = await findManagerChoices(w.tx, w.actor.tenantId, {
    within: await viewerSubtree(w.tx, w.actor),
    exclude: [id, ...below],
  });
  return { CurrentManagerId: s.person.parentId, Managers: managers.map(toManagerChoice) };
}

/** Puts a person under another manager, refusing anything that would make a cycle. */
export async function changeManager(w: Work, { id, managerId }: { id: number; managerId: number }): Promise<ChangeManagerResult> {
  const tenantId = w.actor.tenantId;
  await lockOrgStructure(w.tx, tenantId);
  const s = await loadStanding(w.tx, w.actor, id);
  if (!canChangeManager(s.viewer, s.facts, s.rel)) refuse(s);
  const manager = await findPerson(w.tx, tenantId, managerId);
  if (!manager) throw notFound('This manager was not found.');
  if (managerId === id) throw badRequest('A person cannot report to themselves.', 'managerId');
  if (manager.deactivatedAt) throw badRequest(`${manager.name} is deactivated.`, 'managerId');
  if (manager.roleName !== 'ceo' && manager.roleName !== 'manager') {
    throw badRequest(`${manager.name} is not a manager; make them a manager first.`, 'managerId');
  }
  if ((await findDescendantIds(w.tx, tenantId, id)).includes(managerId)) {
    throw badRequest(`${manager.name} reports to ${s.person.name}; nobody can report to someone below them.`, 'managerId');
  }
  const within = await viewerSubtree(w.tx, w.actor);
  if (within && !within.includes(managerId)) throw badRequest('You can choose only yourself or a manager below you.', 'managerId');
  if (s.person.parentId !== managerId) {
    await updateUser(w.tx, tenantId, id, { parentId: managerId });
    await auditManagerMove(w, id, s.person.parentId, managerId);
    w.emit({ type: 'manager_updated', userId: id, data: { fromManagerId: s.person.parentId, toManagerId: managerId } });
  }
  return { Message: `${s.person.name} now reports to ${manager.name}.`, ParentId: managerId };
}
