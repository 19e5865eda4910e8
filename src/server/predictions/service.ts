import { badRequest, notFound } from '../errors';
import { countMatrix, inCell, inMatrix, resolveWeek } from '../../domain/predictions/matrix';
import { quarterLabel } from '../../domain/periods';
import type { FirstGoal, PredictionData, PredictionGoal, PredictionGoalRef, PredictionQuery } from '../../contract/predictions';
import { findFirstGoalId, findMatrix, type ChildRow } from './queries';
import { pipelined, type Db } from '../db/client';
import { avatarUrl } from '../auth';
import {
  loadGoalView,
  toGoal,
  toResult,
  findListedGoals,
  resultOf,
  findWeeksOfGoal,
  type Viewer,
  type ViewerWork,
  type ResultRow,
} from '../goals';

export const NO_CURRENT_GOAL = 'You have no goal in this quarter yet.';
export const WEEK_NOT_IN_QUARTER = "That week is not in the goal's quarter.";
const SEARCH_LIMIT = 20;

/** GET /predication/{goalId}/{week}: the matrix of a goal the viewer may see, for one week of its quarter. */
export async function getPrediction(w: ViewerWork, p: { goalId: number; week: number; query: PredictionQuery }): Promise<PredictionData> {
  const { tx, viewer } = w;
  const goalId = p.goalId === 0 ? await currentGoalId(tx, viewer) : p.goalId;
  const [view, weeks] = await pipelined(
    () => loadGoalView(tx, viewer, goalId),
    () => findWeeksOfGoal(tx, viewer.tenantId, goalId),
  );
  const resolved = resolveWeek(weeks, p.week, viewer.period?.WeekStartDate ?? viewer.today);
  if (!resolved) throw badRequest(WEEK_NOT_IN_QUARTER, 'week');
  const { shown, prev, next } = resolved;
  const q = p.query;
  const matrix = { level: q.level, states: q.states };
  const cell = { likelihood: q.likelihood, quality: q.quality, noStatus: q.noStatus };

  const { groups, page: rows } = await findMatrix(tx, viewer, {
    rootId: view.row.id,
    weekStart: shown.startDate,
    matrix,
    cell,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  const counts = countMatrix(groups, matrix);
  const count = groups.filter((g) => inMatrix(g, matrix) && inCell(g, cell)).reduce((sum, g) => sum + (g.count ?? 1), 0);
  const results = rows.flatMap((r) => r.results.map((j) => resultOf(j)!));
  const withGoal = (r: ResultRow) => ({ ...toResult(r)!, GoalId: r.goalId });
  const weekRow = weeks.find((w) => w.id === shown.id)!;

  return {
    goal: toGoal(view),
    childs: rows.map(toPredictionGoal),
    count,
    matrix: {
      Cells: counts.cells.map((c) => ({ Likelihood: c.likelihood, Quality: c.quality, Count: c.count })),
      NoStatus: counts.noStatus,
      Total: counts.total,
      Levels: counts.levels.map((l) => ({ Level: l.level, Count: l.count })),
    },
    results: results.filter((r) => r.kind === 'owner').map(withGoal),
    managerresults: results.filter((r) => r.kind === 'manager').map(withGoal),
    weekPeriod: {
      Id: weekRow.id,
      Week: weekRow.week,
      StartDate: weekRow.startDate,
      EndDate: weekRow.endDate,
      PeriodId: view.row.periodId,
      Quarter: quarterLabel(view.period),
      IsCurrent: viewer.period?.WeekId === weekRow.id,
    },
    prevWeek: prev?.id ?? null,
    nextWeek: next?.id ?? null,
    Page: q.page,
    PageSize: q.pageSize,
  };
}

async function currentGoalId(tx: Db, viewer: Viewer): Promise<number> {
  const id = viewer.period ? await findFirstGoalId(tx, viewer, viewer.period.Id) : null;
  if (id === null) throw notFound(NO_CURRENT_GOAL);
  return id;
}

const toPredictionGoal = (r: ChildRow): PredictionGoal => ({
  Id: Number(r.id),
  ParentId: r.parent_id === null ? null : Number(r.parent_id),
  Level: Number(r.level),
  Title: r.title,
  State: r.state,
  Hidden: r.hidden,
  Progress: r.progress,
  User: {
    Id: Number(r.owner_id),
    Name: r.owner_name,
    OrgUnit: r.owner_org_unit,
    Avatar: avatarUrl({ id: Number(r.owner_id), avatarKey: r.owner_avatar_key }),
  },
  Status:
    r.status_id === null || r.likelihood === null || r.quality === null
      ? null
      : { Id: Number(r.status_id), Likelihood: r.likelihood, Quality: r.quality, StartDate: r.status_start! },
});

/** GET /predication/firstgoal/{x}: the viewer's current goal of quarter x (0 = the current quarter), or null. */
export async function findFirstGoal(w: ViewerWork, periodId: number): Promise<FirstGoal> {
  const { tx, viewer } = w;
  const period = periodId === 0 ? (viewer.period?.Id ?? null) : periodId;
  return { GoalId: period === null ? null : await findFirstGoalId(tx, viewer, period) };
}

/** GET /predication/searchgoals/{x}: visible goals whose title holds x, the current quarter's first, at most 20. */
export async function searchGoals(w: ViewerWork, text: string): Promise<PredictionGoalRef[]> {
  const { tx, viewer } = w;
  const current = viewer.period
    ? (await findListedGoals(tx, viewer, { periodId: viewer.period.Id, title: text, limit: SEARCH_LIMIT, offset: 0 })).views
    : [];
  const rest =
    current.length < SEARCH_LIMIT
      ? (await findListedGoals(tx, viewer, { periodId: null, title: text, limit: SEARCH_LIMIT * 2, offset: 0 })).views.filter(
          (v) => v.row.periodId !== viewer.period?.Id,
        )
      : [];
  return [...current, ...rest].slice(0, SEARCH_LIMIT).map((v) => ({
    Id: v.row.id,
    Title: v.row.title,
    State: v.state,
    UserId: v.owner.id,
    UserName: v.owner.name,
    PeriodId: v.row.periodId,
    Quarter: quarterLabel(v.period),
    ChildCount: v.childCount,
  }));
}
