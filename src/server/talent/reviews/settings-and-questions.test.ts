import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, givenUser, PASSWORD, signIn, type TestApp } from '../../testing/test-app';
import { givenTalentWorld, type TalentWorld } from '../../testing/talent-world';
import { DEFAULT_TALENT_LABELS } from '../../../domain/talent/settings-rules';
import { DEFAULT_QUESTIONS } from '../../../domain/talent/review-questions';

// GET and PUT /talent/reviews/settings and /talent/questions (issue 34): everyone signed in reads which voices are on and
// what they are asked; the talent admins (HR admin, org admin, CEO) change them, audited; another company is untouched.
let t: TestApp;
let w: TalentWorld;
let other: TalentWorld;
let ora: Record<string, string>;
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
});
afterAll(() => t.close());

const headers = async (who: Who) => (who === 'hana' ? w.asHana() : who === 'ora' ? ora : w.org.as(who));
const call = async (who: Who, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await headers(who), ...(payload ? { payload } : {}) });
const auditOf = (tenantId: number, action: string) =>
  queryRows<{ actor_id: number; before: Record<string, unknown>; after: Record<string, unknown> }>(
    t.database.db,
    sql`SELECT actor_id, before, after FROM audit_entries WHERE tenant_id = ${tenantId} AND action = ${action} ORDER BY id`,
  );

const OFF = { SelfReviewOn: false, PeerFeedbackOn: false, UpwardFeedbackOn: false, PeerCap: 5, PeerVisibility: 'anonymous' };
const ON = { SelfReviewOn: true, PeerFeedbackOn: true, UpwardFeedbackOn: false, PeerCap: 3, PeerVisibility: 'summary' };
const READERS: Who[] = ['cal', 'mia', 'vic', 'hana', 'ora', 'ceo', 'obi'];

