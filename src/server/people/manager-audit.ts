import type { Work } from '../http/unit-of-work';
import { recordAudit } from '../audit';
import { findPerson } from './person-queries';

const managerOf = async (w: Work, id: number | null) => {
  const m = id === null ? null : await findPerson(w.tx, w.actor.tenantId, id);
  return m && { Id: m.id, Name: m.name };
};

/**
 * One 'user.manager' entry for one person's move, whatever moved them (Change Manager, a role change, a CEO
 * hand-over): the managers by id and by name as they were then. A move to the same manager writes nothing.
 */
export async function auditManagerMove(w: Work, personId: number, fromId: number | null, toId: number | null): Promise<void> {
  if (fromId === toId) return;
  await recordAudit(w.tx, {
    tenantId: w.actor.tenantId,
    actorId: w.actor.userId,
    action: 'user.manager',
    subjectUserId: personId,
    before: { Manager: await managerOf(w, fromId) },
    after: { Manager: await managerOf(w, toId) },
    at: w.now,
  });
}
