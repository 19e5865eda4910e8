import { sql, type SQL } from 'drizzle-orm';

// The goals area's rules as SQL pieces, for every query that reads goals (ARCHITECTURE.md: others read an area's rules
// through its face, never by re-deriving them). goal-rules-sql.test.ts fails when one is written outside src/server/goals.

const aliasOf = (alias: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(alias);
};

/** SQL on the goal `alias` (goals): it is not deleted. A deleted goal counts nowhere: lists, reports, reminders, summaries. */
export const liveGoal = (alias: string): SQL => sql`${aliasOf(alias)}.deleted_at IS NULL`;

/**
 * A FROM item (use it as `${finalResultOf('g', tenantId)} r`): the goal `alias`'s final result row of goal_results, or none. The
 * manager's reviewed result, when there is one, replaces the owner's.
 */
export const finalResultOf = (alias: string, tenantId: number): SQL => {
  const g = aliasOf(alias);
  return sql`(SELECT * FROM goal_results fr WHERE fr.tenant_id = ${tenantId} AND fr.tenant_id = ${g}.tenant_id AND fr.goal_id = ${g}.id
    ORDER BY (fr.kind = 'manager') DESC, fr.id DESC LIMIT 1)`;
};
