import { and, asc, eq, ilike, isNull, ne } from 'drizzle-orm';
import { goalStatuses, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { Goal, GoalStatus } from '../../../contract/goals';
import { loadGoalView } from './goal-access';
import { findStatuses } from './goal-history';
import { toGoal } from './goal-view';
import { findListedGoals } from '../list/list-goals';
import { escapeLike } from '../../db/like';
import type { ViewerWork } from '../viewer';
import { avatarUrl } from '../../auth';
import type { Work } from '../../http/unit-of-work';
import { findPerson } from '../../people';
import { periodExists, PERIOD_NOT_FOUND } from '../../periods';
import { PERSON_NOT_FOUND } from '../../../domain/askers';

const COMPANY_GOALS_LIMIT = 50;
const CHILD_GOALS_LIMIT = 100;

/** The CEO's goals of the current quarter that the viewer may see, sorted like the list; the first 50. */
export async function findCompanyGoals(w: ViewerWork): Promise<{ Goals: Goal[]; count: number }> {
  const { tx, viewer } = w;
  if (!viewer.period) return { Goals: [], count: 0 };
  const { views, total } = await findListedGoals(tx, viewer, {
    periodId: viewer.period.Id,
    scope: 'CompanyGoals',
    limit: COMPANY_GOALS_LIMIT,
    offset: 0,
  });
  return { Goals: views.map(toGoal), count: total };
}

/** People who can own goals (active, not observers), by name, for owner pickers. */
export async function findGoalOwners({ tx, actor: { tenantId } }: Work, opts: { search?: string; limit: number }) {
  const rows = await tx
    .select({
      Id: users.id,
      Name: users.name,
      JobTitle: users.jobTitle,
      OrgUnit: users.orgUnit,
      ParentId: users.parentId,
      avatarKey: users.avatarKey,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        isNull(users.deactivatedAt),
        ne(users.roleName, 'observer'),
        opts.search ? ilike(users.name, `%${escapeLike(opts.search)}%`) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(opts.limit);
  return rows.map(({ avatarKey, ...u }) => ({
    ...u,
    Avatar: avatarUrl({ id: u.Id, avatarKey }),
  }));
}

/**
 * One person's goals of a quarter that the viewer may see (the profile page), paged. The person is
 * named explicitly, so their goals show even if they have been deactivated; 404 when the company has no such
 * person or quarter.
 */
export async function findUserGoals(
  { tx, viewer }: ViewerWork,
  p: { userId: number; periodId: number; page: number; pageSize: number },
): Promise<{ data: Goal[]; count: number }> {
  if (!(await findPerson(tx, viewer.tenantId, p.userId))) throw notFound(PERSON_NOT_FOUND);
  if (!(await periodExists(tx, viewer.tenantId, p.periodId))) throw notFound(PERIOD_NOT_FOUND);
  const { views, total } = await findListedGoals(tx, viewer, {
    periodId: p.periodId,
    ownerIds: [p.userId],
    includeDeactivated: true,
    limit: p.pageSize,
    offset: (p.page - 1) * p.pageSize,
  });
  return { data: views.map(toGoal), count: total };
}

export async function getSingleGoal(w: ViewerWork, goalId: number): Promise<Goal> {
  const { tx, viewer } = w;
  return toGoal(await loadGoalView(tx, viewer, goalId));
}

/** The visible goals aligned directly to a goal (all of their owners, any quarter) with their weekly statuses. */
export async function findChildGoals(w: ViewerWork, goalId: number): Promise<{ Goals: Goal[]; GoalStatuses: GoalStatus[] }> {
  const { tx, viewer } = w;
  await loadGoalView(tx, viewer, goalId);
  const { views } = await findListedGoals(tx, viewer, {
    periodId: null,
    parentId: goalId,
    includeDeactivated: true,
    limit: CHILD_GOALS_LIMIT,
    offset: 0,
  });
  const statuses = await findStatuses(
    tx,
    viewer.tenantId,
    views.map((v) => v.row.id),
  );
  return { Goals: views.map(toGoal), GoalStatuses: statuses };
}

/** A weekly status by its id, so a notification can lead to its goal; 404 unless the goal is visible. */
export async function findGoalStatus(w: ViewerWork, statusId: number): Promise<GoalStatus> {
  const { tx, viewer } = w;
  const [row] = await tx
    .select({ goalId: goalStatuses.goalId })
    .from(goalStatuses)
    .where(and(eq(goalStatuses.tenantId, viewer.tenantId), eq(goalStatuses.id, statusId)));
  if (!row) throw notFound('Status not found.');
  await loadGoalView(tx, viewer, row.goalId);
  const status = (await findStatuses(tx, viewer.tenantId, [row.goalId])).find((s) => s.Id === statusId);
  if (!status) throw notFound('Status not found.');
  return status;
}
