import { notificationPath } from '../../domain/notifications/links';
import type { NotifiedObjectType } from '../../domain/notifications/object-types';
import type { Language } from '../../domain/languages';
import { textsIn } from '../texts';

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
 * One mail for everything a person was told since their last mail, in their language: the subject of a single
 * notification, or a count; each item with its own link; a way to turn the mails off. The items' own texts were
 * written in the person's language when they were made.
 */
export function composeDigest(
  person: { name: string },
  items: readonly DigestItem[],
  url: (path: string) => string,
  language: Language,
): { subject: string; text: string; link: string } {
  const t = textsIn(language, 'mail');
  const link = url('/v3/notifications');
  const count = items.length;
  const subject = count === 1 ? items[0]!.subject : t('digest.subject', { count });
  const listed = items.slice(0, DIGEST_LIST_MAX).map((n) => {
    const path = notificationPath({ NotifiedObjectType: n.objectType, NotifiedObjectId: n.objectId, GoalId: n.goalId });
    return `• ${n.subject}\n  ${n.body}\n  ${url(path)}`;
  });
  const more = count - listed.length;
  const lines = [
    t('greeting', { name: person.name }),
    '',
    t('digest.happened', { count }),
    '',
    listed.join('\n\n'),
    ...(more > 0 ? ['', t('digest.more', { count: more, link })] : []),
    '',
    t('digest.all', { link }),
    t('digest.why'),
  ];
  return { subject, text: lines.join('\n'), link };
}
