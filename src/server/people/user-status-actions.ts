import { and, count, eq, gte, isNull } from 'drizzle-orm';
import { sameTenant } from '../db/tenant-filter';
import { goals, periods, tenants } from '../db/schema';
import { conflict, forbidden } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { DeactivateData, ReinviteResult, StatusChangeResult } from '../../contract/profile';
import { canActivate, canDeactivate, canReinvite } from '../../domain/people/permissions';
import { countActiveReports, findPerson, lockOrgStructure, moveActiveReports } from './person-queries';
import { findCeo } from './queries';
import { loadStanding, type Standing } from './standing';
import { tenantToday } from '../periods';
import { revokeUserSessions, sendInvitation } from '../auth';
import { updateUser } from './person-writes';
import { recordAudit } from '../audit';

type StatusAction = 'deactivate' | 'activate' | 'reinvite';

// Whole sentences, so that each is one text of the messages catalogue (src/i18n/en/messages/people.ts).
const REFUSALS: Record<StatusAction, { ceo: string; self: string; other: string }> = {
  deactivate: { ceo: 'The CEO cannot be deactivated.', self: 'You cannot deactivate yourself.', other: 'You cannot deactivate this user.' },
  activate: { ceo: 'The CEO cannot be activated.', self: 'You cannot activate yourself.', other: 'You cannot activate this user.' },
  reinvite: { ceo: 'The CEO cannot be re-invited.', self: 'You cannot reinvite yourself.', other: 'You cannot reinvite this user.' },
};

/** Why a status change is refused: a 409 for the state of things, else a 403. */
function refuse(s: Standing, action: StatusAction): never {
  const { person, rel } = s;
  if (person.roleName === 'ceo') throw conflict(REFUSALS[action].ceo);
  if (rel.isSelf) throw conflict(REFUSALS[action].self);
  if (action === 'deactivate' && person.deactivatedAt) throw conflict(`${person.name} is already deactivated.`);
  if (action === 'activate' && !person.deactivatedAt) throw conflict(`${person.name} is already active.`);
  if (action === 'reinvite' && person.deactivatedAt) throw conflict(`${person.name} is deactivated; activate them first.`);
  if (action === 'reinvite' && person.invitationAcceptedAt) throw conflict(`${person.name} has already accepted the invitation.`);
  throw forbidden(REFUSALS[action].other);
}

