/** Appraisals with more voices (issue 34, decision 077): calibrations of the ratings. */
export const talentCalibrationEndpoints = {};
