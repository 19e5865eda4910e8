import type { GoalFilter } from '../../../src/contract/goals';
import type { Person } from './seed-people';
import type { Probes } from './seed';
import { TITLE_SEARCH } from './seed-goals';
import type { Call, Scenario } from './load';

type FilterInput = Partial<GoalFilter>;

/** What the bench measures, described once for the HTTP run and for the in-process run. */
export type Endpoint =
  | { kind: 'list'; name: string; who: Person; filter: FilterInput; targetMs: number; extra?: boolean }
  | { kind: 'detail'; name: string; who: Person; goalIds: number[]; targetMs: number }
  | { kind: 'update'; name: string; pairs: { who: Person; goalId: number }[]; targetMs: number };

export const LIST_P95_MS = 50;
export const DETAIL_P95_MS = 25;
export const UPDATE_P95_MS = 25;
export const PAGE_SIZE = 10;

export function endpointsOf(p: Probes): Endpoint[] {
  const list = (name: string, who: Person, filter: FilterInput, extra?: boolean): Endpoint => ({
    kind: 'list',
    name,
    who,
    filter: { Page: 1, PageSize: PAGE_SIZE, ...filter },
    targetMs: LIST_P95_MS,
    extra,
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
    // Not in the list: the widest list a user can ask for, a department of 1,000 people.
    list('List: department search "Engineering", another VP\'s 1,124 people (VP; extra)', p.manager, { Depts: ['Engineering'] }, true),
    {
      kind: 'detail',
      name: 'Goal detail (VP, goals of the 500 below)',
      who: p.manager,
      goalIds: p.detailIds,
      targetMs: DETAIL_P95_MS,
    },
    {
      kind: 'update',
      name: `Weekly update (${p.updaters.length} owners, their approved goals)`,
      pairs: p.updaters.flatMap((u) => u.goalIds.map((goalId) => ({ who: u.person, goalId }))),
      targetMs: UPDATE_P95_MS,
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
