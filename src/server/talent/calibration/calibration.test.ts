import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appraisals, calibrationMoves } from '../../db/schema';
import { withTenant } from '../../db/tenant-context';
import { isReviewEvent, type ReviewEvent } from '../../events/bus';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { appraisalBody, givenTalentWorld, type TalentWorld } from '../../testing/talent-world';

// The talent world: CEO → Vic → Mia → Cal, Dee; Hana an HR admin; Gus a manager elsewhere; Obi an observer.

let t: TestApp;
let w: TalentWorld;
let other: TalentWorld;
const events: ReviewEvent[] = [];
type Who = Parameters<TalentWorld['org']['as']>[0] | 'hana';
type Method = 'GET' | 'POST';

beforeAll(async () => {
  t = await createTestApp();
  other = await givenTalentWorld(t, 'globex');
  w = await givenTalentWorld(t, 'acme');
  t.deps.events.subscribe((e) => void (isReviewEvent(e) && events.push(e)));
});
afterAll(() => t.close());

const call = (...a: Parameters<TalentWorld['call']>) => w.call(...a);
const ok = async (who: Who, method: Method, url: string, payload?: object, status = 200) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const appraisalRow = (id: number) =>
  withTenant(t.database.db, w.org.tenant.TenantId, async (tx) => (await tx.select().from(appraisals).where(eq(appraisals.id, id)))[0]!);
const cell = (Primary: number, Secondary: number) => ({ Primary, Secondary });

const ids = { cal: 0, dee: 0, mia: 0 };
let calibrationId = 0;

