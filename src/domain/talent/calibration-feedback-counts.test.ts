import { describe, expect, it } from 'vitest';
import { countFeedback } from './calibration-feedback-counts';

describe('the compliance reports’ feedback counts', () => {
  it.each([
    [[], { asked: 0, given: 0, selfReviewIn: false }],
    [[{ kind: 'peer', state: 'nominated', n: 3 }], { asked: 0, given: 0, selfReviewIn: false }],
    [
      [
        { kind: 'peer', state: 'requested', n: 2 },
        { kind: 'peer', state: 'declined', n: 1 },
        { kind: 'peer', state: 'submitted', n: 3 },
      ],
      { asked: 6, given: 3, selfReviewIn: false },
    ],
    [
      [
        { kind: 'upward', state: 'submitted', n: 4 },
        { kind: 'upward', state: 'requested', n: 1 },
      ],
      { asked: 5, given: 4, selfReviewIn: false },
    ],
    [[{ kind: 'self', state: 'requested', n: 1 }], { asked: 0, given: 0, selfReviewIn: false }],
    [[{ kind: 'self', state: 'submitted', n: 1 }], { asked: 0, given: 0, selfReviewIn: true }],
  ])('%j counts %o', (groups, counts) => {
    expect(countFeedback(groups)).toEqual(counts);
  });
});
