import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_DIR = 'dist/web';

export type BundleSize = { gzipKiB: number; rawKiB: number; files: string[] } | { notMeasured: string };

/**
 * Gzipped size of the JavaScript the login route loads before it can render: the module scripts
 * and modulepreload links of index.html, plus anything those import statically.
 */
export function measureLoginBundle(): BundleSize {
  const indexHtml = join(WEB_DIR, 'index.html');
  if (!existsSync(indexHtml)) {
    const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], {
      encoding: 'utf8',
      timeout: 150_000,
    });
    if (build.status !== 0 || !existsSync(indexHtml)) {
      const reason = (build.stderr || build.stdout || build.error?.message || '').trim().split('\n').slice(-3).join(' ');
      return { notMeasured: `vite build failed: ${reason.slice(0, 200)}` };
    }
  }
  const html = readFileSync(indexHtml, 'utf8');
  const entries = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!),
  ].filter((src) => !/^[a-z]+:\/\//i.test(src));

  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(join(WEB_DIR, file), 'utf8');
    // Static imports only (`import"./x.js"`, `from"./x.js"`); dynamic import(`…`) loads later.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      visit(join(file, '..', m[1]!));
    }
  };
  for (const src of entries) visit(src.replace(/^\//, ''));

  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(WEB_DIR, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { gzipKiB: gzip / 1024, rawKiB: raw / 1024, files: [...files] };
}
