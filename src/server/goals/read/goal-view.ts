import { goalBadges, needsUpdate, sortPriority, type GoalListFacts } from '../../../domain/goals/badges';
import { editNeedsApproval, goalPermissions, type GoalPermissions, type Relation } from '../../../domain/goals/permissions';
import type { GoalState, GoalType } from '../../../domain/goals/states';
import { quarterLabel } from '../../../domain/periods';
import type { Goal, GoalResult } from '../../../contract/goals';
import {
  factsOf,
  type EditRow,
  type GoalFactRow,
  type GoalFacts,
  type GoalRow,
  type LatestStatus,
  type OwnerRow,
  type PeriodRow,
  type ResultRow,
} from './goal-facts';
import { goals } from '../../db/schema';
import { tableRowOf } from '../../db/table-row';
import { canSeeGoal, relationOf } from '../../../domain/goals/visibility';
import type { Viewer } from '../viewer';
import { avatarUrl } from '../../auth';

/** A goal as one viewer sees it: its facts, relation, permissions, badges and sort priority. */
export type GoalView = {
  row: GoalRow;
  state: GoalState;
  owner: OwnerRow;
  period: PeriodRow;
  relation: Relation;
  latest: LatestStatus | null;
  ownerResult: ResultRow | null;
  managerResult: ResultRow | null;
  openEdit: EditRow | null;
  childCount: number;
  isFollowed: boolean;
  inViewerCascade: boolean;
  visible: boolean;
  listFacts: GoalListFacts;
  permissions: GoalPermissions;
  /** The goal's quarter has begun by the viewer's today. */
  periodStarted: boolean;
  /** The viewer's change of the goal is a proposed edit the manager approves (`editNeedsApproval`). */
  proposesEdits: boolean;
};

/** The goals of rows of `goalsWithFacts`, as the viewer sees them, in the rows' order. */
export function viewsOf(viewer: Viewer, rows: GoalFactRow[]): GoalView[] {
  const facts = factsOf(viewer, rows);
  return rows.map((r) => viewGoal(viewer, tableRowOf(goals, r), facts));
}

export function viewGoal(viewer: Viewer, row: GoalRow, facts: GoalFacts): GoalView {
  const owner = facts.owners.get(row.ownerId)!;
  const period = facts.periods.get(row.periodId)!;
  const state = row.state as GoalState;
  const relation = relationOf(viewer, owner);
  const openEdit = facts.openEdits.get(row.id) ?? null;
  const results = facts.results.get(row.id) ?? { owner: null, manager: null };
  const latest = facts.latest.get(row.id) ?? null;
  const inViewerCascade = facts.cascade.has(row.id);
  const currentWeekStart = viewer.period?.WeekStartDate ?? viewer.today;
  const listFacts: GoalListFacts = {
    state,
    viewerIsOwner: relation === 'self',
    viewerIsReviewer: relation === 'manager' || (viewer.isGoalAdmin && relation !== 'self'),
    openEdit: (openEdit?.state as GoalListFacts['openEdit']) ?? null,
    periodEnded: period.endDate < viewer.today,
    periodCurrent: viewer.period?.Id === period.id,
    hasCurrentWeekStatus: latest?.weekStartDate === currentWeekStart,
    latest: latest && { weekStartDate: latest.weekStartDate, likelihoodDelta: latest.likelihoodDelta, qualityDelta: latest.qualityDelta },
    ownerResult: results.owner && { completed: results.owner.completed, objectiveResult: results.owner.objectiveResult },
    managerResult: results.manager && { completed: results.manager.completed, objectiveResult: results.manager.objectiveResult },
    currentWeekStart,
  };
  const ownerHasManager = owner.parentId !== null;
  const periodStarted = period.startDate <= viewer.today;
  const permissions = goalPermissions(viewer, {
    state,
    relation,
    ownerHasManager,
    inViewerCascade,
    periodStarted,
    openEdit: listFacts.openEdit,
    hasManagerResult: results.manager !== null,
  });
  return {
    row,
    state,
    owner,
    period,
    relation,
    latest,
    ownerResult: results.owner,
    managerResult: results.manager,
    openEdit,
    childCount: facts.childCounts.get(row.id) ?? 0,
    isFollowed: facts.followed.has(row.id),
    inViewerCascade,
    visible: canSeeGoal(viewer, {
      state,
      hidden: row.hidden,
      ownerId: owner.id,
      ownerIsCeo: owner.roleName === 'ceo',
      ownerParentId: owner.parentId,
      ownerUnderViewer: owner.underViewer,
      inViewerCascade,
    }),
    listFacts,
    permissions,
    periodStarted,
    proposesEdits: editNeedsApproval({ state, byOwner: relation === 'self', ownerHasManager }),
  };
}

export const toResult = (r: ResultRow | null): GoalResult | null =>
  r && {
    Id: r.id,
    Completed: r.completed,
    Quality: r.quality,
    ...(r.kind === 'manager' ? { Feedback: r.text } : { Outcome: r.text }),
    ObjectiveResult: r.objectiveResult,
    UpdatedAt: r.updatedAt.toISOString(),
  };

export function toGoal(v: GoalView): Goal {
  const { row, owner, period } = v;
  return {
    Id: row.id,
    State: v.state,
    GoalType: row.goalType as GoalType,
    Hidden: row.hidden,
    ParentId: row.parentId,
    GoalPeriodId: row.periodId,
    PeriodStartDate: period.startDate,
    Quarter: quarterLabel(period),
    ReportingMemo: row.reportingMemo,
    User: {
      Id: owner.id,
      Name: owner.name,
      OrgUnit: owner.orgUnit,
      Title: owner.jobTitle,
      Avatar: avatarUrl(owner),
      ParentId: owner.parentId,
    },
    GoalDetail: { Title: row.title, Measurement: row.measurement, Description: row.description },
    MostRecentGoalStatus: v.latest && {
      Id: v.latest.id,
      Likelihood: v.latest.likelihood,
      Quality: v.latest.quality,
      LikelihoodDelta: v.latest.likelihoodDelta,
      QualityDelta: v.latest.qualityDelta,
      StartDate: v.latest.weekStartDate,
    },
    Progress: row.progress,
    CountChildren: row.countChildren,
    ChildWeight: row.childWeight,
    ChildCount: v.childCount,
    UpdatedAt: row.updatedAt.toISOString(),
    IsNeedsUpdate: needsUpdate(v.listFacts),
    IsManager: v.relation === 'manager',
    IsFollowed: v.isFollowed,
    OwnerGoalResult: toResult(v.ownerResult),
    ManagerGoalResult: toResult(v.managerResult),
    Badges: goalBadges(v.listFacts),
    SortPriority: sortPriority(v.listFacts),
    Permissions: v.permissions,
  };
}
