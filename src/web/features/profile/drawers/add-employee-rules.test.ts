import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../testing/catalogue-texts';
import {
  addEmployeeChecks as check,
  addEmployeePayload,
  defaultManager,
  hasAddChanges,
  initialAddValues,
  toggleKind,
} from './add-employee-rules';

// The rules answer in the words the screens show, English here.
beforeAll(inEnglish);

describe('Add employee checks (spec 001 §5)', () => {
  it.each([
    ['Name', '', 'Please input your full name!'],
    ['Name', 'n'.repeat(256), 'Must be at most 255 characters.'],
    ['Name', 'Felix Wagner', null],
    ['Email', ' ', 'Please input your email!'],
    ['Email', 'felix@northwind', 'Enter valid email!'],
    ['Email', 'felix.wagner@northwind.example', null],
    ['Email', `${'f'.repeat(1020)}@x.io`, 'Must be at most 1024 characters.'],
    ['OrgUnit', 'd'.repeat(101), 'Must be at most 100 characters.'],
    ['OrgUnit', 'Engineering', null],
    ['JobTitle', 'j'.repeat(256), 'Must be at most 255 characters.'],
  ] as const)('%s %j → %s', (field, value, expected) => {
    expect(check[field](value)).toBe(expected);
  });
});

describe('Manager and Observer', () => {
  it('exclude each other: ticking one clears the other', () => {
    expect(toggleKind({ IsManager: true, IsObserver: false }, 'IsObserver', true)).toEqual({ IsObserver: true, IsManager: false });
    expect(toggleKind({ IsManager: false, IsObserver: true }, 'IsManager', true)).toEqual({ IsManager: true, IsObserver: false });
    expect(toggleKind({ IsManager: true, IsObserver: false }, 'IsManager', false)).toEqual({ IsManager: false, IsObserver: false });
  });

  it('sends no manager for an observer', () => {
    const values = { ...initialAddValues(5), Name: ' Vera ', Email: ' vera@northwind.example ', IsObserver: true };
    expect(addEmployeePayload(values)).toEqual({
      Name: 'Vera',
      Email: 'vera@northwind.example',
      JobTitle: null,
      OrgUnit: null,
      ParentId: null,
      IsManager: false,
      IsObserver: true,
    });
    expect(addEmployeePayload({ ...values, IsObserver: false, OrgUnit: ' Sales ' })).toMatchObject({ ParentId: 5, OrgUnit: 'Sales' });
  });
});

describe('defaultManager', () => {
  const choice = (Id: number) => ({ Id, Name: `P${Id}`, JobTitle: null, OrgUnit: null, Avatar: null, Email: `p${Id}@x.io` });

  it('is the profile’s person when the viewer may pick them, else the viewer, else the first choice', () => {
    expect(defaultManager([choice(1), choice(5), choice(9)], 9, 5)).toBe(9);
    expect(defaultManager([choice(1), choice(5)], 9, 5)).toBe(5);
    expect(defaultManager([choice(1)], 9, 5)).toBe(1);
    expect(defaultManager([], 9, 5)).toBeUndefined();
  });
});

describe('hasAddChanges', () => {
  it('ignores the preset manager', () => {
    expect(hasAddChanges(initialAddValues(5))).toBe(false);
    expect(hasAddChanges({ ...initialAddValues(5), Name: 'F' })).toBe(true);
    expect(hasAddChanges({ ...initialAddValues(5), IsManager: true })).toBe(true);
  });
});
