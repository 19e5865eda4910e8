import { z } from 'zod';
import { CHAT_KINDS } from '../domain/chat/chat-kinds';
import { requiredText } from './common';

// A company's Slack and Teams incoming webhooks (issue 33, decision 075): the CEO and org admins connect them in the
// company drawer; the address is a secret, so only its host is ever answered.

export const CHAT_URL_MAX = 1000;
export const CHAT_URL_REQUIRED = 'Enter the webhook address Slack or Teams gave you.';
export const CHAT_URL_HTTPS = 'Enter the webhook address as an https:// address.';

const isWebAddress = (v: string) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol);

export const ChatKind = z.enum(CHAT_KINDS);
export const ChatKindParam = z.object({ Kind: ChatKind });

/** One kind's webhook: connected or not, its host (never the address), and when it last took a post. */
export const ChatWebhook = z.object({
  Kind: ChatKind,
  Connected: z.boolean(),
  Host: z.string().nullable().describe("The address's host, e.g. hooks.slack.com; the address itself is never sent"),
  UpdatedAt: z.string().nullable(),
  LastPostedAt: z.string().nullable(),
});
export type ChatWebhook = z.infer<typeof ChatWebhook>;

/** GET /api/chat/webhooks: every kind, connected or not (a page of at most two). */
export const ChatWebhookPage = z.object({ data: z.array(ChatWebhook), count: z.number() });
export type ChatWebhookPage = z.infer<typeof ChatWebhookPage>;

/** PUT /api/chat/webhooks/:Kind: the incoming webhook's address (https; a public host). */
export const ChatWebhookRequest = z.object({
  Url: requiredText(CHAT_URL_MAX, CHAT_URL_REQUIRED).refine((v) => v === '' || isWebAddress(v), CHAT_URL_HTTPS),
});
export type ChatWebhookRequest = z.input<typeof ChatWebhookRequest>;

/** POST /api/chat/webhooks/:Kind/test: whether the service took the test message, and in words why not. */
export const ChatTestResult = z.object({ Posted: z.boolean(), Message: z.string() });
export type ChatTestResult = z.infer<typeof ChatTestResult>;
