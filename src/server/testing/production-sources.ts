import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { placeOf } from '../../../scripts/lint/layers.js';

const ROOT = join(import.meta.dirname, '../../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) yield path;
  }
}

/**
 * The production source of the server and the scripts, each file by its repository path and text, for the tests that
 * read the source (table writes, goal rules). Tests and the test kits (src/server/testing, src/server/guards) build and
 * probe worlds directly, so they are left out.
 */
export function productionSources(): { file: string; text: string }[] {
  return [...sourceFiles(join(ROOT, 'src/server')), ...sourceFiles(join(ROOT, 'scripts'))]
    .filter((f) => !placeOf(ROOT, f).isTest && !/\.test\.(ts|mjs)$/.test(f))
    .map((f) => ({ file: relative(ROOT, f).split(sep).join('/'), text: readFileSync(f, 'utf8') }));
}
