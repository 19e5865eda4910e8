import type { ChatLine, ChatMessage } from './chat-message';

// A Teams channel's Workflows webhook ("Post to a channel when a webhook request is received") takes a message with
// an Adaptive Card attachment; the card's TextBlocks read a little markdown, which what people wrote must not become.

/**
 * Markdown and card-template characters in a TextBlock are escaped: **bold**, _italic_, [links](…), a leading '- ' or
 * '1. ' (a list), '#' and the template function braces {{DATE(…)}}.
 */
export function teamsEscape(text: string): string {
  return text
    .replace(/[\\*_~`[\]()#]/g, '\\$&')
    .replace(/^(\s*)>/, '$1\\>')
    .replace(/^(\s*)([-+])(\s)/, '$1\\$2$3')
    .replace(/^(\s*\d+)\.(\s)/, '$1\\.$2')
    .replace(/\{\{/g, '{\u200B{');
}

// A link's address is ours; a ')' would end it.
const teamsUrl = (url: string) => url.replace(/\)/g, '%29').replace(/\(/g, '%28').replace(/ /g, '%20');

const textOf = (line: ChatLine) => (line.url ? `[${teamsEscape(line.text)}](${teamsUrl(line.url)})` : teamsEscape(line.text));

export type TextBlock = { type: 'TextBlock'; text: string; wrap: true; weight?: 'Bolder'; size?: 'Medium' };
export type AdaptiveCard = {
  $schema: string;
  type: 'AdaptiveCard';
  version: '1.4';
  body: TextBlock[];
  actions: { type: 'Action.OpenUrl'; title: string; url: string }[];
};
export type TeamsPayload = {
  type: 'message';
  attachments: { contentType: 'application/vnd.microsoft.card.adaptive'; contentUrl: null; content: AdaptiveCard }[];
};

/** The body of a post to a Teams Workflows webhook: one Adaptive Card (1.4) with the title, the lines and a link. */
export function teamsPayload(message: ChatMessage, openLabel: string): TeamsPayload {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: teamsEscape(message.title), weight: 'Bolder', size: 'Medium', wrap: true },
            ...message.lines.map((line): TextBlock => ({ type: 'TextBlock', text: textOf(line), wrap: true })),
          ],
          actions: message.url ? [{ type: 'Action.OpenUrl', title: openLabel, url: message.url }] : [],
        },
      },
    ],
  };
}
