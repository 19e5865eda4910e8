// The demo company's goals, by quarter, with their weekly-status comments and result texts.
export type { GoalPlan, Trend, Verdict } from './plan';
export { CURRENT_GOALS } from './current-goals';
export { PREVIOUS_GOALS } from './previous-goals';
export { RESULT_TEXTS, STATUS_NOTES, THEMES, TREND_SHAPES } from './statuses-and-results';
