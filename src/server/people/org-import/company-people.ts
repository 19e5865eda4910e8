import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { KnownPerson } from '../../../domain/people/import-plan';

/** A person the company has, as the import plans with them (KnownPerson), with their row's id and manager. */
export type StoredPerson = KnownPerson & { id: number; parentId: number | null };

/** Everyone of the company, deactivated people too, by lower-case email. */
export async function findCompanyPeople(db: Db, tenantId: number): Promise<Map<string, StoredPerson>> {
  const rows = await queryRows<Omit<StoredPerson, 'id' | 'parentId'> & { id: string | number; parentId: string | number | null }>(
    db,
    sql`SELECT u.id, lower(u.email) AS email, u.name, u.role_name AS "roleName", lower(m.email) AS "managerEmail",
          u.parent_id AS "parentId", u.job_title AS "jobTitle", u.org_unit AS "orgUnit", u.is_org_admin AS "isOrgAdmin",
          u.is_goal_admin AS "isGoalAdmin", u.is_goal_manager AS "isGoalManager", u.is_hr_admin AS "isHrAdmin",
          u.deactivated_at IS NOT NULL AS deactivated
        FROM users u LEFT JOIN users m ON m.tenant_id = ${tenantId} AND m.tenant_id = u.tenant_id AND m.id = u.parent_id
        WHERE u.tenant_id = ${tenantId}`,
  );
  return new Map(rows.map((r) => [r.email, { ...r, id: Number(r.id), parentId: r.parentId === null ? null : Number(r.parentId) }]));
}
