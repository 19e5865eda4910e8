import { describe, expect, it } from 'vitest';
import {
  NOT_APPRAISED,
  SELF_REVIEW_CLOSED,
  SELF_REVIEW_LOCKED,
  SELF_REVIEW_OFF,
  maySeeSelfReview,
  selfReviewRefusal,
  selfReviewState,
  showsAnswers,
  stateAfterSave,
  type SelfReviewFacts,
  type SelfReviewState,
} from './self-review-rules';

const open: SelfReviewFacts = { selfReviewOn: true, eligible: true, quarterOpen: true, appraisalState: null };

describe('whether a self-review may be written', () => {
  it.each<[string, Partial<SelfReviewFacts>, string | null]>([
    ['on, open, no appraisal yet', {}, null],
    ['the appraisal is a draft the employee cannot see', { appraisalState: 'draft' }, null],
    ['self-reviews are off', { selfReviewOn: false }, SELF_REVIEW_OFF],
    ['the person is not appraised', { eligible: false }, NOT_APPRAISED],
    ['the appraisal is shared', { appraisalState: 'shared' }, SELF_REVIEW_LOCKED],
    ['the appraisal is signed', { appraisalState: 'acknowledged' }, SELF_REVIEW_LOCKED],
    ['the appraisal is completed', { appraisalState: 'completed' }, SELF_REVIEW_LOCKED],
    ['the quarter is closed', { quarterOpen: false }, SELF_REVIEW_CLOSED],
    ['closed and shared: the lock says why', { quarterOpen: false, appraisalState: 'shared' }, SELF_REVIEW_LOCKED],
  ])('%s', (_, over, refusal) => {
    expect(selfReviewRefusal({ ...open, ...over })).toBe(refusal);
  });
});

describe('a self-review state', () => {
  it.each<[string | null, SelfReviewState]>([
    [null, 'not_started'],
    ['requested', 'draft'],
    ['submitted', 'submitted'],
  ])('row %s is %s', (row, state) => expect(selfReviewState(row)).toBe(state));

  it.each<[SelfReviewState, boolean, string]>([
    ['not_started', false, 'requested'],
    ['not_started', true, 'submitted'],
    ['draft', false, 'requested'],
    ['draft', true, 'submitted'],
    ['submitted', false, 'submitted'],
    ['submitted', true, 'submitted'],
  ])('from %s, submit %s, becomes %s', (from, submit, to) => expect(stateAfterSave(from, submit)).toBe(to));
});

describe('who reads a self-review', () => {
  it.each<[string, { isSelf: boolean; isAbove: boolean; seesAllAppraisals: boolean }, boolean, boolean, boolean]>([
    // who, relation, may read, sees a draft's answers, sees handed-in answers
    ['the person', { isSelf: true, isAbove: false, seesAllAppraisals: false }, true, true, true],
    ['their manager or anyone above', { isSelf: false, isAbove: true, seesAllAppraisals: false }, true, false, true],
    ['an HR admin or the CEO', { isSelf: false, isAbove: false, seesAllAppraisals: true }, true, false, true],
    ['a peer', { isSelf: false, isAbove: false, seesAllAppraisals: false }, false, false, true],
  ])('%s', (_, r, may, draft, submitted) => {
    expect(maySeeSelfReview(r)).toBe(may);
    expect(showsAnswers(r, 'draft')).toBe(draft);
    expect(showsAnswers(r, 'submitted')).toBe(submitted);
  });
});
