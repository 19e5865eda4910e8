import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../src/server/db/client';
import { outbox } from '../src/server/db/schema';
import { withTenant } from '../src/server/db/tenant-context';
import { notFound } from '../src/server/errors';
import { addUser, createTenant, findCeo, ImportRefused, importPeople, readImportRows } from '../src/server/people';
import { findTenantBySubdomain } from '../src/server/tenants';
import { findUserByEmail } from '../src/server/auth';
import { recordAudit } from '../src/server/audit';
import { createMailer } from '../src/server/mail/mailer';
import { mayImportPeople } from '../src/domain/people/import-rules';
import { createDemoTenant } from '../src/server/demo/seed';
import { backupInstance, exportCompany, importCompany, restoreInstance } from '../src/server/backup';
import { AddUserInput, CreateTenantInput, Subdomain } from '../src/contract/admin';
import { email, requiredText } from '../src/contract/common';
import { runCli, text, type Command, type Context, type Flags } from './cli/run';

const OUTBOX_LIMIT = 20;

// Each command's flags in one schema, so a refusal names the flag (see reasonOf).
const UserAddFlags = AddUserInput.extend({ subdomain: Subdomain });
const OutboxFlags = z.object({ subdomain: Subdomain, to: email(1024).optional() });
const ImportFlags = z.object({ subdomain: Subdomain, in: requiredText(4096, 'Name the file to import.'), as: email(255).optional() });
const OutFlags = z.object({ out: requiredText(4096, 'Name the file to write.') });
const InFlags = z.object({ in: requiredText(4096, 'Name the file to read.') });
const ExportFlags = OutFlags.extend({ subdomain: Subdomain, as: email(255).optional() });
const TenantImportFlags = InFlags.extend({ subdomain: Subdomain.optional() });
const DemoFlags = z.object({
  subdomain: Subdomain,
  name: requiredText(255, 'A company name is required.').optional(),
});

async function tenantCreate(f: Flags, ctx: Context) {
  const input = CreateTenantInput.parse({
    subdomain: text(f, 'subdomain'),
    name: text(f, 'name'),
    ceoName: text(f, 'ceo-name'),
    ceoEmail: text(f, 'ceo-email'),
    password: text(f, 'password'),
    effectiveDate: text(f, 'effective-date'),
    timeZone: text(f, 'time-zone'),
  });
  return createTenant(await ctx.db(), input, ctx.now);
}

async function userAdd(f: Flags, ctx: Context) {
  const { subdomain, ...input } = UserAddFlags.parse({
    subdomain: text(f, 'subdomain'),
    name: text(f, 'name'),
    email: text(f, 'email'),
    password: text(f, 'password'),
    role: text(f, 'role'),
    managerEmail: text(f, 'manager-email'),
    jobTitle: text(f, 'job-title'),
    orgUnit: text(f, 'org-unit'),
    isOrgAdmin: f['org-admin'] === true,
    isGoalAdmin: f['goal-admin'] === true,
    isGoalManager: f['goal-manager'] === true,
    isHrAdmin: f['hr-admin'] === true,
  });
  const db = await ctx.db();
  const tenantId = await tenantIdOf(db, subdomain);
  return withTenant(db, tenantId, (tx) => addUser(tx, tenantId, input, ctx.now));
}

async function listOutbox(f: Flags, ctx: Context) {
  const { subdomain, to } = OutboxFlags.parse({ subdomain: text(f, 'subdomain'), to: text(f, 'to') });
  const db = await ctx.db();
  const tenantId = await tenantIdOf(db, subdomain);
  const rows = await withTenant(db, tenantId, (tx) =>
    tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.tenantId, tenantId), to ? eq(sql`lower(${outbox.to})`, to.toLowerCase()) : undefined))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_LIMIT),
  );
  return rows.map((r) => ({
    To: r.to,
    Subject: r.subject,
    Link: r.link,
    CreatedAt: r.createdAt.toISOString(),
  }));
}

// The same import as POST /report/import; problems are printed one a line before the one-line failure.
async function importFile(f: Flags, ctx: Context) {
  const r = ImportFlags.parse({ subdomain: text(f, 'subdomain'), in: text(f, 'in'), as: text(f, 'as') });
  try {
    const rows = await readImportRows({ bytes: await readFile(r.in), filename: r.in });
    const db = await ctx.db();
    const tenantId = await tenantIdOf(db, r.subdomain);
    const mail = { config: ctx.config, mailer: createMailer(ctx.config), now: () => ctx.now };
    const result = await withTenant(db, tenantId, async (tx) => {
      const inviterId = await actingAs(tx, tenantId, r.as, 'import people');
      return importPeople({ tx, tenantId, inviterId, now: ctx.now, mail }, rows);
    });
    // With SMTP the invitations were queued with the people; send them now rather than leave them to a server.
    const delivery = mail.mailer.startDelivery(db, (line) => console.warn(line));
    await delivery.flush();
    await delivery.stop();
    return result;
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    for (const p of error.problems) console.log(`Row ${p.Row}, ${p.Column}: ${p.Message}`);
    throw new Error(`${error.message} ${error.problems.length} problem(s) are listed above.`);
  }
}

