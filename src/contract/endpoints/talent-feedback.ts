/** Appraisals with more voices (issue 34, decision 077): peer and upward feedback. */
export const talentFeedbackEndpoints = {};
