// The key results feature's face (issue 31): what the goals feature and the app shell use of it.
export { keyResultKeys } from './api/key-results-api';
export { KeyResultsSection } from './components/key-results-section';
export type { OwnerPickerProps } from './components/key-result-form-dialog';
export { ReadingsFields, useSendReadings } from './components/readings-fields';
export type { Readings } from './key-result-rules';
// The dashboard's cards of the team's and the company's progress by week (decision 068).
export { TeamProgressCard } from './components/team-progress-card';
export { CompanyProgressCard } from './components/company-progress-card';
export { showsCompanyProgress, showsTeamProgress } from './progress-chart-rules';
// The key results proposed with a goal's edit, for the manager's review (decision 070).
export { ProposalSummary } from './components/proposal-summary';