/** The deactivation preview: goals of the current and later quarters, and the direct reports who will move. */
export async function deactivateData(w: Work, id: number): Promise<DeactivateData> {
  const s = await loadStanding(w.tx, w.actor, id);
  if (!canDeactivate(s.viewer, s.facts, s.rel)) refuse(s, 'deactivate');
  const tenantId = w.actor.tenantId;
  const [tenant] = await w.tx
    .select({ id: tenants.id, effectiveDate: tenants.effectiveDate, timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const today = tenantToday(tenant!, w.now);
  const [row] = await w.tx
    .select({ n: count() })
    .from(goals)
    .innerJoin(periods, and(sameTenant(periods.tenantId, goals.tenantId, tenantId), eq(periods.id, goals.periodId)))
    .where(and(eq(goals.tenantId, tenantId), eq(goals.ownerId, id), isNull(goals.deletedAt), gte(periods.endDate, today)));
  return { GoalCount: Number(row?.n ?? 0), UserCount: await countActiveReports(w.tx, tenantId, id) };
}

/**
 * Deactivates a person: their sessions end at once, their direct reports move to their manager, their goals
 * stay theirs (shown as a deactivated owner's). Their own manager link is kept for a later activation.
 */
export async function deactivateUser(w: Work, id: number): Promise<StatusChangeResult> {
  const tenantId = w.actor.tenantId;
  await lockOrgStructure(w.tx, tenantId);
  const s = await loadStanding(w.tx, w.actor, id);
  if (!canDeactivate(s.viewer, s.facts, s.rel)) refuse(s, 'deactivate');
  const newManagerId = s.person.parentId;
  const moved = await moveActiveReports(w.tx, tenantId, id, newManagerId);
  await updateUser(w.tx, tenantId, id, { deactivatedAt: w.now });
  await revokeUserSessions(w.tx, tenantId, id, w.now);
  await recordAudit(w.tx, {
    tenantId,
    actorId: w.actor.userId,
    action: 'user.deactivated',
    subjectUserId: id,
    before: { Status: s.person.invitationAcceptedAt ? 'Active' : 'Invited' },
    after: { Status: 'Deactivated' },
    at: w.now,
  });
  for (const reportId of moved)
    w.emit({ type: 'manager_updated', userId: reportId, data: { fromManagerId: id, toManagerId: newManagerId } });
  w.emit({ type: 'user_deactivated', userId: id, data: { movedReportIds: moved, newManagerId } });
  const manager = newManagerId ? await findPerson(w.tx, tenantId, newManagerId) : null;
  return {
    Message: deactivatedText(s.person.name, moved.length, manager?.name ?? null),
    Status: 'Deactivated',
    MovedReports: moved.length,
  };
}

/**
 * The confirmation of a deactivation, in English: the route puts it into the reader's language through the catalogue,
 * which knows each of these sentences (its German plural forms are the catalogue's, not these branches).
 */
function deactivatedText(name: string, moved: number, manager: string | null): string {
  if (moved === 0) return `${name} has been deactivated.`;
  if (manager === null) {
    return moved === 1
      ? `${name} has been deactivated. 1 direct report now reports to nobody.`
      : `${name} has been deactivated. ${moved} direct reports now report to nobody.`;
  }
  return moved === 1
    ? `${name} has been deactivated. 1 direct report now reports to ${manager}.`
    : `${name} has been deactivated. ${moved} direct reports now report to ${manager}.`;
}

/** Activates a person again, under their former manager while that manager is active, else under the CEO. */
export async function activateUser(w: Work, id: number): Promise<StatusChangeResult> {
  const tenantId = w.actor.tenantId;
  await lockOrgStructure(w.tx, tenantId);
  const s = await loadStanding(w.tx, w.actor, id);
  if (!canActivate(s.viewer, s.facts, s.rel)) refuse(s, 'activate');
  const values: Parameters<typeof updateUser>[3] = { deactivatedAt: null, failedSignIns: 0, lockedAt: null };
  if (s.person.roleName !== 'observer') {
    const manager = s.person.parentId ? await findPerson(w.tx, tenantId, s.person.parentId) : null;
    if (!manager || manager.deactivatedAt) {
      const ceo = await findCeo(w.tx, tenantId);
      values.parentId = ceo?.id ?? null;
      w.emit({ type: 'manager_updated', userId: id, data: { fromManagerId: s.person.parentId, toManagerId: values.parentId } });
    }
  }
  await updateUser(w.tx, tenantId, id, values);
  w.emit({ type: 'user_activated', userId: id });
  const status = s.person.invitationAcceptedAt ? 'Active' : 'Invited';
  await recordAudit(w.tx, {
    tenantId,
    actorId: w.actor.userId,
    action: 'user.reactivated',
    subjectUserId: id,
    before: { Status: 'Deactivated' },
    after: { Status: status },
    at: w.now,
  });
  return { Message: `${s.person.name} has been activated.`, Status: status, MovedReports: 0 };
}

/** Sends the invitation again (to the unconfirmed address if one is waiting); only before it is accepted. */
export async function reinviteUser(w: Work, id: number): Promise<ReinviteResult> {
  const s = await loadStanding(w.tx, w.actor, id);
  if (!canReinvite(s.viewer, s.facts, s.rel)) refuse(s, 'reinvite');
  await sendInvitation(w.tx, w.deps, w.actor.tenantId, id);
  const email = s.person.unconfirmedEmail ?? s.person.email;
  return { Message: `An invitation has been re-sent to ${email}.`, Email: email };
}
