/** The chat services a company may connect, one incoming webhook each (issue 33). */
export const CHAT_KINDS = ['slack', 'teams'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const isChatKind = (value: string): value is ChatKind => (CHAT_KINDS as readonly string[]).includes(value);
