import { inTenant, type Caller } from '../http/unit-of-work';
import { notFound } from '../errors';
import { getTenant } from '../tenants';
import { tenantUrl } from '../auth';
import { textsIn } from '../texts';
import type { ChatTestResult } from '../../contract/chat';
import type { ChatKind } from '../../domain/chat/chat-kinds';
import type { ChatMessage } from '../../domain/chat/chat-message';
import type { PostFailure, PostFailureReason } from '../../domain/chat/post-failure';
import { personLanguage } from '../../domain/languages';
import { openedOrNull, webhookBox } from './webhook-box';
import { sendChatMessage } from './send';
import { findWebhook, touchPosted } from './queries';

export const NOT_CONNECTED = 'This webhook is not connected.';
export const TEST_POSTED = 'The test message was posted: look for it in the channel.';
export const SERVICE_NAMES: Record<ChatKind, string> = { slack: 'Slack', teams: 'Microsoft Teams' };

/** What went wrong, in words (the messages catalogue puts them into the reader's language, decision 064). */
export const FAILURE_WORDS: Record<PostFailureReason, string> = {
  gone: '{{service}} says this webhook no longer exists or was turned off ({{detail}}). Copy a new address from {{service}} and save it.',
  denied: '{{service}} did not allow the post ({{detail}}). Check the webhook and its channel in {{service}}.',
  refused: '{{service}} did not accept the message ({{detail}}).',
  busy: '{{service}} is busy or failing right now ({{detail}}). Try again in a few minutes.',
  unreachable: 'Trellis could not reach {{service}} ({{detail}}). Check the address.',
  timeout: '{{service}} did not answer in time. Try again in a few minutes.',
  private: 'Trellis posts only to public addresses, and this address leads to a private network or this machine.',
  redirect: '{{service}} answered with a redirect, which Trellis does not follow. Check the address.',
};

export const failureWords = (kind: ChatKind, failure: PostFailure) =>
  FAILURE_WORDS[failure.reason].replaceAll('{{service}}', SERVICE_NAMES[kind]).replaceAll('{{detail}}', failure.detail);

/**
 * POST /chat/webhooks/:Kind/test: posts a test message at once (not through the queue, without retries, outside any
 * transaction) and answers whether the service took it, and if not why, in plain words.
 */
export async function sendTestMessage({ deps, actor }: Caller, kind: ChatKind): Promise<ChatTestResult> {
  const tenantId = actor.tenantId;
  const { hook, tenant } = await inTenant(deps, actor, async ({ tx }) => ({
    hook: await findWebhook(tx, tenantId, kind),
    tenant: await getTenant(tx, tenantId),
  }));
  const url = hook && openedOrNull(webhookBox(deps), hook.urlEncrypted);
  if (!hook || !url) throw notFound(NOT_CONNECTED);
  const t = textsIn(personLanguage(null, [], tenant.defaultLanguage), 'notices');
  const message: ChatMessage = {
    title: t('chat.testTitle'),
    lines: [{ text: t('chat.testLine') }],
    url: tenantUrl(deps.config, tenant.subdomain, '/v3/home'),
  };
  const result = await sendChatMessage(deps.config, { kind, url, message, openLabel: t('chat.open') });
  if (!result.ok) return { Posted: false, Message: failureWords(kind, result.failure) };
  await inTenant(deps, actor, ({ tx, now }) => touchPosted(tx, tenantId, kind, hook.urlEncrypted, now));
  return { Posted: true, Message: TEST_POSTED };
}
