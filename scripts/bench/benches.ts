import type { BenchData } from './bench-data';
import { runFoundationBench } from './foundation';
import { runGoalsBench } from './goals/run-goals';
import { runComplianceBench } from './compliance/run-compliance';
import { runLiveBench } from './live/run-live';
import { runPeopleBench } from './people/run-people';
import { runTalentBench } from './talent/run-talent';
import { runActionsBench } from './actions/run-actions';
import { runKeyResultsBench } from './key-results/run-key-results';
import { runAiBench } from './ai/run-ai';
import { runReportsBench } from './reports/run-reports';
import { runFaultsBench } from './faults/run-faults';
import { runAlignmentBench } from './alignment/run-alignment';
import { runWebBench } from './web/run-web';

/**
 * Where a bench's data comes from in `npm run bench -- all`: one of the shared companies (scripts/bench/companies.ts),
 * seeded once for every bench that names it; a fresh database of its own; or the bench's own fixed set-up.
 */
export type DataKind = 'goals company' | 'reports company' | 'fresh' | 'fixed';

export type Bench = {
  /** As in `npm run bench -- <name>`. */
  name: string;
  data: DataKind;
  needsPostgres?: boolean;
  /** `data` is given by `npm run bench -- all` only; alone a bench makes its own databases. */
  run: (root: string, data?: BenchData) => Promise<void>;
};

/** Every bench, in the order `npm run bench -- all` runs them. One line here adds a bench to both commands. */
export const BENCHES: Bench[] = [
  // The demo company and two bulk companies on embedded PGlite, in its own data directory.
  { name: 'foundation', data: 'fixed', run: runFoundationBench },
  { name: 'goals', data: 'goals company', run: runGoalsBench },
  // It vacuums the company first, as autovacuum would have; the benches after it find it so.
  { name: 'compliance', data: 'goals company', run: runComplianceBench },
  // The fan-out runs on its own demo company (PGlite); the prediction matrix on the goals company.
  { name: 'live', data: 'goals company', run: runLiveBench },
  // Talent, actions and people add their own rows to the goals company's 5,000 people.
  { name: 'talent', data: 'goals company', run: runTalentBench },
  { name: 'actions', data: 'goals company', run: runActionsBench },
  // Its key results and readings go on one updater's goals, in tables of their own.
  { name: 'key-results', data: 'goals company', run: runKeyResultsBench },
  // Last on the goals company: its extras deactivate 50 contributors (some may be the goals bench's updaters).
  { name: 'people', data: 'goals company', run: runPeopleBench },
  { name: 'alignment', data: 'reports company', run: runAlignmentBench },
  // After alignment: its import adds people (to another company).
  { name: 'reports', data: 'reports company', run: runReportsBench },
  // Its own data: one ended quarter holds the only goals.
  { name: 'ai', data: 'fresh', run: runAiBench },
  // Lighthouse over the main screens, on its own demo company (PGlite): the browser's side of the same targets.
  { name: 'web', data: 'fixed', run: runWebBench },
  // Last: it restarts PostgreSQL.
  { name: 'faults', data: 'fixed', needsPostgres: true, run: runFaultsBench },
];
