import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { periodExists, PERIOD_NOT_FOUND } from '../../periods';
import { countPeople } from '../../people';
import { normalizeGoalState, type GoalState } from '../../../domain/goals/states';
import type { GoalFilter, GoalList } from '../../../contract/goals';
import { goalsWithFacts, type GoalFactRow } from '../read/goal-facts';
import { toGoalEdit } from '../read/goal-history';
import { toGoal, viewsOf, type GoalView } from '../read/goal-view';
import { countGoals, pageOf, pageOrder, type GoalQuery } from './list-query';
import type { Viewer, ViewerWork } from '../viewer';
import { PERSON_NOT_FOUND } from '../../../domain/askers';

/**
 * The goals of one page, as the viewer sees them, in list order: the page, the goal rows and their facts in one
 * statement (one round trip for any page size).
 */
export async function findListedGoals(tx: Db, viewer: Viewer, q: GoalQuery): Promise<{ views: GoalView[]; total: number }> {
  const t = viewer.tenantId;
  const rows = await queryRows<GoalFactRow & { total: number }>(
    tx,
    goalsWithFacts({
      tenantId: t,
      viewerId: viewer.userId,
      goalManager: viewer.isGoalManager,
      ctes: sql`page AS MATERIALIZED (${pageOf(viewer, q)})`,
      starts: sql`IN (SELECT id FROM page)`,
      columns: sql`page.total`,
      from: sql`page JOIN goals g ON g.tenant_id = ${t} AND g.id = page.id`,
      where: sql`g.tenant_id = ${t}`,
      order: pageOrder('page'),
    }),
  );
  if (rows.length === 0) return { views: [], total: q.offset > 0 ? await countGoals(tx, viewer, q) : 0 };
  return { views: viewsOf(viewer, rows), total: Number(rows[0]!.total) };
}

/**
 * Scopes: MyGoals the viewer's own; MyDirectReports goals of people whose manager is the viewer (direct
 * reports only); CompanyGoals the CEO's; MyManagerAndPeers the viewer's manager's and their other reports'.
 * Observers have only CompanyGoals; the CEO has no manager and peers and contributors no direct reports: each
 * is a 400 naming the filter (a stored filter must not sign anyone out, decision 027).
 */
function checkScope(viewer: Viewer, scope: GoalFilter['GoalSelectFilter']) {
  if (viewer.roleName === 'observer' && scope !== 'CompanyGoals') throw badRequest('Observers see only company goals.', 'GoalSelectFilter');
  if (viewer.roleName === 'ceo' && scope === 'MyManagerAndPeers') {
    throw badRequest('The CEO has no manager and peers to list.', 'GoalSelectFilter');
  }
  if (viewer.roleName === 'contributor' && scope === 'MyDirectReports') {
    throw badRequest('Contributors have no direct reports to list.', 'GoalSelectFilter');
  }
}

function statesOf(values: string[] | undefined): GoalState[] | undefined {
  return values?.map((v) => {
    const state = normalizeGoalState(v);
    if (!state) throw badRequest(`Unknown goal state '${v}'.`, 'GoalStates');
    return state;
  });
}

/** The filter as a query. PeriodId defaults to the viewer's current quarter (none before the schedule starts). */
export function queryOf(viewer: Viewer, f: GoalFilter): GoalQuery {
  checkScope(viewer, f.GoalSelectFilter);
  return {
    periodId: f.PeriodId ?? viewer.period?.Id ?? null,
    scope: f.GoalSelectFilter,
    ownerIds: f.Users,
    depts: f.Depts,
    // Goals of deactivated people are left out unless asked for.
    includeDeactivated: f.DeactivatedUsers === true,
    title: f.Title || undefined,
    states: statesOf(f.GoalStates),
    aligned: f.Aligned,
    unaligned: f.Unaligned,
    topLevel: f.TopLevelGoals,
    needsUpdate: f.NeedsUpdate,
    needsReview: f.NeedsReview,
    trendingUp: f.TrendingUp,
    trendingDown: f.TrendingDown,
    qTrendingUp: f.QTrendingUp,
    qTrendingDown: f.QTrendingDown,
    likelihood: f.Likelihood,
    quality: f.Quality,
    followed: f.FollowedGoals,
    excludePrivate: f.ExcludePrivate,
    limit: f.PageSize,
    offset: (f.Page - 1) * f.PageSize,
  };
}

async function checkNamedRows(tx: Db, viewer: Viewer, f: GoalFilter) {
  if (f.PeriodId !== undefined && !(await periodExists(tx, viewer.tenantId, f.PeriodId))) throw notFound(PERIOD_NOT_FOUND, 'PeriodId');
  const users = f.Users ?? [];
  if (users.length && (await countPeople(tx, viewer.tenantId, users)) < new Set(users).size) throw notFound(PERSON_NOT_FOUND, 'Users');
}

/** POST /Goal/goals: one page of the filtered list with the listed goals' open edits and follows. */
export async function listGoals(w: ViewerWork, filter: GoalFilter): Promise<GoalList> {
  const { tx, viewer } = w;
  const q = queryOf(viewer, filter);
  const { views, total } = q.periodId === null ? { views: [], total: 0 } : await findListedGoals(tx, viewer, q);
  // An empty list may come from a quarter or a person the company does not have: that is a 404, asked
  // only then, so a list with goals costs no extra query.
  if (total === 0) await checkNamedRows(tx, viewer, filter);
  return {
    data: views.map(toGoal),
    goalEdits: views.flatMap((v) => (v.openEdit ? [toGoalEdit(v.openEdit)] : [])),
    pendingEdits: views.filter((v) => v.openEdit).map((v) => v.row.id),
    followed: views.filter((v) => v.isFollowed).map((v) => v.row.id),
    ceo: viewer.ceo,
    count: total,
    Page: filter.Page,
    PageSize: filter.PageSize,
  };
}
