// `npm run bench -- alignment`: the alignment tree of the reports bench's company (5,000 people, 50,000 goals in
// the quarter) under autocannon load from the bench process, the server in a second process: the first level
// and one opened branch, with and without a department, as the CEO (who sees every goal, through the widest
// visibility test: everyone is below her); PGlite, and PostgreSQL when DATABASE_URL is set. Writes .tmp/bench-alignment.md.
import type { BenchData } from '../bench-data';
import { reportsCompany } from '../companies';
import { runEndpointBench, type BenchEndpoint } from '../endpoint-bench';
import { secondsFrom, type Target } from '../targets';
import { findAlignmentProbes, type AlignmentProbes } from './seed-alignment';

const SECONDS = secondsFrom('BENCH_ALIGNMENT_SECONDS');
const TARGET: Target = { ms: 50 };
// A department's filter reads a fifth of the company's goals: a multiple of the floor, as the goals bench's department search.
const DEPARTMENT_TARGET: Target = { timesFloor: 8 };

function endpointsOf(p: AlignmentProbes): BenchEndpoint[] {
  const base = `/api/Goal/alignment/${p.periodId}`;
  const dept = `?dept=${encodeURIComponent(p.dept)}`;
  const branches = (ids: number[], query = '') => ids.map((id) => ({ method: 'GET' as const, path: `${base}/children/${id}${query}` }));
  return [
    { name: 'First level: the company goals (CEO)', who: p.ceo, calls: [{ method: 'GET', path: base }] },
    { name: 'One opened branch: a company goal’s aligned goals (CEO)', who: p.ceo, calls: branches(p.companyGoals) },
    {
      name: `First level, department ${p.dept} (CEO)`,
      who: p.ceo,
      calls: [{ method: 'GET', path: `${base}${dept}` }],
      target: DEPARTMENT_TARGET,
    },
    {
      name: `One opened branch, department ${p.dept} (CEO)`,
      who: p.ceo,
      calls: branches(p.companyGoals, dept),
      target: DEPARTMENT_TARGET,
    },
    { name: 'A branch two levels down (CEO) (extra)', who: p.ceo, calls: branches(p.deepGoals), extra: true },
    { name: 'First level (a contributor) (extra)', who: p.contributor, calls: [{ method: 'GET', path: base }], extra: true },
    { name: 'One opened branch (a contributor) (extra)', who: p.contributor, calls: branches(p.companyGoals), extra: true },
  ];
}

/** The alignment tree bench; `root` is a scratch directory that the caller removes. */
export const runAlignmentBench = (root: string, data?: BenchData): Promise<void> =>
  runEndpointBench(
    root,
    {
      name: 'alignment',
      firstPort: 3530,
      title: 'Alignment tree bench: the first level and an opened branch over 50,000 goals',
      seconds: SECONDS,
      target: TARGET,
      seed: async (d, log) => {
        const seeded = await reportsCompany(d, log);
        return d.once('alignment', (db) => findAlignmentProbes(db, seeded));
      },
      endpoints: endpointsOf,
      describe: ({ probes: p }) =>
        `${p.people.toLocaleString('en')} people (depth 6), ${p.goals.toLocaleString('en')} goals in the quarter, each aligned to one of the manager's ` +
        `goals but one in twenty; ${p.companyGoals.length} company goals, each branch opened in turn; department ${p.dept} is one VP's ` +
        `fifth of the company.`,
    },
    data,
  );
