import { notificationPath } from './links';
import type { NotifiedObjectType } from './object-types';

export type DigestItem = {
  subject: string;
  body: string;
  objectType: NotifiedObjectType;
  objectId: number;
  goalId: number | null;
};

/** How many notifications one digest lists; the rest are counted and wait on the notifications page. */
export const DIGEST_LIST_MAX = 30;

/**
 * One mail for everything a person was told since their last mail: the subject of a single notification,
 * or a count; each item with its own link; a way to turn the mails off.
 */
export function composeDigest(
  person: { name: string },
  items: readonly DigestItem[],
  url: (path: string) => string,
): { subject: string; text: string; link: string } {
  const link = url('/v3/notifications');
  const subject = items.length === 1 ? items[0]!.subject : `${items.length} new notifications in Trellis`;
  const listed = items.slice(0, DIGEST_LIST_MAX).map((n) => {
    const path = notificationPath({ NotifiedObjectType: n.objectType, NotifiedObjectId: n.objectId, GoalId: n.goalId });
    return `• ${n.subject}\n  ${n.body}\n  ${url(path)}`;
  });
  const more = items.length - listed.length;
  const lines = [
    `Hello ${person.name},`,
    '',
    items.length === 1
      ? 'Something happened in Trellis since our last mail:'
      : `${items.length} things happened in Trellis since our last mail:`,
    '',
    listed.join('\n\n'),
    ...(more > 0 ? ['', `…and ${more} more: ${link}`] : []),
    '',
    `All your notifications: ${link}`,
    'You get these mails because email notifications are on in your profile settings; turn them off there.',
  ];
  return { subject, text: lines.join('\n'), link };
}
