import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-db';
import { allRows, givenRichCompany, now } from './backup-testing';
import { backupInstance, restoreInstance } from './instance';

const dir = mkdtempSync(join(tmpdir(), 'trellis-backup-'));
const file = join(dir, 'instance.jsonl.gz');
let source: Database;
let target: Database;
let before: Record<string, string[]>;

beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase();
  await givenRichCompany(source.db, 'acme');
  await givenRichCompany(source.db, 'beta');
  before = await allRows(source.db);
});

afterAll(async () => {
  await source?.close();
  await target?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore of the whole instance', () => {
  it('restores into a fresh database every table row for row, files included', async () => {
    const written = await backupInstance(source.db, file, now);
    expect(written.Rows).toBeGreaterThan(1000);
    const restored = await restoreInstance(target.db, file, { force: false });
    expect(restored).toEqual(written);
    const after = await allRows(target.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.users!.some((r) => r.includes('"avatar": "\\\\x'))).toBe(true);
    expect(before.user_manual_files!.length).toBeGreaterThan(0);
  });

  it('continues every id sequence above the restored ids', async () => {
    const { TenantId } = await givenRichCompany(target.db, 'gamma');
    expect(TenantId).toBeGreaterThan(Math.max(...before.tenants!.map((r) => (JSON.parse(r) as { id: number }).id)));
  });

  it('refuses a database that holds rows, and replaces it with --force', async () => {
    await expect(restoreInstance(target.db, file, { force: false })).rejects.toThrow(/not empty/);
    await restoreInstance(target.db, file, { force: true });
    expect(await allRows(target.db)).toEqual(before);
  });

  it('refuses a file written by newer code, and a damaged file, changing nothing', async () => {
    const lines = gunzipSync(readFileSync(file)).toString().split('\n');
    const header = JSON.parse(lines[0]!) as { migration: { level: number } };
    header.migration.level = 999;
    const newer = join(dir, 'newer.gz');
    writeFileSync(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    await expect(restoreInstance(target.db, newer, { force: true })).rejects.toThrow(/migration 999/);
    const cut = join(dir, 'cut.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    await expect(restoreInstance(target.db, cut, { force: true })).rejects.toThrow(/incomplete/);
    expect(await allRows(target.db)).toEqual(before);
  });
});
