import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, type CompanyPerson, type ImportColumn } from '../../../domain/people/import-rules';
import { roleRefusal } from '../../../domain/people/permissions';
import { checkRows, loopsOf } from './check-rows';

type Line = [name: string, role: string, manager?: string];
/** Rows from row 2 on: each person's email is name@acme.test, the manager given by name. */
const rows = (...lines: Line[]) =>
  lines.map(([name, Role, manager], i) => ({
    row: i + 2,
    cells: {
      ...(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as Record<ImportColumn, string>),
      Name: name,
      Email: `${name}@acme.test`,
      Role,
      'Manager email': manager ? `${manager}@acme.test` : '',
    },
  }));

const person = (name: string, roleName: CompanyPerson['roleName'], manager: string | null, deactivated = false): CompanyPerson => ({
  email: `${name}@acme.test`,
  name,
  roleName,
  managerEmail: manager && `${manager}@acme.test`,
  deactivated,
});
const company = new Map(
  [
    person('ceo', 'ceo', null),
    person('max', 'manager', 'ceo'),
    person('cora', 'contributor', 'max'),
    person('olga', 'observer', null),
    person('dan', 'manager', 'ceo', true),
  ].map((p) => [p.email, p]),
);

describe('checkRows', () => {
  it('gives the people with managers in the file, in the company or (empty) the CEO', () => {
    const checked = checkRows(
      rows(['ann', 'Manager', 'max'], ['bob', 'Contributor', 'ann'], ['cy', 'Contributor'], ['cora', 'Manager']),
      company,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.people.map((p) => [p.key, p.managerKey])).toEqual([
      ['ann@acme.test', 'max@acme.test'],
      ['bob@acme.test', 'ann@acme.test'],
      ['cy@acme.test', 'ceo@acme.test'],
      ['cora@acme.test', 'ceo@acme.test'],
    ]);
  });

  it.each<[string, Line[], { Row: number; Column: string; Message: string }[]]>([
    [
      'a duplicate email (on its second row)',
      [
        ['ann', 'Manager'],
        ['ann', 'Contributor'],
      ],
      [{ Row: 3, Column: 'Email', Message: 'This email is already on row 2.' }],
    ],
    [
      'the CEO',
      [['ceo', 'Manager']],
      [{ Row: 2, Column: 'Email', Message: 'The CEO cannot be changed by an import; leave their row out.' }],
    ],
    [
      'a deactivated person',
      [['dan', 'Manager']],
      [{ Row: 2, Column: 'Email', Message: 'dan is deactivated; activate them in Trellis first.' }],
    ],
    [
      'an unknown manager',
      [['ann', 'Contributor', 'zed']],
      [{ Row: 2, Column: 'Manager email', Message: 'No one in the file or in the company has the email zed@acme.test.' }],
    ],
    [
      'a deactivated manager',
      [['ann', 'Contributor', 'dan']],
      [{ Row: 2, Column: 'Manager email', Message: 'dan is deactivated and cannot be a manager.' }],
    ],
    [
      'a contributor of the company as manager',
      [['ann', 'Contributor', 'cora']],
      [{ Row: 2, Column: 'Manager email', Message: 'cora is a contributor; make them a manager first.' }],
    ],
    [
      'an observer of the company as manager',
      [['ann', 'Contributor', 'olga']],
      [{ Row: 2, Column: 'Manager email', Message: 'olga is an observer; make them a manager first.' }],
    ],
    [
      'a contributor of the file managing two people (said once, on their role)',
      [
        ['ann', 'Contributor'],
        ['bob', 'Contributor', 'ann'],
        ['cy', 'Contributor', 'ann'],
      ],
      [{ Row: 2, Column: 'Role', Message: roleRefusal('contributor') }],
    ],
    [
      'a manager of the company made a contributor while keeping reports',
      [['max', 'Contributor']],
      [{ Row: 2, Column: 'Role', Message: roleRefusal('contributor') }],
    ],
    [
      'a loop of two',
      [
        ['ann', 'Manager', 'bob'],
        ['bob', 'Manager', 'ann'],
      ],
      [
        { Row: 2, Column: 'Manager email', Message: 'The manager chain loops: ann@acme.test → bob@acme.test → ann@acme.test.' },
        { Row: 3, Column: 'Manager email', Message: 'The manager chain loops: ann@acme.test → bob@acme.test → ann@acme.test.' },
      ],
    ],
    [
      'a loop through the company',
      [
        ['max', 'Manager', 'cora'],
        ['cora', 'Manager', 'max'],
      ],
      [
        { Row: 2, Column: 'Manager email', Message: 'The manager chain loops: max@acme.test → cora@acme.test → max@acme.test.' },
        { Row: 3, Column: 'Manager email', Message: 'The manager chain loops: max@acme.test → cora@acme.test → max@acme.test.' },
      ],
    ],
    [
      'a bad role and an unknown manager on one row (both)',
      [['ann', 'Boss', 'zed']],
      [
        { Row: 2, Column: 'Manager email', Message: 'No one in the file or in the company has the email zed@acme.test.' },
        { Row: 2, Column: 'Role', Message: '"Boss" is not a role; write Manager, Contributor or Observer.' },
      ],
    ],
    [
      'a repeated email and the unknown manager of that second row (both)',
      [
        ['ann', 'Manager'],
        ['ann', 'Manager', 'zed'],
      ],
      [
        { Row: 3, Column: 'Email', Message: 'This email is already on row 2.' },
        { Row: 3, Column: 'Manager email', Message: 'No one in the file or in the company has the email zed@acme.test.' },
      ],
    ],
    [
      'a deactivated person and their contributor manager (both)',
      [['dan', 'Manager', 'cora']],
      [
        { Row: 2, Column: 'Email', Message: 'dan is deactivated; activate them in Trellis first.' },
        { Row: 2, Column: 'Manager email', Message: 'cora is a contributor; make them a manager first.' },
      ],
    ],
  ])('refuses %s', (_, lines, problems) => {
    expect(checkRows(rows(...lines), company)).toEqual({ people: [], problems });
  });

  it('lists every problem of every row, by row and column', () => {
    const checked = checkRows(rows(['', 'Boss', 'zed'], ['bob', ''], ['bob', 'Manager']), company);
    expect(checked.problems.map((p) => [p.Row, p.Column])).toEqual([
      [2, 'Name'],
      [2, 'Email'],
      [2, 'Manager email'],
      [2, 'Role'],
      [3, 'Role'],
      [4, 'Email'],
    ]);
  });

  it('does not guess a role for a manager whose own role cell is unreadable', () => {
    // ann's role is unknown, so bob under her is not refused for it: only ann's Role cell is.
    const checked = checkRows(rows(['ann', 'Boss'], ['bob', 'Contributor', 'ann']), company);
    expect(checked.problems).toEqual([
      { Row: 2, Column: 'Role', Message: '"Boss" is not a role; write Manager, Contributor or Observer.' },
    ]);
  });
});

describe('loopsOf', () => {
  it.each([
    ['none', { a: 'b', b: null }, []],
    ['a pair', { a: 'b', b: 'a' }, [['a', 'b']]],
    ['a loop reached from a tail', { t: 'a', a: 'b', b: 'c', c: 'a' }, [['a', 'b', 'c']]],
    [
      'two loops',
      { a: 'b', b: 'a', c: 'd', d: 'c' },
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['not a self loop', { a: 'a' }, []],
  ])('finds %s', (_, map, expected) => {
    expect(loopsOf(new Map(Object.entries(map)))).toEqual(expected);
  });
});
