import type { z } from 'zod';
import { AppError, badRequest, conflict, forbidden } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { ProfileDetail, RolesUpdate } from '../../contract/profile';
import { getProfileDetail } from './profile-detail';
import type { RoleName } from '../../domain/roles';
import {
  ADMIN_FLAGS,
  assignableFlags,
  assignableRoles,
  canManageUser,
  CEO_ROLE_LOCKED,
  CONFIRM_WORD,
  GOAL_ADMIN_XOR_MANAGER,
  roleChangeRefusal,
  type AdminFlag,
} from '../../domain/people/permissions';
import { countActiveReports, lockOrgStructure } from './person-queries';
import { findCeo } from './queries';
import { loadStanding } from './standing';
import { updateUser } from './person-writes';
import { recordAudit } from '../audit';
import { auditManagerMove } from './manager-audit';

type Roles = z.output<typeof RolesUpdate>;

const FLAG_COLUMNS = {
  IsOrgAdmin: 'isOrgAdmin',
  IsGoalAdmin: 'isGoalAdmin',
  IsHrAdmin: 'isHrAdmin',
  IsGoalManager: 'isGoalManager',
  IsDelegate: 'isDelegate',
} as const satisfies Record<AdminFlag, string>;

// Whole sentences, so that each is one text of the messages catalogue (src/i18n/en/messages/people.ts).
const FLAG_REFUSALS: Record<AdminFlag, string> = {
  IsOrgAdmin: 'You cannot change the Org Admin permission.',
  IsGoalAdmin: 'You cannot change the Goal Admin permission.',
  IsHrAdmin: 'You cannot change the HR Admin permission.',
  IsGoalManager: 'You cannot change the Goal Manager permission.',
  IsDelegate: 'You cannot change the Strategy Delegate permission.',
};
const ROLE_REFUSALS: Record<RoleName, string> = {
  ceo: 'You cannot give the CEO role.',
  manager: 'You cannot give the Manager role.',
  contributor: 'You cannot give the Individual Contributor role.',
  observer: 'You cannot give the Observer role.',
};

/**
 * Manage User: role and admin flags (spec 001 §5 Roles, §6). Making someone CEO needs the typed CONFIRM and
 * follows §4 Becoming CEO: the old CEO becomes a manager reporting to the new one and keeps their reports.
 */
