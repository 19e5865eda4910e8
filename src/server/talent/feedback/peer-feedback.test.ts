import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { feedbackRequests, notifications } from '../../db/schema';
import { withTenant } from '../../db/tenant-context';
import { createTestApp, givenUser, PASSWORD, bearer, signIn, type TestApp } from '../../testing/test-app';
import { givenTalentWorld, type TalentWorld } from '../../testing/talent-world';
import { givenVoices } from '../../testing/feedback-world';
import type {
  AskedList,
  AskedRequest,
  FeedbackView,
  PeerApprovals,
  PeersSeen,
  SeenAnswer,
  SeenRequest,
} from '../../../contract/talent-feedback';

// Peer feedback through the API (issue 34): Cal nominates, Mia (his manager) approves and changes the list, peers
// answer or decline, and each sees what the company's choice lets them. Acme stands on 2026-05-20: Q1 2026 is open.

let t: TestApp;
let w: TalentWorld;
let other: TalentWorld;
let ids: TalentWorld['org']['ids'] & { hana: number; ivy: number };
type Who = keyof TalentWorld['org']['ids'] | 'hana' | 'ivy';

beforeAll(async () => {
  t = await createTestApp();
  other = await givenTalentWorld(t, 'globex');
  w = await givenTalentWorld(t, 'acme');
  const ivy = await givenUser(t, w.org.tenant.TenantId, {
    name: 'ivy',
    email: w.org.email('ivy'),
    password: PASSWORD,
    role: 'contributor',
  });
  ids = { ...w.org.ids, hana: w.hanaId, ivy: ivy.UserId };
});
afterAll(() => t.close());

const headers = async (who: Who) =>
  who === 'hana' ? w.asHana() : who === 'ivy' ? bearer(await signIn(t, w.org.email('ivy'), 'acme')) : w.org.as(who);
const call = async (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await headers(who), ...(payload ? { payload } : {}) });
// The answers are read as the contract types them (the fields asserted on are the contract's).
type Answered = FeedbackView & AskedList & AskedRequest & PeerApprovals & { Peers: PeersSeen };
const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Answered;
};
const peers = (who: Who, ...names: Who[]) => ({ UserIds: names.map((n) => ids[n]) });
const requestOf = async (respondent: Who) =>
  withTenant(
    t.database.db,
    w.org.tenant.TenantId,
    async (tx) =>
      (
        await tx
          .select()
          .from(feedbackRequests)
          .where(and(eq(feedbackRequests.respondentId, ids[respondent]), eq(feedbackRequests.subjectId, ids.cal)))
      )[0],
  );
const noticesOf = async (who: Who) => {
  await t.deps.events.settled();
  return withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
    tx.select().from(notifications).where(eq(notifications.userId, ids[who])).orderBy(notifications.id),
  );
};
const fullAnswers = [
  { QuestionId: 1, Text: 'Cal explains his designs well.' },
  { QuestionId: 3, Rating: 4 },
];

describe('peer feedback, switched off', () => {
  it('is refused until the company asks for it', async () => {
    const res = await call('cal', 'PUT', `/talent/feedback/${w.q1}/nominations`, peers('cal', 'dee'));
    expect([res.statusCode, res.json().Message]).toEqual([409, 'The company does not ask for peer feedback.']);
    expect(await ok(call('cal', 'GET', '/talent/feedback/setup'))).toMatchObject({ PeerFeedbackOn: false, Quarter: { Id: w.q1 } });
  });
});

