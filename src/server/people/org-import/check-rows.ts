import type { RoleName } from '../../../domain/roles';
import { roleRefusal } from '../../../domain/people/permissions';
import {
  IMPORT_COLUMNS,
  readRow,
  type CompanyPerson,
  type RowFacts,
  type ImportedPerson,
  type ImportProblem,
  type SheetRow,
} from '../../../domain/people/import-rules';

export type CheckedImport = { people: ImportedPerson[]; problems: ImportProblem[] };

/**
 * Every row, then the file as a whole against the company (pure): duplicate emails, the CEO, deactivated people,
 * managers nobody has, managers who may not have reports, and manager chains that loop. Every problem of every row
 * is found: a row refused for one cell (a bad role, a bad email) still has its manager checked. People are given only
 * when there is no problem; problems come by row, then in the template's column order.
 */
export function checkRows(rows: SheetRow[], company: Map<string, CompanyPerson>): CheckedImport {
  const ceoKey = [...company.values()].find((p) => p.roleName === 'ceo')?.email ?? null;
  const problems: ImportProblem[] = [];
  const refuse = (Row: number, Column: string, Message: string) => problems.push({ Row, Column, Message });
  const every: RowFacts[] = [];
  const firstOf = new Map<string, RowFacts>();
  const byKey = new Map<string, ImportedPerson>();
  for (const sheetRow of rows) {
    const { facts, person, problems: own } = readRow(sheetRow, ceoKey);
    problems.push(...own);
    every.push(facts);
    const key = facts.key;
    if (key === null) continue;
    const first = firstOf.get(key);
    const known = company.get(key);
    if (first) refuse(sheetRow.row, 'Email', `This email is already on row ${first.row}.`);
    else if (known?.roleName === 'ceo') refuse(sheetRow.row, 'Email', 'The CEO cannot be changed by an import; leave their row out.');
    else if (known?.deactivated) refuse(sheetRow.row, 'Email', `${known.name} is deactivated; activate them in Trellis first.`);
    if (first) continue;
    firstOf.set(key, facts);
    if (person) byKey.set(key, person);
  }
  checkManagers(every, firstOf, company, refuse);
  if (problems.length > 0) return { people: [], problems: problems.sort(byRowAndColumn) };
  return { people: [...byKey.values()], problems };
}

type Refuse = (row: number, column: string, message: string) => void;

/**
 * `every`: the facts of each row (a repeated email's second row too, for its manager); `inFile`: the first row of each
 * email, which is what the file says of that person.
 */
function checkManagers(every: RowFacts[], inFile: Map<string, RowFacts>, company: Map<string, CompanyPerson>, refuse: Refuse) {
  // The role someone will have: the file's word for its people (null when their role cell is unreadable), the company's for the rest.
  const roleOf = (key: string): RoleName | null | undefined => (inFile.has(key) ? inFile.get(key)!.role : company.get(key)?.roleName);
  // Everyone's manager once the file is applied: the file's word for its people, the company's for the rest.
  const managerOf = new Map<string, string | null>();
  for (const p of company.values()) if (!p.deactivated) managerOf.set(p.email, p.managerEmail);
  for (const [key, p] of inFile) managerOf.set(key, p.managerKey);

  const unknown = new Set<string>();
  for (const p of every) {
    const m = p.managerKey;
    if (m === null || m === p.key || inFile.has(m)) continue;
    const known = company.get(m);
    if (known && !known.deactivated) continue;
    unknown.add(m);
    const why = known
      ? `${known.name} is deactivated and cannot be a manager.`
      : `No one in the file or in the company has the email ${m}.`;
    refuse(p.row, 'Manager email', why);
  }

  // Contributors and observers have nobody reporting to them (spec 001 §5): said on the manager's row when the
  // file gives them that role, else on the row of the person the file puts under them.
  const refusedRoles = new Set<string>();
  for (const [key, manager] of managerOf) {
    if (manager === null || manager === key || unknown.has(manager)) continue;
    const role = roleOf(manager);
    if (role !== 'contributor' && role !== 'observer') continue;
    const managerRow = inFile.get(manager);
    const report = inFile.get(key);
    if (managerRow && !refusedRoles.has(manager)) {
      refusedRoles.add(manager);
      refuse(managerRow.row, 'Role', roleRefusal(role));
    } else if (!managerRow && report) {
      const name = company.get(manager)?.name ?? manager;
      const why =
        role === 'observer' ? `${name} is an observer; make them a manager first.` : `${name} is a contributor; make them a manager first.`;
      refuse(report.row, 'Manager email', why);
    }
  }

  for (const loop of loopsOf(managerOf)) {
    const chain = [...loop, loop[0]!].join(' → ');
    for (const key of loop) {
      const p = inFile.get(key);
      if (p && p.managerKey !== p.key) refuse(p.row, 'Manager email', `The manager chain loops: ${chain}.`);
    }
  }
}

/** The loops of a "reports to" map, each once, in the order met (a person managing themselves is left to readRow). */
export function loopsOf(managerOf: Map<string, string | null>): string[][] {
  const done = new Set<string>();
  const loops: string[][] = [];
  for (const start of managerOf.keys()) {
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let at: string | null | undefined = start;
    while (at != null && !done.has(at) && !onPath.has(at)) {
      onPath.set(at, path.length);
      path.push(at);
      at = managerOf.get(at);
    }
    if (at != null && onPath.has(at)) {
      const loop = path.slice(onPath.get(at));
      if (loop.length > 1) loops.push(loop);
    }
    for (const key of path) done.add(key);
  }
  return loops;
}

const COLUMN_ORDER = new Map<string, number>(IMPORT_COLUMNS.map((c, i) => [c, i]));
const byRowAndColumn = (a: ImportProblem, b: ImportProblem) =>
  a.Row - b.Row || (COLUMN_ORDER.get(a.Column) ?? 0) - (COLUMN_ORDER.get(b.Column) ?? 0);
