// The goals area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { goalRoutes } from './routes';
export { GOAL_NOT_FOUND, loadGoalView } from './read/goal-access';
export { toGoal, toResult, type GoalView } from './read/goal-view';
export { findListedGoals } from './list/list-goals';
export { asViewer, type Viewer, type ViewerWork } from './viewer';
export { resultOf, type ResultRow } from './read/goal-facts';
export { findStatuses, findWeeksOfGoal } from './read/goal-history';
// The goals a quarter tracked, for the team's and the company's progress by week (decision 068).
export { findTrackedGoalsOf, trackedGoalIdsOf, type TrackedGoalRow } from './read/tracked-goals';
export { visibleTo } from './list/list-query';
export { buildGoals, type GoalBlueprint, type GoalMove, type ResultBlueprint } from './goal-factory';
export { getGoalInfo } from './read/goal-info';
// A goal's progress: its key results' part, worked out by the key results area, rolled up with its aligned goals'.
export {
  findProgressRollup,
  goalLockOf,
  lockGoalProgress,
  setGoalProgress,
  setProgressSettings,
  type LockedGoal,
  type ProgressRollupRow,
} from './save/goal-progress';
export { loadVisibleComment } from './comments/goal-comments';
// Goal rules as SQL pieces for other areas' queries: a deleted goal counts nowhere; the manager's result wins.
export { liveGoal, finalResultOf } from './goal-rules-sql';
// The goal reports' rows (reports lays them out): lists (4, 8), the tree (5), the team's updates (9).
export type { GoalFacts } from './report-rows/goal-facts';
export { findGoalListRows, findQuarterGoalListRows, type GoalListRow, type GoalListScope } from './report-rows/goal-list-rows';
export { findGoalTreePeriods, findGoalTreeRows, type GoalTreeRow } from './report-rows/goal-tree-rows';
export { findTeamGoalRows } from './report-rows/team-goal-rows';
// A goal's state and levels in a language, in the goals screens' words (summaries and their slides say them so).
export { goalWords, type GoalWords } from './goal-words';
// The goals a goal's progress counts (decision 069): its counted subtree for the weeks, its counted aligned goals listed.
export { findCountedChildren, findCountedSubtree, type CountedChildRow, type CountedGoalRow } from './read/counted-subtree';
// What another area keeps with a goal's proposed edit (decision 070): the edit to keep it with, and the part's shape.
export { openEditFor } from './save/update-goal';
export type { EditPart } from './actions/edit-parts';
// What another area copies with a goal to a later quarter (decision 073): the part's shape.
export type { CopyPart, GoalCopy } from './structure/copy-parts';
// The demo company's goals that continue goals of its previous quarter.
export { setContinuations } from './structure/copy-queries';