describe('peer feedback from nomination to answers', () => {
  beforeAll(() => givenVoices(t, w.org.tenant.TenantId, w.org.ids.ceo, { peerFeedbackOn: true, peerCap: 3, peerVisibility: 'anonymous' }));

  it.each<[string, Who[], number, string]>([
    ['themself', ['cal'], 400, 'You cannot ask yourself for peer feedback.'],
    ['their manager', ['mia'], 400, 'The manager gives their view in the appraisal, not as a peer.'],
    ['an observer', ['obi'], 404, 'This colleague was not found.'],
    ['more than the cap', ['dee', 'gina', 'gus', 'hana'], 400, 'Name at most 3 peers.'],
  ])('refuses a nomination of %s', async (_name, names, status, message) => {
    const res = await call('cal', 'PUT', `/talent/feedback/${w.q1}/nominations`, peers('cal', ...names));
    expect([res.statusCode, res.json().Message, res.json().Errors?.[0]?.Field]).toEqual([status, message, 'UserIds']);
  });

  it('refuses another company’s person and an unknown quarter as not found', async () => {
    const outsider = await call('cal', 'PUT', `/talent/feedback/${w.q1}/nominations`, { UserIds: [other.org.ids.dee] });
    expect(outsider.statusCode).toBe(404);
    expect((await call('cal', 'PUT', `/talent/feedback/${other.q1}/nominations`, peers('cal', 'dee'))).statusCode).toBe(404);
  });

  it('keeps Cal’s nominations waiting for Mia, and tells her', async () => {
    const view = await ok(call('cal', 'PUT', `/talent/feedback/${w.q1}/nominations`, peers('cal', 'dee', 'gina', 'gus')));
    expect(view.Peers.Requests.map((r: SeenRequest) => [r.Respondent.Name, r.State])).toEqual([
      ['dee', 'nominated'],
      ['gina', 'nominated'],
      ['gus', 'nominated'],
    ]);
    // A nomination is not asked yet: Dee sees nothing to answer.
    expect(await ok(call('dee', 'GET', '/talent/feedback/requests'))).toEqual({ Total: 0, Items: [] });
    const [notice] = (await noticesOf('mia')).filter((n) => n.eventType === 'peer_nominated');
    expect(notice?.subject).toBe('cal named 3 peers for their Q1 2026 feedback; please approve them');
  });

  it('lets only Cal’s manager or a talent admin choose his peers', async () => {
    for (const who of ['dee', 'cal', 'vic'] as const) {
      expect((await call(who, 'PUT', `/talent/feedback/${w.q1}/${ids.cal}/peers`, peers(who, 'dee'))).statusCode).toBe(404);
    }
    const approvals = await ok(call('mia', 'GET', `/talent/feedback/${w.q1}/approvals?Limit=1`));
    expect(approvals.Total).toBe(2);
    expect(approvals.Items.map((i: PeerApprovals['Items'][number]) => [i.User.Name, i.Requests.length])).toEqual([['cal', 3]]);
  });

  it('asks the peers Mia approves, drops the one she leaves out and adds hers, telling each', async () => {
    const view = await ok(call('mia', 'PUT', `/talent/feedback/${w.q1}/${ids.cal}/peers`, peers('mia', 'dee', 'gina', 'hana')));
    expect(view.Peers.Requests.map((r: SeenRequest) => [r.Respondent.Name, r.State])).toEqual([
      ['dee', 'requested'],
      ['gina', 'requested'],
      ['hana', 'requested'],
    ]);
    expect(await requestOf('gus')).toBeUndefined();
    expect((await requestOf('hana'))!.questions.map((q) => q.kind)).toEqual(['text', 'text', 'rating']);
    const [told] = (await noticesOf('dee')).filter((n) => n.eventType === 'feedback_requested');
    expect(told?.subject).toBe('mia asks for your feedback about cal for Q1 2026');
  });

  it('lists what Dee is asked, with whom it is about and when it is due', async () => {
    const list = await ok(call('dee', 'GET', '/talent/feedback/requests?State=requested'));
    expect(list).toMatchObject({
      Total: 1,
      Items: [{ Kind: 'peer', State: 'requested', Subject: { Name: 'cal' }, Quarter: 'Q1 2026', DueOn: '2026-04-22' }],
    });
    const one = await ok(call('dee', 'GET', `/talent/feedback/requests/${list.Items[0]!.Id}`));
    expect(one).toMatchObject({ CanAnswer: true, CanDecline: true, Anonymous: true, Answers: [] });
    expect(one.Questions).toHaveLength(3);
    expect((await call('gina', 'GET', `/talent/feedback/requests/${list.Items[0]!.Id}`)).statusCode).toBe(404);
  });

  it('takes Dee’s answers: a draft, then handed in once every required one is there', async () => {
    const id = (await requestOf('dee'))!.id;
    const draft = await ok(call('dee', 'PUT', `/talent/feedback/requests/${id}`, { Answers: [fullAnswers[0]], Submit: false }));
    expect(draft).toMatchObject({ State: 'requested', Answers: [{ QuestionId: 1, Text: 'Cal explains his designs well.' }] });
    const missing = await call('dee', 'PUT', `/talent/feedback/requests/${id}`, { Answers: [fullAnswers[0]], Submit: true });
    expect([missing.statusCode, missing.json().Errors]).toEqual([
      400,
      [{ Field: 'Answers[2]', Message: 'This question needs an answer.' }],
    ]);
    const outOfScale = await call('dee', 'PUT', `/talent/feedback/requests/${id}`, {
      Answers: [{ QuestionId: 3, Rating: 9 }],
      Submit: false,
    });
    expect(outOfScale.statusCode).toBe(400);
    const done = await ok(call('dee', 'PUT', `/talent/feedback/requests/${id}`, { Answers: fullAnswers, Submit: true }));
    expect(done).toMatchObject({ State: 'submitted', CanAnswer: false, CanDecline: false });
    const again = await call('dee', 'PUT', `/talent/feedback/requests/${id}`, { Answers: fullAnswers, Submit: true });
    expect([again.statusCode, again.json().Message]).toEqual([409, 'This feedback was already handed in.']);
    const [told] = (await noticesOf('mia')).filter((n) => n.eventType === 'feedback_submitted');
    expect(told?.subject).toBe('dee gave feedback about cal for Q1 2026');
  });

  it('lets Gina decline with a reason, which Mia reads', async () => {
    const id = (await requestOf('gina'))!.id;
    const blank = await call('gina', 'POST', `/talent/feedback/requests/${id}/decline`, { Reason: '  ' });
    expect([blank.statusCode, blank.json().Errors]).toEqual([400, [{ Field: 'Reason', Message: 'Say why you decline.' }]]);
    expect(
      await ok(call('gina', 'POST', `/talent/feedback/requests/${id}/decline`, { Reason: 'We have not worked together.' })),
    ).toMatchObject({
      State: 'declined',
      DeclineReason: 'We have not worked together.',
    });
    const [told] = (await noticesOf('mia')).filter((n) => n.eventType === 'feedback_declined');
    expect(told?.subject).toBe('gina declined to give feedback about cal for Q1 2026');
    expect(told?.body).toBe('We have not worked together.');
  });

  it('keeps answered requests when Mia changes the list', async () => {
    const res = await call('mia', 'PUT', `/talent/feedback/${w.q1}/${ids.cal}/peers`, peers('mia', 'hana'));
    expect([res.statusCode, res.json().Message]).toEqual([409, 'Feedback already given or declined cannot be removed.']);
  });

  it('shows Mia the answers with names and the decline, and Cal nothing under three answers', async () => {
    const mia = await ok(call('mia', 'GET', `/talent/feedback/${w.q1}/${ids.cal}`));
    expect(mia.Peers).toMatchObject({ Visibility: 'full', Count: 1, Shown: true });
    expect(mia.Peers.Answers.map((a: SeenAnswer) => [a.Writer?.Name, a.Rating ?? a.Text])).toEqual([
      ['dee', 'Cal explains his designs well.'],
      ['dee', 4],
    ]);
    expect(mia.Peers.Requests.find((r: SeenRequest) => r.Respondent.Name === 'gina')?.DeclineReason).toBe('We have not worked together.');
    const cal = await ok(call('cal', 'GET', `/talent/feedback/${w.q1}/${ids.cal}`));
    expect(cal.Peers).toMatchObject({ Visibility: 'anonymous', Count: 1, Shown: false, Answers: [], Summary: [] });
    // Whom he named, as asked: not who answered or declined; Hana, whom Mia added, is not his to know.
    expect(cal.Peers.Requests.map((r: SeenRequest) => [r.Respondent.Name, r.State, r.DeclineReason])).toEqual([
      ['dee', 'requested', null],
      ['gina', 'requested', null],
    ]);
    expect(cal.Upward).toBeNull();
  });

  it('shows Cal the answers without names from the third one on', async () => {
    await ok(call('mia', 'PUT', `/talent/feedback/${w.q1}/${ids.cal}/peers`, peers('mia', 'dee', 'gina', 'hana', 'ivy')));
    for (const who of ['hana', 'ivy'] as const) {
      const id = (await requestOf(who))!.id;
      await ok(
        call(who, 'PUT', `/talent/feedback/requests/${id}`, {
          Answers: [
            { QuestionId: 1, Text: `From ${who}` },
            { QuestionId: 3, Rating: 2 },
          ],
          Submit: true,
        }),
      );
    }
    const cal = await ok(call('cal', 'GET', `/talent/feedback/${w.q1}/${ids.cal}`));
    expect(cal.Peers).toMatchObject({ Count: 3, Shown: true });
    expect(cal.Peers.Answers.map((a: SeenAnswer) => [a.Writer, a.Rating ?? a.Text])).toEqual([
      [null, 2],
      [null, 2],
      [null, 4],
      [null, 'Cal explains his designs well.'],
      [null, 'From hana'],
      [null, 'From ivy'],
    ]);
  });

  it('names whose feedback a request belongs to, for a notice’s link: asked of Dee, readable by Mia', async () => {
    const id = (await requestOf('dee'))!.id;
    const about = { UserId: ids.cal, Name: 'cal', PeriodId: w.q1, Quarter: 'Q1 2026' };
    expect((await call('dee', 'GET', `/talent/feedback/about/${id}`)).json()).toEqual({ ...about, Asked: true });
    expect((await call('mia', 'GET', `/talent/feedback/about/${id}`)).json()).toEqual({ ...about, Asked: false });
  });

  it('shows nothing to a colleague, an observer or another company', async () => {
    expect((await call('dee', 'GET', `/talent/feedback/${w.q1}/${ids.cal}`)).statusCode).toBe(404);
    expect((await call('obi', 'GET', `/talent/feedback/${w.q1}/${ids.cal}`)).statusCode).toBe(404);
    const id = (await requestOf('dee'))!.id;
    const outside = await other.org.as('dee');
    for (const url of [`/talent/feedback/${w.q1}/${ids.cal}`, `/talent/feedback/requests/${id}`, `/talent/feedback/about/${id}`]) {
      expect((await t.app.inject({ url: `/api${url}`, headers: outside })).statusCode).toBe(404);
    }
  });
});
