import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { feedbackRequests } from '../../db/schema';
import { withTenant } from '../../db/tenant-context';
import type { DomainEvent } from '../../events/bus';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../../testing/test-app';
import { appraisalBody, givenTalentWorld, type TalentWorld } from '../../testing/talent-world';
import { periodIdsOf } from '../../testing/goal-org';
import { DEFAULT_QUESTIONS } from '../../../domain/talent/review-questions';
import { NOT_APPRAISED, SELF_REVIEW_CLOSED, SELF_REVIEW_LOCKED, SELF_REVIEW_OFF } from '../../../domain/talent/self-review-rules';

// The self-review (issue 34): the employee writes it for a quarter open for appraisals until the manager shares the
// appraisal; the manager, those above and the talent admins read it once handed in; nobody else, in no other company.
let t: TestApp;
let w: TalentWorld;
let other: TalentWorld;
let ora: Record<string, string>;
let current: number;
const events: DomainEvent[] = [];
type Who = Parameters<TalentWorld['org']['as']>[0] | 'hana' | 'ora';

beforeAll(async () => {
  t = await createTestApp();
  other = await givenTalentWorld(t, 'globex');
  w = await givenTalentWorld(t, 'acme');
  await givenUser(t, w.org.tenant.TenantId, {
    name: 'ora',
    email: w.org.email('ora'),
    password: PASSWORD,
    role: 'contributor',
    isOrgAdmin: true,
  });
  ora = bearer(await signIn(t, w.org.email('ora'), 'acme'));
  current = (await periodIdsOf(t, w.org)).current;
  t.deps.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

const headers = async (who: Who) => (who === 'hana' ? w.asHana() : who === 'ora' ? ora : w.org.as(who));
const call = async (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await headers(who), ...(payload ? { payload } : {}) });
const mine = (who: Who, periodId = w.q1) => call(who, 'GET', `/talent/self-review/${periodId}`);
const save = (who: Who, body: object, periodId = w.q1) => call(who, 'PUT', `/talent/self-review/${periodId}`, body);
const rows = () =>
  withTenant(t.database.db, w.org.tenant.TenantId, (tx) =>
    tx
      .select()
      .from(feedbackRequests)
      .where(and(eq(feedbackRequests.kind, 'self'), eq(feedbackRequests.subjectId, w.org.ids.cal))),
  );

const DEFAULTS = DEFAULT_QUESTIONS.self.map((q, i) => ({ Id: i + 1, Text: q.text, Kind: q.kind, Scale: q.scale, Required: q.required }));
const PROUD = { QuestionId: 1, Rating: null, Text: 'Shipped the trail map.' };
const GROW = { QuestionId: 2, Rating: null, Text: 'Lead a project.' };
const MET = { QuestionId: 3, Rating: 4, Text: null };

describe('a self-review', () => {
  it('cannot be written while self-reviews are off', async () => {
    const res = (await mine('cal')).json();
    expect(res).toEqual({
      PeriodId: w.q1,
      UserId: w.org.ids.cal,
      State: 'not_started',
      Open: false,
      DueOn: '2026-04-22',
      Questions: DEFAULTS,
      Answers: [],
      SubmittedAt: null,
    });
    const refused = await save('cal', { Answers: [PROUD], Submit: false });
    expect([refused.statusCode, refused.json().Message]).toEqual([409, SELF_REVIEW_OFF]);
    expect(await rows()).toEqual([]);
    const on = { SelfReviewOn: true, PeerFeedbackOn: false, UpwardFeedbackOn: false, PeerCap: 5, PeerVisibility: 'anonymous' };
    expect((await call('hana', 'PUT', '/talent/reviews/settings', on)).statusCode).toBe(200);
    expect((await mine('cal')).json()).toMatchObject({ Open: true, State: 'not_started' });
  });

  it('is refused for who is not appraised, a quarter not open and a quarter of another company', async () => {
    for (const who of ['ceo', 'obi'] as const) {
      const res = await save(who, { Answers: [], Submit: false });
      expect([who, res.statusCode, res.json().Message]).toEqual([who, 409, NOT_APPRAISED]);
    }
    const notYet = await save('cal', { Answers: [], Submit: false }, current);
    expect([notYet.statusCode, notYet.json().Message]).toEqual([409, SELF_REVIEW_CLOSED]);
    expect((await mine('cal', current)).json().Open).toBe(false);
    expect((await save('cal', { Answers: [], Submit: false }, other.q1)).statusCode).toBe(404);
    expect((await mine('cal', other.q1)).statusCode).toBe(404);
    expect((await mine('cal', 999_999)).statusCode).toBe(404);
  });

  it('is saved as a draft that only its writer sees', async () => {
    const res = await save('cal', { Answers: [PROUD], Submit: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ State: 'draft', Open: true, Answers: [PROUD], SubmittedAt: null });
    expect((await mine('cal')).json()).toMatchObject({ State: 'draft', Answers: [PROUD] });
    for (const who of ['mia', 'vic', 'hana', 'ceo'] as const) {
      const seen = (await call(who, 'GET', `/talent/self-review/${w.q1}/${w.org.ids.cal}`)).json();
      expect([who, seen.State, seen.Answers, seen.SubmittedAt]).toEqual([who, 'not_started', [], null]);
    }
    expect((await call('cal', 'GET', `/talent/self-review/${w.q1}/${w.org.ids.cal}`)).json().State).toBe('draft');
    expect(await rows()).toMatchObject([{ state: 'requested', respondentId: w.org.ids.cal, kind: 'self' }]);
  });

  it('keeps the questions it first asked when the company changes them', async () => {
    const changed = [{ Text: 'One new question?', Kind: 'text', Scale: null, Required: true }];
    expect((await call('hana', 'PUT', '/talent/questions/self', { Questions: changed })).statusCode).toBe(200);
    expect((await mine('cal')).json().Questions).toEqual(DEFAULTS);
    // Dee has not started: hers would ask the new one.
    expect((await mine('dee')).json().Questions).toMatchObject([{ Text: 'One new question?' }]);
    expect((await save('cal', { Answers: [PROUD, GROW], Submit: false })).json().Questions).toEqual(DEFAULTS);
  });

  it.each([
    [{ Answers: [PROUD, GROW], Submit: true }, 'Answers.2', 'This is required.'],
    [{ Answers: [PROUD, { ...GROW, Text: '  ' }, MET], Submit: true }, 'Answers.1', 'This is required.'],
    [{ Answers: [PROUD, GROW, { ...MET, Rating: 6 }], Submit: true }, 'Answers.2', 'Choose one of the ratings on this scale.'],
    [{ Answers: [PROUD, GROW, { ...MET, Rating: 0 }], Submit: false }, 'Answers.2', 'Choose one of the ratings on this scale.'],
    [{ Answers: [{ ...PROUD, Text: 'x'.repeat(5001) }], Submit: false }, 'Answers.0', 'Must be at most 5000 characters.'],
    [
      { Answers: [PROUD, { QuestionId: 9, Rating: 1, Text: null }], Submit: false },
      'Answers',
      'An answer names a question this form does not ask.',
    ],
  ])('refuses answers that do not fit, naming them (%#)', async (body, field, message) => {
    const before = await rows();
    const res = await save('cal', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: field, Message: message }]);
    expect(await rows()).toEqual(before);
  });

  it('is handed in, and the manager is told', async () => {
    events.length = 0;
    const res = await save('cal', { Answers: [PROUD, GROW, MET], Submit: true });
    expect(res.json()).toMatchObject({ State: 'submitted', SubmittedAt: '2026-05-20T15:00:00.000Z', Answers: [PROUD, GROW, MET] });
    await t.deps.events.settled();
    expect(events.filter((e) => e.type === 'self_review_submitted')).toMatchObject([
      { recipientIds: [w.org.ids.mia], subjectId: w.org.ids.cal, periodId: w.q1, actorId: w.org.ids.cal },
    ]);
  });

  it('is read as the appraisal is: by the person, everyone above them, the HR admin and the CEO; 404 for anyone else', async () => {
    for (const who of ['cal', 'mia', 'vic', 'hana', 'ceo'] as const) {
      const res = await call(who, 'GET', `/talent/self-review/${w.q1}/${w.org.ids.cal}`);
      expect([who, res.statusCode, res.json().State, res.json().Answers]).toEqual([who, 200, 'submitted', [PROUD, GROW, MET]]);
    }
    // An org admin keeps the questions and settings, not what people wrote.
    for (const who of ['dee', 'obi', 'gus', 'ora'] as const) {
      expect([who, (await call(who, 'GET', `/talent/self-review/${w.q1}/${w.org.ids.cal}`)).statusCode]).toEqual([who, 404]);
    }
    const outsider = await t.app.inject({ url: `/api/talent/self-review/${w.q1}/${w.org.ids.cal}`, headers: await other.org.as('ceo') });
    expect(outsider.statusCode).toBe(404);
    expect((await call('ceo', 'GET', `/talent/self-review/${other.q1}/${w.org.ids.cal}`)).statusCode).toBe(404);
    expect((await call('ceo', 'GET', `/talent/self-review/${w.q1}/${other.org.ids.cal}`)).statusCode).toBe(404);
  });

  it('may be handed in again, never back to a draft, until the manager shares the appraisal; then it is locked', async () => {
    const again = await save('cal', { Answers: [PROUD, { ...GROW, Text: 'Lead two projects.' }, MET], Submit: false });
    expect(again.json()).toMatchObject({ State: 'submitted', Answers: [PROUD, { ...GROW, Text: 'Lead two projects.' }, MET] });
    expect((await save('cal', { Answers: [PROUD, MET], Submit: false })).statusCode).toBe(400);

    const started = await call('mia', 'POST', '/talent', appraisalBody(w.org.ids.cal, w.q1));
    expect(started.statusCode).toBe(200);
    expect((await save('cal', { Answers: [PROUD, GROW, MET], Submit: true })).statusCode).toBe(200);
    expect((await call('mia', 'GET', `/talent/share/${started.json().Id}`)).statusCode).toBe(200);

    const before = await rows();
    const locked = await save('cal', { Answers: [PROUD, GROW, MET], Submit: true });
    expect([locked.statusCode, locked.json().Message]).toEqual([409, SELF_REVIEW_LOCKED]);
    expect(await rows()).toEqual(before);
    expect((await mine('cal')).json()).toMatchObject({ Open: false, State: 'submitted' });
  });
});
