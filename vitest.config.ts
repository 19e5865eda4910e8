import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that take minutes: started first, so that the other worker runs everything else beside them. Without a
// results cache (a clean clone in CI) Vitest starts the largest files first, and the fuzz suite, a small file, ran
// alone at the end for minutes.
const SLOWEST = [
  'src/server/guards/fuzz.test.ts',
  'src/server/guards/rich-text.test.ts',
  'src/server/guards/tenant-filters.test.ts',
  'scripts/cli-backup.test.ts',
  'scripts/cli.test.ts',
];
const slowRank = (file: TestSpecification) => {
  const rank = SLOWEST.findIndex((f) => file.moduleId.endsWith(f));
  return rank === -1 ? SLOWEST.length : rank;
};

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => slowRank(a) - slowRank(b));
  }
}

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/server/testing/setup.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
        },
      },
      // Component tests of the web's screens (decision 040): in jsdom, without the databases' template.
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/server/testing/setup.ts', 'src/web/testing/setup.ts'],
          // A file's first test draws antd's styles for the first time: seconds alone, more beside the server suites.
          testTimeout: 60_000,
        },
      },
    ],
    // Passwords are hashed with argon2id's smallest parameters in the suites (src/server/auth/passwords.ts): 1 ms
    // instead of 75 for each of the suites' thousands of sign-ins and new accounts. passwords.test.ts checks both.
    env: { TRELLIS_TEST_PASSWORD_HASHING: 'cheap' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (one core fewer than the machine has) runs one file at a time on two cores; the suites wait on
    // their databases and servers as much as they compute, and two workers there took 436 s instead of about 650.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps its loaded modules from one test file to the next (each file still opens its own database):
    // loading the server's modules again for each of 200 files was a third of the run (436 s → 296 s on two cores).
    // Nothing a file changes at module level may outlive it: no module-level caches keyed by ids (ids repeat across
    // the files' databases), fake timers restored after each test.
    isolate: false,
    sequence: { sequencer: SlowestFirst },
  },
});
