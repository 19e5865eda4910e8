import { sql } from 'drizzle-orm';
import { nextTurn } from '../db/next-turn';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { departmentsChanged } from './person-writes';
import { keepAncestors } from './ancestors';
import type { RoleName } from '../../domain/roles';

// A company's people added and changed by the hundred (the organisation import, org-import/): people own
// the users table (decision 038), so the import asks for these writes here. The import checks the rows first.

// A few hundred rows a statement: few round trips for 5,000 people, and far below PostgreSQL's 65,535 parameters.
const CHUNK = 500;

/** What an import sets on a person: everything the template has, the manager as an id. */
export type PersonValues = {
  name: string;
  email: string;
  jobTitle: string | null;
  orgUnit: string | null;
  roleName: Exclude<RoleName, 'ceo'>;
  parentId: number | null;
  isOrgAdmin: boolean;
  isGoalAdmin: boolean;
  isGoalManager: boolean;
  isHrAdmin: boolean;
};

/** Inserts invited people (no password), a chunk a statement; their ids by lower-case email. */
export async function addInvitedPeople(
  db: Db,
  p: { tenantId: number; invitedById: number | null; now: Date; people: PersonValues[] },
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < p.people.length; i += CHUNK) {
    const values = p.people.slice(i, i + CHUNK).map((v) => ({
      ...v,
      tenantId: p.tenantId,
      invitedById: p.invitedById,
      createdAt: p.now,
      updatedAt: p.now,
    }));
    const rows = await db.insert(users).values(values).returning({ id: users.id, email: users.email });
    for (const r of rows) ids.set(r.email.toLowerCase(), r.id);
    await keepAncestors(
      db,
      p.tenantId,
      rows.map((r) => r.id),
    );
    await nextTurn();
  }
  return ids;
}

/** Sets the template's fields and the manager of people by id, a chunk a statement. */
export async function updatePeople(db: Db, p: { tenantId: number; now: Date; people: (PersonValues & { id: number })[] }) {
  for (let i = 0; i < p.people.length; i += CHUNK) {
    const rows = p.people.slice(i, i + CHUNK).map(
      (v) =>
        sql`(${v.id}::bigint, ${v.name}::varchar, ${v.jobTitle}::varchar, ${v.orgUnit}::varchar, ${v.roleName}::varchar,
          ${v.parentId}::bigint, ${v.isOrgAdmin}::boolean, ${v.isGoalAdmin}::boolean, ${v.isGoalManager}::boolean, ${v.isHrAdmin}::boolean)`,
    );
    await db.execute(sql`
      UPDATE users AS u SET name = v.name, job_title = v.job_title, org_unit = v.org_unit, role_name = v.role_name,
        parent_id = v.parent_id, is_org_admin = v.is_org_admin, is_goal_admin = v.is_goal_admin,
        is_goal_manager = v.is_goal_manager, is_hr_admin = v.is_hr_admin, updated_at = ${p.now.toISOString()}::timestamptz
      FROM (VALUES ${sql.join(rows, sql`, `)})
        AS v(id, name, job_title, org_unit, role_name, parent_id, is_org_admin, is_goal_admin, is_goal_manager, is_hr_admin)
      WHERE u.tenant_id = ${p.tenantId} AND u.id = v.id`);
    await nextTurn();
  }
  await departmentsChanged(db, p.tenantId);
  // Managers may have changed anywhere in the company: its ancestors kept again from the top.
  if (p.people.length > 0) await keepAncestors(db, p.tenantId);
}