describe('a calibration of a part of the organisation', () => {
  it('starts from the appraisals of the quarter', async () => {
    ids.cal = (await ok('mia', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1, { Primary: 2, Secondary: 3 }))).Id;
    ids.dee = (await ok('mia', 'POST', '/talent', appraisalBody(w.org.ids.dee, w.q1, { Primary: 1, Secondary: 1 }))).Id;
    ids.mia = (await ok('vic', 'POST', '/talent', appraisalBody(w.org.ids.mia, w.q1, { Primary: 2, Secondary: 2 }))).Id;
  });

  it('is opened by a talent admin only', async () => {
    const body = { PeriodId: w.q1, RootUserId: w.org.ids.vic, Name: "Vic's organisation", Deadline: '2026-05-21' };
    for (const who of ['cal', 'mia', 'obi', 'gus'] as const)
      expect((await call(who, 'POST', '/talent/calibrations', body)).statusCode).toBe(403);
    const past = await call('hana', 'POST', '/talent/calibrations', { ...body, Deadline: '2026-05-19' });
    expect([past.statusCode, past.json().Errors]).toEqual([400, [{ Field: 'Deadline', Message: 'The deadline cannot be before today.' }]]);
    const quarter = await call('hana', 'POST', '/talent/calibrations', { ...body, PeriodId: other.q1 });
    expect([quarter.statusCode, quarter.json().Message]).toEqual([404, 'This quarter was not found.']);
    const root = await call('hana', 'POST', '/talent/calibrations', { ...body, RootUserId: other.org.ids.vic });
    expect([root.statusCode, root.json().Message]).toEqual([404, 'This person was not found.']);
    expect((await call('hana', 'POST', '/talent/calibrations', { ...body, Name: ' ' })).statusCode).toBe(400);

    const opened = await ok('hana', 'POST', '/talent/calibrations', body, 201);
    calibrationId = opened.Id;
    expect(opened).toMatchObject({
      Name: "Vic's organisation",
      PeriodId: w.q1,
      Quarter: 1,
      Year: 2026,
      Root: { Id: w.org.ids.vic, Name: 'vic' },
      Deadline: '2026-05-21',
      State: 'open',
      OpenedBy: { Id: w.hanaId, Name: 'hana' },
      Size: 3,
      PrimaryLabels: ['Below expectations', 'Meets expectations', 'Exceeds expectations'],
      Cards: 3,
      Moved: 0,
      NotAppraised: 1,
      PastDeadline: false,
      CanMove: true,
      CanClose: true,
    });
    expect(opened.Cells).toHaveLength(9);
    expect(opened.Cells.filter((c: { Count: number }) => c.Count > 0)).toEqual([
      { ...cell(1, 1), Count: 1 },
      { ...cell(2, 2), Count: 1 },
      { ...cell(2, 3), Count: 1 },
    ]);
  });

  it('tells the managers of the part, who take part', async () => {
    await t.deps.events.settled();
    expect(events.map((e) => [e.type, e.recipientIds, e.subjectId, e.objectId, e.periodId])).toEqual([
      ['calibration_opened', [w.org.ids.vic, w.org.ids.mia].sort((a, b) => a - b), null, calibrationId, w.q1],
    ]);
  });

  it('refuses a second open calibration over someone already in one', async () => {
    const whole = await call('hana', 'POST', '/talent/calibrations', {
      PeriodId: w.q1,
      RootUserId: null,
      Name: 'Everyone',
      Deadline: '2026-06-30',
    });
    expect([whole.statusCode, whole.json().Message]).toEqual([
      409,
      "cal is already in another open calibration of this quarter (Vic's organisation).",
    ]);
    const inside = await call('hana', 'POST', '/talent/calibrations', {
      PeriodId: w.q1,
      RootUserId: w.org.ids.mia,
      Name: 'Mia',
      Deadline: '2026-06-30',
    });
    expect(inside.statusCode).toBe(409);
  });

  it('is seen by those who take part only: talent admins and managers with someone in the part', async () => {
    for (const who of ['hana', 'ceo', 'vic', 'mia'] as const)
      expect((await call(who, 'GET', `/talent/calibrations/${calibrationId}`)).statusCode).toBe(200);
    for (const who of ['cal', 'dee', 'gus', 'obi', 'gina'] as const) {
      for (const path of ['', '/cards', '/moves']) {
        const res = await call(who, 'GET', `/talent/calibrations/${calibrationId}${path}`);
        expect([who, path, res.statusCode, res.json().Message]).toEqual([who, path, 404, 'This calibration was not found.']);
      }
    }
    const outsider = await t.app.inject({ url: `/api/talent/calibrations/${calibrationId}`, headers: await other.asHana() });
    expect(outsider.statusCode).toBe(404);
    expect((await ok('mia', 'GET', '/talent/calibrations')).Items.map((c: { Id: number }) => c.Id)).toEqual([calibrationId]);
    expect(await ok('gus', 'GET', '/talent/calibrations')).toEqual({ Items: [], Count: 0 });
    expect((await ok('hana', 'GET', `/talent/calibrations?PeriodId=${w.q1}&Limit=1`)).Count).toBe(1);
    expect(await ok('hana', 'GET', `/talent/calibrations?Offset=5`)).toEqual({ Items: [], Count: 1 });
    const otherQuarter = await call('hana', 'GET', `/talent/calibrations?PeriodId=${other.q1}`);
    expect([otherQuarter.statusCode, otherQuarter.json().Message]).toEqual([404, 'This quarter was not found.']);
    expect(await t.app.inject({ url: '/api/talent/calibrations', headers: await other.asHana() }).then((r) => r.json())).toEqual({
      Items: [],
      Count: 0,
    });
  });

  it('lists the cards by name, of one cell when asked', async () => {
    const all = await ok('mia', 'GET', `/talent/calibrations/${calibrationId}/cards`);
    expect(all.Count).toBe(3);
    expect(all.Items.map((c: { User: { Name: string } }) => c.User.Name)).toEqual(['cal', 'dee', 'mia']);
    expect(all.Items[0]).toMatchObject({
      UserId: w.org.ids.cal,
      User: { Id: w.org.ids.cal, Name: 'cal' },
      Manager: { Id: w.org.ids.mia, Name: 'mia' },
      AppraisalId: ids.cal,
      Original: cell(2, 3),
      Current: cell(2, 3),
      Moved: false,
    });
    const one = await ok('mia', 'GET', `/talent/calibrations/${calibrationId}/cards?Primary=1&Secondary=1`);
    expect(one.Items.map((c: { UserId: number }) => c.UserId)).toEqual([w.org.ids.dee]);
    const page = await ok('mia', 'GET', `/talent/calibrations/${calibrationId}/cards?Limit=1&Offset=1`);
    expect([page.Count, page.Items.map((c: { UserId: number }) => c.UserId)]).toEqual([3, [w.org.ids.dee]]);
    expect((await call('mia', 'GET', `/talent/calibrations/${calibrationId}/cards?Primary=1`)).statusCode).toBe(400);
  });

  it('moves a card with a reason, each move kept and audited', async () => {
    const url = `/talent/calibrations/${calibrationId}/moves`;
    const noReason = await call('mia', 'POST', url, { UserId: w.org.ids.cal, ...cell(3, 3), Reason: ' ' });
    expect([noReason.statusCode, noReason.json().Errors]).toEqual([400, [{ Field: 'Reason', Message: 'This is required.' }]]);
    expect((await call('mia', 'POST', url, { UserId: w.org.ids.cal, ...cell(3, 3), Reason: 'x'.repeat(2001) })).statusCode).toBe(400);
    const off = await call('mia', 'POST', url, { UserId: w.org.ids.cal, ...cell(4, 3), Reason: 'Up' });
    expect([off.statusCode, off.json().Errors]).toEqual([400, [{ Field: 'Primary', Message: 'Choose one of the 3 ratings.' }]]);
    const same = await call('mia', 'POST', url, { UserId: w.org.ids.cal, ...cell(2, 3), Reason: 'Stay' });
    expect([same.statusCode, same.json().Message]).toEqual([400, 'This card is already in that cell.']);
    const outside = await call('mia', 'POST', url, { UserId: w.org.ids.gus, ...cell(3, 3), Reason: 'Up' });
    expect([outside.statusCode, outside.json().Message]).toEqual([404, 'This person has no appraisal in this calibration.']);
    const own = await call('mia', 'POST', url, { UserId: w.org.ids.mia, ...cell(3, 3), Reason: 'Me' });
    expect([own.statusCode, own.json().Message]).toEqual([403, 'You cannot move your own card.']);
    expect((await call('cal', 'POST', url, { UserId: w.org.ids.dee, ...cell(3, 3), Reason: 'Up' })).statusCode).toBe(404);

    const moved = await ok('mia', 'POST', url, { UserId: w.org.ids.cal, ...cell(3, 3), Reason: 'Led the trail map launch.' }, 201);
    expect(moved).toMatchObject({ UserId: w.org.ids.cal, Original: cell(2, 3), Current: cell(3, 3), Moved: true });
    await ok('vic', 'POST', url, { UserId: w.org.ids.mia, ...cell(3, 2), Reason: 'Carried the team through the reorg.' }, 201);

    const header = await ok('hana', 'GET', `/talent/calibrations/${calibrationId}`);
    expect([header.Moved, header.Cells.filter((c: { Count: number }) => c.Count > 0)]).toEqual([
      2,
      [
        { ...cell(1, 1), Count: 1 },
        { ...cell(3, 2), Count: 1 },
        { ...cell(3, 3), Count: 1 },
      ],
    ]);
    const history = await ok('mia', 'GET', `/talent/calibrations/${calibrationId}/moves`);
    expect(history.Count).toBe(2);
    expect(history.Items.map((m: object) => ({ ...m, Id: 0, At: '' }))).toEqual([
      {
        Id: 0,
        At: '',
        User: { Id: w.org.ids.mia, Name: 'mia' },
        From: cell(2, 2),
        To: cell(3, 2),
        Reason: 'Carried the team through the reorg.',
        MovedBy: { Id: w.org.ids.vic, Name: 'vic' },
      },
      {
        Id: 0,
        At: '',
        User: { Id: w.org.ids.cal, Name: 'cal' },
        From: cell(2, 3),
        To: cell(3, 3),
        Reason: 'Led the trail map launch.',
        MovedBy: { Id: w.org.ids.mia, Name: 'mia' },
      },
    ]);
    expect(history.Items[1].At).toBe('2026-05-20T15:00:00.000Z');
    const cals = await ok('mia', 'GET', `/talent/calibrations/${calibrationId}/moves?UserId=${w.org.ids.cal}`);
    expect(cals.Items.map((m: { To: object }) => m.To)).toEqual([cell(3, 3)]);
    const stranger = await call('mia', 'GET', `/talent/calibrations/${calibrationId}/moves?UserId=${other.org.ids.cal}`);
    expect([stranger.statusCode, stranger.json().Message]).toEqual([404, 'This person was not found.']);

    const audit = await ok('ceo', 'GET', '/audit?Action=calibration.moved');
    expect(
      audit.data.map((e: { Subject: { Name: string }; Before: object; After: object }) => [e.Subject.Name, e.Before, e.After]),
    ).toEqual([
      [
        'mia',
        { Cell: 'Meets expectations / Ready for more' },
        { Cell: 'Exceeds expectations / Ready for more', Reason: 'Carried the team through the reorg.', Calibration: "Vic's organisation" },
      ],
      [
        'cal',
        { Cell: 'Meets expectations / Ready now' },
        { Cell: 'Exceeds expectations / Ready now', Reason: 'Led the trail map launch.', Calibration: "Vic's organisation" },
      ],
    ]);
    const opened = await ok('ceo', 'GET', '/audit?Action=calibration.opened');
    expect(opened.data[0]).toMatchObject({
      Actor: { Name: 'hana' },
      Subject: null,
      After: { Name: "Vic's organisation", Quarter: 'Q1 2026', Part: 'vic', Deadline: '2026-05-21' },
    });
  });

  it('after the deadline, only a talent admin moves', async () => {
    t.clock.now = new Date('2026-05-22T15:00:00Z');
    const url = `/talent/calibrations/${calibrationId}/moves`;
    const late = await call('mia', 'POST', url, { UserId: w.org.ids.dee, ...cell(2, 1), Reason: 'Late' });
    expect([late.statusCode, late.json().Message]).toEqual([
      409,
      'The deadline of this calibration has passed; only a talent admin may still move a card.',
    ]);
    expect(await ok('mia', 'GET', `/talent/calibrations/${calibrationId}`)).toMatchObject({
      PastDeadline: true,
      CanMove: false,
      CanClose: false,
    });
    await ok('hana', 'POST', url, { UserId: w.org.ids.dee, ...cell(2, 1), Reason: 'Helped two teams ship on time.' }, 201);
  });

  it('is closed by a talent admin, writing the calibrated ratings into the appraisals', async () => {
    expect((await call('mia', 'POST', `/talent/calibrations/${calibrationId}/close`)).statusCode).toBe(403);
    const before = await appraisalRow(ids.cal);
    expect(before.calibratedAt).toBeNull();
    events.length = 0;
    const closed = await ok('hana', 'POST', `/talent/calibrations/${calibrationId}/close`);
    expect(closed).toMatchObject({ State: 'closed', ClosedAt: '2026-05-22T15:00:00.000Z', Moved: 3, CanMove: false, CanClose: false });

    const cal = await ok('mia', 'GET', `/talent/single/${ids.cal}`);
    expect(cal).toMatchObject({
      PrimaryRating: 3,
      SecondaryRating: 3,
      PrimaryLabel: 'Exceeds expectations',
      SecondaryLabel: 'Ready now',
      RatingScale: 3,
    });
    expect(cal.Review).toBe(before.review);
    expect(await ok('vic', 'GET', `/talent/single/${ids.mia}`)).toMatchObject({
      PrimaryRating: 3,
      SecondaryRating: 2,
      PrimaryLabel: 'Exceeds expectations',
    });
    expect(await ok('mia', 'GET', `/talent/single/${ids.dee}`)).toMatchObject({
      PrimaryRating: 2,
      SecondaryRating: 1,
      PrimaryLabel: 'Meets expectations',
    });
    expect((await appraisalRow(ids.cal)).calibratedAt).toEqual(new Date('2026-05-22T15:00:00Z'));

    // The board of a closed calibration still shows where each card came from.
    const cards = await ok('hana', 'GET', `/talent/calibrations/${calibrationId}/cards`);
    expect(cards.Items.map((c: { Original: object; Current: object; Moved: boolean }) => [c.Original, c.Current, c.Moved])).toEqual([
      [cell(2, 3), cell(3, 3), true],
      [cell(1, 1), cell(2, 1), true],
      [cell(2, 2), cell(3, 2), true],
    ]);

    await t.deps.events.settled();
    expect(events.map((e) => [e.type, e.objectId, e.data])).toEqual([
      ['calibration_closed', calibrationId, { name: "Vic's organisation", changed: 3 }],
    ]);
    expect(events[0]!.recipientIds).toEqual(expect.arrayContaining([w.org.ids.vic, w.org.ids.mia, w.org.ids.ceo]));
    expect(events[0]!.recipientIds).not.toContain(w.hanaId);

    const audit = await ok('ceo', 'GET', '/audit?Action=calibration.closed');
    expect(audit.count).toBe(4);
    expect(audit.data.map((e: { Subject: { Name: string } | null }) => e.Subject?.Name ?? null).sort()).toEqual(
      ['cal', 'dee', 'mia', null].sort(),
    );
  });

  it('moves nothing after the close', async () => {
    const count = () => withTenant(t.database.db, w.org.tenant.TenantId, async (tx) => (await tx.select().from(calibrationMoves)).length);
    const moves = await count();
    for (const who of ['hana', 'mia'] as const) {
      const res = await call(who, 'POST', `/talent/calibrations/${calibrationId}/moves`, {
        UserId: w.org.ids.dee,
        ...cell(3, 3),
        Reason: 'Again',
      });
      expect([res.statusCode, res.json().Message]).toEqual([409, 'This calibration is closed; nothing moves any more.']);
    }
    const again = await call('hana', 'POST', `/talent/calibrations/${calibrationId}/close`);
    expect([again.statusCode, again.json().Message]).toEqual([409, 'This calibration is already closed.']);
    expect(await count()).toBe(moves);
    // Closed, it no longer holds its people: the whole company may be calibrated again.
    const next = await call('hana', 'POST', '/talent/calibrations', {
      PeriodId: w.q1,
      RootUserId: null,
      Name: 'Everyone',
      Deadline: '2026-06-30',
    });
    expect(next.statusCode).toBe(201);
    const list = await ok('hana', 'GET', '/talent/calibrations');
    expect(list.Items.map((c: { State: string }) => c.State)).toEqual(['open', 'closed']);
  });
});
