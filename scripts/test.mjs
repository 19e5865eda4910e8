// `npm test`: typecheck, lint, formatting, migrations in step with the schema, the unit + API tests (Vitest) and the
// end-to-end tests (Playwright), one after another. Run side by side (niced) on two cores, the suites' own time budgets
// ran out (decision 043). Ends with one line 'N passed, N failed' over the unit, API and browser tests.
import { spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { printGuardFigures } from './guard-figures.mjs';

// .ci/run sets TEST_REPORT_DIR: each step's time and the test reports go there for its summary (scripts/ci-summary.mjs).
const reportDir = process.env.TEST_REPORT_DIR;
const bin = (name) => `node_modules/.bin/${name}`;
const failures = [];

/**
 * Runs one step, its output shown as it comes (or, for a step run beside others, all at once when it ends, so that
 * outputs do not interleave); notes its time and outcome.
 */
function step(title, cmd, args, { env = {}, beside = false } = {}) {
  const started = performance.now();
  if (!beside) console.info(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => console.error(error.message));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (beside) process.stdout.write(`\n▶ ${title}\n${output}`);
      console.info(`${ok ? '✔' : '✖'} ${title}: ${seconds} s`);
      if (reportDir) appendFileSync(join(reportDir, 'steps.tsv'), `  ${title}\t${seconds}\t${ok ? 'ok' : 'failed'}\n`);
      if (!ok) failures.push(title);
      resolve(ok);
    });
  });
}

mkdirSync('.tmp', { recursive: true });
// The guard suites (isolation, fuzz, rich text, accessibility) leave their figures here for the summary below.
const guardsDir = join('.tmp', 'guards');
rmSync(guardsDir, { recursive: true, force: true });

// One after another: run side by side on the two cores, the typecheck and lint each took twice as long (decision 049).
// The three checks are one process each, on one core each: side by side they take the time of the longest.
async function checks() {
  await Promise.all([
    step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { beside: true }),
    step('lint', bin('eslint'), ['.', '--max-warnings=0'], { beside: true }),
    step('format', bin('prettier'), ['--check', '.', '--log-level=warn'], { beside: true }),
  ]);
  // Regenerating migrations from the schema must produce nothing new. drizzle-kit reads --out relative to the working
  // directory, so the scratch copy lives in the (ignored) .tmp folder.
  const scratch = relative(process.cwd(), mkdtempSync(join('.tmp', 'migrations-check-')));
  cpSync('src/server/db/migrations', scratch, { recursive: true });
  const before = readdirSync(scratch).length;
  const args = ['generate', '--dialect=postgresql', '--schema=./src/server/db/schema', `--out=${scratch}`];
  await step('migrations match the schema', bin('drizzle-kit'), args);
  if (readdirSync(scratch).length !== before) {
    console.error('✖ The schema has changes without a migration: run `npm run db:generate` and commit the result.');
    failures.push('migrations');
  }
  rmSync(scratch, { recursive: true, force: true });
}

const vitestJson = join(mkdtempSync(join(tmpdir(), 'trellis-vitest-')), 'report.json');
// TEST_PGLITE_EXCLUDE (comma-separated files): suites a caller runs elsewhere instead (CI runs the tenant-filter
// guard in its PostgreSQL pass, .ci/run); a developer's `npm test` runs everything.
const excluded = (process.env.TEST_PGLITE_EXCLUDE ?? '').split(',').filter(Boolean);
const unitAndApi = () =>
  step('unit and API tests (Vitest)', bin('vitest'), [
    'run',
    ...excluded.flatMap((file) => ['--exclude', file]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);

// The browser of the end-to-end tests (playwright.config.ts): Debian's chromium-headless-shell, or E2E_CHROMIUM.
const chromium = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
const e2eJson = join(mkdtempSync(join(tmpdir(), 'trellis-e2e-')), 'report.json');
async function endToEnd() {
  if (!existsSync(chromium)) {
    if (process.env.CI) {
      console.error(`\n✖ E2E REQUIRED IN CI, BUT ${chromium} IS MISSING (apt-get install -y chromium-headless-shell).`);
      failures.push('e2e (no Chromium)');
    } else {
      console.warn(
        `\n!!!!!!!!\n!!! END-TO-END TESTS SKIPPED: no Chromium at ${chromium} (apt-get install -y chromium-headless-shell).\n!!!!!!!!`,
      );
    }
    return;
  }
  if (!(await step('web build (for the browser tests)', bin('vite'), ['build', '--logLevel', 'warn']))) return;
  await step('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, E2E_SKIP_BUILD: '1' },
  });
}

await checks();
await unitAndApi();
await endToEnd();

const read = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const v = read(vitestJson);
const e = read(e2eJson);
const passed = (v?.numPassedTests ?? 0) + (e?.stats?.expected ?? 0);
const failed = (v?.numFailedTests ?? 0) + (e?.stats?.unexpected ?? 0) + (e?.stats?.flaky ?? 0);
printGuardFigures(guardsDir);
if (reportDir) {
  if (existsSync(vitestJson)) copyFileSync(vitestJson, join(reportDir, 'vitest-pglite.json'));
  if (existsSync(e2eJson)) copyFileSync(e2eJson, join(reportDir, 'e2e.json'));
}
if (failures.length) console.error(`\n✖ Failed steps: ${failures.join(', ')}`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
