// The guard suites' figures (src/server/guards/figures.ts writes them to .tmp/guards), printed by `npm test` for its
// own passes and by the CI summary for the PostgreSQL pass that runs after it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each guard suite's figures, one line a suite; a suite written in parts (one per worker process) has its numbers added
 * up. `only` picks suites by name.
 */
export function printGuardFigures(dir, { heading = 'guard suites', only = () => true } = {}) {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  const suites = new Map();
  for (const file of files) {
    const { suite, figures } = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!only(suite)) continue;
    const sum = suites.get(suite) ?? {};
    for (const [label, value] of Object.entries(figures))
      sum[label] = typeof value === 'number' && typeof sum[label] === 'number' ? sum[label] + value : (sum[label] ?? value);
    suites.set(suite, sum);
  }
  if (!suites.size) return;
  console.info(`\n▶ ${heading}`);
  for (const [suite, figures] of [...suites].sort(([a], [b]) => a.localeCompare(b))) {
    const line = Object.entries(figures)
      .map(([label, value]) => `${label} ${value}`)
      .join(', ');
    console.info(`  ${suite}: ${line}`);
  }
}
