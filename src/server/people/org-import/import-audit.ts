import type { AuditRecord } from '../../audit';
import type { PersonValues } from '../import-writes';
import type { StoredPerson } from './company-people';

/**
 * What an import did, as audit entries: for each new person one 'user.added' with the role, flags and manager they
 * start with; for someone the company had, the entries a Manage User or Change Manager would write.
 */
export function importAudits(
  at: { tenantId: number; actorId: number; now: Date },
  {
    added,
    changed,
  }: { added: (PersonValues & { id: number })[]; changed: { known: StoredPerson; values: PersonValues & { id: number } }[] },
  nameOf: (id: number) => string,
): AuditRecord[] {
  const manager = (id: number | null) => (id === null ? null : { Id: id, Name: nameOf(id) });
  const newcomers = added.map((values): AuditRecord => ({
    tenantId: at.tenantId,
    actorId: at.actorId,
    subjectUserId: values.id,
    at: at.now,
    action: 'user.added',
    before: {},
    after: { ...rolesOf(values), Manager: manager(values.parentId) },
  }));
  return newcomers.concat(
    changed.flatMap(({ known, values }) => {
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
    }),
  );
}

const rolesOf = (p: Pick<StoredPerson, 'roleName' | 'isOrgAdmin' | 'isGoalAdmin' | 'isHrAdmin' | 'isGoalManager'>) => ({
  RoleName: p.roleName,
  IsOrgAdmin: p.isOrgAdmin,
  IsGoalAdmin: p.isGoalAdmin,
  IsHrAdmin: p.isHrAdmin,
  IsGoalManager: p.isGoalManager,
});
