import type { ReviewEventType } from './event-types';
import type { Person } from './goal-notices';
import { say, type NoticeBody, type NoticeText } from './notice-text';

// The notices of an appraisal's other voices (issue 34, decision 077). Talent chose the recipients; these rules only
// word them, and say whether the notice may name its actor: an upward answer, an upward request made by the job and a
// reminder name nobody, so no notice tells who wrote an anonymous answer.

export type ReviewNoticeInput = {
  type: ReviewEventType;
  actor: Person;
  /** The person the voice is about; null for a calibration. */
  subject: Person | null;
  recipientIds: number[];
  quarter: string;
  objectId: number;
  data: { kind?: unknown; count?: unknown; reason?: unknown; name?: unknown; dueOn?: unknown };
};

export type PlannedReviewNotice = {
  userId: number;
  subject: NoticeText;
  body: NoticeBody;
  objectType: 'FeedbackRequest' | 'Calibration';
  objectId: number;
  /** Whether the notice may show who acted. */
  namesActor: boolean;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Whether an event's notice may name its actor (the writer of an upward answer, never). */
export const namesActor = (type: ReviewEventType, kind: unknown) =>
  type !== 'feedback_reminder' && !(kind === 'upward' && (type === 'feedback_submitted' || type === 'feedback_requested'));

function wordsOf(input: ReviewNoticeInput): { subject: NoticeText; body: NoticeBody } {
  const values = { actor: input.actor.name, subject: input.subject?.name ?? '', quarter: input.quarter };
  const upward = input.data.kind === 'upward';
  const plain = (subject: NoticeText, parts: string[] = []) => ({ subject, body: { title: null, parts } });
  switch (input.type) {
    case 'peer_nominated': {
      const count = typeof input.data.count === 'number' ? input.data.count : 1;
      return plain(count === 1 ? say('voices.peerNominatedOne', values) : say('voices.peerNominated', { ...values, count: String(count) }));
    }
    case 'feedback_requested':
      return plain(say(upward ? 'voices.upwardRequested' : 'voices.feedbackRequested', values));
    case 'feedback_reminder':
      return plain(say(upward ? 'voices.upwardReminder' : 'voices.reminder', { ...values, due: text(input.data.dueOn) }));
    case 'feedback_submitted':
      return plain(say(upward ? 'voices.upwardSubmitted' : 'voices.feedbackSubmitted', values));
    case 'feedback_declined':
      return plain(say('voices.feedbackDeclined', values), [text(input.data.reason)]);
    case 'self_review_submitted':
      return plain(say('voices.selfReviewSubmitted', values));
    case 'calibration_opened':
      return plain(say('voices.calibrationOpened', { ...values, name: text(input.data.name) }));
    case 'calibration_closed':
      return plain(say('voices.calibrationClosed', { ...values, name: text(input.data.name) }));
  }
}

/** The notices of a review event: one to each recipient talent named, never to the actor, each once. */
export function planReviewNotices(input: ReviewNoticeInput): PlannedReviewNotice[] {
  const words = wordsOf(input);
  const named = namesActor(input.type, input.data.kind);
  const calibration = input.type === 'calibration_opened' || input.type === 'calibration_closed';
  // A reminder and a request made by the job are the system's: their 'actor' is the respondent, who still hears.
  const seen = new Set(named ? [input.actor.id] : []);
  return input.recipientIds.flatMap((userId) => {
    if (seen.has(userId)) return [];
    seen.add(userId);
    return [
      {
        userId,
        ...words,
        objectType: calibration ? 'Calibration' : 'FeedbackRequest',
        objectId: input.objectId,
        namesActor: named,
      } satisfies PlannedReviewNotice,
    ];
  });
}
