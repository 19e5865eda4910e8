import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { productionSources } from '../testing/production-sources';
import { finalResultOf, liveGoal } from './goal-rules-sql';

/**
 * Files outside src/server/goals that may write a goal rule themselves, each with its reason (decision 041). Keep it
 * short: a new entry needs a reason goals' face cannot answer.
 */
const EXCEPTIONS: { path: string; rules: Rule[]; why: string }[] = [
  {
    path: 'src/server/db/schema/goals.ts',
    rules: ['live goal'],
    why: "the schema's partial index over live goals (goals_tenant_period_owner_live_idx); the database, not a query, holds it",
  },
  {
    path: 'src/server/people/user-status-actions.ts',
    rules: ['live goal'],
    why: "the deactivation preview counts a person's goals; people sits below goals (layers.js), so cannot import goals' face",
  },
];

type Rule = 'live goal' | 'manager result wins';
type Use = { file: string; rule: Rule; text: string };

const FINDERS: [Rule, RegExp][] = [
  // SQL (g.deleted_at IS NULL, IS NOT NULL), drizzle (isNull(goals.deletedAt)) and a drizzle column in SQL (${t.deletedAt} IS NULL).
  [
    'live goal',
    /\b(?:\w+\.)?deleted_at\s+IS\s+(?:NOT\s+)?NULL\b|\b(?:isNull|isNotNull)\(\s*[\w$.]*deletedAt\s*\)|deletedAt\}\s+IS\s+(?:NOT\s+)?NULL\b/gi,
  ],
  // The manager's result first: ORDER BY (r.kind = 'manager') DESC, or CASE WHEN r.kind = 'manager' THEN … .
  ['manager result wins', /\(\s*(?:\w+\.)?kind\s*=\s*'manager'\s*\)\s*DESC\b|WHEN\s+(?:\w+\.)?kind\s*=\s*'manager'\s+THEN\b/gi],
];

/** Every place a goal rule is written in one file's text. */
export function findRuleUses(file: string, text: string): Use[] {
  return FINDERS.flatMap(([rule, re]) => [...text.matchAll(re)].map((m) => ({ file, rule, text: m[0] })));
}

/** Production code only: tests and the test kits build and probe worlds directly. */
const productionUses = (): Use[] => productionSources().flatMap(({ file, text }) => findRuleUses(file, text));

const inGoals = (u: Use) => u.file.startsWith('src/server/goals/');
const excepted = (u: Use) => EXCEPTIONS.some((e) => e.path === u.file && e.rules.includes(u.rule));

describe("goal rules are written once, in goals (goals' face: liveGoal, finalResultOf)", () => {
  const uses = productionUses();

  it('finds the rules where goals writes them (the scan sees the source)', () => {
    const own = uses.filter(inGoals);
    expect(own.filter((u) => u.rule === 'live goal').length).toBeGreaterThan(5);
    expect(own.map((u) => `${u.file}: ${u.rule}`)).toContain('src/server/goals/goal-rules-sql.ts: manager result wins');
  });

  it('writes no goal rule outside src/server/goals, but for an exception with a reason', () => {
    const foreign = uses
      .filter((u) => !inGoals(u) && !excepted(u))
      .map((u) => `${u.file} writes the rule '${u.rule}' (${u.text}): use goals' face (liveGoal, finalResultOf)`);
    expect([...new Set(foreign)]).toEqual([]);
  });

  it('keeps no exception that nothing uses', () => {
    const unused = EXCEPTIONS.flatMap((e) =>
      e.rules.filter((r) => !uses.some((u) => u.file === e.path && u.rule === r)).map((r) => `${e.path}: ${r}`),
    );
    expect(unused).toEqual([]);
  });
});

describe('the rule finder', () => {
  it.each([
    ['sql`WHERE g.tenant_id = 1 AND g.deleted_at IS NULL`', ['live goal']],
    ['sql`AND p.deleted_at is not null`', ['live goal']],
    ['.where(and(eq(goals.ownerId, id), isNull(goals.deletedAt)))', ['live goal']],
    ['.where(sql`${t.deletedAt} IS NULL`)', ['live goal']],
    ["sql`SELECT completed FROM goal_results ORDER BY (kind = 'manager') DESC LIMIT 1`", ['manager result wins']],
    ["sql`ORDER BY (r.kind = 'manager') DESC, r.id DESC`", ['manager result wins']],
    ["sql`CASE WHEN r.kind = 'manager' THEN r.completed END`", ['manager result wins']],
    ["sql`AND ${liveGoal('g')} AND r.kind = 'manager'`", []],
    ['// a goal whose deleted_at is set is gone', []],
  ])('%s', (text, rules) => {
    expect(findRuleUses('probe.ts', text).map((u) => u.rule)).toEqual(rules);
  });
});

describe('the SQL pieces', () => {
  const text = (q: ReturnType<typeof liveGoal>) => new PgDialect().sqlToQuery(q).sql;

  it('liveGoal and finalResultOf read the goal of the given alias', () => {
    expect(text(liveGoal('p'))).toBe('p.deleted_at IS NULL');
    expect(text(finalResultOf('l', 7))).toMatch(
      /fr\.tenant_id = \$1 AND fr\.tenant_id = l\.tenant_id AND fr\.goal_id = l\.id\s+ORDER BY \(fr\.kind = 'manager'\) DESC/,
    );
  });

  it.each(['g; DROP TABLE goals', 'G', '1g', ''])('refuses %j as an alias', (alias) => {
    expect(() => liveGoal(alias)).toThrow(/not a table alias/);
  });
});
