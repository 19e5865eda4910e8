import type { GoalFilter } from '../../../src/contract/goals';
import type { Person } from './seed-people';
import type { Probes } from './seed';
import { TITLE_SEARCH } from './seed-goals';
import type { Call, Scenario } from './load';
import type { Target } from '../targets';

type FilterInput = Partial<GoalFilter>;

/** What the bench measures, described once for the HTTP run and for the in-process run. */
export type Endpoint =
  | { kind: 'list'; name: string; who: Person; filter: FilterInput; target: Target }
  | { kind: 'detail'; name: string; who: Person; goalIds: number[]; target: Target }
  | { kind: 'update'; name: string; pairs: { who: Person; goalId: number }[]; target: Target };

// Multiples of the floor's p95 in the same run (GET /api/dashboard/theme: session, tenant transaction, one query):
// absolute times move with the machine, the ratio much less (issue 29).
export const GOALS_TARGET: Target = { timesFloor: 2 };
/** The widest list a user can ask for, a department of 1,000 people. */
export const DEPARTMENT_TARGET: Target = { timesFloor: 8 };
export const PAGE_SIZE = 10;

export function endpointsOf(p: Probes): Endpoint[] {
  const list = (name: string, who: Person, filter: FilterInput, target = GOALS_TARGET): Endpoint => ({
    kind: 'list',
    name,
    who,
    filter: { Page: 1, PageSize: PAGE_SIZE, ...filter },
    target,
  });
  return [
    list('List: My Goals (contributor)', p.contributor, { GoalSelectFilter: 'MyGoals' }),
    list('List: My Direct Reports (VP, 500 below)', p.manager, { GoalSelectFilter: 'MyDirectReports' }),
    list('List: Company Goals (contributor)', p.contributor, { GoalSelectFilter: 'CompanyGoals' }),
    list(`List: title search "${TITLE_SEARCH}" (VP, My Direct Reports)`, p.manager, {
      GoalSelectFilter: 'MyDirectReports',
      Title: TITLE_SEARCH,
    }),
    list('List: Needs update + Trending down (VP, My Direct Reports)', p.manager, {
      GoalSelectFilter: 'MyDirectReports',
      NeedsUpdate: true,
      TrendingDown: true,
    }),
    list(
      'List: department search "Engineering", another VP\'s 1,124 people (VP)',
      p.manager,
      { Depts: ['Engineering'] },
      DEPARTMENT_TARGET,
    ),
    {
      kind: 'detail',
      name: 'Goal detail (VP, goals of the 500 below)',
      who: p.manager,
      goalIds: p.detailIds,
      target: GOALS_TARGET,
    },
    {
      kind: 'update',
      name: `Weekly update (${p.updaters.length} owners, their approved goals)`,
      pairs: p.updaters.flatMap((u) => u.goalIds.map((goalId) => ({ who: u.person, goalId }))),
      target: GOALS_TARGET,
    },
  ];
}

/** The endpoint as rotating HTTP calls, with the signed-in tokens by person id. */
export function scenarioOf(e: Endpoint, tokens: Map<number, string>): Scenario {
  let i = 0;
  const token = (who: Person) => tokens.get(who.id)!;
  const next = (): Call => {
    const n = i++;
    switch (e.kind) {
      case 'list':
        return { method: 'POST', path: '/api/Goal/goals', token: token(e.who), body: e.filter };
      case 'detail':
        return { method: 'GET', path: `/api/Goal/${e.goalIds[n % e.goalIds.length]}`, token: token(e.who) };
      case 'update': {
        const pair = e.pairs[n % e.pairs.length]!;
        return {
          method: 'POST',
          path: '/api/Goal/updatestatus',
          token: token(pair.who),
          body: { Id: pair.goalId, ...updateValues(n) },
        };
      }
    }
  };
  return { name: e.name, next };
}

/** Likelihood and quality of the n-th update: they change, so an update is a real write. */
export const updateValues = (n: number) => ({ Likelihood: n % 5, Quality: (n * 3) % 5 });

export const peopleOf = (e: Endpoint): Person[] => (e.kind === 'update' ? e.pairs.map((p) => p.who) : [e.who]);
