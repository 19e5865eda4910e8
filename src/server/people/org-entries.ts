import { and, eq, inArray, sql } from 'drizzle-orm';
import { pipelined, queryRows, type Db } from '../db/client';
import { users } from '../db/schema';
import { viewerFacts } from '../http/access';
import type { Work } from '../http/unit-of-work';
import type { Profile } from '../../contract/people';
import { canEditProfile } from '../../domain/people/permissions';
import { chainAbove, legIdOf, type ParentMap } from '../../domain/people/org-chain';
import { userStatus } from '../../domain/user-status';
import { profileColumns, toProfile } from '../auth';
import { findCeo } from './queries';
import { targetFacts } from './standing';

// Who is on the chart: never observers; a deactivated person only while someone who is not deactivated
// reports to them. `p` is the alias of the person the condition is about.
export const onChart = (alias: string, tenantId: number) => {
  const p = sql.raw(alias);
  return sql`(${p}.role_name <> 'observer' AND (${p}.deactivated_at IS NULL OR EXISTS (
  SELECT 1 FROM users a WHERE a.tenant_id = ${tenantId} AND a.tenant_id = ${p}.tenant_id AND a.parent_id = ${p}.id
    AND a.deactivated_at IS NULL AND a.role_name <> 'observer')))`;
};

/** A person as the chart and the directory give them: the app's flat fields and the spec's user wrapper (decision 028). */
export type OrgEntry = ReturnType<typeof toEntry>;

function toEntry(profile: Profile, wrapper: { DirectReports: number[]; Changed: boolean; LegId: number }) {
  return {
    Id: profile.Id,
    ParentId: profile.ParentId,
    Name: profile.Name,
    Email: profile.Email,
    JobTitle: profile.JobTitle,
    OrgUnit: profile.OrgUnit,
    RoleName: profile.RoleName,
    Avatar: profile.Avatar,
    IsOrgAdmin: profile.IsOrgAdmin,
    IsGoalAdmin: profile.IsGoalAdmin,
    IsHrAdmin: profile.IsHrAdmin,
    IsGoalManager: profile.IsGoalManager,
    DeactivatedAt: profile.DeactivatedAt,
    InvitationAcceptedAt: profile.InvitationAcceptedAt,
    Status: userStatus(profile),
    id: profile.Id,
    parentId: profile.ParentId,
    Profile: profile,
    Manager: profile.ParentId ?? 0,
    ...wrapper,
  };
}

/**
 * The entries of the given people (any order; missing ids are left out). Profile is what the profile page shows this
 * viewer (IsEditable by the same rule); DirectReports are the reports the chart shows; Changed says the person's
 * record changed after `since`; LegId is read from the chain above each person.
 */
export async function findOrgEntries({ tx, actor }: Work, ids: number[], since?: Date): Promise<Map<number, OrgEntry>> {
  if (ids.length === 0) return new Map();
  const { tenantId } = actor;
  const [rows, parentOf, ceo] = await pipelined(
    () =>
      tx
        .select({
          ...profileColumns,
          // Spelled out: in a one-table select Drizzle leaves columns unqualified, and inside this subquery they would be k's.
          reportIds: sql<(number | string)[]>`ARRAY(SELECT k.id FROM users k
            WHERE k.tenant_id = ${tenantId} AND k.tenant_id = users.tenant_id AND k.parent_id = users.id AND ${onChart('k', tenantId)}
            ORDER BY k.id)`,
          changed: since ? sql<boolean>`${users.updatedAt} > ${since.toISOString()}::timestamptz` : sql<boolean>`false`,
        })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids))),
    () => findParentsAbove(tx, tenantId, ids),
    () => findCeo(tx, tenantId),
  );
  const viewer = viewerFacts(actor);
  const entries = rows.map((r) => {
    const rel = { isSelf: r.id === actor.userId, isAbove: chainAbove(r.id, parentOf).includes(actor.userId) };
    const profile = toProfile(r, canEditProfile(viewer, targetFacts(r), rel));
    const wrapper = {
      DirectReports: r.reportIds.map(Number),
      Changed: r.changed === true,
      LegId: legIdOf(r.id, parentOf, ceo?.id ?? null),
    };
    return toEntry(profile, wrapper);
  });
  return new Map(entries.map((e) => [e.Id, e]));
}

/** Each person's manager, and theirs, up to the top: one walk for all of them (UNION ends it on a cycle). */
async function findParentsAbove(tx: Db, tenantId: number, ids: number[]): Promise<ParentMap> {
  const rows = await queryRows<{ id: number | string; parent_id: number | string | null }>(
    tx,
    sql`WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM users WHERE ${and(eq(users.tenantId, tenantId), inArray(users.id, ids))}
      UNION
      SELECT u.id, u.parent_id FROM up JOIN users u ON u.tenant_id = ${tenantId} AND u.id = up.parent_id
    )
    SELECT id, parent_id FROM up`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.parent_id === null ? null : Number(r.parent_id)]));
}
