// `npm run bench -- talent`: the talent overview and matrix of a whole 5,000-person organisation (HR view) under
// autocannon load from the bench process, the server in a second process, and the compliance spreadsheet of all
// 5,000 people; PGlite, and PostgreSQL when DATABASE_URL is set. Writes .tmp/bench-talent.md.
import { median, percentile } from '../load';
import { ms } from '../report';
import type { BenchData } from '../bench-data';
import { benchPeople } from '../companies';
import { runEndpointBench, type BenchEndpoint } from '../endpoint-bench';
import { caveatFor, judge, recordTarget, secondsFrom, verdictCell } from '../targets';
import { seedTalent, type TalentProbes } from './seed-talent';

const SECONDS = secondsFrom('BENCH_TALENT_SECONDS');
const XLSX_RUNS = 5;
const XLSX_TARGET_MS = 3_000;
const XLSX = 'Compliance spreadsheet of the organisation, 5,000 rows (slowest download)';

function endpointsOf(p: TalentProbes): BenchEndpoint[] {
  const get = (name: string, path: string): BenchEndpoint => ({
    name,
    who: p.hr,
    calls: [{ method: 'GET', path }],
    extra: name.endsWith('(extra)'),
  });
  return [
    get('Overview, organisation view, first page (HR admin)', `/api/talent/${p.periodId}/0/1`),
    get('Matrix of the organisation (HR admin)', `/api/talent/${p.periodId}/0/1?matrix=1&pageSize=1`),
    get('Overview, organisation view, page 100 of 200 (extra)', `/api/talent/${p.periodId}/0/1?page=100`),
    get('Matrix cell: its people (HR admin)', `/api/talent/${p.periodId}/0/1?primary=2&secondary=2&pageSize=100`),
    get('Overview, search "Team Lead 1"', `/api/talent/${p.periodId}/0/1?search=Team%20Lead%201`),
  ];
}

async function downloadTimes(url: string, token: string, path: string): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < XLSX_RUNS + 1; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    bytes = body.length;
    if (i > 0) times.push(performance.now() - started);
  }
  return { times: times.sort((a, b) => a - b), bytes };
}

/** The talent bench; `root` is a scratch directory that the caller removes. */
export const runTalentBench = (root: string, data?: BenchData): Promise<void> =>
  runEndpointBench(
    root,
    {
      name: 'talent',
      firstPort: 3450,
      title: 'Talent bench: overview, matrix and compliance spreadsheet of a 5,000-person organisation',
      seconds: SECONDS,
      target: { ms: 100 },
      seed: async (d) => {
        const people = await benchPeople(d);
        return d.once('talent', (db) => seedTalent(db, people, new Date()));
      },
      endpoints: endpointsOf,
      after: async (server, token, p) => {
        console.info(`… compliance spreadsheet of the whole organisation, ${XLSX_RUNS} downloads after one unmeasured`);
        return downloadTimes(server.url, await token(p.hr), `/api/talent/excel/${p.periodId}/0/1`);
      },
      describe: ({ probes }) =>
        `5,000 people (depth 6), ${probes.appraisals.toLocaleString('en')} appraisals of one quarter. ` +
        'The matrix (9 cells counted in SQL over the whole organisation) is asked for with `matrix=1`, as the Talent Matrix tab does.',
      more: ({ after, target }) => {
        const t = after!.times;
        const judged = judge({ value: t.at(-1)!, target: { ms: XLSX_TARGET_MS } });
        recordTarget({ bench: 'talent', database: target.kind, measurement: XLSX, value: `slowest ${ms(t.at(-1)!)}`, ...judged });
        return [
          '',
          `Compliance spreadsheet, 5,000 rows (${(after!.bytes / 1024).toFixed(0)} KB): median ${ms(median(t))}, slowest ${ms(t.at(-1)!)} over ${t.length} downloads, ` +
            `p95 ${ms(percentile(t, 95))}; target ${judged.target}: ${verdictCell(judged, caveatFor(target.kind))}.`,
        ];
      },
    },
    data,
  );
