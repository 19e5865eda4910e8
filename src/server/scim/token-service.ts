import { newTenantToken, readTenantToken } from '../auth';
import { recordAudit } from '../audit';
import { notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { MessageBody } from '../../contract/common';
import type { ScimTokenCreated, ScimTokenPage } from '../../contract/scim';
import { countTokens, findTokens, insertToken, revokeToken } from './token-queries';

export const TOKEN_NOT_FOUND = 'This token was not found.';

/** The SCIM base URL of the company's own address: what the provider is given with the token. */
export const scimBaseUrl = (origin: string) => `${origin}/scim/v2`;

/**
 * A new SCIM token for the company (CEO or org admin): `<tenantId>.<secret>` (decision 052), answered this once and
 * kept only as its SHA-256. It acts for the person who created it (decision 071).
 */
export async function createScimToken(w: Work, p: { name: string; origin: string }): Promise<ScimTokenCreated> {
  const tenantId = w.actor.tenantId;
  const token = newTenantToken(tenantId);
  const { tokenHash } = readTenantToken(token)!;
  const id = await insertToken(w.tx, { tenantId, name: p.name, tokenHash, createdById: w.actor.userId, now: w.now });
  await recordAudit(w.tx, {
    tenantId,
    actorId: w.actor.userId,
    action: 'scim.token',
    before: { ScimToken: null },
    after: { ScimToken: p.name },
    at: w.now,
  });
  return { Id: id, Name: p.name, Token: token, BaseUrl: scimBaseUrl(p.origin) };
}

/** The company's tokens in use, newest first: names and dates, never a token. */
export async function listScimTokens(w: Work, p: { query: { Page: number; PageSize: number }; origin: string }): Promise<ScimTokenPage> {
  const tenantId = w.actor.tenantId;
  const { Page, PageSize } = p.query;
  const rows = await findTokens(w.tx, tenantId, { offset: (Page - 1) * PageSize, limit: PageSize });
  return {
    data: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      CreatedAt: r.createdAt.toISOString(),
      CreatedBy: { Id: r.createdById, Name: r.createdByName },
      LastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    })),
    count: await countTokens(w.tx, tenantId),
    BaseUrl: scimBaseUrl(p.origin),
  };
}

/** Revokes a token at once: the provider's next call is refused (401). Another company's ids are not found. */
export async function revokeScimToken(w: Work, id: number): Promise<MessageBody> {
  const tenantId = w.actor.tenantId;
  const name = await revokeToken(w.tx, tenantId, id, w.now);
  if (name === null) throw notFound(TOKEN_NOT_FOUND);
  await recordAudit(w.tx, {
    tenantId,
    actorId: w.actor.userId,
    action: 'scim.token',
    before: { ScimToken: name },
    after: { ScimToken: null },
    at: w.now,
  });
  return { Message: `The token ${name} has been revoked.` };
}
