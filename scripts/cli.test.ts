import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';

// Every spawn opens (and the first migrates) one PGlite directory shared by the whole sequence.
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'trellis-cli-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  PUBLIC_URL: 'http://trellis.test:3000',
};
const TIMEOUT = 60_000;
const PASSWORD = 'Sup3r!secret';

type Run = { code: number | null; stdout: string; stderr: string };

function cli(...args: string[]): Promise<Run> {
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

/** The JSON result: the last line on stdout. */
const result = (run: Run): unknown => JSON.parse(run.stdout.trim().split('\n').at(-1)!);

/** A failure: a non-zero exit with exactly one line on stderr, which is returned. */
function failure(run: Run): string {
  expect(run.code, run.stdout).not.toBe(0);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

const acmeUser = (overrides: Record<string, string>) => {
  const flags = {
    subdomain: 'acme',
    name: 'Bea Builder',
    email: 'bea@acme.example',
    password: PASSWORD,
    role: 'manager',
    ...overrides,
  };
  return ['user', 'add', ...Object.entries(flags).flatMap(([k, v]) => [`--${k}`, v])];
};

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run cli', () => {
  it(
    'prints the usage for help and refuses an unknown command',
    async () => {
      const help = await cli('help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('tenant create --subdomain S');
      expect(failure(await cli('tenant', 'delete'))).toBe('Unknown command "tenant delete"; run "npm run cli -- help" for the commands.');
    },
    TIMEOUT,
  );

  it(
    'creates a tenant, prints its ids and releases the data directory',
    async () => {
      const run = await cli(
        ...['tenant', 'create', '--subdomain', 'acme', '--name', 'Acme Corp', '--ceo-name', 'Ada Acme'],
        ...['--ceo-email', 'ada@acme.example', '--password', PASSWORD, '--effective-date', '2026-01-01'],
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(result(run)).toEqual({ TenantId: expect.any(Number), CeoId: expect.any(Number) });
      expect(existsSync(join(dataDir, 'trellis.pid'))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'refuses a taken subdomain',
    async () => {
      const run = await cli(
        ...['tenant', 'create', '--subdomain', 'ACME', '--name', 'Acme Again', '--ceo-name', 'Al Acme'],
        ...['--ceo-email', 'al@acme.example', '--password', PASSWORD],
      );
      expect(failure(run)).toBe('The subdomain "acme" is already taken.');
    },
    TIMEOUT,
  );

  it.each([
    ['a weak password', { password: 'password1' }, 'Please enter a strong password. (--password)'],
    ['an invalid email', { email: 'bea-at-acme' }, 'Please enter valid email (--email)'],
    ['an unknown manager', { 'manager-email': 'nobody@acme.example' }, 'No active user has the manager email nobody@acme.example.'],
    ['an unknown subdomain', { subdomain: 'nope' }, 'No tenant with subdomain "nope".'],
  ])(
    'refuses to add a user with %s',
    async (_, overrides, reason) => {
      expect(failure(await cli(...acmeUser(overrides)))).toBe(reason);
    },
    TIMEOUT,
  );

  it(
    'adds a user under a manager and prints the id',
    async () => {
      const run = await cli(
        ...acmeUser({
          'manager-email': 'ada@acme.example',
          'job-title': 'Head of Build',
          'org-unit': 'Engineering',
        }),
        '--goal-manager',
      );
      expect(run.code, run.stderr).toBe(0);
      expect(result(run)).toEqual({ UserId: expect.any(Number) });
    },
    TIMEOUT,
  );

  const importCsv = (name: string, lines: string[]) => {
    const path = join(dataDir, name);
    const header = 'Name,Email,Job title,Department,Manager email,Role,Org admin,Goal admin,Goal manager,HR admin';
    writeFileSync(path, [header, ...lines].join('\n'));
    return path;
  };

  it(
    'imports a csv of people: a new one invited, one the company has updated',
    async () => {
      const file = importCsv('people.csv', [
        'Cy Import,cy@acme.example,Analyst,Engineering,bea@acme.example,Contributor,No,No,No,No',
        'Bea Builder,bea@acme.example,Head of Build,Engineering,ada@acme.example,Manager,No,No,Yes,Yes',
      ]);
      const run = await cli('import', '--subdomain', 'acme', '--in', file, '--as', 'ada@acme.example');
      expect(run.code, run.stderr).toBe(0);
      expect(result(run)).toEqual({ Created: 1, Updated: 1, Invited: 1 });

      const mails = await cli('outbox', '--subdomain', 'acme', '--to', 'cy@acme.example');
      expect(result(mails)).toEqual([expect.objectContaining({ Subject: 'Ada Acme invited you to Trellis' })]);
    },
    TIMEOUT,
  );

  it(
    'refuses a file with problems, listing each, and imports nothing',
    async () => {
      const file = importCsv('bad.csv', [
        'Dee,dee@acme.example,,,nobody@acme.example,Contributor,No,No,No,No',
        'Eve,not-an-email,,,,Boss,No,No,No,No',
      ]);
      const run = await cli('import', '--subdomain', 'acme', '--in', file);
      expect(failure(run)).toBe('The file has problems; nothing was imported. 3 problem(s) are listed above.');
      expect(run.stdout.trim().split('\n')).toEqual([
        'Row 2, Manager email: No one in the file or in the company has the email nobody@acme.example.',
        'Row 3, Email: Please enter valid email',
        'Row 3, Role: "Boss" is not a role; write Manager, Contributor or Observer.',
      ]);
    },
    TIMEOUT,
  );

  it(
    'imports only as the CEO or an org admin',
    async () => {
      const file = importCsv('one.csv', ['Fay,fay@acme.example,,,,Contributor,No,No,No,No']);
      const run = await cli('import', '--subdomain', 'acme', '--in', file, '--as', 'cy@acme.example');
      expect(failure(run)).toBe('Cy Import may not import people; only the CEO and org admins may.');
    },
    TIMEOUT,
  );

  it(
    'creates a demo company whose invitation waits in the outbox',
    async () => {
      const demo = await cli('demo', '--subdomain', 'northwind');
      expect(demo.code, demo.stderr).toBe(0);
      expect(result(demo)).toEqual({ TenantId: expect.any(Number), CeoId: expect.any(Number) });

      const run = await cli('outbox', '--subdomain', 'northwind');
      expect(run.code, run.stderr).toBe(0);
      const mails = result(run) as { To: string; Subject: string; Link: string; CreatedAt: string }[];
      expect(mails).toEqual([
        {
          To: 'felix.wagner@northwind.example',
          Subject: 'Daniel Cho invited you to Trellis',
          Link: expect.stringMatching(/^http:\/\/northwind\.trellis\.test:3000\/v3\/invitation\/[1-9][0-9]*\.[\w-]{43}$/),
          CreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
    },
    TIMEOUT,
  );

  it(
    'refuses to open a data directory that another process holds',
    async () => {
      const holder = spawn('sleep', ['30']);
      try {
        writeFileSync(join(dataDir, 'trellis.pid'), String(holder.pid));
        const reason = failure(await cli('outbox', '--subdomain', 'acme'));
        expect(reason).toContain('is in use by another Trellis process');
        expect(reason).toContain(`pid ${holder.pid}`);
        // the refused run leaves the holder's lock alone
        expect(readFileSync(join(dataDir, 'trellis.pid'), 'utf8')).toBe(String(holder.pid));
      } finally {
        holder.kill();
        rmSync(join(dataDir, 'trellis.pid'), { force: true });
      }
    },
    TIMEOUT,
  );

  it(
    'stored the added user with the given role, flags and manager',
    async () => {
      const database = await openDatabase({ dataDir });
      try {
        const acme = await database.db.select().from(users).where(eq(users.email, 'bea@acme.example')).orderBy(asc(users.id));
        const [ceo] = await database.db.select().from(users).where(eq(users.email, 'ada@acme.example'));
        expect(acme).toHaveLength(1);
        expect(acme[0]).toMatchObject({
          name: 'Bea Builder',
          roleName: 'manager',
          jobTitle: 'Head of Build',
          orgUnit: 'Engineering',
          isGoalManager: true,
          // the import above made her an HR admin
          isHrAdmin: true,
          isOrgAdmin: false,
          parentId: ceo!.id,
          tenantId: ceo!.tenantId,
        });
      } finally {
        await database.close();
      }
    },
    TIMEOUT,
  );
});
