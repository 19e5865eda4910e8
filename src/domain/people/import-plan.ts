import { ROLE_LABELS } from '../roles';
import type { CompanyPerson, ImportedPerson } from './import-rules';

// What an organisation import will do, before it does it (the preview, and the apply that follows it): who is new,
// who changes and in what, and who stays as they are. Pure: the server gives the checked people and the company.

/** Someone the company has, with everything the template can change. */
export type KnownPerson = CompanyPerson & {
  jobTitle: string | null;
  orgUnit: string | null;
  isOrgAdmin: boolean;
  isGoalAdmin: boolean;
  isGoalManager: boolean;
  isHrAdmin: boolean;
};

/** One field an import changes, as the preview shows it. */
export type FieldChange = { Field: string; Before: string; After: string };

export type ImportPlan<K extends KnownPerson = KnownPerson> = {
  fresh: ImportedPerson[];
  changed: { person: ImportedPerson; known: K; changes: FieldChange[] }[];
  unchanged: { person: ImportedPerson; known: K }[];
};

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const text = (s: string | null) => s ?? '';

/**
 * The plan of checked people (checkRows gave them, so every manager is in the file or the company): a person the
 * company has (same email) is changed when any field the template holds differs, the manager compared by email.
 */
export function planImport<K extends KnownPerson>(people: ImportedPerson[], company: Map<string, K>): ImportPlan<K> {
  const inFile = new Map(people.map((p) => [p.key, p]));
  // A manager by the name they will have: the file's for its people, the company's for the rest.
  const managerName = (key: string | null) => (key === null ? 'Nobody' : (inFile.get(key)?.name ?? company.get(key)?.name ?? key));
  const knownManagerName = (key: string | null) => (key === null ? 'Nobody' : (company.get(key)?.name ?? key));
  const plan: ImportPlan<K> = { fresh: [], changed: [], unchanged: [] };
  for (const person of people) {
    const known = company.get(person.key);
    if (!known) {
      plan.fresh.push(person);
      continue;
    }
    const managerChanged = known.managerEmail !== person.managerKey;
    const fields: [string, boolean, string, string][] = [
      ['Name', known.name !== person.name, known.name, person.name],
      ['Job title', text(known.jobTitle) !== text(person.jobTitle), text(known.jobTitle), text(person.jobTitle)],
      ['Department', text(known.orgUnit) !== text(person.orgUnit), text(known.orgUnit), text(person.orgUnit)],
      ['Manager', managerChanged, knownManagerName(known.managerEmail), managerName(person.managerKey)],
      ['Role', known.roleName !== person.role, ROLE_LABELS[known.roleName], ROLE_LABELS[person.role]],
      ['Org admin', known.isOrgAdmin !== person.isOrgAdmin, yesNo(known.isOrgAdmin), yesNo(person.isOrgAdmin)],
      ['Goal admin', known.isGoalAdmin !== person.isGoalAdmin, yesNo(known.isGoalAdmin), yesNo(person.isGoalAdmin)],
      ['Goal manager', known.isGoalManager !== person.isGoalManager, yesNo(known.isGoalManager), yesNo(person.isGoalManager)],
      ['HR admin', known.isHrAdmin !== person.isHrAdmin, yesNo(known.isHrAdmin), yesNo(person.isHrAdmin)],
    ];
    const changes = fields.filter(([, differs]) => differs).map(([Field, , Before, After]) => ({ Field, Before, After }));
    if (changes.length > 0) plan.changed.push({ person, known, changes });
    else plan.unchanged.push({ person, known });
  }
  return plan;
}
