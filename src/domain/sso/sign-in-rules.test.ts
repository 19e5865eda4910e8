import { describe, expect, it } from 'vitest';
import {
  decideSignIn,
  emailVerifiedIn,
  isDomainName,
  normaliseDomain,
  personNameOf,
  servesEmail,
  type SignInDecision,
  type SignInFacts,
} from './sign-in-rules';

const ANNA = { id: 7, deactivated: false };
const GONE = { id: 8, deactivated: true };
const facts = (over: Partial<SignInFacts>): SignInFacts => ({
  linked: null,
  byEmail: null,
  email: 'anna@acme.com',
  emailVerified: true,
  domains: ['acme.com'],
  createAccounts: false,
  ...over,
});

describe('who a sign-in through the provider finds', () => {
  it.each<[string, Partial<SignInFacts>, SignInDecision]>([
    ['a linked person', { linked: ANNA }, { kind: 'sign-in', userId: 7 }],
    [
      'a linked person, whatever their email says now',
      { linked: ANNA, email: 'x@other.com', emailVerified: false },
      { kind: 'sign-in', userId: 7 },
    ],
    ['a linked, deactivated person', { linked: GONE }, { kind: 'refuse', reason: 'deactivated', userId: 8 }],
    ['the person of a verified address of the domain', { byEmail: { ...ANNA, linkedElsewhere: false } }, { kind: 'link', userId: 7 }],
    [
      'an unverified address',
      { byEmail: { ...ANNA, linkedElsewhere: false }, emailVerified: false },
      { kind: 'refuse', reason: 'unverified' },
    ],
    ['no address at all', { email: null }, { kind: 'refuse', reason: 'unverified' }],
    ['an address of another domain', { email: 'anna@other.com' }, { kind: 'refuse', reason: 'other-domain' }],
    ['a subdomain of the company’s domain', { email: 'anna@mail.acme.com' }, { kind: 'refuse', reason: 'other-domain' }],
    [
      'a deactivated person of the address',
      { byEmail: { ...GONE, linkedElsewhere: false } },
      { kind: 'refuse', reason: 'deactivated', userId: 8 },
    ],
    [
      'a person linked to another subject of the issuer',
      { byEmail: { ...ANNA, linkedElsewhere: true } },
      { kind: 'refuse', reason: 'linked-elsewhere', userId: 7 },
    ],
    ['an unknown person, accounts created', { createAccounts: true }, { kind: 'create', email: 'anna@acme.com' }],
    ['an unknown person, accounts not created', {}, { kind: 'refuse', reason: 'no-account' }],
    [
      'an unknown person of another domain, accounts created',
      { createAccounts: true, email: 'x@other.com' },
      { kind: 'refuse', reason: 'other-domain' },
    ],
  ])('%s', (_, over, decision) => {
    expect(decideSignIn(facts(over))).toEqual(decision);
  });
});

describe('domains', () => {
  it.each<[string[], string, boolean]>([
    [['acme.com'], 'anna@acme.com', true],
    [['acme.com'], 'Anna@ACME.com', true],
    [['acme.com', 'acme.de'], 'anna@acme.de', true],
    [['acme.com'], 'anna@acme.com.evil.example', false],
    [['acme.com'], 'anna@notacme.com', false],
    [['acme.com'], 'acme.com', false],
    [['acme.com'], 'anna@', false],
  ])('%j serves %s: %s', (domains, email, served) => {
    expect(servesEmail(domains, email)).toBe(served);
  });

  it.each<[string, string, boolean]>([
    [' @Acme.COM ', 'acme.com', true],
    ['mail.acme.co.uk', 'mail.acme.co.uk', true],
    ['acme', 'acme', false],
    ['acme..com', 'acme..com', false],
    ['-acme.com', '-acme.com', false],
    ['acme.com/x', 'acme.com/x', false],
  ])('%j is stored as %s, a domain: %s', (typed, stored, valid) => {
    expect(normaliseDomain(typed)).toBe(stored);
    expect(isDomainName(normaliseDomain(typed))).toBe(valid);
  });
});

describe('claims', () => {
  it.each<[Record<string, unknown>, boolean]>([
    [{ email_verified: true }, true],
    [{ email_verified: 'true' }, true],
    [{ xms_edov: true }, true],
    [{ email_verified: false }, false],
    [{ email_verified: 'false' }, false],
    [{}, false],
  ])('%j says the address is verified: %s', (claims, verified) => {
    expect(emailVerifiedIn(claims)).toBe(verified);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: ' Anna Berg ' }, 'Anna Berg'],
    [{ given_name: 'Anna', family_name: 'Berg' }, 'Anna Berg'],
    [{ name: '' }, 'anna.berg'],
    [{ name: 42 }, 'anna.berg'],
  ])('%j names the new person %s', (claims, name) => {
    expect(personNameOf(claims, 'anna.berg@acme.com')).toBe(name);
  });
});