describe('the voices’ settings', () => {
  it('are all off (5 peers, anonymous) until changed, for everyone signed in to read', async () => {
    for (const who of READERS) {
      const res = await call(who, 'GET', '/talent/reviews/settings');
      expect([who, res.statusCode, res.json()]).toEqual([who, 200, OFF]);
    }
    expect((await t.app.inject({ url: '/api/talent/reviews/settings' })).statusCode).toBe(401);
  });

  it('are changed by the HR admin, an org admin or the CEO only, audited, and keep the labels', async () => {
    for (const who of ['cal', 'mia', 'vic', 'obi'] as const) {
      expect((await call(who, 'PUT', '/talent/reviews/settings', ON)).statusCode).toBe(403);
    }
    expect(await auditOf(w.org.tenant.TenantId, 'talent.reviews')).toEqual([]);

    const saved = await call('hana', 'PUT', '/talent/reviews/settings', ON);
    expect([saved.statusCode, saved.json()]).toEqual([200, ON]);
    expect((await call('cal', 'GET', '/talent/reviews/settings')).json()).toEqual(ON);
    // The company had no settings row: it now has one with the default labels.
    expect((await call('cal', 'GET', '/talent/labels')).json()).toEqual(DEFAULT_TALENT_LABELS);
    expect(await auditOf(w.org.tenant.TenantId, 'talent.reviews')).toEqual([
      {
        actor_id: w.hanaId,
        before: { SelfReviewOn: false, PeerFeedbackOn: false, PeerCap: 5, PeerVisibility: 'anonymous' },
        after: { SelfReviewOn: true, PeerFeedbackOn: true, PeerCap: 3, PeerVisibility: 'summary' },
      },
    ]);
    for (const who of ['ora', 'ceo'] as const) {
      expect((await call(who, 'PUT', '/talent/reviews/settings', { ...ON, PeerCap: 4 })).json().PeerCap).toBe(4);
    }
    // Another company's settings are its own.
    expect((await t.app.inject({ url: '/api/talent/reviews/settings', headers: await other.org.as('cal') })).json()).toEqual(OFF);
  });

  it('and the labels do not reset each other', async () => {
    const labels = { ...DEFAULT_TALENT_LABELS, GracePeriod: 4 };
    expect((await call('hana', 'PUT', '/talent/labels', labels)).statusCode).toBe(200);
    expect((await call('hana', 'GET', '/talent/reviews/settings')).json()).toEqual({ ...ON, PeerCap: 4 });
    expect((await call('hana', 'PUT', '/talent/reviews/settings', ON)).statusCode).toBe(200);
    expect((await call('hana', 'GET', '/talent/labels')).json()).toEqual(labels);
    expect((await call('hana', 'PUT', '/talent/labels', DEFAULT_TALENT_LABELS)).statusCode).toBe(200);
  });

  it.each([
    [{ PeerCap: 0 }, 'PeerCap', 'Choose from 1 to 20 peers.'],
    [{ PeerCap: 21 }, 'PeerCap', 'Choose from 1 to 20 peers.'],
    [{ PeerCap: 2.5 }, 'PeerCap', 'Choose from 1 to 20 peers.'],
    [{ PeerVisibility: 'everyone' }, 'PeerVisibility', expect.any(String)],
    [{ SelfReviewOn: 'yes' }, 'SelfReviewOn', 'This is required.'],
  ])('refuse %j naming the field', async (over, field, message) => {
    const res = await call('hana', 'PUT', '/talent/reviews/settings', { ...ON, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toEqual({ Field: field, Message: message });
    expect((await call('hana', 'GET', '/talent/reviews/settings')).json()).toEqual(ON);
  });
});

const wire = (audience: keyof typeof DEFAULT_QUESTIONS) =>
  DEFAULT_QUESTIONS[audience].map((q, i) => ({ Id: i + 1, Text: q.text, Kind: q.kind, Scale: q.scale, Required: q.required }));
const MINE = [
  { Text: 'What are you proud of?', Kind: 'text', Scale: null, Required: true },
  { Text: 'How was the quarter?', Kind: 'rating', Scale: ['Hard', 'Fine', 'Great'], Required: false },
];

describe('the review questions', () => {
  it('are the defaults (IsDefault) until saved, for everyone signed in', async () => {
    for (const who of READERS) {
      const res = await call(who, 'GET', '/talent/questions');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        Self: { IsDefault: true, Questions: wire('self') },
        Peer: { IsDefault: true, Questions: wire('peer') },
        Upward: { IsDefault: true, Questions: wire('upward') },
        Manager: { IsDefault: true, Questions: [] },
      });
    }
  });

  it('are replaced per audience, in order, by the talent admins only, audited', async () => {
    for (const who of ['cal', 'mia', 'vic', 'obi'] as const) {
      expect((await call(who, 'PUT', '/talent/questions/self', { Questions: MINE })).statusCode).toBe(403);
    }
    const res = await call('hana', 'PUT', '/talent/questions/self', { Questions: MINE });
    expect(res.statusCode).toBe(200);
    const self = res.json().Self;
    expect(self.IsDefault).toBe(false);
    expect(self.Questions.map(({ Id: _, ...q }: { Id: number }) => q)).toEqual(MINE);
    expect(res.json().Peer.IsDefault).toBe(true);

    const reordered = [MINE[1], MINE[0]];
    const again = (await call('ceo', 'PUT', '/talent/questions/self', { Questions: reordered })).json();
    expect(again.Self.Questions.map((q: { Text: string }) => q.Text)).toEqual(['How was the quarter?', 'What are you proud of?']);
    expect((await call('ora', 'PUT', '/talent/questions/manager', { Questions: [MINE[0]] })).json().Manager.Questions).toHaveLength(1);

    const audit = await auditOf(w.org.tenant.TenantId, 'talent.questions');
    expect(audit).toHaveLength(3);
    expect(audit[0]).toEqual({ actor_id: w.hanaId, before: { Self: null }, after: { Self: MINE } });
    // Another company still has the defaults.
    const theirs = (await t.app.inject({ url: '/api/talent/questions', headers: await other.org.as('cal') })).json();
    expect(theirs.Self.IsDefault).toBe(true);
  });

  it('can be emptied, which asks nothing of that audience', async () => {
    expect((await call('hana', 'PUT', '/talent/questions/manager', { Questions: [] })).json().Manager).toEqual({
      IsDefault: true,
      Questions: [],
    });
  });

  const rating = (Scale: unknown) => ({ Text: 'Rate it', Kind: 'rating', Scale, Required: true });
  it.each([
    [[MINE[0], MINE[1], rating(['Only one'])], 'Questions.2.Scale', 'A rating scale has 2 to 10 labels.'],
    [[rating(null)], 'Questions.0.Scale', 'A rating scale has 2 to 10 labels.'],
    [[rating(Array.from({ length: 11 }, (_, i) => `L${i}`))], 'Questions.0.Scale', 'A rating scale has 2 to 10 labels.'],
    [[rating(['Low', 'x'.repeat(61)])], 'Questions.0.Scale.1', 'Must be at most 60 characters.'],
    [[{ ...MINE[0], Scale: ['a', 'b'] }], 'Questions.0.Scale', 'Only a rating question has a scale.'],
    [[{ ...MINE[0], Text: ' ' }], 'Questions.0.Text', 'This is required.'],
    [Array.from({ length: 21 }, () => MINE[0]), 'Questions', 'Ask at most 20 questions.'],
  ])('refuse bad questions naming the field (%#)', async (Questions, field, message) => {
    const before = (await call('hana', 'GET', '/talent/questions')).json();
    const res = await call('hana', 'PUT', '/talent/questions/peer', { Questions });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toEqual({ Field: field, Message: message });
    expect((await call('hana', 'GET', '/talent/questions')).json()).toEqual(before);
  });

  it('refuse an audience that does not exist', async () => {
    expect((await call('hana', 'PUT', '/talent/questions/everyone', { Questions: [] })).statusCode).toBe(400);
  });
});

