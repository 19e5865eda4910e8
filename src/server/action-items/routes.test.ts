import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { actionItems, notifications } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { buildGoal } from '../goals/goal-factory';
import { ACTION_ITEMS_PER_MINUTE } from './routes';
import {
  ACTION_ITEM_NOT_FOUND,
  ALREADY_COMPLETED,
  COMPLETED_LOCKED,
  REQUESTER_IS_YOU,
  NOT_COMPLETED,
  ONLY_ASSIGNEE_COMPLETES,
  ONLY_REQUESTER_DELETES,
  ONLY_REQUESTER_EDITS,
} from '../../domain/action-items/action-item-rules';

let t: TestApp;
type Org = Awaited<ReturnType<typeof givenGoalOrg>>;
type Who = Parameters<Org['as']>[0];
let w: Org;
let other: Org;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z'); // a Wednesday; acme keeps Central Time, so it is 10:00 there
  other = await givenGoalOrg(t, 'globex');
  w = await givenGoalOrg(t, 'acme');
});
afterAll(() => t.close());

type Item = {
  Id: number;
  Title: string;
  DueDate: string;
  IsCompleted: boolean;
  CanEdit: boolean;
  CanDelete: boolean;
  CanComplete: boolean;
  CanReopen: boolean;
};
type List = { data: Item[]; count: number; to_users: { Id: number; Name: string }[]; by_users: { Id: number; Name: string }[] };

const call = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, org = w) =>
  t.app.inject({ method, url: `/api${url}`, headers: await org.as(who), ...(payload ? { payload } : {}) });
const body = (over: Record<string, unknown> = {}) => ({
  Title: 'Send the Q2 numbers',
  DueDate: '2026-05-29',
  AssigneeId: w.ids.cal,
  RequesterId: w.ids.mia,
  ...over,
});
const create = async (who: Who, over: Record<string, unknown> = {}) => {
  const res = await call(who, 'POST', '/actionitem', body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Item;
};
const list = async (who: Who, query: Record<string, unknown> = {}) => (await call(who, 'POST', '/actionitem/Get', query)).json() as List;
const rows = () => withTenant(t.database.db, w.tenant.TenantId, (tx) => tx.select().from(actionItems).orderBy(actionItems.id));
const noticesOf = (userId: number) =>
  withTenant(t.database.db, w.tenant.TenantId, (tx) =>
    tx
      .select({ subject: notifications.subject, body: notifications.body, type: notifications.objectType, id: notifications.objectId })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.objectType, 'ActionItem')))
      .orderBy(notifications.id),
  );

