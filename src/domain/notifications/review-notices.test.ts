import { describe, expect, it } from 'vitest';
import { REVIEW_EVENT_TYPES } from './event-types';
import { namesActor, planReviewNotices, type ReviewNoticeInput } from './review-notices';

const actor = { id: 1, name: 'Dee' };
const subject = { id: 2, name: 'Cal' };
const base: Omit<ReviewNoticeInput, 'type'> = { actor, subject, recipientIds: [3], quarter: 'Q1 2026', objectId: 9, data: {} };

describe('planReviewNotices', () => {
  it.each<[ReviewNoticeInput['type'], ReviewNoticeInput['data'], string, 'FeedbackRequest' | 'Calibration', boolean]>([
    ['peer_nominated', { count: 3 }, 'voices.peerNominated', 'FeedbackRequest', true],
    ['peer_nominated', { count: 1 }, 'voices.peerNominatedOne', 'FeedbackRequest', true],
    ['feedback_requested', { kind: 'peer' }, 'voices.feedbackRequested', 'FeedbackRequest', true],
    ['feedback_requested', { kind: 'upward' }, 'voices.upwardRequested', 'FeedbackRequest', false],
    ['feedback_reminder', { kind: 'peer', dueOn: '2026-04-22' }, 'voices.reminder', 'FeedbackRequest', false],
    ['feedback_reminder', { kind: 'upward', dueOn: '2026-04-22' }, 'voices.upwardReminder', 'FeedbackRequest', false],
    ['feedback_submitted', { kind: 'peer' }, 'voices.feedbackSubmitted', 'FeedbackRequest', true],
    ['feedback_submitted', { kind: 'upward' }, 'voices.upwardSubmitted', 'FeedbackRequest', false],
    ['feedback_declined', { kind: 'peer', reason: 'Busy' }, 'voices.feedbackDeclined', 'FeedbackRequest', true],
    ['self_review_submitted', {}, 'voices.selfReviewSubmitted', 'FeedbackRequest', true],
    ['calibration_opened', { name: 'Sales' }, 'voices.calibrationOpened', 'Calibration', true],
    ['calibration_closed', { name: 'Sales' }, 'voices.calibrationClosed', 'Calibration', true],
  ])('%s %j says %s about a %s (names the actor: %s)', (type, data, key, objectType, named) => {
    const [notice] = planReviewNotices({ ...base, type, data });
    expect(notice).toMatchObject({ userId: 3, subject: { key }, objectType, objectId: 9, namesActor: named });
    expect(namesActor(type, data.kind)).toBe(named);
  });

  it('covers every review event', () => {
    for (const type of REVIEW_EVENT_TYPES) expect(planReviewNotices({ ...base, type })).toHaveLength(1);
  });

  it('tells each recipient once and never the actor of a named notice', () => {
    const planned = planReviewNotices({ ...base, type: 'calibration_opened', recipientIds: [3, 1, 3, 4], data: { name: 'All' } });
    expect(planned.map((p) => p.userId)).toEqual([3, 4]);
  });

  it('reminds the respondent, who stands as the job’s actor', () => {
    const planned = planReviewNotices({
      ...base,
      type: 'feedback_reminder',
      recipientIds: [1],
      data: { kind: 'upward', dueOn: '2026-04-22' },
    });
    expect(planned.map((p) => [p.userId, p.subject.values?.due])).toEqual([[1, '2026-04-22']]);
  });

  it('gives a decline’s reason as its body', () => {
    const [notice] = planReviewNotices({ ...base, type: 'feedback_declined', data: { kind: 'peer', reason: 'We never met.' } });
    expect(notice!.body).toEqual({ title: null, parts: ['We never met.'] });
  });
});
