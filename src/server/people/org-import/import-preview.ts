import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { ImportPlanPerson, ImportPreview } from '../../../contract/reports';
import { planImport, type ImportPlan } from '../../../domain/people/import-plan';
import type { ImportedPerson, ImportProblem, SheetRow } from '../../../domain/people/import-rules';
import { ROLE_LABELS } from '../../../domain/roles';
import { checkRows } from './check-rows';
import { findCompanyPeople, type StoredPerson } from './company-people';

export const PLAN_CHANGED = 'The company has changed since this file was checked; check the file again before importing it.';

/** A preview of a file with problems: every problem, and no plan (nothing can be imported). */
export const refusedPreview = (problems: ImportProblem[]): ImportPreview => ({
  Problems: problems,
  New: [],
  Changed: [],
  Unchanged: [],
  Plan: '',
});

/**
 * POST /report/import/preview: the rows of a filled template checked against the company as the import checks
 * them, and what importing them would do. It only reads: nothing is written and nothing is mailed.
 */
export async function previewImport(c: { tx: Db; tenantId: number }, rows: SheetRow[]): Promise<ImportPreview> {
  const company = await findCompanyPeople(c.tx, c.tenantId);
  const { people, problems } = checkRows(rows, company);
  if (problems.length > 0) return refusedPreview(problems);
  return previewOf(planImport(people, company), company);
}

/** A plan as the preview shows it, with its fingerprint (the import that confirms it checks it is still the same). */
export function previewOf(plan: ImportPlan<StoredPerson>, company: Map<string, StoredPerson>): ImportPreview {
  const inFile = new Map(
    [...plan.fresh, ...plan.changed.map((c) => c.person), ...plan.unchanged.map((c) => c.person)].map((p) => [p.key, p]),
  );
  const managerName = (key: string | null) => (key === null ? 'Nobody' : (inFile.get(key)?.name ?? company.get(key)?.name ?? key));
  const shown = (p: ImportedPerson): ImportPlanPerson => ({
    Row: p.row,
    Name: p.name,
    Email: p.email,
    Role: ROLE_LABELS[p.role],
    Manager: managerName(p.managerKey),
  });
  const answer = {
    New: plan.fresh.map(shown),
    Changed: plan.changed.map((c) => ({ ...shown(c.person), Changes: c.changes })),
    Unchanged: plan.unchanged.map((c) => shown(c.person)),
  };
  return { Problems: [], ...answer, Plan: createHash('sha256').update(JSON.stringify(answer)).digest('hex') };
}
