import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { HEADER, line, xlsxOf } from '../../testing/import-sheets';
import { auditEntries, mailQueue, outbox, users } from '../../db/schema';
import { withTenant } from '../../db/tenant-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { givenPeopleWorld, multipart } from '../../testing/people-world';
import { givenGoalOrg } from '../../testing/goal-org';
import { PLAN_CHANGED } from './import-preview';

// The organisation import's preview (POST /report/import/preview) and the import that confirms it
// (POST /report/import?Invite&Plan): the preview writes and mails nothing; the import checks the file again.

let t: TestApp;
let acme: Awaited<ReturnType<typeof givenPeopleWorld>>;
let globex: Awaited<ReturnType<typeof givenGoalOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  globex = await givenGoalOrg(t, 'globex');
  acme = await givenPeopleWorld(t, 'acme');
});
afterAll(() => t.close());

type Org = { as: (who: never) => Promise<Record<string, string>> };
const post = async (url: string, who: string, bytes: Buffer, org: Org = acme as unknown as Org) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    ...multipart(bytes, { filename: 'people.xlsx', type: 'application/octet-stream' }),
    headers: { ...multipart(bytes).headers, ...(await org.as(who as never)) },
  });
const preview = (who: string, bytes: Buffer, org?: Org) => post('/report/import/preview', who, bytes, org);

const personByEmail = async (email: string, tenantId = acme.tenant.TenantId) =>
  (
    await withTenant(t.database.db, tenantId, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email))),
    )
  )[0];
/** Everything an import writes or sends, counted over every company (system reads). */
const counts = async () => {
  const n = async (table: typeof users | typeof outbox | typeof mailQueue | typeof auditEntries) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return { users: await n(users), outbox: await n(outbox), queued: await n(mailQueue), audit: await n(auditEntries) };
};
const mailsTo = async (to: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).length;

