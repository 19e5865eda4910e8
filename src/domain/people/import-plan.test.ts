import { describe, expect, it } from 'vitest';
import { planImport, type KnownPerson } from './import-plan';
import type { ImportedPerson } from './import-rules';

const known = (name: string, over: Partial<KnownPerson> = {}): KnownPerson => ({
  email: `${name}@acme.test`,
  name,
  roleName: 'contributor',
  managerEmail: 'ceo@acme.test',
  deactivated: false,
  jobTitle: null,
  orgUnit: null,
  isOrgAdmin: false,
  isGoalAdmin: false,
  isGoalManager: false,
  isHrAdmin: false,
  ...over,
});
const company = new Map(
  [known('ceo', { roleName: 'ceo', managerEmail: null }), known('max', { roleName: 'manager' }), known('cal', { jobTitle: 'Analyst' })].map(
    (p) => [p.email, p],
  ),
);

/** A checked row of the file: cal as the company has him unless told otherwise. */
const row = (over: Partial<ImportedPerson> = {}): ImportedPerson => ({
  row: 2,
  name: 'cal',
  email: 'cal@acme.test',
  key: 'cal@acme.test',
  jobTitle: 'Analyst',
  orgUnit: null,
  role: 'contributor',
  managerKey: 'ceo@acme.test',
  isOrgAdmin: false,
  isGoalAdmin: false,
  isGoalManager: false,
  isHrAdmin: false,
  ...over,
});

describe('planImport', () => {
  it('keeps apart the new, the changed and the unchanged', () => {
    const plan = planImport(
      [
        row({ row: 2, name: 'Nia', email: 'nia@acme.test', key: 'nia@acme.test' }),
        row({ row: 3 }),
        row({ row: 4, name: 'max', email: 'MAX@acme.test', key: 'max@acme.test', role: 'manager', jobTitle: 'Boss' }),
      ],
      company,
    );
    expect(plan.fresh.map((p) => p.row)).toEqual([2]);
    expect(plan.unchanged.map((p) => p.person.row)).toEqual([3]);
    expect(plan.changed.map((p) => [p.person.row, p.changes])).toEqual([[4, [{ Field: 'Job title', Before: '', After: 'Boss' }]]]);
  });

  it.each<[string, Partial<ImportedPerson>, { Field: string; Before: string; After: string }[]]>([
    ['a new name', { name: 'Cal Renamed' }, [{ Field: 'Name', Before: 'cal', After: 'Cal Renamed' }]],
    ['a cleared job title', { jobTitle: null }, [{ Field: 'Job title', Before: 'Analyst', After: '' }]],
    ['a department', { orgUnit: 'Sales' }, [{ Field: 'Department', Before: '', After: 'Sales' }]],
    ['a manager of the company, by name', { managerKey: 'max@acme.test' }, [{ Field: 'Manager', Before: 'ceo', After: 'max' }]],
    ['a role', { role: 'manager' }, [{ Field: 'Role', Before: 'Individual Contributor', After: 'Manager' }]],
    [
      'an observer: no manager',
      { role: 'observer', managerKey: null },
      [
        { Field: 'Manager', Before: 'ceo', After: 'Nobody' },
        { Field: 'Role', Before: 'Individual Contributor', After: 'Observer' },
      ],
    ],
    [
      'flags, in the template’s order',
      { isHrAdmin: true, isOrgAdmin: true },
      [
        { Field: 'Org admin', Before: 'No', After: 'Yes' },
        { Field: 'HR admin', Before: 'No', After: 'Yes' },
      ],
    ],
    ['nothing for the email’s letter case', { email: 'CAL@acme.test' }, []],
  ])('shows %s', (_, over, changes) => {
    const plan = planImport([row(over)], company);
    expect(plan.changed.flatMap((c) => c.changes)).toEqual(changes);
    expect(plan.unchanged).toHaveLength(changes.length === 0 ? 1 : 0);
  });

  it('names a manager new in the file by the name the file gives', () => {
    const nia = row({ row: 2, name: 'Nia New', email: 'nia@acme.test', key: 'nia@acme.test', role: 'manager' });
    const plan = planImport([nia, row({ row: 3, managerKey: 'nia@acme.test' })], company);
    expect(plan.changed[0]!.changes).toEqual([{ Field: 'Manager', Before: 'ceo', After: 'Nia New' }]);
  });
});
