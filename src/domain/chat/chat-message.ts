/**
 * What Trellis posts to a company's chat (issue 33): a title, lines with optional links, and the address of the page
 * it is about. The chat area turns it into Slack's blocks or a Teams card; the rhythm area and the event subscriber
 * build it in the company's language.
 */
export type ChatLine = { text: string; url?: string };
export type ChatMessage = {
  /** What the message is, e.g. 'Weekly summary for Sales, week 47'. */
  title: string;
  lines: ChatLine[];
  /** The page to open in Trellis. */
  url?: string;
};
