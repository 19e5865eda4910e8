import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { createTestDatabase } from '../testing/test-db';
import { allRows, companyRows, givenRichCompany, now, sorted } from './backup-testing';
import { readCatalog, type Table } from './catalog';
import { checkReferences, exportCompany, importCompany, LEFT_BEHIND, MAIL_TABLES, remapRow, type IdMaps } from './company';

const dir = mkdtempSync(join(tmpdir(), 'trellis-export-'));
const file = join(dir, 'acme.jsonl.gz');
let source: Database;
let fresh: Database;
let shared: Database;
let acmeId: number;
let original: Record<string, Record<string, unknown>[]>;
let tables: Table[];
const MAIL_ROW = { id: 1, tenant_id: 1, to: 'anyone@elsewhere.test', subject: 'Sent by a file', body: 'Hello' };

beforeAll(async () => {
  [source, fresh, shared] = [await createTestDatabase(), await createTestDatabase(), await createTestDatabase()];
  acmeId = (await givenRichCompany(source.db, 'acme')).TenantId;
  await givenRichCompany(source.db, 'beta');
  // The other database already holds a company, so its ids and the file's overlap.
  await givenRichCompany(shared.db, 'other');
  original = await companyRows(source.db, acmeId);
  tables = await readCatalog(source.db);
  await exportCompany(source.db, 'acme', file, now);
});

