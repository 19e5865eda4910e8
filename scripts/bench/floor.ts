import { runLoad, type Call, type LoadResult } from './goals/load';

/** The no-work floor: a signed-in call with one small query in the tenant's transaction. Ratio targets are multiples of its p95. */
export const FLOOR_NAME = 'GET /api/dashboard/theme (session, tenant transaction, one query)';
export const floorCall = (token: string): Call => ({ method: 'GET', path: '/api/dashboard/theme', token });

export type Floor = { name: string; load: LoadResult; single: LoadResult };

/** The floor under the same load as the endpoints: warm-up, `connections` for `seconds`, then one connection. */
export async function measureFloor(
  url: string,
  token: string,
  o: { connections: number; seconds: number; warmupSeconds: number; singleSeconds: number; log: (text: string) => void },
): Promise<Floor> {
  const scenario = { name: FLOOR_NAME, next: () => floorCall(token) };
  o.log(`floor: ${FLOOR_NAME}`);
  await runLoad(url, scenario, o.connections, o.warmupSeconds);
  const load = await runLoad(url, scenario, o.connections, o.seconds);
  const single = await runLoad(url, scenario, 1, o.singleSeconds);
  o.log(`  floor p50 ${load.p50.toFixed(1)} p95 ${load.p95.toFixed(1)} ms; at 1 connection p50 ${single.p50.toFixed(1)} ms`);
  return { name: FLOOR_NAME, load, single };
}
