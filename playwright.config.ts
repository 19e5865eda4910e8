import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts run their end-to-end suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_URL = `http://localhost:${E2E_PORT}`;

// Debian's chromium-headless-shell (scripts/test.mjs checks for it): Chromium's engine without the browser's own
// interface, the build Playwright itself runs headless tests in. The full browser (package chromium) spent more CPU in
// its own browser process than in the pages, and signed-in pages took 4.5 s to show instead of 2.6 (decision 049).
// E2E_CHROMIUM names another build.
const E2E_CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

// Playwright loads this file in the runner and again in every worker; the environment carries the
// first run's temporary directory to the others so that they all talk about the same server.
process.env.E2E_TMP_DIR ??= mkdtempSync(join(tmpdir(), 'trellis-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Each worker runs in a demo company of its own (e2e/support/company.ts, decision 036); the tests of one file run in
  // order, except where a file says its tests are independent (accessibility.spec.ts). Two workers: a test waits on the
  // browser, then the server, then the browser again, so one worker kept only one of two cores busy (52% of the CPU);
  // run alone, in the headless shell, two took 466 s where one took 672 s (decision 051). E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: true,
  // A failed test runs once more, recording a trace then (decision 043): recording every test's trace cost a third of
  // the suite's CPU. A test that passes only the second time still fails the run (failOnFlakyTests; `npm test` counts
  // it as failed too), so nothing flaky is hidden.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: join(process.env.E2E_TMP_DIR, 'results'),
  // baseURL is the worker's company's address, set by e2e/support/test.ts.
  use: {
    viewport: { width: 1440, height: 900 },
    // As for a person whose system asks for less motion: dialogs and drawers open without zooming or sliding in. With
    // motion, a click that came while a dialog was still zooming in was lost on a busy machine (three tests, three
    // dialogs, decision 051). keyboard.spec.ts walks its dialogs with the default motion and reduced-motion.spec.ts
    // checks both settings.
    reducedMotion: 'reduce',
    // A click or a fill waits at most this long for its element: one that never comes (a menu closed under it) fails
    // there, naming the element, instead of waiting out the test's whole time with only 'Test timeout' to say.
    actionTimeout: 30_000,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
