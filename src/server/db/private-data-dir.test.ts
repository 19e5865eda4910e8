import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client';
import { makeDataDirPrivate } from './private-data-dir';

const root = mkdtempSync(join(tmpdir(), 'trellis-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modes = (dir: string): { path: string; mode: number; isDir: boolean }[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).map((e) => {
    const path = join(e.parentPath, e.name);
    return { path, mode: statSync(path).mode & 0o777, isDir: e.isDirectory() };
  });

it('keeps the embedded database to its owner: the directory 0700, every file 0600, old files closed too', async () => {
  const dataDir = join(root, 'data');
  // What an older version left: a readable directory and file.
  mkdirSync(dataDir, { mode: 0o755 });
  writeFileSync(join(dataDir, 'old-file'), 'written before', { mode: 0o666 });
  makeDataDirPrivate(dataDir); // as opening the configured database does, before and after PGlite's own writes
  const database = await openDatabase({ dataDir });
  await database.close();
  makeDataDirPrivate(dataDir);
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  const all = modes(dataDir);
  expect(all.length).toBeGreaterThan(100); // PGlite's own files, written after the directory was closed
  expect(all.filter((e) => e.mode !== (e.isDir ? 0o700 : 0o600))).toEqual([]);
}, 120_000); // a new PGlite directory is written in a few seconds on a quiet machine
