/**
 * A text of a notification, named by its key in the catalogue's `notices` namespace with its values (a value may be a
 * text of its own, as a likelihood's label is): the rules choose what is said, the server writes it in each
 * recipient's language when it stores the notification (src/server/notifications/notice-words.ts).
 */
export type NoticeText = { key: string; values?: Record<string, string | NoticeText> };

/** A notice's body: the goal's title (quoted as the recipient's language quotes) and what was said, or only the latter. */
export type NoticeBody = { title: string | null; parts: (string | NoticeText)[] };

export const say = (key: string, values?: NoticeText['values']): NoticeText => (values ? { key, values } : { key });

export const SUBJECT_MAX = 512;
export const BODY_MAX = 2000;
export const EXCERPT_MAX = 300;

/** A text cut to `max` characters, ending in '…' when it was longer. */
export const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