describe('an action item', () => {
  it('is made by its requester for an assignee, answered with the spec’s fields, and tells the assignee', async () => {
    const item = await create('mia');
    expect(item).toMatchObject({
      Title: 'Send the Q2 numbers',
      DueDate: '2026-05-29',
      AssigneeId: w.ids.cal,
      RequesterId: w.ids.mia,
      Assignee: { Id: w.ids.cal, Name: 'cal', IsOrgAdmin: false, IsGoalAdmin: false, IsHrAdmin: false, IsGoalManager: false },
      Requester: { Id: w.ids.mia, Name: 'mia' },
      IsCompleted: false,
      CompletedAt: null,
      IsOverdue: false,
      IsDueSoon: false,
      Source: null,
      CanEdit: true,
      CanDelete: true,
      CanComplete: false,
      CanReopen: false,
    });
    await t.deps.events.settled();
    expect((await noticesOf(w.ids.cal)).at(-1)).toEqual({
      subject: 'mia assigned you an action item',
      body: 'Send the Q2 numbers',
      type: 'ActionItem',
      id: item.Id,
    });
    expect(await noticesOf(w.ids.mia)).toEqual([]);
  });

  it('follows §6: the assignee marks and unmarks it complete; the requester edits it in progress and deletes it', async () => {
    const item = await create('mia', { Title: 'Book the offsite' });
    const refusals: [Who, 'GET' | 'PUT' | 'DELETE', string, number, string][] = [
      ['mia', 'GET', `/actionitem/MarkComplete/${item.Id}/1`, 403, ONLY_ASSIGNEE_COMPLETES],
      ['cal', 'PUT', `/actionitem/${item.Id}`, 403, ONLY_REQUESTER_EDITS],
      ['cal', 'DELETE', `/actionitem/${item.Id}`, 403, ONLY_REQUESTER_DELETES],
      ['cal', 'GET', `/actionitem/MarkComplete/${item.Id}/2`, 409, NOT_COMPLETED],
      ['dee', 'GET', `/actionitem/MarkComplete/${item.Id}/1`, 404, ACTION_ITEM_NOT_FOUND],
      ['vic', 'PUT', `/actionitem/${item.Id}`, 404, ACTION_ITEM_NOT_FOUND],
      ['ceo', 'DELETE', `/actionitem/${item.Id}`, 404, ACTION_ITEM_NOT_FOUND],
    ];
    const before = await rows();
    for (const [who, method, url, status, message] of refusals) {
      const res = await call(who, method, url, method === 'PUT' ? body() : undefined);
      expect([res.statusCode, res.json().Message], `${who} ${method} ${url}`).toEqual([status, message]);
    }
    expect(await rows()).toEqual(before);

    t.clock.now = new Date('2026-05-21T15:00:00Z');
    const done = await call('cal', 'GET', `/actionitem/MarkComplete/${item.Id}/1`);
    expect(done.json()).toMatchObject({
      IsCompleted: true,
      CompletedAt: '2026-05-21T15:00:00.000Z',
      CanReopen: true,
      CanComplete: false,
      CanEdit: false,
    });
    expect((await call('mia', 'GET', `/actionitem/${item.Id}`)).statusCode).toBe(404); // no such call: items are read through the list
    const again = await call('cal', 'GET', `/actionitem/MarkComplete/${item.Id}/1`);
    expect([again.statusCode, again.json().Message]).toEqual([409, ALREADY_COMPLETED]);
    const locked = await call('mia', 'PUT', `/actionitem/${item.Id}`, body({ Title: 'Changed' }));
    expect([locked.statusCode, locked.json().Message]).toEqual([409, COMPLETED_LOCKED]);
    await t.deps.events.settled();
    expect((await noticesOf(w.ids.mia)).at(-1)).toEqual({
      subject: 'cal completed an action item you requested',
      body: 'Book the offsite',
      type: 'ActionItem',
      id: item.Id,
    });

    expect((await call('cal', 'GET', `/actionitem/MarkComplete/${item.Id}/2`)).json()).toMatchObject({
      IsCompleted: false,
      CompletedAt: null,
    });
    const edited = await call('mia', 'PUT', `/actionitem/${item.Id}`, body({ Title: 'Book the offsite venue', DueDate: '2026-06-05' }));
    expect(edited.json()).toMatchObject({ Title: 'Book the offsite venue', DueDate: '2026-06-05' });
    await t.deps.events.settled();
    expect((await noticesOf(w.ids.cal)).at(-1)).toMatchObject({
      subject: 'mia changed an action item assigned to you',
      body: 'Book the offsite venue',
    });
    expect((await call('mia', 'DELETE', `/actionitem/${item.Id}`)).json()).toEqual({ Message: 'The action item was deleted.' });
    expect((await rows()).find((r) => r.id === item.Id)).toBeUndefined();
  });

  it('is saved only by one of its two people, between active people of the company, with the spec’s validation', async () => {
    const before = await rows();
    const third = await call('dee', 'POST', '/actionitem', body());
    expect([third.statusCode, third.json().Errors]).toEqual([400, [{ Field: 'RequesterId', Message: REQUESTER_IS_YOU }]]);
    // Nobody names the CEO (or anyone but their own manager) as asking them (issue 26).
    const inTheirName = await call('cal', 'POST', '/actionitem', body({ RequesterId: w.ids.ceo }));
    expect([inTheirName.statusCode, inTheirName.json().Errors]).toEqual([400, [{ Field: 'RequesterId', Message: REQUESTER_IS_YOU }]]);
    // Observers ask nobody for anything: no screen offers them a new item.
    expect((await call('obi', 'POST', '/actionitem', body({ AssigneeId: w.ids.obi, RequesterId: w.ids.obi }))).statusCode).toBe(403);
    const foreign = await call('mia', 'POST', '/actionitem', body({ AssigneeId: other.ids.cal }));
    expect([foreign.statusCode, foreign.json().Errors]).toEqual([
      404,
      [{ Field: 'AssigneeId', Message: 'This person was not found or is no longer active.' }],
    ]);
    const invalid = await call('mia', 'POST', '/actionitem', { Title: ' ', DueDate: '05/29/2026' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().Errors).toEqual(
      expect.arrayContaining([
        { Field: 'Title', Message: 'Please enter!' },
        { Field: 'DueDate', Message: 'Please enter the deadline as a date (YYYY-MM-DD).' },
        { Field: 'AssigneeId', Message: 'Please select!' },
        { Field: 'RequesterId', Message: 'Please select!' },
      ]),
    );
    expect((await call('mia', 'POST', '/actionitem', body({ DueDate: '2026-02-30' }))).statusCode).toBe(400);
    // Someone may record what their manager asked of them: they are the assignee, the manager the requester.
    const asked = await create('cal', { Title: 'Asked in our 1:1' });
    expect(asked).toMatchObject({ CanEdit: false, CanDelete: false, CanComplete: true });
    expect((await rows()).length).toBe(before.length + 1);
    await call('mia', 'DELETE', `/actionitem/${asked.Id}`);
  });

  it('of another company is not found, whatever the call', async () => {
    const theirs = (
      await call('mia', 'POST', '/actionitem', { ...body(), AssigneeId: other.ids.cal, RequesterId: other.ids.mia }, other)
    ).json() as Item;
    for (const [method, url] of [
      ['GET', `/actionitem/MarkComplete/${theirs.Id}/1`],
      ['PUT', `/actionitem/${theirs.Id}`],
      ['DELETE', `/actionitem/${theirs.Id}`],
    ] as const) {
      expect((await call('cal', method, url, method === 'PUT' ? body() : undefined)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list('cal')).data.map((i) => i.Id)).not.toContain(theirs.Id);
  });
});

describe('the list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    t.clock.now = new Date('2026-05-20T15:00:00Z');
    for (const r of await rows()) await call('mia', 'DELETE', `/actionitem/${r.id}`);
    const made: [string, Who, Record<string, unknown>][] = [
      ['overdue', 'mia', { Title: 'Overdue report', DueDate: '2026-05-19' }],
      ['today', 'mia', { Title: 'Due today', DueDate: '2026-05-20' }],
      ['tomorrow', 'dee', { Title: 'Zebra crossing', DueDate: '2026-05-21', AssigneeId: w.ids.cal, RequesterId: w.ids.dee }],
      ['later', 'cal', { Title: 'Alpha plan', DueDate: '2026-06-30', AssigneeId: w.ids.dee, RequesterId: w.ids.cal }],
      ['done', 'mia', { Title: 'Finished task', DueDate: '2026-05-01' }],
      ['unrelated', 'mia', { Title: 'Not Cal’s', DueDate: '2026-05-25', AssigneeId: w.ids.dee }],
    ];
    ids = {};
    for (const [key, who, over] of made) ids[key] = (await create(who, over)).Id;
    await call('cal', 'GET', `/actionitem/MarkComplete/${ids.done}/1`);
  });

  it('shows the caller the items they requested or were assigned, in progress by default, by due date, with due states', async () => {
    const mine = await list('cal');
    expect(mine.data.map((i) => [i.Title, i.DueDate])).toEqual([
      ['Overdue report', '2026-05-19'],
      ['Due today', '2026-05-20'],
      ['Zebra crossing', '2026-05-21'],
      ['Alpha plan', '2026-06-30'],
    ]);
    expect(
      mine.data.map((i) => [(i as never as { IsOverdue: boolean }).IsOverdue, (i as never as { IsDueSoon: boolean }).IsDueSoon]),
    ).toEqual([
      [true, false],
      [false, true],
      [false, true],
      [false, false],
    ]);
    expect(mine.count).toBe(4);
    expect(mine.to_users.map((u) => u.Name)).toEqual(['cal', 'dee']);
    expect(mine.by_users.map((u) => u.Name)).toEqual(['cal', 'dee', 'mia']);
    const done = await list('cal', { IsCompleted: true });
    expect([done.count, done.data.map((i) => i.Title)]).toEqual([1, ['Finished task']]);
    expect((await list('vic')).count).toBe(0);
  });

  it('sorts in SQL by any listed column either way, filters by assignee, requester and title, and pages', async () => {
    const titles = async (q: Record<string, unknown>) => (await list('cal', q)).data.map((i) => i.Title);
    expect(await titles({ SortBy: 'Title' })).toEqual(['Alpha plan', 'Due today', 'Overdue report', 'Zebra crossing']);
    expect(await titles({ SortBy: 'Title', SortOrder: 'descend' })).toEqual([
      'Zebra crossing',
      'Overdue report',
      'Due today',
      'Alpha plan',
    ]);
    expect(await titles({ SortBy: 'DueDate', SortOrder: 'desc' })).toEqual(['Alpha plan', 'Zebra crossing', 'Due today', 'Overdue report']);
    // Cal's four items: Dee is assigned one (Alpha plan); Cal asked for Alpha plan, Dee for Zebra crossing, Mia the rest.
    expect(await titles({ SortBy: 'Assignee' })).toEqual(['Overdue report', 'Due today', 'Zebra crossing', 'Alpha plan']);
    expect(await titles({ SortBy: 'Assignee', SortOrder: 'desc' })).toEqual([
      'Alpha plan',
      'Zebra crossing',
      'Due today',
      'Overdue report',
    ]);
    expect(await titles({ SortBy: 'Requester' })).toEqual(['Alpha plan', 'Zebra crossing', 'Overdue report', 'Due today']);
    expect(await titles({ SortBy: 'Requester', Filters: { RequesterId: [w.ids.mia] } })).toEqual(['Overdue report', 'Due today']);
    expect(await titles({ Filters: { AssigneeId: [w.ids.dee] } })).toEqual(['Alpha plan']);
    expect(await titles({ Filters: { RequesterId: [w.ids.dee, w.ids.cal] } })).toEqual(['Zebra crossing', 'Alpha plan']);
    expect(await titles({ Filters: { Title: 'DUE TODAY' } })).toEqual(['Due today']);
    expect(await titles({ Filters: { Title: 'due' } })).toEqual(['Overdue report', 'Due today']);
    expect(await titles({ Filters: { Title: '%' } })).toEqual([]);
    const page = await list('cal', { Page: 2, PageSize: 3 });
    expect([page.count, page.data.map((i) => i.Title)]).toEqual([4, ['Alpha plan']]);
    expect((await call('cal', 'POST', '/actionitem/Get', { PageSize: 101 })).statusCode).toBe(400);
    expect((await call('cal', 'POST', '/actionitem/Get', { SortBy: 'Secret' })).statusCode).toBe(400);
  });

  it('puts the assignee’s overdue items and those due by tomorrow among the dashboard’s reminders', async () => {
    const reminders = (
      (await call('cal', 'GET', '/dashboard')).json() as { Reminders: Record<string, unknown>[]; Total: number }
    ).Reminders.filter((r) => String(r.Type).startsWith('ActionItem'));
    expect(
      reminders.map((r) => [r.Type, r.Prefix, r.Title, r.Quarter, r.ButtonText, r.Link, (r.User as { Name: string } | null)?.Name ?? null]),
    ).toEqual([
      [
        'ActionItemOverdue',
        'Overdue Action Item',
        'Overdue report',
        'Due 05/19/2026',
        'Open',
        `/v3/actionitems?item=${ids.overdue}`,
        'mia',
      ],
      ['ActionItemDue', 'Action Item Due', 'Due today', 'Due 05/20/2026', 'Open', `/v3/actionitems?item=${ids.today}`, 'mia'],
      ['ActionItemDue', 'Action Item Due', 'Zebra crossing', 'Due 05/21/2026', 'Open', `/v3/actionitems?item=${ids.tomorrow}`, 'dee'],
    ]);
    // Dee's item from Cal is due in June; Mia requested hers but is not their assignee.
    expect(
      ((await call('mia', 'GET', '/dashboard')).json() as { Reminders: { Type: string }[] }).Reminders.filter((r) =>
        r.Type.startsWith('ActionItem'),
      ),
    ).toEqual([]);
  });

  it('offers the active people of the company as assignees and requesters, by name', async () => {
    const people = (await call('cal', 'GET', '/actionitem/users')).json() as { Name: string }[];
    expect(people.map((p) => p.Name)).toEqual(['acme CEO', 'cal', 'dee', 'gina', 'gus', 'mia', 'obi', 'vic']);
    expect(((await call('cal', 'GET', '/actionitem/users?Search=MI')).json() as { Name: string }[]).map((p) => p.Name)).toEqual(['mia']);
    expect(((await call('cal', 'GET', '/actionitem/users?PageSize=2')).json() as unknown[]).length).toBe(2);
  });
});

