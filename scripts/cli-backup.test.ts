import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { allRows } from '../src/server/backup/backup-testing';

// Two PGlite directories: a backup of the first is restored into the second, and a company exported from
// the first is imported into the second beside its restored original, under a new subdomain.
const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'trellis-cli-backup-'));
const [first, second] = [join(work, 'first'), join(work, 'second')];
const backupFile = join(work, 'instance.jsonl.gz');
const companyFile = join(work, 'acme.jsonl.gz');
// Each command opens (and migrates) a PGlite directory: tens of seconds apiece on a busy machine.
const TIMEOUT = 480_000;

type Run = { code: number | null; stdout: string; stderr: string };

function cli(dataDir: string, ...args: string[]): Promise<Run> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', PUBLIC_URL: 'http://trellis.test:3000' };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const result = (run: Run): unknown => {
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
};

async function rowsOf(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await allRows(database.db);
  } finally {
    await database.close();
  }
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('cli backup, restore, tenant export and import', () => {
  it(
    'moves an instance and a company between data directories',
    async () => {
      result(await cli(first, 'demo', '--subdomain', 'acme'));
      expect(result(await cli(first, 'backup', '--out', backupFile))).toMatchObject({ Tables: expect.any(Number) });
      expect(result(await cli(second, 'restore', '--in', backupFile))).toMatchObject({ Rows: expect.any(Number) });
      expect(await rowsOf(second)).toEqual(await rowsOf(first));

      // A manager who is no org admin may not take the company's data; the CEO may, and the audit log says so.
      const refused = await cli(
        first,
        'tenant',
        'export',
        '--subdomain',
        'acme',
        '--out',
        companyFile,
        '--as',
        'daniel.cho@northwind.example',
      );
      expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining('may not export the company')]);
      const exported = result(
        await cli(first, 'tenant', 'export', '--subdomain', 'acme', '--out', companyFile, '--as', 'olivia.hart@northwind.example'),
      );
      const audit = (await rowsOf(first)).audit_entries!.map((r) => JSON.parse(r) as Record<string, unknown>);
      const users = (await rowsOf(first)).users!.map((r) => JSON.parse(r) as { id: number; email: string });
      const olivia = users.find((u) => u.email === 'olivia.hart@northwind.example')!;
      expect(audit.filter((e) => e.action === 'company.exported')).toEqual([
        expect.objectContaining({
          actor_id: olivia.id,
          subject_user_id: null,
          before: {},
          after: {
            File: 'acme.jsonl.gz',
            Tables: (exported as { Tables: number }).Tables,
            Rows: (exported as { Rows: number }).Rows,
            Via: 'Command line',
          },
        }),
      ]);
      const imported = result(await cli(second, 'tenant', 'import', '--in', companyFile, '--subdomain', 'acme-two')) as {
        TenantId: number;
      };
      expect(imported).toMatchObject({ Subdomain: 'acme-two', Rows: expect.any(Number) });
      const people = (await rowsOf(second)).users!.map((r) => JSON.parse(r) as { tenant_id: number });
      expect(people.filter((u) => u.tenant_id === imported.TenantId).length).toBe(people.length / 2);
    },
    TIMEOUT,
  );
});
