import { z } from 'zod';
import type { RoleName } from '../roles';
import { GOAL_ADMIN_XOR_MANAGER, roleRefusal } from './permissions';
import { PROFILE_LIMITS } from './profile-rules';
import { isCompanyAdmin } from '../askers';

// The organisation import (report 3): the template's columns and the checks every row passes before anything is
// written. Pure: the server gives the rows read from the file and the company's people.

export const IMPORT_COLUMNS = [
  'Name',
  'Email',
  'Job title',
  'Department',
  'Manager email',
  'Role',
  'Org admin',
  'Goal admin',
  'Goal manager',
  'HR admin',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const FLAG_COLUMNS = ['Org admin', 'Goal admin', 'Goal manager', 'HR admin'] as const;
type FlagColumn = (typeof FLAG_COLUMNS)[number];

/** Larger files are refused whole; a company of that size imports in parts. */
export const MAX_IMPORT_ROWS = 10_000;
export const IMPORT_REFUSED = 'The file has problems; nothing was imported.';

/** One refusal: the sheet's row (the header is row 1), its column, and why. */
export type ImportProblem = { Row: number; Column: string; Message: string };

/** A data row of the file as text, by column. */
export type SheetRow = { row: number; cells: Record<ImportColumn, string> };

/** Someone the company already has, by lower-case email. */
export type CompanyPerson = { email: string; name: string; roleName: RoleName; managerEmail: string | null; deactivated: boolean };

export type ImportRole = Exclude<RoleName, 'ceo'>;

/** A checked row: what the person will be. `managerKey` is the lower-case email of their manager (the CEO when left empty). */
export type ImportedPerson = {
  row: number;
  name: string;
  email: string;
  key: string;
  jobTitle: string | null;
  orgUnit: string | null;
  role: ImportRole;
  managerKey: string | null;
  isOrgAdmin: boolean;
  isGoalAdmin: boolean;
  isGoalManager: boolean;
  isHrAdmin: boolean;
};

/** Who may import: those who may give any role and every flag anywhere, the CEO and org admins. */
export const mayImportPeople = (v: { RoleName: string; IsOrgAdmin: boolean }) =>
  isCompanyAdmin({ roleName: v.RoleName, isOrgAdmin: v.IsOrgAdmin });

const ROLE_WORDS: Record<string, ImportRole | 'ceo'> = {
  manager: 'manager',
  contributor: 'contributor',
  'individual contributor': 'contributor',
  observer: 'observer',
  ceo: 'ceo',
};
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['', 'no', 'n', 'false', '0']);
const isEmail = (value: string) => z.email().safeParse(value).success;

/** The role a cell names, or why it names none. */
export function roleOf(text: string): ImportRole | { problem: string } {
  const role = ROLE_WORDS[text.trim().toLowerCase()];
  if (role === 'ceo') return { problem: 'The CEO cannot be imported; write Manager, Contributor or Observer.' };
  if (role) return role;
  if (text.trim() === '') return { problem: 'Choose a role: Manager, Contributor or Observer.' };
  return { problem: `"${text.trim()}" is not a role; write Manager, Contributor or Observer.` };
}

/** Yes or No (also Y/N, true/false, 1/0; empty is No). */
export function yesNoOf(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : null;
}

/** The template's columns the header lacks, as problems on row 1 (letter case and spacing do not matter). */
export function headerProblems(header: string[]): ImportProblem[] {
  const have = new Set(header.map((h) => h.trim().toLowerCase()));
  return IMPORT_COLUMNS.filter((c) => !have.has(c.toLowerCase())).map((c) => ({
    Row: 1,
    Column: c,
    Message: `The column ${c} is missing; start from the import template.`,
  }));
}

/**
 * What the checks across rows need of a row, read as far as it can be: its lower-case email, its manager's (the CEO
 * when left empty; null when unreadable or none) and its role (null when unreadable). A row refused for one cell still
 * has its manager checked, so a bad role does not hide a bad manager.
 */
export type RowFacts = { row: number; key: string | null; managerKey: string | null; role: ImportRole | null };

/** A row read: its facts, the person when email and role are readable, and every problem of its own cells. */
type Read = { facts: RowFacts; person: ImportedPerson | null; problems: ImportProblem[] };

/** One row on its own: lengths, email, role, flags, and a person managing themselves. */
export function readRow({ row, cells }: SheetRow, ceoKey: string | null): Read {
  const problems: ImportProblem[] = [];
  const refuse = (Column: ImportColumn, Message: string) => problems.push({ Row: row, Column, Message });
  const text = (column: ImportColumn, max: number) => {
    const value = cells[column].trim();
    if (value.length > max) refuse(column, `Must be at most ${max} characters.`);
    return value;
  };
  const name = text('Name', PROFILE_LIMITS.Name);
  if (name === '') refuse('Name', 'A name is required.');
  const email = text('Email', PROFILE_LIMITS.Email);
  if (email === '') refuse('Email', 'An email is required.');
  else if (!isEmail(email)) refuse('Email', 'Please enter valid email');
  const jobTitle = text('Job title', PROFILE_LIMITS.JobTitle);
  const orgUnit = text('Department', PROFILE_LIMITS.OrgUnit);
  const managerEmail = text('Manager email', PROFILE_LIMITS.Email);
  const managerValid = managerEmail !== '' && isEmail(managerEmail);
  if (managerEmail !== '' && !managerValid) refuse('Manager email', 'Please enter valid email');
  const read = roleOf(cells.Role);
  if (typeof read === 'object') refuse('Role', read.problem);
  const role = typeof read === 'object' ? null : read;
  const flags = {} as Record<FlagColumn, boolean>;
  for (const column of FLAG_COLUMNS) {
    const value = yesNoOf(cells[column]);
    if (value === null) refuse(column, 'Write Yes or No.');
    else if (value && role === 'observer') refuse(column, 'An observer has no admin permissions; write No.');
    flags[column] = value ?? false;
  }
  if (flags['Goal admin'] && flags['Goal manager']) refuse('Goal manager', GOAL_ADMIN_XOR_MANAGER);
  if (role === 'observer' && managerEmail !== '') refuse('Manager email', roleRefusal('observer'));
  const key = isEmail(email) ? email.toLowerCase() : null;
  const managerKey = managerValid ? managerEmail.toLowerCase() : managerEmail !== '' || role === 'observer' ? null : ceoKey;
  if (managerValid && managerKey === key) refuse('Manager email', 'A person cannot be their own manager.');
  const facts: RowFacts = { row, key, managerKey, role };
  if (role === null || key === null) return { facts, person: null, problems };
  const person: ImportedPerson = {
    row,
    name,
    email,
    key,
    jobTitle: jobTitle || null,
    orgUnit: orgUnit || null,
    role,
    managerKey,
    isOrgAdmin: flags['Org admin'],
    isGoalAdmin: flags['Goal admin'],
    isGoalManager: flags['Goal manager'],
    isHrAdmin: flags['HR admin'],
  };
  return { facts, person, problems };
}
