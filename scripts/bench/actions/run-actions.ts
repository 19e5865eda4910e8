// `npm run bench -- actions`: the action-item list of someone with 2,000 items (and of a contributor with five) in a
// 5,000-person company with 27,000 items, under autocannon load from the bench process, the server in a second
// process; PGlite, and PostgreSQL when DATABASE_URL is set. Writes .tmp/bench-actions.md.
import type { BenchData } from '../bench-data';
import { benchPeople } from '../companies';
import { runEndpointBench, type BenchEndpoint } from '../endpoint-bench';
import { secondsFrom } from '../targets';
import { seedActionItems, type ActionProbes } from './seed-actions';

const SECONDS = secondsFrom('BENCH_ACTIONS_SECONDS');

function endpointsOf(p: ActionProbes): BenchEndpoint[] {
  const list = (name: string, body: object, who = p.heavy): BenchEndpoint => ({
    name,
    who,
    calls: [{ method: 'POST', path: '/api/actionitem/Get', body }],
  });
  return [
    list('In Progress, first page, by due date (2,000 items)', { Page: 1, PageSize: 20 }),
    list('Completed, first page, by due date (2,000 items)', { Page: 1, PageSize: 20, IsCompleted: true }),
    list('In Progress, by assignee name, descending (2,000 items)', { Page: 1, PageSize: 20, SortBy: 'Assignee', SortOrder: 'desc' }),
    list('In Progress, title search "report" (2,000 items)', { Page: 1, PageSize: 20, Filters: { Title: 'report' } }),
    list('In Progress, page 40 of 67 (2,000 items)', { Page: 40, PageSize: 20 }),
    list('In Progress, first page (a contributor with five items)', { Page: 1, PageSize: 20 }, p.light),
    {
      name: 'Dashboard reminders with the action items due (extra)',
      who: p.heavy,
      calls: [{ method: 'GET', path: '/api/dashboard' }],
      extra: true,
    },
  ];
}

/** The action items bench; `root` is a scratch directory that the caller removes. */
export const runActionsBench = (root: string, data?: BenchData): Promise<void> =>
  runEndpointBench(
    root,
    {
      name: 'actions',
      firstPort: 3470,
      title: 'Action items bench: the list of someone with 2,000 items',
      seconds: SECONDS,
      target: { ms: 50 },
      seed: async (d) => {
        const people = await benchPeople(d);
        return d.once('actions', (db) => seedActionItems(db, people, new Date()));
      },
      endpoints: endpointsOf,
      describe: ({ probes: p }) =>
        `5,000 people (depth 6), ${p.items.toLocaleString('en')} action items; the VP measured has ${p.heavyItems.toLocaleString('en')} ` +
        `(${p.heavyOpen.toLocaleString('en')} in progress). Each list answer is a page with its count and both filter lists.`,
    },
    data,
  );