describe('POST /report/import/preview', () => {
  it('answers the new, the changed (with each change) and the unchanged, and writes and mails nothing', async () => {
    const before = await counts();
    const calBefore = await personByEmail('cal@acme.test');
    const res = await preview(
      'ceo',
      await xlsxOf([
        line('Nia New', 'nia@acme.test', 'Manager', '', { Department: 'Sales' }),
        line('Cal Renamed', 'CAL@acme.test', 'Contributor', 'nia@acme.test', { 'HR admin': 'Yes' }),
        line('dee', 'dee@acme.test', 'Contributor', 'mia@acme.test'),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      Problems: [],
      New: [{ Row: 2, Name: 'Nia New', Email: 'nia@acme.test', Role: 'Manager', Manager: 'acme CEO' }],
      Changed: [
        {
          Row: 3,
          Name: 'Cal Renamed',
          Email: 'CAL@acme.test',
          Role: 'Individual Contributor',
          Manager: 'Nia New',
          Changes: [
            { Field: 'Name', Before: 'cal', After: 'Cal Renamed' },
            { Field: 'Manager', Before: 'mia', After: 'Nia New' },
            { Field: 'HR admin', Before: 'No', After: 'Yes' },
          ],
        },
      ],
      Unchanged: [{ Row: 4, Name: 'dee', Email: 'dee@acme.test', Role: 'Individual Contributor', Manager: 'mia' }],
      Plan: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await counts()).toEqual(before);
    expect(await personByEmail('nia@acme.test')).toBeUndefined();
    expect(await personByEmail('cal@acme.test')).toEqual(calBefore);
  });

  it('lists every problem of every row at once: a bad role does not hide a bad manager on the same row', async () => {
    const before = await counts();
    const res = await preview(
      'olga',
      await xlsxOf([
        line('Rae', 'rae@acme.test', 'Boss', 'nobody@acme.test', { 'Org admin': 'maybe' }),
        line('', 'not-an-email', 'Contributor', 'ghost@acme.test'),
        line('Sid', 'sid@acme.test', 'Contributor'),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.Problems).toEqual([
      { Row: 2, Column: 'Manager email', Message: 'No one in the file or in the company has the email nobody@acme.test.' },
      { Row: 2, Column: 'Role', Message: '"Boss" is not a role; write Manager, Contributor or Observer.' },
      { Row: 2, Column: 'Org admin', Message: 'Write Yes or No.' },
      { Row: 3, Column: 'Name', Message: 'A name is required.' },
      { Row: 3, Column: 'Email', Message: 'Please enter valid email' },
      { Row: 3, Column: 'Manager email', Message: 'No one in the file or in the company has the email ghost@acme.test.' },
    ]);
    expect(body).toMatchObject({ New: [], Changed: [], Unchanged: [], Plan: '' });
    expect(await counts()).toEqual(before);
  });

  it('answers a header without the template’s columns as problems on row 1', async () => {
    const res = await preview('ceo', await xlsxOf([['Zoe', 'zoe@acme.test']], ['Name', 'Email']));
    expect(res.statusCode).toBe(200);
    expect(res.json().Problems.map((p: { Row: number; Column: string }) => `${p.Row} ${p.Column}`)).toEqual(
      HEADER.slice(2).map((c) => `1 ${c}`),
    );
  });

  it.each(['cal', 'mia', 'hal'] as const)('is for the CEO and org admins only: %s is refused as the import refuses them', async (who) => {
    const res = await preview(who, await xlsxOf([line('Zoe', 'zoe@acme.test', 'Contributor')]));
    expect(res.statusCode).toBe(403);
  });

  it('sees only its own company: the same email in another company is a new person here, and that company is untouched', async () => {
    const vicOfGlobex = await personByEmail('vic@globex.test', globex.tenant.TenantId);
    const here = await preview('ceo', await xlsxOf([line('Vic Twin', 'vic@globex.test', 'Manager')]));
    expect(here.json()).toMatchObject({ Problems: [], New: [{ Email: 'vic@globex.test' }], Changed: [] });
    // globex's CEO cannot name acme's people: acme's manager is nobody there.
    const there = await preview(
      'ceo',
      await xlsxOf([line('X', 'x@globex.test', 'Contributor', 'mia@acme.test')]),
      globex as unknown as Org,
    );
    expect(there.json().Problems).toEqual([
      { Row: 2, Column: 'Manager email', Message: 'No one in the file or in the company has the email mia@acme.test.' },
    ]);
    expect(await personByEmail('vic@globex.test', globex.tenant.TenantId)).toEqual(vicOfGlobex);
  });
});

describe('POST /report/import confirming a preview', () => {
  it('imports what the preview showed and invites the new people by default', async () => {
    const file = await xlsxOf([line('Una', 'una@acme.test', 'Manager'), line('Uli', 'uli@acme.test', 'Contributor', 'una@acme.test')]);
    const { Plan } = (await preview('ceo', file)).json();
    const before = await counts();
    const res = await post(`/report/import?Plan=${Plan}`, 'ceo', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Created: 2, Updated: 0, Invited: 2 });
    expect(await mailsTo('una@acme.test')).toBe(1);
    expect(await mailsTo('uli@acme.test')).toBe(1);
    expect((await counts()).outbox).toBe(before.outbox + 2);
  });

  it('adds the new people without mail when invitations wait, and each can be invited later from their profile', async () => {
    const file = await xlsxOf([line('Wes', 'wes@acme.test', 'Contributor', 'mia@acme.test'), line('Wyn', 'wyn@acme.test', 'Observer')]);
    const { Plan } = (await preview('olga', file)).json();
    const before = await counts();
    const res = await post(`/report/import?Invite=false&Plan=${Plan}`, 'olga', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Created: 2, Updated: 0, Invited: 0 });
    const after = await counts();
    expect(after).toMatchObject({ users: before.users + 2, outbox: before.outbox, queued: before.queued });
    const wes = (await personByEmail('wes@acme.test'))!;
    expect(wes).toMatchObject({ parentId: acme.ids.mia, passwordHash: null, invitationAcceptedAt: null });
    expect(await mailsTo('wes@acme.test')).toBe(0);

    // Later: Reinvite on Wes's profile (the existing person action) sends his invitation.
    const profile = await t.app.inject({ url: `/api/Profile/${wes.id}`, headers: await acme.as('olga') });
    expect(profile.json()).toMatchObject({ Status: 'Invited', Permissions: { CanReinvite: true } });
    const invite = await t.app.inject({ url: `/api/Profile/Reinvite/${wes.id}`, headers: await acme.as('olga') });
    expect(invite.statusCode, invite.body).toBe(200);
    expect(await mailsTo('wes@acme.test')).toBe(1);
    expect(await mailsTo('wyn@acme.test')).toBe(0);
  });

  it('refuses (409, nothing written) when the company changed since the preview', async () => {
    const file = await xlsxOf([line('Yan', 'yan@acme.test', 'Contributor', 'mia@acme.test', { 'Job title': 'Analyst' })]);
    const first = (await preview('ceo', file)).json();
    expect(first.New).toHaveLength(1);
    // Meanwhile an org admin adds Yan with another title: confirming the preview would now change Yan, not add him.
    const meanwhile = await post(
      '/report/import?Invite=false',
      'olga',
      await xlsxOf([line('Yan', 'yan@acme.test', 'Contributor', 'mia@acme.test')]),
    );
    expect(meanwhile.json()).toEqual({ Created: 1, Updated: 0, Invited: 0 });
    const before = await counts();
    const yan = await personByEmail('yan@acme.test');
    const res = await post(`/report/import?Plan=${first.Plan}`, 'ceo', file);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(PLAN_CHANGED);
    expect(await counts()).toEqual(before);
    expect(await personByEmail('yan@acme.test')).toEqual(yan);
  });

  it('checks the file again itself: a file with problems is refused whatever the plan sent', async () => {
    const before = await counts();
    const res = await post(`/report/import?Plan=${'0'.repeat(64)}`, 'ceo', await xlsxOf([line('Zed', 'zed@acme.test', 'Boss')]));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([expect.objectContaining({ Row: 2, Column: 'Role' })]);
    expect(await counts()).toEqual(before);
  });
});
