import { cpus, loadavg } from 'node:os';
import type { Latencies } from './load';
import { verdictCell } from './targets';

/** A measurement and, when it has a budget, whether it kept it; `failures` counts failed requests. */
export type Row = { measurement: string; result: string; budget?: string; pass?: boolean; failures?: number };

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const latencyText = (l: Latencies) =>
  `median ${ms(l.median)}, p95 ${ms(l.p95)} (n=${l.count}${l.failures ? `, ${l.failures} failed` : ''})`;

const verdict = (row: Row) =>
  row.pass === undefined
    ? ''
    : verdictCell({ verdict: (row.failures ?? 0) > 0 ? 'failed' : row.pass ? 'met' : 'missed', failures: row.failures ?? 0 });

export function formatReport(rows: Row[], { port, loadAtStart }: { port: number; loadAtStart: number }): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '# Trellis bench',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpus().length} cores · embedded PGlite · loopback · one run`,
    `Machine load average (1 min): ${loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end (above the core count, other work shares the CPU).`,
    '',
    '| Measurement | Result | Budget | |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${cell(r.measurement)} | ${cell(r.result)} | ${r.budget ?? ''} | ${verdict(r)} |`),
    '',
    'Times are medians of one run on a shared machine; compare ratios rather than single absolute times.',
    '',
    '## Reproduce',
    '',
    '```sh',
    'npm ci',
    'npm run bench   # prints this report and writes .tmp/bench.md',
    '',
    '# One server as the bench starts it (its own data directory; the first start seeds the demo):',
    `DATA_DIR=$(mktemp -d) PORT=${port} HOST=127.0.0.1 TRELLIS_DEMO=on LOGIN_RATE_LIMIT=100000 CHECKIN_RATE_LIMIT=100000000 LOG_LEVEL=warn \\`,
    '  node --import tsx src/server/main.ts &',
    `curl -s http://127.0.0.1:${port}/api/health`,
    `TOKEN=$(curl -s -X POST http://127.0.0.1:${port}/api/Auth/Login -H 'content-type: application/json' \\`,
    `  -d '{"userName":"olivia.hart@northwind.example","password":"Trellis!2026","domain":"demo"}' | node -pe 'JSON.parse(fs.readFileSync(0)).Token')`,
    `curl -s -H "Authorization: Bearer $TOKEN" http://127.0.0.1:${port}/api/user/hierarchy`,
    'grep VmRSS /proc/$!/status',
    '',
    '# Login-route bundle: build once, then the scripts and modulepreloads of dist/web/index.html',
    'npx vite build',
    '```',
  ].join('\n');
}
