import type { ChatLine, ChatMessage } from './chat-message';

// Slack's limits on an incoming webhook's blocks (api.slack.com/reference/block-kit/blocks): beyond them Slack
// refuses the whole post with invalid_blocks.
export const SLACK_HEADER_MAX = 150;
export const SLACK_SECTION_MAX = 3000;
export const SLACK_BLOCKS_MAX = 50;

/** Slack's mrkdwn takes &, < and > as markup (links, mentions such as <!channel>): what people wrote is escaped. */
export const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Cuts a text to `max` characters, the last one an ellipsis. */
export const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

// A link's address is ours (a Trellis page); '|' and '>' would end its parts, so they are percent-encoded.
const slackUrl = (url: string) => url.replace(/\|/g, '%7C').replace(/>/g, '%3E').replace(/</g, '%3C');

const mrkdwnOf = (line: ChatLine) =>
  line.url ? `<${slackUrl(line.url)}|${slackEscape(line.text).replace(/\|/g, '¦')}>` : slackEscape(line.text);

type SlackText = { type: 'plain_text' | 'mrkdwn'; text: string; emoji?: boolean };
export type SlackBlock =
  | { type: 'header'; text: SlackText }
  | { type: 'section'; text: SlackText }
  | { type: 'actions'; elements: { type: 'button'; text: SlackText; url: string }[] };
export type SlackPayload = { text: string; blocks: SlackBlock[] };

/**
 * The body of a post to a Slack incoming webhook: a header with the title, a mrkdwn section per line (a line with an
 * address is its link), a button to the page, and `text`, the plain fallback that notifications show.
 */
export function slackPayload(message: ChatMessage, openLabel: string): SlackPayload {
  const room = SLACK_BLOCKS_MAX - 1 - (message.url ? 1 : 0);
  const lines = message.lines.slice(0, room);
  const blocks: SlackBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(message.title, SLACK_HEADER_MAX), emoji: true } },
    ...lines.map((line): SlackBlock => ({ type: 'section', text: { type: 'mrkdwn', text: cut(mrkdwnOf(line), SLACK_SECTION_MAX) } })),
  ];
  if (message.url) {
    blocks.push({ type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: openLabel }, url: message.url }] });
  }
  const text = [message.title, ...message.lines.map((l) => l.text)].map(slackEscape).join('\n');
  return { text: cut(text, SLACK_SECTION_MAX), blocks };
}
