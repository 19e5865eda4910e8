import { describe, expect, it } from 'vitest';
import { GOAL_ADMIN_XOR_MANAGER, roleRefusal } from './permissions';
import { headerProblems, IMPORT_COLUMNS, mayImportPeople, readRow, roleOf, yesNoOf, type ImportColumn } from './import-rules';

const CEO = 'ceo@acme.test';
const row = (cells: Partial<Record<ImportColumn, string>>) => ({
  row: 7,
  cells: {
    ...Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])),
    Name: 'Ann',
    Email: 'ann@acme.test',
    Role: 'Contributor',
    ...cells,
  } as Record<ImportColumn, string>,
});

describe('roleOf', () => {
  it.each([
    ['Manager', 'manager'],
    [' manager ', 'manager'],
    ['Contributor', 'contributor'],
    ['Individual Contributor', 'contributor'],
    ['OBSERVER', 'observer'],
    ['CEO', { problem: 'The CEO cannot be imported; write Manager, Contributor or Observer.' }],
    ['', { problem: 'Choose a role: Manager, Contributor or Observer.' }],
    ['Boss', { problem: '"Boss" is not a role; write Manager, Contributor or Observer.' }],
  ])('reads %j', (text, expected) => {
    expect(roleOf(text)).toEqual(expected);
  });
});

describe('yesNoOf', () => {
  it.each([
    ['Yes', true],
    ['y', true],
    ['TRUE', true],
    ['1', true],
    ['No', false],
    ['', false],
    ['false', false],
    ['0', false],
    ['maybe', null],
  ])('reads %j', (text, expected) => {
    expect(yesNoOf(text)).toBe(expected);
  });
});

describe('headerProblems', () => {
  it('accepts the template header in any letter case and order', () => {
    expect(headerProblems([...IMPORT_COLUMNS].reverse().map((c) => ` ${c.toUpperCase()} `))).toEqual([]);
  });
  it('names each missing column on row 1', () => {
    expect(headerProblems(IMPORT_COLUMNS.filter((c) => c !== 'Role' && c !== 'HR admin'))).toEqual([
      { Row: 1, Column: 'Role', Message: 'The column Role is missing; start from the import template.' },
      { Row: 1, Column: 'HR admin', Message: 'The column HR admin is missing; start from the import template.' },
    ]);
  });
});

describe('readRow', () => {
  it('reads a full row, the manager by lower-case email, empty texts as null', () => {
    const read = readRow(row({ 'Manager email': 'Bo@Acme.test', Role: 'Manager', 'Goal admin': 'Yes', Department: ' Ops ' }), CEO);
    expect(read.problems).toEqual([]);
    expect(read.person).toEqual({
      row: 7,
      name: 'Ann',
      email: 'ann@acme.test',
      key: 'ann@acme.test',
      jobTitle: null,
      orgUnit: 'Ops',
      role: 'manager',
      managerKey: 'bo@acme.test',
      isOrgAdmin: false,
      isGoalAdmin: true,
      isGoalManager: false,
      isHrAdmin: false,
    });
  });

  it.each([
    ['an empty manager: the CEO', 'Contributor', '', CEO],
    ['an observer: nobody', 'Observer', '', null],
  ])('gives %s', (_, Role, managerEmail, expected) => {
    expect(readRow(row({ Role, 'Manager email': managerEmail }), CEO).person?.managerKey).toBe(expected);
  });

  it.each<[string, Partial<Record<ImportColumn, string>>, ImportColumn, string]>([
    ['no name', { Name: '  ' }, 'Name', 'A name is required.'],
    ['a name too long', { Name: 'x'.repeat(256) }, 'Name', 'Must be at most 255 characters.'],
    ['no email', { Email: '' }, 'Email', 'An email is required.'],
    ['an invalid email', { Email: 'ann-at-acme' }, 'Email', 'Please enter valid email'],
    ['a job title too long', { 'Job title': 'x'.repeat(256) }, 'Job title', 'Must be at most 255 characters.'],
    ['a department too long', { Department: 'x'.repeat(256) }, 'Department', 'Must be at most 255 characters.'],
    ['an invalid manager email', { 'Manager email': 'bo@' }, 'Manager email', 'Please enter valid email'],
    ['themselves as manager', { 'Manager email': 'ANN@acme.test' }, 'Manager email', 'A person cannot be their own manager.'],
    ['a bad role', { Role: 'Boss' }, 'Role', '"Boss" is not a role; write Manager, Contributor or Observer.'],
    ['the CEO role', { Role: 'ceo' }, 'Role', 'The CEO cannot be imported; write Manager, Contributor or Observer.'],
    ['a flag that is not Yes or No', { 'HR admin': 'sure' }, 'HR admin', 'Write Yes or No.'],
    ['Goal admin and Goal manager', { 'Goal admin': 'Yes', 'Goal manager': 'Yes' }, 'Goal manager', GOAL_ADMIN_XOR_MANAGER],
    ['an observer with a manager', { Role: 'Observer', 'Manager email': 'bo@acme.test' }, 'Manager email', roleRefusal('observer')],
    ['an observer with a flag', { Role: 'Observer', 'Org admin': 'Yes' }, 'Org admin', 'An observer has no admin permissions; write No.'],
  ])('refuses %s', (_, cells, Column, Message) => {
    expect(readRow(row(cells), CEO).problems).toEqual([{ Row: 7, Column, Message }]);
  });
});

describe('readRow, every problem of a row', () => {
  it('names each bad cell of one row, and still reads the facts the checks across rows need', () => {
    const read = readRow(row({ Role: 'Boss', 'Manager email': 'Bo@Acme.test', 'HR admin': 'sure', 'Job title': 'x'.repeat(256) }), CEO);
    expect(read.problems.map((p) => p.Column)).toEqual(['Job title', 'Role', 'HR admin']);
    expect(read.person).toBeNull();
    expect(read.facts).toEqual({ row: 7, key: 'ann@acme.test', managerKey: 'bo@acme.test', role: null });
  });

  it.each<[string, Partial<Record<ImportColumn, string>>, { key: string | null; managerKey: string | null }]>([
    ['an invalid email keeps the manager', { Email: 'ann-at', 'Manager email': 'bo@acme.test' }, { key: null, managerKey: 'bo@acme.test' }],
    ['an invalid manager email is no manager', { 'Manager email': 'bo@' }, { key: 'ann@acme.test', managerKey: null }],
    ['an empty manager of an unreadable role is the CEO', { Role: '' }, { key: 'ann@acme.test', managerKey: CEO }],
  ])('%s', (_, cells, facts) => {
    expect(readRow(row(cells), CEO).facts).toMatchObject(facts);
  });

  it('refuses a person as their own manager whatever their role cell says', () => {
    expect(readRow(row({ Role: 'Boss', 'Manager email': 'ann@acme.test' }), CEO).problems.map((p) => p.Column)).toEqual([
      'Role',
      'Manager email',
    ]);
  });
});

describe('mayImportPeople', () => {
  it.each([
    ['ceo', false, true],
    ['manager', true, true],
    ['manager', false, false],
    ['contributor', false, false],
    ['observer', true, true],
  ] as const)('%s (org admin %s): %s', (RoleName, IsOrgAdmin, expected) => {
    expect(mayImportPeople({ RoleName, IsOrgAdmin })).toBe(expected);
  });
});
