import { and, asc, desc, eq, inArray, like, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { sameTenant } from '../db/tenant-filter';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { pipelined, type Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest } from '../errors';
import { viewerFacts } from '../http/access';
import type { Work } from '../http/unit-of-work';
import type { DirectoryPage, DirectoryRequest } from '../../contract/organization';
import type { UserStatus } from '../../contract/people';
import { canSeeObservers, type ViewerFacts } from '../../domain/people/permissions';
import { DEFAULT_DEPARTMENT } from '../../domain/people/profile-rules';
import { escapeLike } from '../db/like';
import { findDepartments } from './person-queries';
import { findOrgEntries } from './org-entries';

type Request = z.output<typeof DirectoryRequest>;

const manager = alias(users, 'manager');

const STATUS_WHERE: Record<UserStatus, SQL> = {
  Active: and(isNull(users.deactivatedAt), isNotNull(users.invitationAcceptedAt))!,
  Invited: and(isNull(users.deactivatedAt), isNull(users.invitationAcceptedAt))!,
  Deactivated: isNotNull(users.deactivatedAt),
};

// Active and Invited together (the default) are simply "not deactivated".
const statusWhere = (statuses: readonly UserStatus[]) =>
  statuses.length === 2 && statuses.includes('Active') && statuses.includes('Invited')
    ? isNull(users.deactivatedAt)
    : or(...statuses.map((s) => STATUS_WHERE[s]));

const STATUS_RANK = sql`CASE WHEN ${users.deactivatedAt} IS NOT NULL THEN 2 WHEN ${users.invitationAcceptedAt} IS NULL THEN 1 ELSE 0 END`;

const SORT_KEYS: Record<Request['Sort'], SQL> = {
  Name: sql`lower(${users.name})`,
  JobTitle: sql`lower(coalesce(${users.jobTitle}, ''))`,
  OrgUnit: sql`lower(coalesce(nullif(${users.orgUnit}, ''), ${DEFAULT_DEPARTMENT}))`,
  RoleName: sql`${users.roleName}`,
  Manager: sql`lower(coalesce(${manager.name}, ''))`,
  Status: STATUS_RANK,
};

/**
 * Whom the directory lists to this viewer, as a condition on a role column: observers only to those who may see them
 * (the CEO and org admins). Reports listing people use it too, so a file never shows more than the directory.
 */
export const directoryRoleFilter = (viewer: ViewerFacts, role: SQLWrapper): SQL | undefined =>
  canSeeObservers(viewer) ? undefined : sql`${role} <> 'observer'`;

/** The employee directory: one page, filtered and sorted in SQL, with the total count. */
export async function findDirectoryPage(w: Work, req: Request): Promise<DirectoryPage> {
  const { tx, actor } = w;
  const { tenantId } = actor;
  const viewer = viewerFacts(actor);
  const seesObservers = canSeeObservers(viewer);
  if (!seesObservers && req.Roles?.includes('observer')) throw badRequest('Only the CEO or an org admin can list observers.', 'Roles');
  const statuses = req.Statuses?.length ? req.Statuses : (['Active', 'Invited'] as const);
  const search = req.Search ? `%${escapeLike(req.Search)}%` : null;
  const depts = req.Depts ?? [];
  const where = and(
    eq(users.tenantId, tenantId),
    directoryRoleFilter(viewer, users.roleName),
    req.Roles?.length ? inArray(users.roleName, req.Roles) : undefined,
    statusWhere(statuses),
    search ? like(users.searchText, sql`lower(${search})`) : undefined,
    depts.length
      ? or(
          inArray(users.orgUnit, depts),
          depts.some((d) => d.toLowerCase() === DEFAULT_DEPARTMENT.toLowerCase())
            ? or(isNull(users.orgUnit), eq(users.orgUnit, ''))
            : undefined,
        )
      : undefined,
  );
  const order = req.SortOrder === 'desc' ? desc : asc;
  // By name (the default) the page is an index scan that stops after PageSize people; ties go by id.
  const orderBy =
    req.Sort === 'Name' ? [order(SORT_KEYS.Name), order(users.id)] : [order(SORT_KEYS[req.Sort]), order(SORT_KEYS.Name), order(users.id)];
  // The page's ids first (the manager joined only to sort by it), then the details of those people in the
  // same statement: report counts and manager names for a page, not for everyone who matches.
  let ids = tx.select({ id: users.id }).from(users).$dynamic();
  if (req.Sort === 'Manager')
    ids = ids.leftJoin(manager, and(sameTenant(manager.tenantId, users.tenantId, tenantId), eq(manager.id, users.parentId)));
  const page = ids
    .where(where)
    .orderBy(...orderBy)
    .limit(req.PageSize)
    .offset((req.Page - 1) * req.PageSize)
    .as('page');
  const [rows, count] = await pipelined(
    () =>
      tx
        .select(entryColumns(tenantId))
        .from(page)
        .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, page.id)))
        .leftJoin(manager, and(sameTenant(manager.tenantId, users.tenantId, tenantId), eq(manager.id, users.parentId)))
        .orderBy(...orderBy),
    // A count apart from the page: an index-only scan, where a window count would read and sort everyone.
    () => countOnly(tx, where),
  );
  // Each person as the chart gives them (profile, wrapper, leg), with the directory's manager name and report count.
  const entries = await findOrgEntries(
    w,
    rows.map((r) => r.id),
    req.Since === undefined ? undefined : new Date(req.Since),
  );
  return {
    count,
    data: rows.flatMap((r) => {
      const entry = entries.get(r.id);
      return entry ? [{ ...entry, ManagerName: r.managerName, DirectReportCount: Number(r.reports) }] : [];
    }),
  };
}

const entryColumns = (tenantId: number) => ({
  id: users.id,
  managerName: manager.name,
  reports: sql<number>`(SELECT count(*) FROM users r WHERE r.tenant_id = ${tenantId} AND r.tenant_id = ${users.tenantId} AND r.parent_id = ${users.id} AND r.deactivated_at IS NULL)`,
});

async function countOnly(tx: Db, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(where);
  return Number(row?.n ?? 0);
}

const DEPARTMENTS_LIMIT = 500;

/** The departments in use: the directory's filter, and the suggestions while typing one. */
export async function getDepartments({ tx, actor }: Work): Promise<{ Departments: string[] }> {
  return { Departments: await findDepartments(tx, actor.tenantId, DEPARTMENTS_LIMIT) };
}