describe('an item made from a note or a goal’s comment', () => {
  it('links back to the note for its author only, and refuses a note that is not the caller’s', async () => {
    const note = (
      await call('mia', 'POST', '/note', { UserId: w.ids.cal, Title: 'Wants to present', Body: '<p>At the all-hands.</p>' })
    ).json() as { Id: number };
    const item = await create('mia', { Title: 'Prepare the all-hands talk', NoteId: note.Id });
    expect(item).toMatchObject({ Source: { Type: 'Note', Id: note.Id, UserId: w.ids.cal, GoalId: null } });
    const seenByCal = (await list('cal')).data.find((i) => i.Id === item.Id) as never as { Source: unknown };
    expect(seenByCal.Source).toBeNull();
    const stolen = await call('cal', 'POST', '/actionitem', body({ AssigneeId: w.ids.cal, RequesterId: w.ids.cal, NoteId: note.Id }));
    expect([stolen.statusCode, stolen.json().Errors]).toEqual([404, [{ Field: 'NoteId', Message: 'This note was not found.' }]]);
  });

  it('links to the goal of a comment the caller can see; a comment they cannot see is not found', async () => {
    // A private goal of Cal's: Mia (his manager) sees it, Dee (a peer) does not.
    const periodId = await currentPeriod();
    const goal = await withTenant(t.database.db, w.tenant.TenantId, (tx) =>
      buildGoal(tx, {
        tenantId: w.tenant.TenantId,
        ownerId: w.ids.cal,
        periodId,
        state: 'approved',
        hidden: true,
        statuses: [[3, 3]],
        at: t.clock.now,
      }),
    );
    const statusId = ((await call('mia', 'GET', `/Goal/${goal.id}`)).json() as { GoalStatuses: { Id: number }[] }).GoalStatuses[0]!.Id;
    const comment = await call('mia', 'POST', '/Goal/CommentAdd', {
      Id: statusId,
      Type: 'GoalStatus',
      Comment: 'Please send me the draft',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const commentId = comment.json().Id as number;
    const goalId = goal.id;
    const item = await create('cal', {
      Title: 'Please send me the draft',
      AssigneeId: w.ids.cal,
      RequesterId: w.ids.mia,
      CommentId: commentId,
    });
    expect(item).toMatchObject({ Source: { Type: 'Comment', Id: commentId, UserId: null, GoalId: goalId } });
    const hidden = await call('dee', 'POST', '/actionitem', body({ AssigneeId: w.ids.dee, RequesterId: w.ids.dee, CommentId: commentId }));
    expect(hidden.statusCode).toBe(404);
  });
});

async function currentPeriod(): Promise<number> {
  return ((await call('cal', 'GET', '/Goal/periods')).json() as { Current: { Id: number } }).Current.Id;
}

describe('creating action items is throttled per person (issue 26)', () => {
  it(`takes ${ACTION_ITEMS_PER_MINUTE} new items a minute from one person, then answers 429 with Retry-After; others go on`, async () => {
    const mine = { AssigneeId: w.ids.gus, RequesterId: w.ids.gus };
    for (let i = 0; i < ACTION_ITEMS_PER_MINUTE; i++) await create('gus', { ...mine, Title: `Item ${i}` });
    const over = await call('gus', 'POST', '/actionitem', body({ ...mine, Title: 'One too many' }));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('vic', 'POST', '/actionitem', body({ AssigneeId: w.ids.vic, RequesterId: w.ids.vic }))).statusCode).toBe(200);
  });
});
