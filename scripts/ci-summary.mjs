// The end of a CI run (.ci/run): each step's time, the run's total, and the ten slowest test files of all passes.
// Usage: node scripts/ci-summary.mjs <report dir> <total seconds>. The dir holds steps.tsv (title, seconds, ok or
// failed; a sub-step's title is indented) and the JSON reports of Vitest (vitest-<pass>.json) and Playwright (e2e.json).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { printGuardFigures } from './guard-figures.mjs';

const [dir, total] = process.argv.slice(2);
const read = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;

/** Seconds per test file of a Vitest JSON report. */
const vitestFiles = (report) =>
  report.testResults.map((file) => ({ file: relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }));

/** Every spec (a test as written) under a Playwright suite, with the titles of the describe blocks around it. */
const specsOf = (suite, titles = []) => [
  ...(suite.specs ?? []).map((spec) => ({ spec, titles })),
  ...(suite.suites ?? []).flatMap((inner) => specsOf(inner, [...titles, inner.title])),
];

/** Seconds per spec file of a Playwright JSON report: the time of its tests' attempts, added up. */
function playwrightFiles(report) {
  const byFile = new Map();
  for (const suite of report.suites ?? []) {
    const ms = specsOf(suite)
      .flatMap(({ spec }) => spec.tests.flatMap((test) => test.results))
      .reduce((sum, r) => sum + r.duration, 0);
    byFile.set(suite.file, (byFile.get(suite.file) ?? 0) + ms);
  }
  const root = report.config?.rootDir ?? process.cwd();
  return [...byFile].map(([file, ms]) => ({ file: relative(process.cwd(), join(root, file)), seconds: ms / 1000 }));
}

console.info('\n▶ CI steps');
const steps = existsSync(join(dir, 'steps.tsv')) ? readFileSync(join(dir, 'steps.tsv'), 'utf8').split('\n').filter(Boolean) : [];
// A step's own steps (indented) are noted before it, as they end first: they are printed under it.
let inner = [];
for (const line of steps) {
  if (line.startsWith(' ')) inner.push(line);
  else {
    for (const l of [line, ...inner]) {
      const [title, seconds, outcome] = l.split('\t');
      console.info(`${title.padEnd(60)} ${seconds.padStart(7)} s${outcome === 'ok' ? '' : `  ✖ ${outcome}`}`);
    }
    inner = [];
  }
}
console.info(`${'total'.padEnd(60)} ${String(total).padStart(7)} s (${minutes(Number(total))})`);

const reports = readdirSync(dir).filter((name) => name.endsWith('.json'));
console.info('\n▶ tests');
for (const name of reports) {
  const r = read(name);
  const [passed, failed] =
    name === 'e2e.json' ? [r.stats.expected, r.stats.unexpected + r.stats.flaky] : [r.numPassedTests, r.numFailedTests];
  const unfinished =
    name === 'e2e.json' ? 0 : r.testResults.flatMap((f) => f.assertionResults).filter((a) => a.status === 'pending').length;
  const rest = unfinished ? `, ${unfinished} did not finish` : '';
  console.info(`${name.replace(/\.json$/, '').padEnd(30)} ${passed} passed, ${failed} failed${rest}`);
}

const firstLine = (text) =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

/**
 * A failed browser test's errors, a line each, with what the step was waiting for: a timeout's first error says only
 * 'Test timeout of … exceeded'; the action's own error after it names the element (its call log's 'waiting for').
 */
const errorLines = (errors) =>
  errors
    .filter(Boolean)
    .flatMap((e) => {
      const lines = stripVTControlCharacters(e.message ?? '').split('\n');
      const waiting = lines.find((l) => /^\s*- waiting for /.test(l));
      return [firstLine(e.message), ...(waiting ? [waiting.trim()] : [])];
    })
    .join('\n      ');

/** The failed tests of a pass: where, which, and the first line of the error, so a red run says what broke. */
function failedTests(name, report) {
  if (name === 'e2e.json') {
    return (report.suites ?? [])
      .flatMap((suite) => specsOf(suite))
      .flatMap(({ spec, titles }) =>
        spec.tests
          .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
          .map((t) => {
            const failed = t.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
            return {
              where: `${spec.file}:${spec.line}`,
              title: [...titles, spec.title].join(' › '),
              error: errorLines(failed?.errors ?? [failed?.error]),
              flaky: t.status === 'flaky',
              // The signed-in pages at the end of the failed run (e2e/support/test.ts), by size, address and dialogs.
              pages: (failed?.attachments ?? []).filter((a) => a.name.startsWith('page ')).map((a) => a.name),
            };
          }),
      );
  }
  // A test still 'pending' at the end never ran to its end: its worker exited under it (a crash, or killed), and Vitest
  // counts it neither passed nor failed. Its file is named here, so that the run says which one.
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((a) => a.status === 'failed' || a.status === 'pending')
      .map((a) => ({
        where: relative(process.cwd(), file.name),
        title: a.fullName,
        error: a.status === 'pending' ? 'did not finish: its worker exited under it' : firstLine(a.failureMessages?.[0]),
        flaky: false,
      })),
  );
}

const failures = reports.flatMap((name) => failedTests(name, read(name)).map((f) => ({ ...f, pass: name.replace(/\.json$/, '') })));
if (failures.length) console.info('\n▶ failed tests');
for (const f of failures) {
  console.info(`  ${f.pass}: ${f.where}  ${f.title}${f.flaky ? ' (passed on retry)' : ''}\n      ${f.error.slice(0, 900)}`);
  for (const page of f.pages ?? []) console.info(`      ${page}`);
}

// `npm test` printed its own guard suites' figures; those the PostgreSQL pass ran after it (in CI: tenant filters, rich
// text, fuzz and isolation) come here.
printGuardFigures(join('.tmp', 'guards'), {
  heading: 'guard suites of the PostgreSQL pass',
  only: (suite) => suite.endsWith('(PostgreSQL)'),
});

const files = reports
  .flatMap((name) => {
    const pass = name.replace(/\.json$/, '');
    const found = name === 'e2e.json' ? playwrightFiles(read(name)) : vitestFiles(read(name));
    return found.map((f) => ({ ...f, pass }));
  })
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10);
if (files.length) console.info('\n▶ the ten slowest test files');
for (const { file, seconds, pass } of files) console.info(`${seconds.toFixed(1).padStart(7)} s  ${file} (${pass})`);
