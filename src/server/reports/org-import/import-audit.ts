import type { AuditRecord } from '../../audit';
import type { PersonValues, StoredPerson } from './people-writes';

/** What an import changed of someone the company had, as the audit entries a Manage User or Change Manager would write. */
export function importAudits(
  at: { tenantId: number; actorId: number; now: Date },
  changed: { known: StoredPerson; values: PersonValues & { id: number } }[],
  nameOf: (id: number) => string,
): AuditRecord[] {
  const manager = (id: number | null) => (id === null ? null : { Id: id, Name: nameOf(id) });
  return changed.flatMap(({ known, values }) => {
    const about = { tenantId: at.tenantId, actorId: at.actorId, subjectUserId: known.id, at: at.now };
    return [
      {
        ...about,
        action: values.roleName !== known.roleName ? 'user.role' : 'user.flags',
        before: rolesOf(known),
        after: rolesOf(values),
      },
      {
        ...about,
        action: 'user.manager',
        before: { Manager: manager(known.parentId) },
        after: { Manager: manager(values.parentId) },
      },
    ] satisfies AuditRecord[];
  });
}

const rolesOf = (p: Pick<StoredPerson, 'roleName' | 'isOrgAdmin' | 'isGoalAdmin' | 'isHrAdmin' | 'isGoalManager'>) => ({
  RoleName: p.roleName,
  IsOrgAdmin: p.isOrgAdmin,
  IsGoalAdmin: p.isGoalAdmin,
  IsHrAdmin: p.isHrAdmin,
  IsGoalManager: p.isGoalManager,
});