afterAll(async () => {
  for (const d of [source, fresh, shared]) await d?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The original company's rows with every id it holds mapped to its imported equivalent; no sessions or links, whose
 * tokens name the original company's id (decision 052), and no kept department sets, which hold its goals' ids.
 */
function expected(ids: IdMaps, change: (table: string, row: Record<string, unknown>) => Record<string, unknown> = (_, r) => r) {
  return Object.fromEntries(
    Object.entries(original).map(([name, rows]) => {
      const table = tables.find((t) => t.name === name)!;
      if (LEFT_BEHIND.includes(name)) return [name, []];
      return [name, sorted(rows.map((row) => change(name, { ...row, ...remapRow(table, row, ids), ...keptColumns(name, row, ids) })))];
    }),
  );
}

/** The kept ancestors are made again from the imported chart: the same people, by their new ids. */
const keptColumns = (table: string, row: Record<string, unknown>, ids: IdMaps) =>
  table === 'users' ? { ancestor_ids: (row.ancestor_ids as number[]).map((id) => ids.get('users')!.get(id)) } : {};

const sortedRows = async (database: Database, tenantId: number) =>
  Object.fromEntries(Object.entries(await companyRows(database.db, tenantId)).map(([name, rows]) => [name, sorted(rows)]));

describe('company export and import', () => {
  it('knows what every id column of every company table points into', () => {
    expect(() => checkReferences(tables.filter((t) => t.isTenantTable))).not.toThrow();
    expect(Object.keys(original).filter((t) => original[t]!.length === 0)).toEqual([]);
  });

  it('imports into a fresh database row for row, ids remapped, files included', async () => {
    const done = await importCompany(fresh.db, file, {});
    expect(done.Subdomain).toBe('acme');
    expect(await sortedRows(fresh, done.TenantId)).toEqual(expected(done.ids));
  });

  it('imports beside another company with new ids, leaving that company untouched', async () => {
    const before = await allRows(shared.db);
    const done = await importCompany(shared.db, file, {});
    const ids = [...done.ids.get('users')!.entries()];
    expect(ids.some(([from, to]) => from !== to)).toBe(true);
    expect(new Set(ids.map(([, to]) => to)).size).toBe(ids.length);
    expect(await sortedRows(shared, done.TenantId)).toEqual(expected(done.ids));
    const after = await allRows(shared.db);
    for (const [table, rows] of Object.entries(before)) {
      for (const row of rows) expect(after[table], table).toContain(row);
    }
  });

  it.each([
    ['an instance-wide table', { table: 'socket_io_attachments', columns: ['id', 'payload'], rows: 1 }, { id: 1, payload: '\\x00' }],
    ['queued mail', { table: 'mail_queue', columns: ['id', 'tenant_id', 'to', 'subject', 'body'], rows: 1 }, MAIL_ROW],
    ['logged mail', { table: 'outbox', columns: ['id', 'tenant_id', 'to', 'subject', 'body'], rows: 1 }, MAIL_ROW],
  ])('refuses a hand-made file that brings %s, importing nothing', async (_, header, row) => {
    const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split('\n');
    const trailer = lines.pop()!;
    const forged = join(dir, 'forged.jsonl.gz');
    writeFileSync(forged, gzipSync([...lines, JSON.stringify(header), JSON.stringify(row), trailer].join('\n') + '\n'));
    const before = await allRows(shared.db);
    await expect(importCompany(shared.db, forged, { subdomain: 'forged' })).rejects.toThrow(
      `The file has a table ${header.table}, which is not one of a company's own tables here.`,
    );
    expect(await allRows(shared.db)).toEqual(before);
  });

  it("carries no mail, queued or sent: it is this instance's delivery state", async () => {
    const tablesInFile = gunzipSync(readFileSync(file))
      .toString()
      .split('\n')
      .flatMap((line) => (line.startsWith('{"table"') ? [(JSON.parse(line) as { table: string }).table] : []));
    expect(tablesInFile).toContain('users');
    expect(tablesInFile.filter((t) => MAIL_TABLES.includes(t))).toEqual([]);
  });

  it('refuses a subdomain that is taken, and takes --subdomain instead', async () => {
    await expect(importCompany(source.db, file, {})).rejects.toThrow(/subdomain "acme" exists/);
    const done = await importCompany(source.db, file, { subdomain: 'acme-copy' });
    // Beside its original, a copy keeps its manual links (unique within a company, decision 052): the same keys name
    // the original's manuals in the original and the copy's in the copy.
    const copy = await sortedRows(source, done.TenantId);
    const want = expected(done.ids, (table, row) => (table === 'tenants' ? { ...row, subdomain: 'acme-copy' } : row));
    expect(copy).toEqual(want);
    expect(copy.sessions).toEqual([]);
    expect(copy.user_manuals!.length).toBeGreaterThan(0);
    expect(await sortedRows(source, acmeId)).toEqual(Object.fromEntries(Object.entries(original).map(([t, rows]) => [t, sorted(rows)])));
  });

  it('keeps the ids in goal history and audit entries pointing at the imported rows', async () => {
    const done = await importCompany(fresh.db, file, { subdomain: 'acme-two' });
    const [dangling] = await queryRows<{ n: number }>(
      fresh.db,
      sql`SELECT count(*)::int AS n FROM comments c WHERE c.tenant_id = ${done.TenantId} AND c.commentable_type = 'GoalStatus'
            AND NOT EXISTS (SELECT 1 FROM goal_statuses s WHERE s.tenant_id = c.tenant_id AND s.id = c.commentable_id)`,
    );
    expect(Number(dangling!.n)).toBe(0);
    const [managers] = await queryRows<{ n: number }>(
      fresh.db,
      sql`SELECT count(*)::int AS n FROM audit_entries a JOIN users u ON u.tenant_id = a.tenant_id AND u.id = (a.after->'Manager'->>'Id')::bigint
          WHERE a.tenant_id = ${done.TenantId} AND a.action = 'user.manager'`,
    );
    expect(Number(managers!.n)).toBe(1);
    const [summaries] = await queryRows<{ n: number }>(
      fresh.db,
      sql`SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.tenant_id = n.tenant_id AND u.id = n.object_id
          WHERE n.tenant_id = ${done.TenantId} AND n.object_type = 'TeamSummary'`,
    );
    expect(Number(summaries!.n)).toBe(1);
  });
});
