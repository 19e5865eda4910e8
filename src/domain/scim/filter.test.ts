import { describe, expect, it } from 'vitest';
import { parseScimFilter } from './filter';
import { SCIM_PAGE, scimPage } from './paging';
import type { ScimProblem } from './problem';

describe('the SCIM filter', () => {
  it.each<[string, string | undefined, ReturnType<typeof parseScimFilter>]>([
    ['Okta’s look-up', 'userName eq "ada@acme.test"', { attribute: 'userName', value: 'ada@acme.test' }],
    ['Entra ID’s look-up', 'userName eq "Ada.Lovelace@acme.test"', { attribute: 'userName', value: 'Ada.Lovelace@acme.test' }],
    ['attribute and operator in any case', 'USERNAME EQ "ada@acme.test"', { attribute: 'userName', value: 'ada@acme.test' }],
    ['the external id', 'externalId eq "00u1abcd"', { attribute: 'externalId', value: '00u1abcd' }],
    ['an escaped quote', 'userName eq "a\\"b@acme.test"', { attribute: 'userName', value: 'a"b@acme.test' }],
    ['spaces around', '  userName   eq  "ada@acme.test" ', { attribute: 'userName', value: 'ada@acme.test' }],
    ['no filter', undefined, null],
    ['an empty filter', '  ', null],
  ])('%s: %j', (_, filter, expected) => {
    expect(parseScimFilter(filter)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['another attribute', 'displayName eq "Ada"'],
    ['another operator', 'userName co "ada"'],
    ['two conditions', 'userName eq "a@acme.test" and active eq true'],
    ['an unquoted value', 'userName eq ada@acme.test'],
    ['a value left open', 'userName eq "ada@acme.test'],
    ['a broken escape', 'userName eq "\\x"'],
  ])('refuses %s as invalidFilter: %j', (_, filter) => {
    expect(() => parseScimFilter(filter)).toThrow(expect.objectContaining({ status: 400, scimType: 'invalidFilter' }) as ScimProblem);
  });
});

describe('SCIM paging', () => {
  it.each<[string, { startIndex?: number; count?: number }, ReturnType<typeof scimPage>]>([
    ['nothing given', {}, { startIndex: 1, offset: 0, limit: SCIM_PAGE.default }],
    ['the second page of ten', { startIndex: 11, count: 10 }, { startIndex: 11, offset: 10, limit: 10 }],
    ['a start below 1', { startIndex: 0, count: 5 }, { startIndex: 1, offset: 0, limit: 5 }],
    ['more than the maximum', { count: 5000 }, { startIndex: 1, offset: 0, limit: SCIM_PAGE.max }],
    ['a negative count: the total only', { count: -3 }, { startIndex: 1, offset: 0, limit: 0 }],
  ])('%s', (_, given, expected) => {
    expect(scimPage(given)).toEqual(expected);
  });
});
