import { sql, type SQL } from 'drizzle-orm';
import { descendantsOf } from '../../people';

/** Whose appraisals an overview shows: the whole organisation, everyone below a person, or a person's direct reports. */
export type Scope = { kind: 'organisation' } | { kind: 'below'; userId: number } | { kind: 'team'; userId: number };

/**
 * SQL conditions on `u` (users) for the people in scope who are appraised for a quarter: active, neither the CEO
 * nor observers (they stand outside the hierarchy), and created before `joinedBefore` (the day after its end begins,
 * company time zone): a constant the planner can read statistics for.
 */
export function inScope(tenantId: number, scope: Scope, q: { joinedBefore: Date }): SQL {
  const within =
    scope.kind === 'organisation'
      ? sql``
      : scope.kind === 'team'
        ? sql`AND u.parent_id = ${scope.userId}`
        : sql`AND u.id IN (${descendantsOf(tenantId, scope.userId)})`;
  return sql`u.tenant_id = ${tenantId} ${within} AND u.deactivated_at IS NULL AND u.role_name NOT IN ('ceo', 'observer')
      AND u.created_at < ${q.joinedBefore.toISOString()}::timestamptz`;
}

/** SQL: a stored rating read on today's scale of `size` labels (domain/talent/ratings.ts `rescale`). */
export const rescaled = (rating: SQL, size: number): SQL => sql`CASE WHEN a.rating_scale = ${size} THEN ${rating}
  ELSE round((${rating} - 1)::numeric * ${size - 1} / greatest(a.rating_scale - 1, 1))::int + 1 END`;
