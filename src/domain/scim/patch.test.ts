import { describe, expect, it } from 'vitest';
import { applyScimPatch, type ScimOperation } from './patch';
import { ENTERPRISE_USER, personNameOf, splitName, userValuesOf, type ScimUserValues } from './user-values';

const ada: ScimUserValues = {
  userName: 'ada@acme.test',
  givenName: 'Ada',
  familyName: 'Lovelace',
  formattedName: 'Ada Lovelace',
  displayName: 'Ada Lovelace',
  title: 'Analyst',
  workEmail: 'ada@acme.test',
  active: true,
  externalId: '00u1',
  department: 'Research',
  managerId: '7',
};

describe('a PATCH applied to a person’s SCIM values', () => {
  it.each<[string, ScimOperation[], Partial<ScimUserValues>]>([
    ['Okta’s deactivation', [{ op: 'replace', value: { active: false } }], { active: false }],
    ['Okta’s reactivation', [{ op: 'replace', value: { active: true } }], { active: true }],
    ['Entra ID’s deactivation, a string boolean', [{ op: 'Replace', path: 'active', value: 'False' }], { active: false }],
    ['Entra ID’s reactivation', [{ op: 'Replace', path: 'active', value: 'True' }], { active: true }],
    ['Entra ID’s manager, a bare id', [{ op: 'Add', path: `${ENTERPRISE_USER}:manager`, value: '12' }], { managerId: '12' }],
    ['a manager as an object', [{ op: 'replace', path: `${ENTERPRISE_USER}:manager`, value: { value: 12 } }], { managerId: '12' }],
    ['the manager removed', [{ op: 'Remove', path: `${ENTERPRISE_USER}:manager` }], { managerId: null }],
    ['the department', [{ op: 'Replace', path: `${ENTERPRISE_USER}:department`, value: 'Sales' }], { department: 'Sales' }],
    ['the given name', [{ op: 'Replace', path: 'name.givenName', value: 'Adele' }], { givenName: 'Adele' }],
    ['the work email', [{ op: 'Replace', path: 'emails[type eq "work"].value', value: 'a@acme.test' }], { workEmail: 'a@acme.test' }],
    [
      'the title, with the core schema’s prefix',
      [{ op: 'replace', path: 'urn:ietf:params:scim:schemas:core:2.0:User:title', value: 'Lead' }],
      { title: 'Lead' },
    ],
    ['the title removed', [{ op: 'remove', path: 'title' }], { title: null }],
    [
      'Okta’s path-less profile update, nested',
      [{ op: 'replace', value: { name: { givenName: 'Adele' }, [ENTERPRISE_USER]: { department: 'Ops', manager: { value: '9' } } } }],
      { givenName: 'Adele', department: 'Ops', managerId: '9' },
    ],
    [
      'a path-less value written as paths',
      [{ op: 'Add', value: { 'name.familyName': 'Byron', displayName: 'Ada Byron' } }],
      { familyName: 'Byron', displayName: 'Ada Byron' },
    ],
    [
      'attributes Trellis does not keep',
      [
        { op: 'replace', path: 'phoneNumbers[type eq "mobile"].value', value: '+1' },
        { op: 'add', value: { nickName: 'A' } },
      ],
      {},
    ],
    [
      'operations in order',
      [
        { op: 'replace', path: 'title', value: 'A' },
        { op: 'replace', path: 'title', value: 'B' },
      ],
      { title: 'B' },
    ],
  ])('%s', (_, operations, changed) => {
    expect(applyScimPatch(ada, operations)).toEqual({ ...ada, ...changed });
  });

  it.each<[string, ScimOperation[], string]>([
    ['an unknown operation', [{ op: 'move', path: 'title', value: 'x' }], 'invalidSyntax'],
    ['a remove without a path', [{ op: 'remove' }], 'noTarget'],
    ['active as a word', [{ op: 'replace', path: 'active', value: 'maybe' }], 'invalidValue'],
    ['a title as a number list', [{ op: 'replace', path: 'title', value: [1] }], 'invalidValue'],
    ['the userName removed', [{ op: 'remove', path: 'userName' }], 'invalidValue'],
    ['a path-less value that is not an object', [{ op: 'replace', value: 'x' }], 'invalidValue'],
  ])('refuses %s as %s', (_, operations, scimType) => {
    expect(() => applyScimPatch(ada, operations)).toThrow(expect.objectContaining({ status: 400, scimType }) as Error);
  });
});

describe('a whole SCIM user object', () => {
  it('keeps what Trellis needs and ignores the rest', () => {
    const body = {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE_USER],
      userName: 'ada@acme.test',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      emails: [{ primary: true, value: 'ada@acme.test', type: 'work' }],
      phoneNumbers: [{ value: '+1', type: 'mobile' }],
      locale: 'en-US',
      [ENTERPRISE_USER]: { department: 'Research', manager: { value: '7' }, costCenter: 'X' },
    };
    expect(userValuesOf(body)).toEqual({ ...ada, displayName: null, formattedName: null, title: null, externalId: null });
  });

  it('is active unless it says not, and needs a userName', () => {
    expect(userValuesOf({ userName: 'a@acme.test', active: 'False' }).active).toBe(false);
    expect(userValuesOf({ userName: 'a@acme.test' }).active).toBe(true);
    expect(() => userValuesOf({ displayName: 'A' })).toThrow('userName is required.');
  });
});

describe('a person’s one name from SCIM’s several', () => {
  const bare = userValuesOf({ userName: 'ada@acme.test' });
  it.each<[string, Partial<ScimUserValues>, string]>([
    ['the display name first', { displayName: 'Ada L.', formattedName: 'Ada Lovelace', givenName: 'Ada' }, 'Ada L.'],
    ['else the formatted name', { formattedName: 'Ada Lovelace', givenName: 'A' }, 'Ada Lovelace'],
    ['else given and family names', { givenName: 'Ada', familyName: 'Lovelace' }, 'Ada Lovelace'],
    ['else the userName', {}, 'ada@acme.test'],
  ])('of a whole object: %s', (_, values, name) => {
    expect(personNameOf({ ...bare, ...values })).toBe(name);
  });

  it.each<[string, Partial<ScimUserValues>, string | null]>([
    ['a new given name', { givenName: 'Adele' }, 'Adele Lovelace'],
    ['a new display name with it', { givenName: 'Adele', displayName: 'Adele Lovelace-King' }, 'Adele Lovelace-King'],
    ['nothing about the name', { title: 'Lead' }, null],
  ])('after a PATCH: %s', (_, changed, name) => {
    expect(personNameOf({ ...ada, ...changed }, ada)).toBe(name);
  });

  it.each<[string, ReturnType<typeof splitName>]>([
    ['Ada Lovelace', { givenName: 'Ada', familyName: 'Lovelace' }],
    ['Mary Ann Evans', { givenName: 'Mary Ann', familyName: 'Evans' }],
    ['Plato', { givenName: 'Plato', familyName: '' }],
  ])('splits %j', (name, parts) => {
    expect(splitName(name)).toEqual(parts);
  });
});
