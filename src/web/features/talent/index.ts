// The talent feature's face: what other features (the profile's Appraisals tab) may use of it.
export { AppraisalsTable } from './appraisal/appraisals-table';
