import type { PeerVisibility } from './review-questions';

/** Which of an appraisal's other voices a company asks for (issue 34, decision 077); all off until an HR admin turns them on. */
export type ReviewSettings = {
  selfReviewOn: boolean;
  peerFeedbackOn: boolean;
  upwardFeedbackOn: boolean;
  /** How many peers an employee may nominate. */
  peerCap: number;
  /** How the employee sees their peers' answers. */
  peerVisibility: PeerVisibility;
};

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  selfReviewOn: false,
  peerFeedbackOn: false,
  upwardFeedbackOn: false,
  peerCap: 5,
  peerVisibility: 'anonymous',
};

/** An anonymous answer (a peer's, when the company shows them without names, and every upward one) shows only among this many or more. */
export const ANONYMITY_THRESHOLD = 3;