describe('switching upward feedback on', () => {
  const upward = (tenantId: number) =>
    queryRows<{ subject_id: number; respondent_id: number }>(
      t.database.db,
      sql`SELECT subject_id, respondent_id FROM feedback_requests WHERE tenant_id = ${tenantId} AND kind = 'upward' ORDER BY respondent_id`,
    );

  it('asks the reports about their managers at once, not at the next tick, and once however often it is saved', async () => {
    const ids = w.org.ids;
    expect(await upward(w.org.tenant.TenantId)).toEqual([]);
    for (let i = 0; i < 2; i++) {
      expect((await call('hana', 'PUT', '/talent/reviews/settings', { ...ON, UpwardFeedbackOn: true })).statusCode).toBe(200);
    }
    const asked = await upward(w.org.tenant.TenantId);
    expect(asked).toEqual(
      expect.arrayContaining([
        { subject_id: ids.mia, respondent_id: ids.cal },
        { subject_id: ids.mia, respondent_id: ids.dee },
        { subject_id: ids.vic, respondent_id: ids.mia },
      ]),
    );
    expect(asked.filter((r) => r.respondent_id === ids.cal)).toHaveLength(1);
    expect(asked.map((r) => r.respondent_id)).not.toContain(ids.ceo);
    expect(asked.map((r) => r.respondent_id)).not.toContain(ids.obi);
    await t.deps.events.settled();
    const notices = await queryRows<{ user_id: number }>(
      t.database.db,
      sql`SELECT user_id FROM notifications WHERE tenant_id = ${w.org.tenant.TenantId} AND event_type = 'feedback_requested'`,
    );
    expect(notices.filter((n) => n.user_id === ids.cal)).toHaveLength(1);
    expect(await upward(other.org.tenant.TenantId)).toEqual([]);
  });
});
