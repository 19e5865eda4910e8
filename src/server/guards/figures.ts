import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Leaves a guard suite's figures where `npm test` prints them at the end of the run (scripts/test.mjs). */
export function writeFigures(suite: string, figures: Record<string, number | string>): void {
  const dir = join(process.cwd(), '.tmp', 'guards');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${suite}.json`), JSON.stringify({ suite, figures }, null, 2));
}
