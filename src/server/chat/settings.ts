import type { Config } from '../config';
import type { Work } from '../http/unit-of-work';
import { badRequest } from '../errors';
import { privateAddressOf } from '../ai';
import { recordAudit } from '../audit';
import { CHAT_URL_HTTPS, type ChatWebhook, type ChatWebhookPage } from '../../contract/chat';
import { CHAT_KINDS, type ChatKind } from '../../domain/chat/chat-kinds';
import { openedOrNull, webhookBox } from './webhook-box';
import { deleteWebhook, findWebhook, findWebhooks, upsertWebhook, type ChatWebhookRow } from './queries';

export const privateWebhookAddress = (host: string) =>
  `Trellis posts only to public addresses, and ${host} is not one (a private network, this machine or a cloud's metadata address).`;

const AUDIT_FIELD: Record<ChatKind, string> = { slack: 'SlackWebhook', teams: 'TeamsWebhook' };

// The host of the address as stored: what the screen and the audit log may show of a secret address.
const hostOf = (deps: Pick<Work['deps'], 'config'>, row: ChatWebhookRow) => {
  const url = openedOrNull(webhookBox(deps), row.urlEncrypted);
  return url === null ? null : new URL(url).host;
};

function toWebhook(deps: Work['deps'], kind: ChatKind, row: ChatWebhookRow | null): ChatWebhook {
  return {
    Kind: kind,
    Connected: row !== null,
    Host: row ? hostOf(deps, row) : null,
    UpdatedAt: row?.updatedAt.toISOString() ?? null,
    LastPostedAt: row?.lastPostedAt?.toISOString() ?? null,
  };
}

/** GET /chat/webhooks: both kinds, connected or not. */
export async function listChatWebhooks({ tx, deps, actor }: Work): Promise<ChatWebhookPage> {
  const rows = await findWebhooks(tx, actor.tenantId);
  const data = CHAT_KINDS.map((kind) => toWebhook(deps, kind, rows.find((r) => r.kind === kind) ?? null));
  return { data, count: data.length };
}

/**
 * Why an address may not be connected, or null: https only, and a public host (as a company's model address), unless
 * the operator's CHAT_PRIVATE_ADDRESSES allows http:// and private hosts (tests, development). Each post checks again,
 * on the address it connects to.
 */
export async function refusalOf(config: Pick<Config, 'chatPrivateAddresses'>, url: string): Promise<string | null> {
  if (config.chatPrivateAddresses) return null;
  if (new URL(url).protocol !== 'https:') return CHAT_URL_HTTPS;
  const refused = await privateAddressOf(url);
  return refused ? privateWebhookAddress(refused) : null;
}

/** PUT /chat/webhooks/:Kind, checked beforehand (outside the transaction): seals the address and keeps it. */
export async function saveChatWebhook(w: Work, input: { kind: ChatKind; url: string }): Promise<ChatWebhook> {
  const { tx, deps, actor, now } = w;
  const before = await findWebhook(tx, actor.tenantId, input.kind);
  await upsertWebhook(tx, {
    tenantId: actor.tenantId,
    kind: input.kind,
    urlEncrypted: webhookBox(deps).seal(input.url),
    updatedById: actor.userId,
    now,
  });
  const field = AUDIT_FIELD[input.kind];
  await recordAudit(tx, {
    tenantId: actor.tenantId,
    actorId: actor.userId,
    action: 'company.settings',
    before: { [field]: before ? hostOf(deps, before) : null },
    after: { [field]: `${new URL(input.url).host} (new address)` },
    at: now,
  });
  return toWebhook(deps, input.kind, await findWebhook(tx, actor.tenantId, input.kind));
}

/** DELETE /chat/webhooks/:Kind: nothing posts there any more (posts still queued find no webhook and are dropped). */
export async function removeChatWebhook(w: Work, kind: ChatKind): Promise<ChatWebhook> {
  const { tx, deps, actor, now } = w;
  const before = await findWebhook(tx, actor.tenantId, kind);
  if (before && (await deleteWebhook(tx, actor.tenantId, kind))) {
    const field = AUDIT_FIELD[kind];
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorId: actor.userId,
      action: 'company.settings',
      before: { [field]: hostOf(deps, before) },
      after: { [field]: null },
      at: now,
    });
  }
  return toWebhook(deps, kind, null);
}

/** Checks an address before it is saved: a 400 on Url when it may not be connected. */
export async function checkWebhookAddress(config: Pick<Config, 'chatPrivateAddresses'>, url: string): Promise<void> {
  const refused = await refusalOf(config, url);
  if (refused) throw badRequest(refused, 'Url');
}
