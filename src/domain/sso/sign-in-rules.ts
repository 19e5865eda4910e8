// Which person a sign-in through the company's identity provider finds, links, creates or refuses (issue 32).

/** Why a sign-in through the provider was refused; the sign-in screen words each. */
export const SSO_REFUSALS = [
  'unavailable',
  'expired',
  'provider',
  'unverified',
  'other-domain',
  'no-account',
  'deactivated',
  'linked-elsewhere',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

export const isSsoRefusal = (value: unknown): value is SsoRefusal => SSO_REFUSALS.includes(value as SsoRefusal);

/** A person of the company as the decision needs them. */
export type KnownPerson = { id: number; deactivated: boolean };

export type SignInFacts = {
  /** The person already linked to the provider's (issuer, sub). */
  linked: KnownPerson | null;
  /** The person with the sign-in's email address, and whether they are linked to another subject of this issuer. */
  byEmail: (KnownPerson & { linkedElsewhere: boolean }) | null;
  email: string | null;
  emailVerified: boolean;
  /** The email domains the company's connection serves, in lower case. */
  domains: readonly string[];
  createAccounts: boolean;
};

export type SignInDecision =
  | { kind: 'sign-in'; userId: number }
  | { kind: 'link'; userId: number }
  | { kind: 'create'; email: string }
  | { kind: 'refuse'; reason: SsoRefusal; userId?: number };

/**
 * A linked identity decides alone. Otherwise only a verified email of one of the company's domains is trusted: it
 * links the person of that address (unless they are linked to another subject, which would be a takeover), or
 * creates one when the company lets the provider create accounts.
 */
export function decideSignIn(f: SignInFacts): SignInDecision {
  if (f.linked) {
    return f.linked.deactivated ? { kind: 'refuse', reason: 'deactivated', userId: f.linked.id } : { kind: 'sign-in', userId: f.linked.id };
  }
  if (!f.email || !f.emailVerified) return { kind: 'refuse', reason: 'unverified' };
  if (!servesEmail(f.domains, f.email)) return { kind: 'refuse', reason: 'other-domain' };
  if (f.byEmail) {
    if (f.byEmail.deactivated) return { kind: 'refuse', reason: 'deactivated', userId: f.byEmail.id };
    if (f.byEmail.linkedElsewhere) return { kind: 'refuse', reason: 'linked-elsewhere', userId: f.byEmail.id };
    return { kind: 'link', userId: f.byEmail.id };
  }
  return f.createAccounts ? { kind: 'create', email: f.email } : { kind: 'refuse', reason: 'no-account' };
}

/** The domain of an email address, in lower case; null for anything that is not one. */
export function emailDomainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email.slice(at + 1).toLowerCase();
}

/** Whether the address belongs to one of the domains exactly (a subdomain is another domain). */
export const servesEmail = (domains: readonly string[], email: string): boolean => {
  const domain = emailDomainOf(email);
  return domain !== null && domains.includes(domain);
};

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A domain as the admin may type it ('@Acme.com ') as stored ('acme.com'). */
export const normaliseDomain = (domain: string): string => domain.trim().replace(/^@/, '').toLowerCase();

export const isDomainName = (domain: string): boolean => DOMAIN.test(domain);

/**
 * Whether the provider vouches for the address: `email_verified`, or Microsoft Entra ID's `xms_edov` (the email's
 * domain is verified by the tenant that owns it; Entra sends no `email_verified`). Some providers send 'true'.
 */
export const emailVerifiedIn = (claims: Record<string, unknown>): boolean =>
  [claims.email_verified, claims.xms_edov].some((v) => v === true || v === 'true');

/** A new person's name: the provider's `name`, else their given and family names, else the address before the @. */
export function personNameOf(claims: Record<string, unknown>, email: string): string {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name = str(claims.name) || [str(claims.given_name), str(claims.family_name)].filter(Boolean).join(' ');
  return (name || email.slice(0, email.indexOf('@'))).slice(0, 255);
}
