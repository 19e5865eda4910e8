import { z } from 'zod';
import { isDomainName, normaliseDomain, SSO_REFUSALS } from '../domain/sso/sign-in-rules';
import { text } from './common';

// Single sign-on per company with OpenID Connect (issue 32, decision 072).

export const SSO_LIMITS = { Issuer: 500, ClientId: 255, ClientSecret: 1000, Domain: 253, Domains: 20 };
export const ISSUER_HTTPS = 'Enter the issuer as an https:// address, e.g. https://acme.okta.com.';
export const DOMAIN_INVALID = 'Enter email domains such as acme.com.';
export const DOMAINS_REQUIRED = 'Enter at least one email domain the provider serves.';
export const CLIENT_ID_REQUIRED = 'Enter the client id the provider gave Trellis.';

const isWebAddress = (v: string) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol);

/** GET /api/tenant/sso: the company's connection (Issuer null: none), and the callback address to register. */
export const SsoSettings = z.object({
  Issuer: z.string().nullable(),
  ClientId: z.string().nullable(),
  HasSecret: z.boolean().describe('A client secret is stored; the secret itself is never sent'),
  Domains: z.array(z.string()),
  PasswordSignIn: z.boolean().describe('Everyone may still sign in with a password; when false, only the CEO'),
  CreateAccounts: z.boolean().describe('Unknown people of the domains get an account when they first sign in'),
  ProviderName: z.string().nullable().describe("The button's 'Sign in with …', derived from the issuer"),
  CallbackUrl: z.string().describe('The redirect URI to register at the provider'),
});
export type SsoSettings = z.infer<typeof SsoSettings>;

/** PUT /api/tenant/sso: saving runs discovery at the issuer. ClientSecret left out keeps the stored one (same issuer and client). */
export const SsoSettingsRequest = z.object({
  Issuer: text(SSO_LIMITS.Issuer).refine(isWebAddress, ISSUER_HTTPS),
  ClientId: text(SSO_LIMITS.ClientId).min(1, CLIENT_ID_REQUIRED),
  ClientSecret: text(SSO_LIMITS.ClientSecret).optional(),
  Domains: z
    .array(z.string().max(SSO_LIMITS.Domain).transform(normaliseDomain).refine(isDomainName, DOMAIN_INVALID))
    .min(1, DOMAINS_REQUIRED)
    .max(SSO_LIMITS.Domains)
    .transform((domains) => [...new Set(domains)]),
  PasswordSignIn: z.boolean(),
  CreateAccounts: z.boolean(),
});
export type SsoSettingsRequest = z.input<typeof SsoSettingsRequest>;

/** GET /api/Auth/sso/provider?domain: what the sign-in screen of a company offers; Provider null without a connection. */
export const SsoProvider = z.object({
  Provider: z.object({ Name: z.string(), PasswordSignIn: z.boolean() }).nullable(),
});
export type SsoProvider = z.infer<typeof SsoProvider>;

export const SsoDomainQuery = z.object({ domain: z.string().max(63).optional() });

/** GET /api/Auth/sso/callback: what the provider sends back (an error instead of a code when it refused). */
export const SsoCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  iss: z.string().max(SSO_LIMITS.Issuer).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  session_state: z.string().max(1000).optional(),
});

/** The reasons the sign-in screen words after a refused sign-in (`/v3/login?sso=<reason>`). */
export const SsoRefusal = z.enum(SSO_REFUSALS);
