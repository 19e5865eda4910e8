import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { HEADER, line, xlsxOf, type Line } from '../../testing/import-sheets';
import { auditEntries, outbox, users } from '../../db/schema';
import { withTenant } from '../../db/tenant-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenPeopleWorld, multipart } from '../../testing/people-world';
import { givenGoalOrg } from '../../testing/goal-org';
import { IMPORT_REFUSED } from '../../../domain/people/import-rules';
import { readImportRows, UNPACKS_TOO_LARGE } from './read-sheet';
import { zipOfZeros } from '../../testing/zip-bomb';
import { importPeople } from './import-people';

let t: TestApp;
let acme: Awaited<ReturnType<typeof givenPeopleWorld>>;
let globex: Awaited<ReturnType<typeof givenGoalOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  globex = await givenGoalOrg(t, 'globex');
  acme = await givenPeopleWorld(t, 'acme');
});
afterAll(() => t.close());

const csvOf = (lines: Line[], d = ',') =>
  Buffer.from([HEADER, ...lines].map((l) => l.map((c) => (/[",;\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(d)).join('\r\n'));

type Who = Parameters<typeof acme.as>[0];
const upload = async (who: Who, bytes: Buffer, filename = 'people.xlsx', org: { as: (w: never) => Promise<object> } = acme) =>
  t.app.inject({
    method: 'POST',
    url: '/api/report/import',
    ...multipart(bytes, { filename, type: 'application/octet-stream' }),
    headers: { ...multipart(bytes).headers, ...(await org.as(who as never)) },
  });

const tenantOf = () => acme.tenant.TenantId;
const personByEmail = async (email: string, tenantId = tenantOf()) =>
  (
    await withTenant(t.database.db, tenantId, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email.toLowerCase()))),
    )
  )[0];
/** The audit entries about a person, oldest first (system read). */
const auditAbout = (userId: number) =>
  t.database.db
    .select({ action: auditEntries.action, actorId: auditEntries.actorId, before: auditEntries.before, after: auditEntries.after })
    .from(auditEntries)
    .where(eq(auditEntries.subjectUserId, userId))
    .orderBy(auditEntries.id);
const counts = async () => {
  const [u] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [o] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  return { users: u!.n, mails: o!.n };
};

describe('POST /report/import', () => {
  it('creates people from an xlsx (managers in any row order), updates those the company has, and invites the new', async () => {
    const before = await counts();
    const cal = await personByEmail('cal@acme.test');
    const calsManager = (await t.database.db.select().from(users).where(eq(users.id, cal!.parentId!)))[0]!;
    const res = await upload(
      'ceo',
      await xlsxOf([
        line('Ned New', 'ned@acme.test', 'Contributor', 'NIA@acme.test', { 'Job title': 'Analyst', 'HR admin': 'Yes' }),
        line('Nia New', 'nia@acme.test', 'Manager', '', { Department: 'Sales', 'Goal admin': 'Yes' }),
        line('Cal Renamed', 'CAL@acme.test', 'Contributor', 'nia@acme.test', { 'Job title': 'Lead' }),
        line('dee', 'dee@acme.test', 'Contributor', 'mia@acme.test'),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Created: 2, Updated: 1, Invited: 2 });

    const nia = await personByEmail('nia@acme.test');
    expect(nia).toMatchObject({ name: 'Nia New', roleName: 'manager', orgUnit: 'Sales', isGoalAdmin: true, parentId: acme.ids.ceo });
    expect(nia).toMatchObject({ passwordHash: null, invitationAcceptedAt: null, invitedById: acme.ids.ceo });
    expect(await personByEmail('ned@acme.test')).toMatchObject({ jobTitle: 'Analyst', isHrAdmin: true, parentId: nia!.id });
    expect(await personByEmail('cal@acme.test')).toMatchObject({
      id: acme.ids.cal,
      name: 'Cal Renamed',
      email: 'cal@acme.test',
      jobTitle: 'Lead',
      parentId: nia!.id,
    });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.tenantId, tenantOf()));
    for (const to of ['ned@acme.test', 'nia@acme.test']) {
      expect(mails.filter((m) => m.to === to)).toEqual([
        expect.objectContaining({ subject: 'acme CEO invited you to Trellis', link: expect.stringContaining('/v3/invitation/') }),
      ]);
    }
    expect(await counts()).toEqual({ users: before.users + 2, mails: before.mails + 2 });
    // The audit log has Cal's new manager, as Change Manager writes it, and each new person's role, flags and manager.
    expect(await auditAbout(acme.ids.cal)).toEqual([
      {
        action: 'user.manager',
        actorId: acme.ids.ceo,
        before: { Manager: { Id: calsManager.id, Name: calsManager.name } },
        after: { Manager: { Id: nia!.id, Name: 'Nia New' } },
      },
    ]);
    const niaAdded = {
      action: 'user.added',
      actorId: acme.ids.ceo,
      before: {},
      after: {
        RoleName: 'manager',
        IsOrgAdmin: false,
        IsGoalAdmin: true,
        IsHrAdmin: false,
        IsGoalManager: false,
        Manager: { Id: acme.ids.ceo, Name: 'acme CEO' },
      },
    };
    expect(await auditAbout(nia!.id)).toEqual([niaAdded]);
    // The log the CEO reads says so too, with the new person named.
    const ned = (await personByEmail('ned@acme.test'))!;
    const log = await t.app.inject({ url: `/api/audit?Action=user.added&UserId=${ned.id}`, headers: await acme.as('ceo') });
    expect(log.json().data).toEqual([
      {
        Id: expect.any(Number),
        At: expect.any(String),
        Actor: { Id: acme.ids.ceo, Name: 'acme CEO' },
        Action: 'user.added',
        Subject: { Id: ned.id, Name: 'Ned New' },
        Before: {},
        After: {
          RoleName: 'contributor',
          IsOrgAdmin: false,
          IsGoalAdmin: false,
          IsHrAdmin: true,
          IsGoalManager: false,
          Manager: { Id: nia!.id, Name: 'Nia New' },
        },
      },
    ]);
  });

  it('reads a csv (semicolons and quotes as Excel writes them), for an org admin', async () => {
    const csv = csvOf(
      [
        line('Quinn, Q.', 'quinn@acme.test', 'observer'),
        line('Nia New', 'nia@acme.test', 'Manager', '', { Department: 'Sales', 'Goal admin': 'Yes', 'Org admin': 'yes' }),
      ],
      ';',
    );
    const res = await upload('olga', Buffer.concat([Buffer.from('\ufeff'), csv]), 'people.CSV');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Created: 1, Updated: 1, Invited: 1 });
    expect(await personByEmail('quinn@acme.test')).toMatchObject({ name: 'Quinn, Q.', roleName: 'observer', parentId: null });
    const nia = await personByEmail('nia@acme.test');
    expect(nia).toMatchObject({ isOrgAdmin: true });
    expect((await auditAbout(nia!.id)).slice(1)).toEqual([
      { action: 'user.flags', actorId: acme.ids.olga, before: { IsOrgAdmin: false }, after: { IsOrgAdmin: true } },
    ]);
  });

  it('changes nothing for a file that says what the company already holds', async () => {
    const res = await upload(
      'ceo',
      await xlsxOf([line('Nia New', 'nia@acme.test', 'Manager', '', { Department: 'Sales', 'Goal admin': 'Yes', 'Org admin': 'Yes' })]),
    );
    expect(res.json()).toEqual({ Created: 0, Updated: 0, Invited: 0 });
  });

  it('refuses a file with problems, each with its row and column, and imports nothing', async () => {
    const before = await counts();
    const res = await upload(
      'ceo',
      await xlsxOf([
        line('', 'new1@acme.test', 'Contributor'),
        line('Bad Email', 'not-an-email', 'Contributor'),
        line('Twice', 'new1@acme.test', 'Contributor'),
        line('Lost', 'lost@acme.test', 'Contributor', 'nobody@acme.test'),
        line('Loop A', 'loopa@acme.test', 'Manager', 'loopb@acme.test'),
        line('Loop B', 'loopb@acme.test', 'Manager', 'loopa@acme.test'),
        line('Boss', 'boss@acme.test', 'Contributor'),
        line('Under Boss', 'under@acme.test', 'Contributor', 'boss@acme.test'),
        line('Both', 'both@acme.test', 'Manager', '', { 'Goal admin': 'Yes', 'Goal manager': 'Yes' }),
        line('Odd', 'odd@acme.test', 'Chief'),
        line('The CEO', 'ceo@acme.test', 'Manager'),
        line('New CEO', 'newceo@acme.test', 'CEO'),
      ]),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { Message: string; Errors: { Field: string; Message: string; Row: number; Column: string }[] };
    expect(body.Message).toBe(IMPORT_REFUSED);
    expect(body.Errors.map((e) => [e.Row, e.Column])).toEqual([
      [2, 'Name'],
      [3, 'Email'],
      [4, 'Email'],
      [5, 'Manager email'],
      [6, 'Manager email'],
      [7, 'Manager email'],
      [8, 'Role'],
      [10, 'Goal manager'],
      [11, 'Role'],
      [12, 'Email'],
      [13, 'Role'],
    ]);
    expect(body.Errors[3]).toEqual({
      Row: 5,
      Column: 'Manager email',
      Field: 'Manager email',
      Message: 'No one in the file or in the company has the email nobody@acme.test.',
    });
    expect(body.Errors[4]!.Message).toBe('The manager chain loops: loopa@acme.test → loopb@acme.test → loopa@acme.test.');
    expect(await counts()).toEqual(before);
  });

  it('refuses a workbook that unpacks to more than 64 MB before unpacking it', async () => {
    const bomb = zipOfZeros('xl/worksheets/sheet1.xml', 100 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await upload('ceo', bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Message: UNPACKS_TOO_LARGE, Errors: [{ Field: 'file', Message: UNPACKS_TOO_LARGE }] });
  });

  it('refuses a workbook whose headers claim 1 KB but which unpacks to 100 MB, counting while it unpacks', async () => {
    const liar = zipOfZeros('xl/worksheets/sheet1.xml', 100 * 1024 * 1024, 1024);
    const res = await upload('ceo', liar);
    expect(res.statusCode).toBe(413);
    expect(res.json().Message).toBe(UNPACKS_TOO_LARGE);
  });

  it('names a missing column on row 1', async () => {
    const res = await upload('ceo', await xlsxOf([['Zoe', 'zoe@acme.test']], ['Name', 'Email']));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Errors: { Row: number; Column: string }[] }).Errors.map((e) => e.Column)).toEqual(HEADER.slice(2));
  });

  it.each([
    ['a PDF named .csv', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'people.csv'],
    ['a text file', Buffer.from('Name,Email\n'), 'people.txt'],
  ])('answers 415 to %s', async (_, bytes, filename) => {
    const res = await upload('ceo', bytes, filename);
    expect(res.statusCode).toBe(415);
    expect(res.json().Message).toBe('Upload the filled template as an Excel workbook (.xlsx) or a CSV file (.csv).');
  });

  it('leaves another company alone: the same email there is another person', async () => {
    const vicOfGlobex = await personByEmail('vic@globex.test', globex.tenant.TenantId);
    const res = await upload('ceo', await xlsxOf([line('Vic Twin', 'vic@globex.test', 'Manager', 'mia@acme.test')]));
    expect(res.json()).toEqual({ Created: 1, Updated: 0, Invited: 1 });
    expect(await personByEmail('vic@globex.test', globex.tenant.TenantId)).toEqual(vicOfGlobex);
    expect(await personByEmail('vic@globex.test')).toMatchObject({ name: 'Vic Twin', parentId: acme.ids.mia });
    // …and globex's CEO cannot reach acme's people: a manager email of acme is unknown there.
    const there = await upload('ceo', await xlsxOf([line('X', 'x@globex.test', 'Contributor', 'mia@acme.test')]), 'p.xlsx', globex);
    expect(there.statusCode).toBe(400);
  });

  it('writes all or nothing: a failure after the first writes leaves no one imported', async () => {
    const before = await counts();
    const rows = await readImportRows({
      bytes: csvOf([line('Rae', 'rae@acme.test', 'Manager'), line('Sid', 'sid@acme.test', 'Contributor', 'rae@acme.test')]),
      filename: 'p.csv',
    });
    let sent = 0;
    const mailer = {
      ...t.deps.mailer,
      send: async () => {
        if (++sent === 2) throw new Error('the mail server went away');
      },
    };
    const tenantId = tenantOf();
    const run = withTenant(t.database.db, tenantId, (tx) =>
      importPeople({ tx, tenantId, inviterId: acme.ids.ceo, now: t.clock.now, mail: { ...t.deps, mailer } }, rows),
    );
    await expect(run).rejects.toThrow('the mail server went away');
    expect(await personByEmail('rae@acme.test')).toBeUndefined();
    expect(await counts()).toEqual(before);
  });
});
