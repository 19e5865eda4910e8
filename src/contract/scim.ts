import { z } from 'zod';
import { requiredText } from './common';

// SCIM 2.0 provisioning (issue 32, decision 071): the company's bearer tokens, managed in the company drawer, and the
// bodies a provider sends to /scim/v2 (validated in the parts Trellis reads; whatever else a provider sends passes).

/** POST /api/tenant/scim/tokens: a name for the provider the token is for ('Okta', 'Entra ID'). */
export const ScimTokenCreate = z.object({ Name: requiredText(100, 'Name the token, e.g. after the provider that uses it.') });
export type ScimTokenCreate = z.input<typeof ScimTokenCreate>;

/** The new token, answered this once: only its hash is stored. */
export const ScimTokenCreated = z.object({
  Id: z.number(),
  Name: z.string(),
  Token: z.string().describe('The bearer token, shown once'),
  BaseUrl: z.string().describe('The SCIM base URL to give the provider'),
});
export type ScimTokenCreated = z.infer<typeof ScimTokenCreated>;

export const ScimToken = z.object({
  Id: z.number(),
  Name: z.string(),
  CreatedAt: z.string(),
  CreatedBy: z.object({ Id: z.number(), Name: z.string() }),
  LastUsedAt: z.string().nullable(),
});
export type ScimToken = z.infer<typeof ScimToken>;

/** GET /api/tenant/scim/tokens?Page&PageSize: the tokens in use (revoked ones left out), newest first, never the tokens. */
export const ScimTokenListQuery = z.object({
  Page: z.coerce.number().int().min(1).max(100000).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ScimTokenListQuery = z.input<typeof ScimTokenListQuery>;

export const ScimTokenPage = z.object({
  data: z.array(ScimToken),
  count: z.number(),
  BaseUrl: z.string().describe('The SCIM base URL to give the provider'),
});
export type ScimTokenPage = z.infer<typeof ScimTokenPage>;

// The provider's calls. Strings, numbers and booleans where SCIM has them; unknown attributes pass through.
const scimText = z.string().max(500).nullish();
const Emails = z.array(z.looseObject({ value: z.string().max(255).nullish(), type: z.string().max(50).nullish() })).max(20);
const StringBoolean = z.union([z.boolean(), z.string().max(5)]);

/** POST /scim/v2/Users and PUT /scim/v2/Users/{id}: a whole user. */
export const ScimUserBody = z.looseObject({
  userName: z.string().max(255),
  externalId: scimText,
  displayName: scimText,
  title: scimText,
  active: StringBoolean.nullish(),
  name: z.looseObject({ givenName: scimText, familyName: scimText, formatted: scimText }).nullish(),
  emails: Emails.nullish(),
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': z
    .looseObject({
      department: scimText,
      manager: z
        .union([z.string().max(255), z.number(), z.looseObject({ value: z.union([z.string().max(255), z.number()]).nullish() })])
        .nullish(),
    })
    .nullish(),
});
export type ScimUserBody = z.infer<typeof ScimUserBody>;

/** PATCH /scim/v2/Users/{id} (RFC 7644 §3.5.2). */
export const ScimPatchBody = z.looseObject({
  Operations: z
    .array(z.looseObject({ op: z.string().max(10), path: z.string().max(300).optional(), value: z.unknown() }))
    .min(1)
    .max(100),
});
export type ScimPatchBody = z.infer<typeof ScimPatchBody>;

/** GET /scim/v2/Users?filter&startIndex&count. */
export const ScimListQuery = z.looseObject({
  filter: z.string().max(500).optional(),
  startIndex: z.coerce.number().int().optional().catch(undefined),
  count: z.coerce.number().int().optional().catch(undefined),
});
export type ScimListQuery = z.infer<typeof ScimListQuery>;

/** A user's id in a SCIM address: Trellis's own id; anything else finds nobody (404). */
export const ScimIdParam = z.object({ id: z.string().max(40) });
