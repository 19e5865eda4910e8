import { z } from 'zod';
import { COMPANY_LIMITS, isHexColor } from '../domain/people/profile-rules';
import { isTimeZoneName } from '../domain/time-zones';
import { Language, requiredText, text, webUrl } from './common';

// Company info and branding (spec 001 §3 Tenant, §5 Company edit, §6 Edit Company Info: the CEO only).

/** The company's own OpenAI-compatible model (issue 16): without a base URL, the instance's model or the built-in writer. */
export const CompanyAi = z.object({
  BaseUrl: z.string().nullable(),
  Model: z.string().nullable(),
  HasKey: z.boolean().describe('An API key is stored; the key itself is never sent'),
});
export type CompanyAi = z.infer<typeof CompanyAi>;

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
  EmployeeNotesEnabled: z.boolean().describe('Managers may keep private notes about the people below them'),
  TalentEnabled: z.boolean().describe('Talent appraisals are on (the Talent menu for contributors, the profile’s Appraisals tab)'),
  DefaultLanguage: Language.describe('The language of people who chose none and whose browser asks for none Trellis speaks'),
  CanEditSettings: z
    .boolean()
    .describe('The viewer is the CEO or an org admin: may change EmployeeNotesEnabled, TalentEnabled and DefaultLanguage'),
  Ai: CompanyAi.nullable().describe('The company’s own AI model; null for viewers who may not change settings'),
});
export type Company = z.infer<typeof Company>;

/** POST /api/Profile/EditTenant {Name, Url, TimeZone}. */
export const EditTenantRequest = z.object({
  Name: requiredText(COMPANY_LIMITS.Name, 'Please input your full name!'),
  Url: webUrl(COMPANY_LIMITS.Url)
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
export const LogoParams = z.object({ kind: LogoKind });

/** PUT /api/tenant/settings (ours): the company settings the CEO and org admins change; a setting left out stays. Answers the Company. */
export const CompanySettingsRequest = z.object({
  EmployeeNotesEnabled: z.boolean().optional(),
  TalentEnabled: z.boolean().optional(),
  DefaultLanguage: Language.optional(),
});
export type CompanySettingsRequest = z.input<typeof CompanySettingsRequest>;

export const COMPANY_AI_LIMITS = { BaseUrl: 500, Model: 200, ApiKey: 1000 };
export const AI_MODEL_REQUIRED = 'Enter the model’s name, e.g. gpt-4o-mini or llama3.1:8b.';

/**
 * PUT /api/tenant/ai (ours): the company's own model, set by the CEO or an org admin. An empty BaseUrl clears the
 * override. ApiKey left out keeps the stored key (for the same server), '' removes it. Answers the Company.
 */
export const CompanyAiRequest = z
  .object({
    BaseUrl: webUrl(COMPANY_AI_LIMITS.BaseUrl),
    Model: text(COMPANY_AI_LIMITS.Model).default(''),
    ApiKey: text(COMPANY_AI_LIMITS.ApiKey).optional(),
  })
  .refine((v) => v.BaseUrl === '' || v.Model !== '', { message: AI_MODEL_REQUIRED, path: ['Model'] });
export type CompanyAiRequest = z.input<typeof CompanyAiRequest>;
