import { z } from 'zod';
import { email, Language, requiredText } from './common';
import { Profile } from './people';
import { Period } from './periods';

export const LoginRequest = z.object({
  userName: email(255).describe('The email address to sign in with'),
  password: requiredText(1024, 'Please input your password!'),
  domain: z.string().trim().max(63).optional().describe('Tenant subdomain; defaults to the request host'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionTenant = z.object({
  Id: z.number(),
  Name: z.string(),
  Subdomain: z.string(),
  GoalType: z.enum(['SMART', 'OKR', 'ObjectiveResult']),
  TimeZone: z.string(),
  EmployeeNotesEnabled: z.boolean(),
  StrategyEnabled: z.boolean(),
  TalentEnabled: z.boolean(),
  PrimaryColor: z.string(),
  UseLightTextOnPrimary: z.boolean(),
  HasLogo: z.boolean(),
  DefaultLanguage: Language.describe('The language of people who chose none and whose browser asks for none Trellis speaks'),
});
export type SessionTenant = z.infer<typeof SessionTenant>;

/** The company's look (spec 000 §3 'tenant Style'): the colours of the Tenant beside it, and where its logos are served. */
export const TenantStyle = z.object({
  PrimaryColor: z.string().describe('Hex colour without #, e.g. E3AB24'),
  UseLightTextOnPrimary: z.boolean(),
  Logo: z.string().nullable().describe('Address of the call that answers the logo (GET /api/tenant/getLogo), or null when none is set'),
  SquareLogo: z.string().nullable().describe('Address of the call that answers the square logo, or null when none is set'),
});
export type TenantStyle = z.infer<typeof TenantStyle>;

export const Session = z.object({
  IsLoggedIn: z.literal(true).describe('Always true: a session is only answered to a signed-in user'),
  Token: z.string(),
  Profile,
  Tenant: SessionTenant,
  Period: Period.nullable(),
  Style: TenantStyle,
  Language: Language.nullable().describe("The language the person chose in their profile; null follows the browser, then the company's"),
});
export type Session = z.infer<typeof Session>;

export const EmailRequest = z.object({
  Email: email(255),
  domain: z.string().trim().max(63).optional(),
});
export type EmailRequest = z.infer<typeof EmailRequest>;

export const TokenRequest = z.object({ Token: z.string().trim().min(1, 'Token is required.').max(200) });
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenPasswordRequest = TokenRequest.extend({
  Password: z.string().trim().min(8, 'Minimum 8 char required!').max(1024),
});
export type TokenPasswordRequest = z.infer<typeof TokenPasswordRequest>;

export const InvitationCheckResponse = z.object({ Name: z.string(), InvitedBy: z.string() });
export type InvitationCheckResponse = z.infer<typeof InvitationCheckResponse>;

export const TenantBranding = z.object({
  Name: z.string(),
  Subdomain: z.string(),
  PrimaryColor: z.string(),
  UseLightTextOnPrimary: z.boolean(),
  Logo: z.string().nullable().describe('Logo as a data URL, or null'),
  SupportEmail: z.string().nullable(),
});
export type TenantBranding = z.infer<typeof TenantBranding>;
export const SubdomainParams = z.object({ subdomain: z.string().max(63) });

export const TenantLogo = z.object({ data: z.string().nullable(), width: z.number().nullable(), height: z.number().nullable() });
export type TenantLogo = z.infer<typeof TenantLogo>;

export const ChatHash = z.object({ Hash: z.string() });
export const ChatHashParams = z.object({ email: z.string().max(1024) });
export const RefreshedToken = z.object({ Token: z.string() });

export const ChangePasswordRequest = z.object({
  Password: z.string().trim().min(1, 'Please enter your old password.').max(1024),
  NewPassword: z.string().trim().min(8, 'Minimum 8 char required!').max(1024),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
