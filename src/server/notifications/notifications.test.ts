import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions, type Person } from '../testing/goal-action-kit';
import type { Notification } from '../../contract/notifications';
import { createEventBus, type DomainEvent } from '../events/bus';
import { subscribeNotifications } from './subscriber';
import { countStatements } from '../testing/statement-count';

let k: Awaited<ReturnType<typeof givenGoalActions>>;
beforeAll(async () => {
  k = await givenGoalActions();
});
afterAll(() => k.t.close());

const settle = () => k.t.deps.events.settled();
const inbox = async (who: Person, page = 1) => {
  const res = await k.call(who, 'GET', `/notification/${page}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { Notifications: Notification[]; UnreadCount: number };
};
/** What a person was told since `after` (a notification id), oldest first, as [subject, body]. */
const toldSince = async (who: Person, after: number) =>
  (await inbox(who)).Notifications.filter((n) => n.Id > after)
    .reverse()
    .map((n) => [n.Subject, n.Body]);
const lastId = async () => {
  let max = 0;
  for (const who of ['cal', 'mia', 'dee', 'vic', 'gina', 'ceo', 'gus', 'obi'] as const) {
    for (const n of (await inbox(who)).Notifications) max = Math.max(max, n.Id);
  }
  return max;
};
const act = async (who: Person, url: string, payload: Record<string, unknown>) => {
  // Each action a moment after the one before, as people act (a comment given with an action shares its moment).
  k.t.clock.now = new Date(k.t.clock.now.getTime() + 1000);
  const res = await k.post(who, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  await settle();
  return res.json();
};

describe('notifications from goal actions', () => {
  it('tells the manager of a request for approval, and nobody else', async () => {
    const id = await k.goalIn('draft', 'cal', { title: 'Launch the partner portal' });
    const before = await lastId();
    await act('cal', '/Goal/approve', { Id: id, Status: 'review' });
    const { Notifications, UnreadCount } = await inbox('mia');
    expect(Notifications[0]).toEqual({
      Id: expect.any(Number),
      Subject: 'cal asked you to approve a goal',
      Body: '“Launch the partner portal”',
      CreatedAt: k.t.clock.now.toISOString(),
      IsRead: false,
      NotifiedObjectType: 'Goal',
      NotifiedObjectId: id,
      GoalId: id,
      ActorId: k.org.ids.cal,
      ActorName: 'cal',
    });
    expect(UnreadCount).toBeGreaterThanOrEqual(1);
    for (const who of ['cal', 'vic', 'dee', 'gina', 'ceo'] as const) expect(await toldSince(who, before)).toEqual([]);
  });

  it('tells the owner of changes requested once, with the manager’s comment', async () => {
    const id = await k.goalIn('review', 'cal', { title: 'Cut onboarding time' });
    const before = await lastId();
    await act('mia', '/Goal/approve', { Id: id, Status: 'draft', Comment: 'Make the measure countable.' });
    expect(await toldSince('cal', before)).toEqual([
      ['mia requested changes to your goal', '“Cut onboarding time” — Make the measure countable.'],
    ]);
    expect(await toldSince('mia', before)).toEqual([]);
  });

  it('tells the owner of approval', async () => {
    const id = await k.goalIn('review', 'cal', { title: 'Cut onboarding time' });
    const before = await lastId();
    await act('mia', '/Goal/approve', { Id: id, Status: 'approved' });
    expect(await toldSince('cal', before)).toEqual([['mia approved your goal', '“Cut onboarding time”']]);
  });

  it('tells followers of a weekly update, opening the status; a commenter hears of replies and the owner of comments', async () => {
    const id = await k.goalIn('approved', 'cal', { title: 'Renew the top ten accounts', followers: [] });
    expect((await k.call('dee', 'GET', `/Goal/follow/${id}`)).json()).toEqual({ IsFollowed: true });
    const before = await lastId();
    const status = await act('cal', '/Goal/updatestatus', { Id: id, Likelihood: 3, Quality: 2, Comment: 'Two renewals signed.' });
    const [update] = (await inbox('dee')).Notifications;
    expect(update).toMatchObject({
      Subject: 'cal gave a weekly update on a goal you follow',
      Body: '“Renew the top ten accounts” — Likelihood: Likely, quality: Okay. Two renewals signed.',
      NotifiedObjectType: 'GoalStatus',
      NotifiedObjectId: status.Id,
      GoalId: id,
    });
    // The status lookup the notification leads to (/v3/notifications/goalstatus/{id}).
    expect((await k.call('dee', 'GET', `/Goal/goalstatus/${status.Id}`)).json()).toMatchObject({ Id: status.Id, GoalId: id });
    expect(await toldSince('mia', before)).toEqual([]);
    expect(await toldSince('cal', before)).toEqual([]);

    const comment = await act('dee', '/Goal/CommentAdd', { Id: status.Id, Type: 'GoalStatus', Comment: 'Which two?' });
    const [onOwners] = (await inbox('cal')).Notifications;
    expect(onOwners).toMatchObject({
      Subject: 'dee commented on your goal',
      Body: '“Renew the top ten accounts” — Which two?',
      NotifiedObjectType: 'Comment',
      NotifiedObjectId: comment.Id,
      GoalId: id,
    });

    const afterComment = await lastId();
    await act('cal', '/Goal/CommentAdd', { Id: status.Id, Type: 'GoalStatus', Comment: 'Acme and Initech.' });
    expect(await toldSince('dee', afterComment)).toEqual([
      ['cal replied where you commented', '“Renew the top ten accounts” — Acme and Initech.'],
    ]);
    expect(await toldSince('cal', afterComment)).toEqual([]);
  });

  it('tells the manager of a shelving request and the owner of the decision', async () => {
    const id = await k.goalIn('approved', 'cal', { title: 'Open the Lisbon office' });
    const before = await lastId();
    await act('cal', '/Goal/shelve', { Id: id, Status: 'shelving_in_review', Comment: 'Budget moved.' });
    expect(await toldSince('mia', before)).toEqual([['cal asked you to shelve a goal', '“Open the Lisbon office” — Budget moved.']]);
    await act('mia', '/Goal/shelve', { Id: id, Status: 'shelved' });
    expect(await toldSince('cal', before)).toEqual([['mia approved shelving your goal', '“Open the Lisbon office”']]);
  });

  it('tells the manager and followers of results, and the owner of the review', async () => {
    const id = await k.goalIn('approved', 'cal', { title: 'Ship v2', followers: [k.org.ids.dee] });
    const before = await lastId();
    await act('cal', '/Goal/finalize', { GoalId: id, Completed: true, Quality: 3, Outcome: 'Shipped on time.' });
    expect(await toldSince('mia', before)).toEqual([['cal submitted results for your review', '“Ship v2”']]);
    expect(await toldSince('dee', before)).toEqual([['cal submitted results of a goal you follow', '“Ship v2”']]);
    await act('mia', '/Goal/finalize_approved', { GoalId: id, Completed: false, Feedback: 'Two features slipped.' });
    expect(await toldSince('cal', before)).toEqual([['mia reviewed the results of your goal', '“Ship v2” — The results are in dispute.']]);
  });

  it('tells the new owner and the one before of a change of owner', async () => {
    const id = await k.goalIn('approved', 'cal', { title: 'Hire two engineers' });
    const before = await lastId();
    await act('mia', '/Goal/changegoalownership', { Id: id, UserId: k.org.ids.dee });
    expect(await toldSince('dee', before)).toEqual([['mia gave you a goal', '“Hire two engineers”']]);
    expect(await toldSince('cal', before)).toEqual([['mia gave your goal to dee', '“Hire two engineers”']]);
  });

  it('tells only people who may see a private goal', async () => {
    // Dee followed the goal when it was public; then it was made private. Gina (goal admin) follows too.
    const id = await k.goalIn('approved', 'cal', { title: 'Quiet reorg', hidden: true, followers: [k.org.ids.dee, k.org.ids.gina] });
    const before = await lastId();
    await act('cal', '/Goal/updatestatus', { Id: id, Likelihood: 2, Quality: 2 });
    expect(await toldSince('dee', before)).toEqual([]);
    expect(await toldSince('gina', before)).toEqual([
      ['cal gave a weekly update on a goal you follow', '“Quiet reorg” — Likelihood: Unsure, quality: Okay.'],
    ]);
  });

  it('keeps approval-action comments to the owner, their manager and admins', async () => {
    const id = await k.goalIn('review', 'cal', { title: 'Approval thread', followers: [k.org.ids.dee] });
    await act('mia', '/Goal/approve', { Id: id, Status: 'draft', Comment: 'Needs numbers.' });
    const transition = (await k.info(id, 'cal')).GoalTransitions.find((t: { Label: string }) => t.Label === 'Changes requested');
    const before = await lastId();
    await act('cal', '/Goal/CommentAdd', { Id: transition.Id, Type: 'StateTransition', Comment: 'Added them.' });
    expect(await toldSince('mia', before)).toEqual([['cal replied where you commented', '“Approval thread” — Added them.']]);
    expect(await toldSince('dee', before)).toEqual([]);
  });
});

/** The domain events that `work` publishes on the app's bus. */
async function eventsDuring(work: () => Promise<unknown>): Promise<DomainEvent[]> {
  const seen: DomainEvent[] = [];
  const unsubscribe = k.t.deps.events.subscribe((event) => void seen.push(event));
  try {
    await work();
  } finally {
    unsubscribe();
  }
  return seen;
}

/** Cal asks Mia to approve a new goal of each title: one event each. */
const approvalRequests = (titles: string[]) =>
  eventsDuring(async () => {
    for (const title of titles) await act('cal', '/Goal/approve', { Id: await k.goalIn('draft', 'cal', { title }), Status: 'review' });
  });

/** `events` published in one moment on a bus of their own, its subscriber handing what it stored to `deliver`; the failures the bus reported. */
async function storedApart(events: DomainEvent[], deliver: Parameters<typeof subscribeNotifications>[2]): Promise<unknown[]> {
  const failures: unknown[] = [];
  const bus = createEventBus((error) => failures.push(error));
  const subscriber = subscribeNotifications(k.t.database.db, bus, deliver);
  for (const event of events) bus.publish(event);
  await bus.settled();
  subscriber.stop();
  return failures;
}

describe('events that arrive together', () => {
  it('are stored in one transaction with one insert, each told as it would be alone, in their order', async () => {
    const id = await k.goalIn('approved', 'cal', { title: 'Open the Lisbon office', followers: [] });
    expect((await k.call('dee', 'GET', `/Goal/follow/${id}`)).json()).toEqual({ IsFollowed: true });
    const before = await lastId();
    const seen = await eventsDuring(async () => {
      const status = await act('cal', '/Goal/updatestatus', { Id: id, Likelihood: 3, Quality: 2, Comment: 'Lease signed.' });
      await act('dee', '/Goal/CommentAdd', { Id: status.Id, Type: 'GoalStatus', Comment: 'Which floor?' });
      await act('cal', '/Goal/CommentAdd', { Id: status.Id, Type: 'GoalStatus', Comment: 'The third.' });
    });
    const oneByOne = { cal: await toldSince('cal', before), dee: await toldSince('dee', before) };
    expect(oneByOne).toEqual({
      cal: [['dee commented on your goal', '“Open the Lisbon office” — Which floor?']],
      dee: [
        ['cal gave a weekly update on a goal you follow', '“Open the Lisbon office” — Likelihood: Likely, quality: Okay. Lease signed.'],
        ['cal replied where you commented', '“Open the Lisbon office” — The third.'],
      ],
    });

    // The same events again, published in one moment, as a busy instance's queue holds them.
    const again = await lastId();
    const counter = countStatements(k.t.database.db);
    for (const event of seen) k.t.deps.events.publish(event);
    await settle();
    expect(counter.statements.filter((s) => /^insert into "notifications"/i.test(s))).toHaveLength(1);
    expect({ cal: await toldSince('cal', again), dee: await toldSince('dee', again) }).toEqual(oneByOne);
  });
});

describe('a batch with an event that fails', () => {
  it('stores the others, each on its own, and reports the one that failed', async () => {
    const [first, second] = await approvalRequests(['Open the Porto office', 'Open the Lyon office']);
    // A goal id no statement can take: its facts fail in the database, and with them the batch's transaction.
    const broken = { ...first!, goalId: 0.5 } as DomainEvent;

    const told: string[] = [];
    const failures = await storedApart([first!, broken, second!], (c) => told.push(`${c.userId}: ${c.notification.Body}`));

    expect(failures).toHaveLength(1);
    expect(told).toEqual([`${k.org.ids.mia}: “Open the Porto office”`, `${k.org.ids.mia}: “Open the Lyon office”`]);
  });

  it('stores nothing twice when delivering what it stored fails', async () => {
    const seen = await approvalRequests(['Open the Riga office', 'Open the Oslo office']);
    const before = await lastId();

    const failures = await storedApart(seen, () => {
      throw new Error('the live channel is gone');
    });

    expect(failures).toHaveLength(2);
    expect(await toldSince('mia', before)).toEqual([
      ['cal asked you to approve a goal', '“Open the Riga office”'],
      ['cal asked you to approve a goal', '“Open the Oslo office”'],
    ]);
  });
});
