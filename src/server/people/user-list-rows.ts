import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { viewerFacts } from '../http/access';
import type { Work } from '../http/unit-of-work';
import type { RoleName } from '../../domain/roles';
import { directoryRoleFilter } from './directory';

/** A person of the user list report (1). */
export type UserListRow = {
  name: string;
  email: string;
  job_title: string | null;
  org_unit: string | null;
  role_name: RoleName;
  manager_name: string | null;
  is_org_admin: boolean;
  is_goal_admin: boolean;
  is_hr_admin: boolean;
  invitation_accepted_at: string | null;
  created_at: string | Date;
};

/**
 * Everyone of the company who is active or invited (deactivated people are left out), by name: those the caller's
 * own directory lists (observers only to the CEO and org admins).
 */
export function findUserListRows(w: Work): Promise<UserListRow[]> {
  const listed = directoryRoleFilter(viewerFacts(w.actor), sql`u.role_name`);
  return queryRows<UserListRow>(
    w.tx,
    sql`SELECT u.name, u.email, u.job_title, u.org_unit, u.role_name, m.name AS manager_name, u.is_org_admin, u.is_goal_admin,
          u.is_hr_admin, u.invitation_accepted_at, u.created_at
        FROM users u LEFT JOIN users m ON m.tenant_id = ${w.actor.tenantId} AND m.tenant_id = u.tenant_id AND m.id = u.parent_id
        WHERE u.tenant_id = ${w.actor.tenantId} AND u.deactivated_at IS NULL ${listed ? sql`AND ${listed}` : sql``}
        ORDER BY lower(u.name), u.id`,
  );
}
