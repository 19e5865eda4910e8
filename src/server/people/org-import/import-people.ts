import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { recordAudits } from '../../audit';
import { sendInvitations } from '../../auth';
import { conflict } from '../../errors';
import { addInvitedPeople, updatePeople, type PersonValues } from '../import-writes';
import { lockOrgStructure } from '../person-queries';
import type { ImportResult } from '../../../contract/reports';
import type { ImportedPerson, SheetRow } from '../../../domain/people/import-rules';
import { checkRows } from './check-rows';
import { importAudits } from './import-audit';
import { ImportRefused } from './import-refused';
import { findCompanyPeople } from './company-people';
import { planImport } from '../../../domain/people/import-plan';
import { PLAN_CHANGED, previewOf } from './import-preview';

/** Where an import runs: the company's transaction, who invites the new people, and how mail goes out. */
export type ImportContext = {
  tx: Db;
  tenantId: number;
  inviterId: number | null;
  now: Date;
  mail: Pick<Deps, 'config' | 'mailer' | 'now'>;
};

/** Whether the new people are invited now, and the preview's fingerprint when the import confirms one. */
export type ImportOptions = { invite: boolean; plan?: string };

/**
 * Imports the rows of a filled template (report 3) in the caller's one transaction: every row is checked first and
 * any problem refuses the whole file (ImportRefused). New people are added invited, with an invitation each as Add
 * Employee does unless `invite` is false (they are invited later from their profile); people already in the company
 * (same email) are updated. New people are inserted managers first, whatever the order of the rows. Confirming a
 * preview (`plan`), the file must still do what the preview showed, or nothing is written (409).
 */
export async function importPeople(c: ImportContext, rows: SheetRow[], options: ImportOptions = { invite: true }): Promise<ImportResult> {
  await lockOrgStructure(c.tx, c.tenantId);
  const company = await findCompanyPeople(c.tx, c.tenantId);
  const { people, problems } = checkRows(rows, company);
  if (problems.length > 0) throw new ImportRefused(problems);
  const plan = planImport(people, company);
  if (options.plan !== undefined && previewOf(plan, company).Plan !== options.plan) throw conflict(PLAN_CHANGED);

  const fresh = plan.fresh;
  const created = new Map<string, number>();
  const added: (PersonValues & { id: number })[] = [];
  const idOf = (key: string | null) => (key === null ? null : (company.get(key)?.id ?? created.get(key) ?? null));
  // Managers before their reports, so each person is written once, with their manager's id.
  for (const level of levelsOf(fresh)) {
    const values = level.map((p) => valuesOf(p, idOf(p.managerKey)));
    const ids = await addInvitedPeople(c.tx, { tenantId: c.tenantId, invitedById: c.inviterId, now: c.now, people: values });
    for (const [key, id] of ids) created.set(key, id);
    for (const v of values) added.push({ ...v, id: ids.get(v.email.toLowerCase())! });
  }
  const changed = plan.changed.map(({ person, known }) => ({
    known,
    values: { ...valuesOf(person, idOf(person.managerKey)), id: known.id },
  }));
  await updatePeople(c.tx, { tenantId: c.tenantId, now: c.now, people: changed.map((x) => x.values) });
  if (c.inviterId !== null) {
    const names = new Map([...company.values()].map((p) => [p.id, p.name]));
    for (const p of fresh) names.set(created.get(p.key)!, p.name);
    const at = { tenantId: c.tenantId, actorId: c.inviterId, now: c.now };
    await recordAudits(
      c.tx,
      importAudits(at, { added, changed }, (id) => names.get(id) ?? ''),
    );
  }
  if (options.invite) await sendInvitations(c.tx, c.mail, c.tenantId, [...created.values()]);
  return { Created: created.size, Updated: changed.length, Invited: options.invite ? created.size : 0 };
}

const valuesOf = (p: ImportedPerson, parentId: number | null): PersonValues => ({
  name: p.name,
  email: p.email,
  jobTitle: p.jobTitle,
  orgUnit: p.orgUnit,
  roleName: p.role,
  parentId,
  isOrgAdmin: p.isOrgAdmin,
  isGoalAdmin: p.isGoalAdmin,
  isGoalManager: p.isGoalManager,
  isHrAdmin: p.isHrAdmin,
});

/** New people by depth below the people the company already has: a level's managers are all in earlier levels. */
function levelsOf(fresh: ImportedPerson[]): ImportedPerson[][] {
  const byKey = new Map(fresh.map((p) => [p.key, p]));
  const depth = new Map<string, number>();
  const depthOf = (p: ImportedPerson): number => {
    // The file has no loops (checkRows), so this ends; a chain is walked once thanks to the memo.
    if (!depth.has(p.key)) {
      const manager = p.managerKey === null ? undefined : byKey.get(p.managerKey);
      depth.set(p.key, manager ? depthOf(manager) + 1 : 0);
    }
    return depth.get(p.key)!;
  };
  const levels: ImportedPerson[][] = [];
  for (const p of fresh) (levels[depthOf(p)] ??= []).push(p);
  return levels;
}
