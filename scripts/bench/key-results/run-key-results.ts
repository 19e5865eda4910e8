// `npm run bench -- key-results`: a goal with five measured key results and thirteen weeks of readings (issue 31): its
// detail, its key results, its progress by week and a check-in (beside a weekly update), as its owner, under autocannon load from the bench process, the
// server in a second process; PGlite, and PostgreSQL when DATABASE_URL is set. Writes .tmp/bench-key-results.md.
import type { BenchData } from '../bench-data';
import { goalsCompany } from '../companies';
import { runEndpointBench, type BenchEndpoint } from '../endpoint-bench';
import { GOALS_TARGET } from '../goals/endpoints';
import { secondsFrom } from '../targets';
import { KEY_RESULTS_PER_GOAL, seedKeyResults, WEEKS_OF_READINGS, type KeyResultProbes } from './seed-key-results';

const SECONDS = secondsFrom('BENCH_KEY_RESULTS_SECONDS');

function endpointsOf(p: KeyResultProbes): BenchEndpoint[] {
  const each = (path: (goalId: number) => string) => p.goalIds.map((id) => ({ method: 'GET' as const, path: path(id) }));
  return [
    {
      name: `Goal detail (${KEY_RESULTS_PER_GOAL} key results, ${WEEKS_OF_READINGS} weeks of readings)`,
      who: p.owner,
      calls: each((id) => `/api/Goal/${id}`),
    },
    { name: 'Key results of the goal', who: p.owner, calls: each((id) => `/api/Goal/${id}/keyresults`) },
    { name: 'Progress by week of the goal', who: p.owner, calls: each((id) => `/api/Goal/${id}/progress`) },
    // Issue 31: a check-in answers as fast as a weekly update; both are writes of the goal's owner, measured side by side.
    {
      name: 'Check-in on a key result (a new reading each time)',
      who: p.owner,
      calls: p.numberIds.map((id, i) => ({ method: 'POST' as const, path: `/api/Goal/keyresults/${id}/checkin`, body: { Value: 20 + i } })),
    },
    {
      name: 'Weekly update of the goal (for comparison)',
      who: p.owner,
      calls: p.goalIds.map((Id) => ({ method: 'POST' as const, path: '/api/Goal/updatestatus', body: { Id, Likelihood: 3, Quality: 2 } })),
      extra: true,
    },
  ];
}

/** The key results bench; `root` is a scratch directory that the caller removes. */
export const runKeyResultsBench = (root: string, data?: BenchData): Promise<void> =>
  runEndpointBench(
    root,
    {
      name: 'key-results',
      firstPort: 3550,
      title: 'Key results bench: a goal with five key results and a quarter of readings',
      seconds: SECONDS,
      target: GOALS_TARGET,
      seed: async (d) => {
        // The approved goals of the quarter of one of the goals bench's weekly updaters.
        const company = await goalsCompany(d, () => undefined);
        const owner = company.probes.updaters.find((u) => u.goalIds.length > 0)!;
        return d.once('key-results', (db) => seedKeyResults(db, company.probes.tenantId, owner));
      },
      endpoints: endpointsOf,
      describe: ({ probes: p }) =>
        `The goals company (5,000 people, 50,000 goals); ${p.goalIds.length} goals of one owner hold ${KEY_RESULTS_PER_GOAL} ` +
        `key results each with a reading a week for ${WEEKS_OF_READINGS} weeks (${p.keyResults.toLocaleString('en')} key results, ` +
        `${p.checkins.toLocaleString('en')} readings in the company). Each call is made by the goals' owner.`,
    },
    data,
  );
