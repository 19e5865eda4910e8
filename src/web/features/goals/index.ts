// The goals feature's face: what the app shell and other features may use of it (ARCHITECTURE.md "Layers").
export { goalKeys } from './api/goal-keys';
export { useCompanyGoals, usePeriods } from './api/get-goal-choices';
export { useGoalInfo } from './api/get-goal-info';
export { GoalCard } from './components/goal-card';
export { goalsHref, normalizeFilter } from './screen/goal-filter-url';
export { mayAddGoal, periodLabel, scopeOptions } from './screen/goal-scopes';
export { FinalizeDialog } from './actions/finalize-dialog';
export { ResultsReviewDialog } from './actions/results-review-dialog';
export { ReviewDialog } from './actions/review-dialog';
export { WeeklyUpdateDialog } from './actions/weekly-update-dialog';
export { OwnerSelect } from './form/owner-select';

/** The add and edit drawer, loaded when it is first opened. */
export const loadGoalFormDrawer = () => import('./form/goal-form-drawer');
export { stateText } from './components/goal-tags';
