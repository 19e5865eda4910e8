import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Leaves a guard suite's figures where `npm test` prints them at the end of the run (scripts/test.mjs). A pass on a
 * PostgreSQL server (DATABASE_URL, run by CI beside `npm test`) names its own file, so the two passes never overwrite
 * each other's figures. A suite whose tests run in several processes (the accessibility spec, in each Playwright worker)
 * writes one part per process; `npm test` adds the parts' numbers up.
 */
export function writeFigures(suite: string, figures: Record<string, number | string>, part?: string): void {
  const dir = join(process.cwd(), '.tmp', 'guards');
  mkdirSync(dir, { recursive: true });
  const name = process.env.DATABASE_URL ? `${suite} (PostgreSQL)` : suite;
  writeFileSync(join(dir, `${name}${part === undefined ? '' : `.${part}`}.json`), JSON.stringify({ suite: name, figures }, null, 2));
}