/**
 * Whom a command acts for (the invitations of an import come from them, the audit log names them): --as, the CEO or
 * an org admin as in the app, else the CEO.
 */
async function actingAs(tx: Db, tenantId: number, as: string | undefined, what: string) {
  if (!as) return (await findCeo(tx, tenantId))?.id ?? null;
  const user = await findUserByEmail(tx, tenantId, as);
  if (!user || user.deactivatedAt) throw notFound(`No active user has the email ${as}.`);
  if (!mayImportPeople({ RoleName: user.roleName, IsOrgAdmin: user.isOrgAdmin })) {
    throw new Error(`${user.name} may not ${what}; only the CEO and org admins may.`);
  }
  return user.id;
}

async function demo(f: Flags, ctx: Context) {
  const r = DemoFlags.parse({ subdomain: text(f, 'subdomain'), name: text(f, 'name') });
  return createDemoTenant(await ctx.db(), { config: ctx.config, now: ctx.now }, r);
}

// Backups and company files (src/server/backup, decision 023): system work, as the owner of the tables.
async function backup(f: Flags, ctx: Context) {
  const r = OutFlags.parse({ out: text(f, 'out') });
  return backupInstance(await ctx.db(), r.out, ctx.now);
}

async function restore(f: Flags, ctx: Context) {
  const r = InFlags.parse({ in: text(f, 'in') });
  return restoreInstance(await ctx.db(), r.in, { force: f.force === true });
}

// The company's data leaves the instance: the audit log names who asked (--as, else the CEO), the file and its size.
async function tenantExport(f: Flags, ctx: Context) {
  const r = ExportFlags.parse({ subdomain: text(f, 'subdomain'), out: text(f, 'out'), as: text(f, 'as') });
  const db = await ctx.db();
  const tenantId = await tenantIdOf(db, r.subdomain);
  const actorId = await withTenant(db, tenantId, (tx) => actingAs(tx, tenantId, r.as, 'export the company'));
  if (actorId === null) throw new Error('The company has no CEO to record the export against; name someone with --as.');
  const result = await exportCompany(db, r.subdomain, r.out, ctx.now);
  await withTenant(db, tenantId, (tx) =>
    recordAudit(tx, {
      tenantId,
      actorId,
      action: 'company.exported',
      before: {},
      after: { File: basename(r.out), Tables: result.Tables, Rows: result.Rows, Via: 'Command line' },
      at: ctx.now,
    }),
  );
  return result;
}

async function tenantImport(f: Flags, ctx: Context) {
  const r = TenantImportFlags.parse({ in: text(f, 'in'), subdomain: text(f, 'subdomain') });
  const { TenantId, Subdomain, Rows } = await importCompany(await ctx.db(), r.in, { subdomain: r.subdomain });
  return { TenantId, Subdomain, Rows };
}

// System query: the subdomain names the tenant whose context the command then runs in.
async function tenantIdOf(db: Db, subdomain: string) {
  const tenant = await findTenantBySubdomain(db, subdomain);
  if (!tenant) throw notFound(`No tenant with subdomain "${subdomain}".`);
  return tenant.id;
}

const string = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

const COMMANDS: Command[] = [
  {
    name: 'tenant create',
    options: {
      subdomain: string,
      name: string,
      'ceo-name': string,
      'ceo-email': string,
      password: string,
      'effective-date': string,
      'time-zone': string,
    },
    required: ['subdomain', 'name', 'ceo-name', 'ceo-email', 'password'],
    run: tenantCreate,
  },
  {
    name: 'user add',
    options: {
      subdomain: string,
      name: string,
      email: string,
      password: string,
      role: string,
      'manager-email': string,
      'job-title': string,
      'org-unit': string,
      'org-admin': flag,
      'goal-admin': flag,
      'goal-manager': flag,
      'hr-admin': flag,
    },
    required: ['subdomain', 'name', 'email', 'password', 'role'],
    run: userAdd,
  },
  { name: 'outbox', options: { subdomain: string, to: string }, required: ['subdomain'], run: listOutbox },
  { name: 'import', options: { subdomain: string, in: string, as: string }, required: ['subdomain', 'in'], run: importFile },
  { name: 'demo', options: { subdomain: string, name: string }, required: ['subdomain'], run: demo },
  { name: 'backup', options: { out: string }, required: ['out'], run: backup },
  { name: 'restore', options: { in: string, force: flag }, required: ['in'], run: restore },
  { name: 'tenant export', options: { subdomain: string, out: string, as: string }, required: ['subdomain', 'out'], run: tenantExport },
  { name: 'tenant import', options: { in: string, subdomain: string }, required: ['in'], run: tenantImport },
];

process.exitCode = await runCli(process.argv.slice(2), COMMANDS);
