import { tokenFor } from '../api';
import { checkScenario, runLoad, type LoadResult } from '../goals/load';
import { credentialsOf, type Probes } from '../goals/seed';
import type { PredictionData } from '../../../src/contract/predictions';

export type MatrixRun = {
  name: string;
  path: string;
  counted: number | null;
  single: LoadResult;
  loaded: LoadResult;
};

/**
 * The prediction matrix of the bench VP (500 people below): their current goal (as firstgoal/0 finds it)
 * with every visible goal below it counted, one request at a time and under `connections`.
 */
export async function measureMatrix(
  url: string,
  probes: Probes,
  opts: { connections: number; seconds: number; log: (s: string) => void },
): Promise<MatrixRun[]> {
  const token = await tokenFor(url, credentialsOf(probes.manager));
  const first = await fetch(`${url}/api/predication/firstgoal/0`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { GoalId } = (await first.json()) as { GoalId: number | null };
  if (GoalId === null) throw new Error('The bench VP has no goal this quarter');
  const runs: MatrixRun[] = [];
  for (const [name, path] of [
    ['matrix of the VP’s goal, current week', `/api/predication/${GoalId}/0`],
    ['the same, goal 0 (resolves the current goal first)', '/api/predication/0/0'],
    ['the same, level 2, approved, one cell chosen', `/api/predication/${GoalId}/0?level=2&states=approved&likelihood=3&quality=3`],
  ] as const) {
    const scenario = { name, next: () => ({ method: 'GET' as const, path, token }) };
    const body = (await checkScenario(url, scenario, 3)) as PredictionData;
    await runLoad(url, scenario, opts.connections, 2);
    const single = await runLoad(url, scenario, 1, Math.max(3, Math.round(opts.seconds / 2)));
    const loaded = await runLoad(url, scenario, opts.connections, opts.seconds);
    opts.log(
      `${name}: ${body.matrix.Total} goals counted; 1 connection p50 ${single.p50.toFixed(1)} p95 ${single.p95.toFixed(1)} ms; ` +
        `${opts.connections} connections p50 ${loaded.p50.toFixed(1)} p95 ${loaded.p95.toFixed(1)} ms, ${Math.round(loaded.rps)} req/s`,
    );
    runs.push({ name, path, counted: body.matrix.Total, single, loaded });
  }
  // The same VP's goal list in the same run: a yardstick for how busy the machine was.
  const list = {
    name: 'reference: goal list, My Direct Reports (VP)',
    next: () => ({
      method: 'POST' as const,
      path: '/api/Goal/goals',
      token,
      body: { GoalSelectFilter: 'MyDirectReports', Page: 1, PageSize: 10 },
    }),
  };
  await checkScenario(url, list, 3);
  const single = await runLoad(url, list, 1, Math.max(3, Math.round(opts.seconds / 2)));
  const loaded = await runLoad(url, list, opts.connections, opts.seconds);
  opts.log(`${list.name}: 1 connection p50 ${single.p50.toFixed(1)} ms; ${opts.connections} connections p95 ${loaded.p95.toFixed(1)} ms`);
  runs.push({ name: list.name, path: '/api/Goal/goals', counted: null, single, loaded });
  return runs;
}
