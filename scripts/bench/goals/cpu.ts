import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone. Linux only. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may contain spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/**
 * CPU that groups of processes spend during `work`, in ms per group: the server and, for PostgreSQL,
 * the backends of the bench database. A shared machine slows a request down but adds little to its
 * CPU time, so this stays comparable when the load average is high.
 */
export async function cpuDuring<T, G extends string>(
  groups: Record<G, () => Promise<number[]>>,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: Record<G, number> }> {
  const names = Object.keys(groups) as G[];
  const snapshot = async () => new Map(await Promise.all(names.map(async (g) => [g, await groups[g]()] as const)));
  const before = new Map([...(await snapshot())].map(([g, pids]) => [g, new Map(pids.map((pid) => [pid, cpuMsOf(pid)]))]));
  const result = await work();
  const after = await snapshot();
  const cpuMs = {} as Record<G, number>;
  for (const g of names) {
    const was = before.get(g)!;
    // Processes that started during the work count from zero; those that ended are lost (none should).
    cpuMs[g] = [...new Set([...was.keys(), ...after.get(g)!])].reduce(
      (sum, pid) => sum + Math.max(0, cpuMsOf(pid) - (was.get(pid) ?? 0)),
      0,
    );
  }
  return { result, cpuMs };
}
