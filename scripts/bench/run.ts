// `npm run bench`: the foundation bench (scripts/bench/foundation.ts): start-up, memory, sign-in and hierarchy
// latency, the login route's bundle size; writes .tmp/bench.md.
// `npm run bench -- <name>`: one area bench of BENCHES (scripts/bench/benches.ts), e.g. goals, compliance, live, people,
// talent, actions, ai, reports, faults, alignment, web (Lighthouse); each writes .tmp/bench-<name>.md.
// `npm run bench -- all`: every bench one after another and one table of every target (scripts/bench/all.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAllServers } from './server';
import { ALL_WATCHDOG_MS, runAllBenches, writeAllTable } from './all';
import { BENCHES } from './benches';

const asked = (name: string) => process.argv.slice(2).some((arg) => arg === name || arg === `--${name}`);
const ALL = asked('all');
const bench = BENCHES.find((b) => b.name !== 'foundation' && asked(b.name)) ?? BENCHES.find((b) => b.name === 'foundation')!;
// The goals and compliance benches seed 500,000 rows: they get longer.
const WATCHDOG_MS = ALL
  ? ALL_WATCHDOG_MS
  : (['goals', 'compliance'].includes(bench.name) ? 25 : bench.name === 'foundation' ? 5 : bench.name === 'web' ? 45 : 15) * 60_000;

const root = mkdtempSync(join(tmpdir(), 'trellis-bench-'));
process.once('exit', () => {
  killAllServers();
  rmSync(root, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
setTimeout(() => {
  const stopped = `The bench did not finish within ${WATCHDOG_MS / 60_000} minutes.`;
  console.error(stopped);
  if (ALL) writeAllTable(`**${stopped}** The table holds the benches finished before.`);
  process.exit(1);
}, WATCHDOG_MS).unref();

const main = async (): Promise<number> => (ALL ? runAllBenches(root) : (await bench.run(root), 0));

main().then(
  (code) => process.exit(code || (process.exitCode ?? 0)),
  (error: unknown) => {
    console.error('The bench failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
