import type { Goal, GoalInfo } from '../../contract/goals';
import { GOAL_PERMISSIONS } from '../../domain/goals/permissions';

type Permissions = Goal['Permissions'];
const noPermissions = Object.fromEntries(GOAL_PERMISSIONS.map((p) => [p, false])) as Permissions;

/** A goal as the goal list answers it: Ada's approved goal of Q2 2026, nobody aligned to it. */
export function aGoal(over: Partial<Goal> = {}): Goal {
  return {
    Id: 501,
    State: 'approved',
    GoalType: 'SMART',
    Hidden: false,
    ParentId: null,
    GoalPeriodId: 22,
    PeriodStartDate: '2026-04-01',
    Quarter: 'Q2 2026',
    ReportingMemo: null,
    User: { Id: 10, Name: 'Ada Park', OrgUnit: 'Engineering', Title: 'Engineering Manager', Avatar: null, ParentId: 2 },
    GoalDetail: { Title: 'Ship the billing export', Measurement: 'Customers download invoices as CSV', Description: null },
    MostRecentGoalStatus: null,
    Progress: null,
    CountChildren: false,
    ChildWeight: 1,
    ChildCount: 0,
    UpdatedAt: '2026-04-10T09:00:00Z',
    IsNeedsUpdate: false,
    IsManager: false,
    IsFollowed: false,
    OwnerGoalResult: null,
    ManagerGoalResult: null,
    Badges: [],
    SortPriority: 3,
    Permissions: noPermissions,
    ...over,
  };
}

/** A goal's detail (GET /Goal/{id}/info) around `aGoal`. */
export function aGoalInfo(goal: Partial<Goal> = {}, over: Partial<GoalInfo> = {}): GoalInfo {
  const built = aGoal(goal);
  return {
    Goal: built,
    GoalEdits: [],
    GoalStatuses: [],
    GoalWeeklyStates: [],
    GoalResult: null,
    GoalManagerResult: null,
    GoalTransitions: [],
    GoalStatusComments: [],
    Ancestors: [],
    DeletedDescestors: [],
    ParentGoal: null,
    IsFollowed: false,
    Permissions: built.Permissions,
    ContinuedFrom: null,
    ContinuedIn: [],
    ...over,
  };
}
