// `npm test`: typecheck, lint, migrations in step with the schema, unit + API tests, end-to-end tests.
// Ends with one line 'N passed, N failed' over the unit, API and browser tests.
import { appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

// .ci/run sets TEST_REPORT_DIR: each step's time and the test reports go there for its summary (scripts/ci-summary.mjs).
const reportDir = process.env.TEST_REPORT_DIR;
const run = (title, cmd, args, env = {}) => {
  console.info(`\n▶ ${title}`);
  const started = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`${r.status === 0 ? '✔' : '✖'} ${title}: ${seconds} s`);
  if (reportDir) appendFileSync(join(reportDir, 'steps.tsv'), `  ${title}\t${seconds}\t${r.status === 0 ? 'ok' : 'failed'}\n`);
  return r.status === 0;
};
const bin = (name) => `node_modules/.bin/${name}`;
const failures = [];
const step = (title, ...args) => {
  if (!run(title, ...args)) failures.push(title);
};

step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('format', bin('prettier'), ['--check', '.', '--log-level=warn']);

// Regenerating migrations from the schema must produce nothing new. drizzle-kit reads --out relative to
// the working directory, so the scratch copy lives in the (ignored) .tmp folder.
mkdirSync('.tmp', { recursive: true });
// The guard suites (isolation, fuzz, rich text, accessibility) leave their figures here for the summary below.
const guardsDir = join('.tmp', 'guards');
rmSync(guardsDir, { recursive: true, force: true });
const scratch = relative(process.cwd(), mkdtempSync(join('.tmp', 'migrations-check-')));
spawnSync('cp', ['-r', 'src/server/db/migrations/.', scratch]);
const before = readdirSync(scratch).length;
step('migrations match the schema', bin('drizzle-kit'), [
  'generate',
  '--dialect=postgresql',
  '--schema=./src/server/db/schema',
  `--out=${scratch}`,
]);
if (readdirSync(scratch).length !== before) {
  console.error('✖ The schema has changes without a migration: run `npm run db:generate` and commit the result.');
  failures.push('migrations');
}
rmSync(scratch, { recursive: true, force: true });

const vitestJson = join(mkdtempSync(join(tmpdir(), 'trellis-vitest-')), 'report.json');
step('unit and API tests (Vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);

const chromium = '/usr/bin/chromium';
let e2eJson = null;
if (existsSync(chromium)) {
  e2eJson = join(mkdtempSync(join(tmpdir(), 'trellis-e2e-')), 'report.json');
  step('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
} else if (process.env.CI) {
  console.error(`\n✖ E2E REQUIRED IN CI, BUT ${chromium} IS MISSING (apt-get install -y chromium).`);
  failures.push('e2e (no Chromium)');
} else {
  console.warn(`\n!!!!!!!!\n!!! END-TO-END TESTS SKIPPED: no Chromium at ${chromium} (apt-get install -y chromium).\n!!!!!!!!`);
}

const read = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const v = read(vitestJson);
const e = read(e2eJson);
const passed = (v?.numPassedTests ?? 0) + (e?.stats?.expected ?? 0);
const failed = (v?.numFailedTests ?? 0) + (e?.stats?.unexpected ?? 0) + (e?.stats?.flaky ?? 0);
printGuardFigures();
if (reportDir) {
  if (existsSync(vitestJson)) copyFileSync(vitestJson, join(reportDir, 'vitest-pglite.json'));
  if (e2eJson && existsSync(e2eJson)) copyFileSync(e2eJson, join(reportDir, 'e2e.json'));
}
if (failures.length) console.error(`\n✖ Failed steps: ${failures.join(', ')}`);
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);

function printGuardFigures() {
  const files = existsSync(guardsDir)
    ? readdirSync(guardsDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  if (!files.length) return;
  console.info('\n▶ guard suites');
  for (const file of files) {
    const { suite, figures } = read(join(guardsDir, file));
    const line = Object.entries(figures)
      .map(([label, value]) => `${label} ${value}`)
      .join(', ');
    console.info(`  ${suite}: ${line}`);
  }
}