export async function updateRoles(w: Work, { id, roles: input }: { id: number; roles: Roles }): Promise<ProfileDetail> {
  const tenantId = w.actor.tenantId;
  await lockOrgStructure(w.tx, tenantId);
  const s = await loadStanding(w.tx, w.actor, id);
  const { person, viewer, facts, rel } = s;
  if (person.deactivatedAt) throw conflict(`${person.name} is deactivated; activate them first.`);
  if (!canManageUser(viewer, facts, rel)) throw forbidden('You cannot manage this user.');

  const role = input.RoleName;
  if (role !== person.roleName) {
    if (person.roleName === 'ceo') throw roleError(CEO_ROLE_LOCKED, 409);
    if (!assignableRoles(viewer, facts, rel).includes(role)) {
      throw roleError(ROLE_REFUSALS[role], 403);
    }
    const refusal = roleChangeRefusal(facts, role, {
      activeReports: await countActiveReports(w.tx, tenantId, id),
      hasManager: person.parentId !== null,
      removeManager: input.RemoveManager === true,
    });
    if (refusal) throw badRequest(refusal, 'RoleName');
    if (role === 'ceo') {
      if (input.Confirm !== CONFIRM_WORD) throw badRequest(`Type ${CONFIRM_WORD} to make ${person.name} the CEO.`, 'Confirm');
      if (!person.invitationAcceptedAt) throw roleError(`${person.name} has not accepted the invitation yet.`, 409);
    }
  }

  // IsDelegate is not in the spec's call: left out, it stays as it is.
  const flags = { ...input, IsDelegate: input.IsDelegate ?? person.isDelegate };
  if (role === 'observer') for (const flag of ADMIN_FLAGS) flags[flag] = false;
  if (flags.IsGoalAdmin && flags.IsGoalManager) throw badRequest(GOAL_ADMIN_XOR_MANAGER, 'IsGoalManager');
  const allowed = assignableFlags(viewer, role);
  for (const flag of ADMIN_FLAGS) {
    const changed = flags[flag] !== person[FLAG_COLUMNS[flag]];
    // Flags an observer loses with the role go with it; any other change needs the right to give that flag.
    if (changed && !(role === 'observer' && !flags[flag]) && !allowed.includes(flag)) {
      throw roleError(FLAG_REFUSALS[flag], 403);
    }
  }

  const values = {
    roleName: role,
    isOrgAdmin: flags.IsOrgAdmin,
    isGoalAdmin: flags.IsGoalAdmin,
    isHrAdmin: flags.IsHrAdmin,
    isGoalManager: flags.IsGoalManager,
    isDelegate: flags.IsDelegate,
  };
  if (role === 'ceo' && person.roleName !== 'ceo') {
    await handOverCeo(w, id);
    await updateUser(w.tx, tenantId, id, { ...values, parentId: null });
    await auditManagerMove(w, id, person.parentId, null);
    w.emit({ type: 'manager_updated', userId: id, data: { fromManagerId: person.parentId, toManagerId: null, becameCeo: true } });
  } else if (role === 'observer') {
    // Observers stand outside the hierarchy: nobody above them, nobody below.
    await updateUser(w.tx, tenantId, id, { ...values, parentId: null });
    await auditManagerMove(w, id, person.parentId, null);
    if (person.parentId !== null)
      w.emit({ type: 'manager_updated', userId: id, data: { fromManagerId: person.parentId, toManagerId: null } });
  } else if (person.roleName === 'observer' && person.parentId === null) {
    // An observer joining the hierarchy starts under the CEO; Change Manager moves them on.
    const ceo = await findCeo(w.tx, tenantId);
    await updateUser(w.tx, tenantId, id, { ...values, parentId: ceo?.id ?? null });
    await auditManagerMove(w, id, null, ceo?.id ?? null);
    if (ceo) w.emit({ type: 'manager_updated', userId: id, data: { fromManagerId: null, toManagerId: ceo.id } });
  } else {
    await updateUser(w.tx, tenantId, id, values);
  }
  w.emit({ type: 'user_updated', userId: id, data: { roleName: role, ...flagsOf(flags) } });
  await recordAudit(w.tx, {
    tenantId,
    actorId: w.actor.userId,
    action: role !== person.roleName ? 'user.role' : 'user.flags',
    subjectUserId: id,
    before: {
      RoleName: person.roleName,
      IsOrgAdmin: person.isOrgAdmin,
      IsGoalAdmin: person.isGoalAdmin,
      IsHrAdmin: person.isHrAdmin,
      IsGoalManager: person.isGoalManager,
      IsDelegate: person.isDelegate,
    },
    after: { RoleName: role, ...flagsOf(flags) },
    at: w.now,
  });
  return getProfileDetail(w, id);
}

/** The current CEO becomes a manager who reports to the new CEO and keeps their own reports. */
async function handOverCeo(w: Work, newCeoId: number) {
  const tenantId = w.actor.tenantId;
  const old = await findCeo(w.tx, tenantId);
  if (!old) return;
  // First the old CEO steps down: one CEO per tenant is a unique index.
  await updateUser(w.tx, tenantId, old.id, { roleName: 'manager', parentId: newCeoId });
  await recordAudit(w.tx, {
    tenantId,
    actorId: w.actor.userId,
    action: 'user.role',
    subjectUserId: old.id,
    before: { RoleName: 'ceo' },
    after: { RoleName: 'manager' },
    at: w.now,
  });
  // The CEO reports to nobody; stepping down puts them under the new CEO.
  await auditManagerMove(w, old.id, null, newCeoId);
  w.emit({ type: 'user_updated', userId: old.id, data: { roleName: 'manager' } });
  w.emit({ type: 'manager_updated', userId: old.id, data: { fromManagerId: null, toManagerId: newCeoId } });
}

const flagsOf = (f: Roles & { IsDelegate: boolean }) => ({
  IsOrgAdmin: f.IsOrgAdmin,
  IsGoalAdmin: f.IsGoalAdmin,
  IsHrAdmin: f.IsHrAdmin,
  IsGoalManager: f.IsGoalManager,
  IsDelegate: f.IsDelegate,
});

const roleError = (message: string, status: 403 | 409) =>
  new AppError(status === 403 ? 'forbidden' : 'conflict', message, [{ Field: 'RoleName', Message: message }]);
