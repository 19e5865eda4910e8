// The goals area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { goalRoutes } from './routes';
export { loadGoalView } from './read/goal-access';
export { toGoal, toResult } from './read/goal-view';
export { findListedGoals } from './list/list-goals';
export { asViewer, type Viewer, type ViewerWork } from './viewer';
export { resultOf, type ResultRow } from './read/goal-facts';
export { findWeeksOfGoal } from './read/goal-history';
export { visibleTo } from './list/list-query';
export { buildGoals, type GoalBlueprint, type GoalMove, type ResultBlueprint } from './goal-factory';
export { getGoalInfo } from './read/goal-info';
export { loadVisibleComment } from './comments/goal-comments';
