/** Appraisals with more voices (issue 34, decision 077): the self-review, the review questions and the settings of the other voices. */
export const talentReviewEndpoints = {};
