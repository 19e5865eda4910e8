import { z } from 'zod';
import { COMPANY_LIMITS, isHexColor } from '../domain/people/profile-rules';
import { isTimeZoneName } from '../domain/time-zones';
import { requiredText, text } from './common';

// Company info and branding (spec 001 §3 Tenant, §5 Company edit, §6 Edit Company Info: the CEO only).

/** GET /api/tenant/company (ours), and the answer of every company change. Logos come from their own calls. */
export const Company = z.object({
  Name: z.string(),
  Subdomain: z.string(),
  Url: z.string().nullable(),
  TimeZone: z.string(),
  StrategyEnabled: z.boolean(),
  PrimaryColor: z.string().describe("Six hex digits without '#', e.g. 'E3AB24'"),
  UseLightTextOnPrimary: z.boolean(),
  HasLogo: z.boolean().describe('GET /api/tenant/getLogo serves it'),
  HasSquareLogo: z.boolean().describe('GET /api/tenant/getSquareLogo serves it'),
  CanEdit: z.boolean().describe('The viewer is the CEO'),
});
export type Company = z.infer<typeof Company>;

/** POST /api/Profile/EditTenant {Name, Url, TimeZone}. */
export const EditTenantRequest = z.object({
  Name: requiredText(COMPANY_LIMITS.Name, 'Please input your full name!'),
  Url: text(COMPANY_LIMITS.Url)
    .nullish()
    .transform((v) => (v ? v : null)),
  TimeZone: z.string().refine(isTimeZoneName, 'Unknown time zone.'),
});
export type EditTenantRequest = z.input<typeof EditTenantRequest>;

/** POST /api/tenant/branding (ours): the colour of buttons and header, and whether text on it is light. */
export const BrandingRequest = z.object({
  PrimaryColor: z
    .string()
    .trim()
    .transform((v) => v.replace(/^#/, '').toUpperCase())
    .refine(isHexColor, 'Enter a colour as six hex digits, e.g. E3AB24.'),
  UseLightTextOnPrimary: z.boolean(),
});
export type BrandingRequest = z.input<typeof BrandingRequest>;

/**
 * POST /api/tenant/logo and POST /api/tenant/squarelogo (ours): multipart with one file field `file`, PNG or JPEG
 * by content, at most 5 MB, re-encoded as PNG without metadata (the wide logo at most 600×200, the square one
 * 256×256). DELETE on the same paths removes them. They answer the Company. The logo shows on the sign-in
 * screens (GET /api/Auth/tenant) and, with the square logo, in the app header.
 */
export const LogoKind = z.enum(['logo', 'squarelogo']);
export type LogoKind = z.infer<typeof LogoKind>;
