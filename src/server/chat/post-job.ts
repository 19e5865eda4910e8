import { createHash } from 'node:crypto';
import type { Deps } from '../deps';
import type { JobQueue } from '../jobs/queue';
import { withTenant } from '../db/tenant-context';
import { getTenant } from '../tenants';
import { textsIn } from '../texts';
import { personLanguage } from '../../domain/languages';
import type { ChatKind } from '../../domain/chat/chat-kinds';
import type { ChatMessage } from '../../domain/chat/chat-message';
import { openedOrNull, webhookBox } from './webhook-box';
import { sendChatMessage } from './send';
import { findWebhook, findWebhookKinds, touchPosted } from './queries';

export const CHAT_QUEUE = 'chat-post';

export type ChatPostJob = { tenantId: number; kind: ChatKind; message: ChatMessage };

/** What queuing a post needs: the database (for the one look-up of the company's webhooks) and the job queue. */
export type ChatPostDeps = Pick<Deps, 'database'> & { jobs: Pick<JobQueue, 'send'> };

/**
 * Queues the message once for each webhook the company has connected and returns: the job posts it (with retries),
 * so nothing waits for Slack or Teams. A company without webhooks costs one look-up on the (tenant_id, kind) index.
 * Call it outside a transaction (after commit): it opens the tenant's own.
 */
export async function postToCompanyChats(deps: ChatPostDeps, tenantId: number, message: ChatMessage): Promise<void> {
  const kinds = await withTenant(deps.database.db, tenantId, (tx) => findWebhookKinds(tx, tenantId));
  // The same message still queued for the same webhook is not queued twice.
  const digest = createHash('sha256').update(JSON.stringify(message)).digest('base64url');
  for (const kind of kinds) await deps.jobs.send<ChatPostJob>(CHAT_QUEUE, { tenantId, kind, message }, `${tenantId}:${kind}:${digest}`);
}

export type ChatJobOptions = {
  /** The waits before the second and later attempts of a post that failed for a passing reason. */
  retryDelaysMs?: number[];
};

const DEFAULT_RETRY_DELAYS_MS = [1_000, 4_000];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts one queued message to the webhook the company has now (a webhook removed meanwhile gets nothing). A passing
 * failure (the service busy, unreachable, 5xx, 429) is tried again after each delay; one that keeps failing, or that
 * retrying cannot mend (the webhook gone, the payload refused), is logged and dropped: a job never fails.
 */
export async function runChatPost(
  deps: Pick<Deps, 'database' | 'config' | 'now'>,
  job: ChatPostJob,
  warn: (message: string) => void,
  options: ChatJobOptions = {},
): Promise<void> {
  const { tenantId, kind } = job;
  const db = deps.database.db;
  const found = await withTenant(db, tenantId, async (tx) => ({
    hook: await findWebhook(tx, tenantId, kind),
    tenant: await getTenant(tx, tenantId),
  }));
  const { hook, tenant } = found;
  if (!hook) return;
  const openLabel = textsIn(personLanguage(null, [], tenant.defaultLanguage), 'notices')('chat.open');
  const url = openedOrNull(webhookBox(deps), hook.urlEncrypted);
  if (url === null) return warn(`[chat] company ${tenantId}: the ${kind} webhook does not open with this server's secret; post dropped`);
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    const result = await sendChatMessage(deps.config, { kind, url, message: job.message, openLabel });
    if (result.ok) {
      await withTenant(db, tenantId, (tx) => touchPosted(tx, tenantId, kind, hook.urlEncrypted, deps.now()));
      return;
    }
    const delay = delays[attempt];
    if (!result.failure.retry || delay === undefined) {
      return warn(`[chat] company ${tenantId}: ${kind} post dropped after ${attempt + 1} attempt(s): ${result.failure.detail}`);
    }
    await pause(delay);
  }
}

/** The chat area's background work, defined before the queue starts (as the AI area's summaries). */
export function defineChatJobs(deps: Deps, warn: (message: string) => void, options: ChatJobOptions = {}): void {
  deps.jobs.define<ChatPostJob>(CHAT_QUEUE, (job) => runChatPost(deps, job, warn, options));
}
