import { wordsIn, type NewNotification } from '../notifications';
import { languageOfUser } from '../texts';
import type { Notice } from '../../domain/notifications/rhythm-notices';
import type { NotifiedObjectType } from '../../domain/notifications/object-types';
import type { PersonRow } from './follow-up-queries';

/** The notice's row for its recipient, in their language; mailed with the next digest when they want mails. */
export function noticeRow(
  to: PersonRow,
  notice: Notice,
  o: { tenantId: number; defaultLanguage: string; eventType: string; objectType: NotifiedObjectType; objectId: number; now: Date },
): NewNotification {
  const words = wordsIn(languageOfUser(to, { defaultLanguage: o.defaultLanguage }));
  return {
    tenantId: o.tenantId,
    userId: to.id,
    actorId: null,
    eventType: o.eventType,
    subject: words.subject(notice.subject),
    body: words.body(notice.body),
    objectType: o.objectType,
    objectId: o.objectId,
    goalId: null,
    mailPending: to.email_notifications,
    createdAt: o.now,
  };
}
