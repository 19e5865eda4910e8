// `npm run bench -- web`: Lighthouse (desktop preset, no throttling, a cold cache each run) over the main screens,
// signed in as a manager, the built web app served by the server in a second process. Writes .tmp/bench-web.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUBDOMAIN } from '../../../src/server/demo/accounts';
import { tokenFor } from '../api';
import { median } from '../load';
import { freePort, startServer } from '../server';
import { LighthouseBrowser, type ScreenRun } from './lighthouse-run';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const TARGET = { performance: 90, tbtMs: 200, lcpMs: 1500 };

const SCREENS: { name: string; path: string; signedIn: boolean }[] = [
  { name: 'Login', path: '/v3/login', signedIn: false },
  { name: 'Dashboard', path: '/v3/home', signedIn: true },
  { name: 'Goals', path: '/v3/goals', signedIn: true },
  { name: 'Talent', path: '/v3/talent', signedIn: true },
  { name: 'Organisation', path: '/v3/organization', signedIn: true },
  { name: 'Action items', path: '/v3/actionitems', signedIn: true },
  { name: 'Reports', path: '/v3/reports', signedIn: true },
  { name: 'Alignment', path: '/v3/goals/alignment', signedIn: true },
];

type Row = { name: string; runs: ScreenRun[] };

const step = (text: string) => console.info(`… ${text}`);
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mid = (runs: ScreenRun[], pick: (run: ScreenRun) => number) => median(runs.map(pick));

function build() {
  step('building the web app');
  const result = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

function tableOf(rows: Row[], load: { start: number; end: number }): string {
  const lines = rows.map(({ name, runs }) => {
    const perf = mid(runs, (r) => r.performance);
    const lcp = mid(runs, (r) => r.lcpMs);
    const tbt = mid(runs, (r) => r.tbtMs);
    const met = perf >= TARGET.performance && lcp <= TARGET.lcpMs && tbt <= TARGET.tbtMs;
    const worst = (pick: (run: ScreenRun) => number) => Math.min(...runs.map(pick));
    return (
      `| ${name} | ${perf} (${runs.map((r) => r.performance).join(', ')}) | ${ms(lcp)} | ${ms(tbt)} | ${ms(mid(runs, (r) => r.fcpMs))} | ` +
      `${mid(runs, (r) => r.requests)} (${mid(runs, (r) => r.scripts)} scripts) | ${kb(mid(runs, (r) => r.scriptBytes))} | ` +
      `${worst((r) => r.accessibility)} / ${worst((r) => r.bestPractices)} | ${met ? 'ok' : '**below target**'} |`
    );
  });
  return [
    '# Trellis web bench: Lighthouse over the main screens',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpus().length} cores · Lighthouse 12, desktop preset, no throttling · ` +
      `cold cache · signed in as ${DEMO_ACCOUNTS.manager} (the login screen signed out) · median of ${RUNS} runs per screen`,
    `Machine load average (1 min): ${load.start.toFixed(1)} at start, ${load.end.toFixed(1)} at end (above the core count, other work shares the CPU).`,
    '',
    `Targets: performance ≥ ${TARGET.performance}, total blocking time ≤ ${TARGET.tbtMs} ms, largest contentful paint ≤ ${TARGET.lcpMs} ms; ` +
      'accessibility and best practices 100 (the lowest of the runs).',
    '',
    '| Screen | Performance (runs) | LCP | TBT | FCP | Requests | JS transferred | Accessibility / best practices | |',
    '|---|---|---|---|---|---|---|---|---|',
    ...lines,
    '',
    '## Reproduce',
    '',
    '```sh',
    'npm ci',
    'npm run bench -- web   # BENCH_WEB_RUNS=N for another number of runs per screen',
    '```',
  ].join('\n');
}

/** The web bench; `root` is a scratch directory that the caller removes. */
export async function runWebBench(root: string): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  build();
  step('starting the server with the demo company');
  const port = await freePort(3400);
  const { server } = await startServer(join(root, 'data'), port, 180_000);
  // The tenant comes from the subdomain, as in a browser people use (Chromium resolves *.localhost to the loopback).
  const origin = `http://${DEMO_SUBDOMAIN}.localhost:${port}`;
  const browser = await LighthouseBrowser.launch(await freePort(9400));
  try {
    const token = await tokenFor(server.url, { userName: DEMO_ACCOUNTS.manager, password: DEMO_PASSWORD, domain: DEMO_SUBDOMAIN });
    // One unmeasured load warms the server (its first queries plan and cache), not the browser.
    await browser.signIn(origin, token);
    await browser.audit(`${origin}/v3/home`);
    const rows: Row[] = [];
    for (const screen of SCREENS) {
      const runs: ScreenRun[] = [];
      for (let i = 0; i < RUNS; i++) {
        await browser.signIn(origin, screen.signedIn ? token : null);
        const run = await browser.audit(`${origin}${screen.path}`);
        step(
          `${screen.name} ${i + 1}/${RUNS}: performance ${run.performance}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}, ` +
            `FCP ${ms(run.fcpMs)}, ${run.requests} requests (${run.scripts} scripts), JS ${kb(run.scriptBytes)}, load ${loadavg()[0]!.toFixed(1)}`,
        );
        runs.push(run);
      }
      rows.push({ name: screen.name, runs });
    }
    const report = tableOf(rows, { start: loadAtStart, end: loadavg()[0]! });
    mkdirSync('.tmp', { recursive: true });
    writeFileSync('.tmp/bench-web.md', `${report}\n`);
    console.info(`\n${report}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
