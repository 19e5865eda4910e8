import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createTestDatabase } from '../testing/test-db';
import { allRows, companyRows, givenRichCompany, now, sorted } from './backup-testing';
import { exportCompany, importCompany } from './company';
import { backupInstance, restoreInstance } from './instance';

// Moving between engines needs both: this file runs in the PostgreSQL variant (DATABASE_URL set), where it also
// opens an embedded PGlite.
const dir = mkdtempSync(join(tmpdir(), 'trellis-engines-'));
let server: Database;
let embedded: Database;
let back: Database;

describe.runIf(process.env.DATABASE_URL)('moving between PostgreSQL and PGlite', () => {
  beforeAll(async () => {
    server = await createTestDatabase();
    back = await createTestDatabase();
    embedded = await openDatabase({ memory: true });
    await migrateDatabase(embedded);
    await givenRichCompany(server.db, 'acme');
  });

  afterAll(async () => {
    for (const d of [server, embedded, back]) await d?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a PostgreSQL backup into PGlite and that PGlite backup into PostgreSQL, row for row', async () => {
    const before = await allRows(server.db);
    await backupInstance(server.db, join(dir, 'server.gz'), now);
    await restoreInstance(embedded.db, join(dir, 'server.gz'), { force: false });
    expect(await allRows(embedded.db)).toEqual(before);
    await backupInstance(embedded.db, join(dir, 'embedded.gz'), now);
    await restoreInstance(back.db, join(dir, 'embedded.gz'), { force: false });
    expect(await allRows(back.db)).toEqual(before);
  });

  it('imports a company exported from PGlite into PostgreSQL beside its original', async () => {
    await exportCompany(embedded.db, 'acme', join(dir, 'acme.gz'), now);
    const done = await importCompany(server.db, join(dir, 'acme.gz'), { subdomain: 'acme-moved' });
    const users = await companyRows(server.db, done.TenantId);
    expect(sorted(users.users!.map((u) => ({ name: u.name, email: u.email, avatar: u.avatar })))).toEqual(
      sorted((await companyRows(embedded.db, 1)).users!.map((u) => ({ name: u.name, email: u.email, avatar: u.avatar }))),
    );
  });
});
