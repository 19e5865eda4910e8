import { describe, expect, it } from 'vitest';
import { auditDiff } from './diff';

describe('auditDiff', () => {
  it.each([
    ['nothing changed', { RoleName: 'manager', IsHrAdmin: false }, { RoleName: 'manager', IsHrAdmin: false }, null],
    [
      'one field of several',
      { RoleName: 'contributor', IsHrAdmin: false },
      { RoleName: 'manager', IsHrAdmin: false },
      { before: { RoleName: 'contributor' }, after: { RoleName: 'manager' } },
    ],
    ['a flag turned on', { IsOrgAdmin: false }, { IsOrgAdmin: true }, { before: { IsOrgAdmin: false }, after: { IsOrgAdmin: true } }],
    [
      'from nobody to someone',
      { Manager: null },
      { Manager: { Id: 2, Name: 'Ann' } },
      { before: { Manager: null }, after: { Manager: { Id: 2, Name: 'Ann' } } },
    ],
    ['a field missing on one side counts as null', { Url: null }, {}, null],
    ['a field set from null', { Url: null }, { Url: 'https://acme.test' }, { before: { Url: null }, after: { Url: 'https://acme.test' } }],
    ['a fact with no earlier value stays in after alone', {}, { Report: 'User List' }, { before: {}, after: { Report: 'User List' } }],
    ['objects equal in another key order', { S: { a: 1, b: [1, 2] } }, { S: { b: [1, 2], a: 1 } }, null],
    ['a list reordered is a change', { L: [1, 2] }, { L: [2, 1] }, { before: { L: [1, 2] }, after: { L: [2, 1] } }],
    [
      'a nested value changed',
      { S: { Share: true } },
      { S: { Share: false } },
      { before: { S: { Share: true } }, after: { S: { Share: false } } },
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(auditDiff(before, after)).toEqual(expected);
  });
});
