import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import type { Work } from '../http/unit-of-work';
import type { Company } from '../../contract/company';
import { getCompany } from './company';
import { recordAudit } from '../audit';

/** A company's own model as stored: the key only as its sealed box. */
export type TenantAiSettings = { baseUrl: string | null; model: string | null; apiKeyBox: string | null };

/** What happens to the stored key: a newly sealed one, removed, or kept (for the same server only). */
export type ApiKeyChange = { kind: 'set'; box: string } | { kind: 'remove' } | { kind: 'keep' };

// System read (no request transaction): the AI area asks it per model call, outside the request's work.
export async function getTenantAiSettings(db: Db, tenantId: number): Promise<TenantAiSettings | null> {
  const [row] = await db
    .select({ baseUrl: tenants.aiBaseUrl, model: tenants.aiModel, apiKeyBox: tenants.aiApiKeyEncrypted })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}

/**
 * Stores the company's own model (a null base URL clears it). A kept key stays only while the server's origin is
 * the same: a key is meant for one server, and pointing the model elsewhere must not send it there.
 */
export async function setCompanyAi(
  w: Work,
  input: { baseUrl: string | null; model: string | null; apiKey: ApiKeyChange },
): Promise<Company> {
  const stored = await getTenantAiSettings(w.tx, w.actor.tenantId);
  const sameServer = input.baseUrl !== null && originOf(input.baseUrl) === originOf(stored?.baseUrl ?? null);
  const box =
    input.apiKey.kind === 'set' ? input.apiKey.box : input.apiKey.kind === 'keep' && sameServer ? (stored?.apiKeyBox ?? null) : null;
  await w.tx
    .update(tenants)
    .set({
      aiBaseUrl: input.baseUrl,
      aiModel: input.baseUrl === null ? null : input.model,
      aiApiKeyEncrypted: input.baseUrl === null ? null : box,
    })
    .where(eq(tenants.id, w.actor.tenantId));
  // The key itself never reaches the log: only whether one is stored, and that a new one replaced it.
  const keyOf = (b: string | null | undefined) => (b ? 'stored' : 'none');
  await recordAudit(w.tx, {
    tenantId: w.actor.tenantId,
    actorId: w.actor.userId,
    action: 'company.settings',
    before: { AiBaseUrl: stored?.baseUrl ?? null, AiModel: stored?.model ?? null, AiKey: keyOf(stored?.apiKeyBox) },
    after: {
      AiBaseUrl: input.baseUrl,
      AiModel: input.baseUrl === null ? null : input.model,
      AiKey: input.baseUrl !== null && input.apiKey.kind === 'set' ? 'new key' : keyOf(input.baseUrl === null ? null : box),
    },
    at: w.now,
  });
  return getCompany(w);
}

const originOf = (url: string | null) => {
  if (url === null) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
