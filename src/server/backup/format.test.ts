import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readLines, UNPACK_LIMITS } from './format';

const dir = mkdtempSync(join(tmpdir(), 'trellis-format-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const gzipFile = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, gzipSync(text, { level: 9 }));
  return path;
};
const readAll = async (path: string, limits = UNPACK_LIMITS) => {
  const lines: string[] = [];
  for await (const line of readLines(path, limits)) lines.push(line);
  return lines;
};

describe('readLines counts what it unpacks', () => {
  it('reads an ordinary file line by line', async () => {
    expect(await readAll(gzipFile('ok.gz', '{"a":1}\n\n{"b":2}\n'))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('stops at a line longer than the limit, however the file was packed', async () => {
    const path = gzipFile('long-line.gz', `{"a":1}\n"${'0'.repeat(2 * 1024 * 1024)}"\n`);
    await expect(readAll(path, { ...UNPACK_LIMITS, maxLineBytes: 1024 * 1024 })).rejects.toThrow(/a line over 1048576 bytes/);
  });

  it('stops at more than ratio × the packed size in all (a gzip bomb of short lines)', async () => {
    const path = gzipFile('bomb.gz', '0\n'.repeat(4 * 1024 * 1024)); // 8 MB packing to some 8 KB
    await expect(readAll(path, { maxLineBytes: 1024, ratio: 100, floorBytes: 1024 * 1024 })).rejects.toThrow(/unpacks to more than/);
  });
});
